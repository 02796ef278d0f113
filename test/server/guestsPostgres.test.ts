import { eq } from 'drizzle-orm';
import { householdChanges, households } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { householdAnswer, MESSAGES } from '../../src/contracts/guests';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Two partners editing the same guest list at once, on a real PostgreSQL with a pool
 * (TEST_DATABASE_URL): saves from the same version never both land; changes to different
 * households, and RSVPs for different people, all land.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const G = '/web-api/v2/wedding/guests';

describeOnPostgres('the guest list on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let alex: TestClient;
  let jordan: TestClient;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_guests', { poolSize: 6, config: { authRateLimitPerMinute: 1000 } });
    const login = async (email: string) => {
      const c = new TestClient(t.app);
      expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
      return c;
    };
    alex = await login('alex@confetti.test');
    jordan = await login('jordan@confetti.test');
  });
  afterAll(async () => t?.close());

  async function newHousehold(name: string) {
    const res = await alex.post(`${G}/households`, { display_name: name, guests: [{ first_name: name, last_name: 'Test' }] });
    expect(res.status).toBe(201);
    return householdAnswer.parse(res.body).household;
  }

  it('two partners saving the same household at once: one lands, the other is told, nothing is lost', async () => {
    for (let round = 0; round < 5; round++) {
      const h = await newHousehold(`Race ${round}`);
      const [a, b] = await Promise.all([
        alex.patch(`${G}/households/${h.id}`, { version: h.version, notes: `Alex ${round}` }),
        jordan.patch(`${G}/households/${h.id}`, { version: h.version, phone: '+1 555 010 2030' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body).toMatchObject({ code: 'stale_household', message: MESSAGES.staleHousehold });
      expect(loser.body.household.version).toBe(h.version + 1);
      const [row] = await t.database.db.select().from(households).where(eq(households.id, h.id));
      expect(row!.version).toBe(h.version + 1);
      // Exactly the winner's change is stored, and exactly one audit entry says so.
      expect([row!.notes, row!.phone]).toEqual(a.status === 200 ? [`Alex ${round}`, ''] : ['', '+1 555 010 2030']);
      const audit = await t.database.db.select().from(householdChanges).where(eq(householdChanges.householdId, h.id));
      expect(audit).toHaveLength(2);
      // The loser saves again on the version it was shown: both changes are kept.
      const retry = await (a.status === 409 ? alex : jordan).patch(
        `${G}/households/${h.id}`,
        a.status === 409
          ? { version: loser.body.household.version, notes: `Alex ${round}` }
          : { version: loser.body.household.version, phone: '+1 555 010 2030' },
      );
      expect(householdAnswer.parse(retry.body).household).toMatchObject({ notes: `Alex ${round}`, phone: '+1 555 010 2030' });
    }
  });

  it('partners editing different households and recording different RSVPs at once all land', async () => {
    const events = (await alex.post(`${G}/events`, { name: 'Concurrency dinner', invite_all_households: false })).body.events as Array<{
      id: number;
      name: string;
    }>;
    const event = events.find((e) => e.name === 'Concurrency dinner')!;
    const h1 = await newHousehold('Left');
    const h2 = await newHousehold('Right');
    await alex.post(`${G}/households/bulk`, { household_ids: [h1.id, h2.id], action: 'INVITE', event_id: event.id });
    const [v1, v2] = await Promise.all([alex.get(`${G}/households/${h1.id}`), alex.get(`${G}/households/${h2.id}`)]);
    const results = await Promise.all([
      alex.patch(`${G}/households/${h1.id}`, { version: v1.body.household.version, notes: 'left' }),
      jordan.patch(`${G}/households/${h2.id}`, { version: v2.body.household.version, notes: 'right' }),
      alex.put(`${G}/rsvps`, { guest_id: h1.guests[0]!.id, event_id: event.id, status: 'ATTENDING' }),
      jordan.put(`${G}/rsvps`, { guest_id: h2.guests[0]!.id, event_id: event.id, status: 'DECLINED' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const list = (await jordan.get(`${G}?event=${event.id}`)).body;
    expect(list.households.map((h: { notes: string }) => h.notes).sort()).toEqual(['left', 'right']);
    expect(list.counts.events.find((e: { event_id: number }) => e.event_id === event.id)).toMatchObject({
      invited: 2,
      attending: 1,
      declined: 1,
    });
  });

  it('two partners adding tags of the same name at once make one tag', async () => {
    const [a, b] = await Promise.all([alex.post(`${G}/tags`, { name: 'Book club' }), jordan.post(`${G}/tags`, { name: 'book club' })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });
});
