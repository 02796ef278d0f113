import { and, eq, like, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { householdChanges, households } from '../../server/db/schema';
import { GUEST_CSV_COLUMNS } from '../../src/contracts/guestCsv';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Import and address collection on a real PostgreSQL (TEST_DATABASE_URL): saves racing on one
 * household each see the other's result (the audit's old values chain), and two imports at once
 * by both partners are each whole.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const G = '/web-api/v2/wedding/guests';
const C = '/web-api/v2/guest-collect';

describeOnPostgres('guest import and address collection on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_guestsio');
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }
  const header = GUEST_CSV_COLUMNS.map((c) => c.header).join(',');

  it('two guests saving one household at once: both saved, one after the other, and the audit chains old → new', async () => {
    const alex = await login('alex@confetti.test');
    const file = `${header}\nThe Quistgaards,Ida,Quistgaard\nThe Quistgaards,Nils,Quistgaard\n`;
    expect((await alex.post(`${G}/import`, file, { 'content-type': 'text/csv' })).status).toBe(201);
    const link = (await alex.put(`${G}/collection-link`, { enabled: true })).body.link;
    const ida = new TestClient(t.app, { ip: '198.51.100.1' });
    const nils = new TestClient(t.app, { ip: '198.51.100.2' });
    const { key } = (await ida.post(`${C}/${link.token}/find`, { first_name: 'Ida', last_name: 'Quistgaard' })).body.household;
    await nils.get(`${C}/${link.token}`); // the CSRF cookie first, so both PUTs leave together
    const body = (street: string) => ({ address1: street, city: 'Springfield', state_province: 'IL', postal_code: '62704' });
    const [a, b] = await Promise.all([
      ida.put(`${C}/${link.token}/households/${key}`, body('1 First Street')),
      nils.put(`${C}/${link.token}/households/${key}`, body('2 Second Street')),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);

    const [household] = await t.database.db.select().from(households).where(eq(households.collectToken, key));
    const audit = await t.database.db
      .select()
      .from(householdChanges)
      .where(and(eq(householdChanges.householdId, household!.id), eq(householdChanges.source, 'GUEST_LINK')))
      .orderBy(householdChanges.id);
    expect(audit).toHaveLength(2);
    const streets = audit.map((entry) => entry.changes.find((c) => c.field === 'address1')!);
    // The second save saw the first one's street as its old value: nothing was lost in between.
    expect(streets[0]!.old).toBe('');
    expect(streets[1]!.old).toBe(streets[0]!.new);
    expect(household!.address1).toBe(streets[1]!.new);
    expect(household!.version).toBe(3);
  });

  it('both partners importing at once: each import is whole, none is half-written', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const rows = (prefix: string) =>
      `${header}\n` + Array.from({ length: 200 }, (_, i) => `${prefix} ${i},${prefix},Person${i},,,,,,,,,,,${prefix} tag`).join('\n');
    const [a, b] = await Promise.all([
      alex.post(`${G}/import`, rows('Alpha'), { 'content-type': 'text/csv' }),
      jordan.post(`${G}/import`, rows('Beta'), { 'content-type': 'text/csv' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    for (const prefix of ['Alpha', 'Beta']) {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(households)
        .where(like(households.displayName, `${prefix} %`));
      expect(row!.n).toBe(200);
    }
  });
});
