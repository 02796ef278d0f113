import { and, eq, isNull } from 'drizzle-orm';
import { weddingInvitations, weddingMembers } from '../../server/db/schema';
import { mailedToken, signUpConfirmed } from './accounts';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * The wedding's concurrent writes on a real PostgreSQL with a pool (`.ci/run` sets TEST_DATABASE_URL):
 * an invitation accepted twice at once, two invitations sent at once, both partners saving at once.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const W = '/web-api/v2/wedding';

describeOnPostgres('the wedding on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_wedding', { config: { authRateLimitPerMinute: 1000 } });
  });
  afterAll(async () => t?.close());

  async function account(first: string, withWedding: boolean) {
    const c = new TestClient(t.app);
    const email = `${first.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await signUpConfirmed(t, c, { email, password: 'a-long-password', first_name: first, last_name: 'Test' });
    if (withWedding) {
      const res = await c.post('/web-api/v2/onboard/existing', {
        wedding: { partner_first_name: 'Pat', partner_last_name: '', wedding_date: null, planning_stage: 'NEWLY_ENGAGED' },
      });
      expect(res.status).toBe(200);
    }
    return { c, email };
  }

  it('an invitation accepted twice at the same moment makes one partner', async () => {
    const owner = await account('Olga', true);
    const partner = await account('Pia', false);
    const invited = await owner.c.post(`${W}/invitations`, { email: partner.email });
    const token = await mailedToken(t, partner.email, '/wedding/join');
    const [a, b] = await Promise.all([
      partner.c.post(`${W}/invitations/accept`, { token }),
      partner.c.post(`${W}/invitations/accept`, { token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const members = await t.database.db.select().from(weddingMembers).where(eq(weddingMembers.weddingId, invited.body.wedding.id));
    expect(members.map((m) => m.role).sort()).toEqual(['OWNER', 'PARTNER']);
  });

  it('two invitations sent at once leave one pending', async () => {
    const owner = await account('Odile', true);
    const [a, b] = await Promise.all([
      owner.c.post(`${W}/invitations`, { email: 'first@example.com' }),
      owner.c.post(`${W}/invitations`, { email: 'second@example.com' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const weddingId = a.body.wedding.id as number;
    const pending = await t.database.db
      .select()
      .from(weddingInvitations)
      .where(and(eq(weddingInvitations.weddingId, weddingId), isNull(weddingInvitations.revokedAt), isNull(weddingInvitations.acceptedAt)));
    expect(pending).toHaveLength(1);
  });

  it('both partners saving at once: each save lands whole, the last one wins', async () => {
    const owner = await account('Oona', true);
    const partner = await account('Pru', false);
    await owner.c.post(`${W}/invitations`, { email: partner.email });
    await partner.c.post(`${W}/invitations/accept`, { token: await mailedToken(t, partner.email, '/wedding/join') });
    const base = (await owner.c.get(W)).body.wedding;
    const form = (city: string, count: number) => ({ ...base, city, estimated_guest_count: count });
    const keys = [
      'owner_first_name',
      'owner_last_name',
      'partner_first_name',
      'partner_last_name',
      'wedding_date',
      'tentative_year',
      'tentative_month',
      'tentative_season',
      'time_zone',
      'ceremony_venue',
      'reception_venue',
      'city',
      'state_province',
      'estimated_guest_count',
      'planning_stage',
    ];
    const body = (f: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, f[k]]));
    const [a, b] = await Promise.all([owner.c.put(W, body(form('Austin', 100))), partner.c.put(W, body(form('Boston', 200)))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await owner.c.get(W)).body.wedding;
    expect([
      ['Austin', 100],
      ['Boston', 200],
    ]).toContainEqual([after.city, after.estimated_guest_count]);
  });
});
