import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { collections, experimentConversions, experimentExposures, weddingMembers, weddings, users } from '../../server/db/schema';
import { assignVariation } from '../../server/modules/experiments/assign';
import { formatReport } from '../../server/modules/experiments/service';
import { HOLIDAY_SHOPS } from '../../src/contracts/experiments';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';

const X = '/api/v0/experiments';
const NAV = '/website-nav/web-api/v1';
const session = (n: number) => `session-${String(n).padStart(12, '0')}`;

/** A guest as the SPA is one: the user context first (the anonymous id cookie), then its calls. */
let visitor = 0;
/** Each visitor from an address of its own, as the per-IP rate limit expects of real visitors. */
const nextIp = () => `10.0.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

async function guest(t: TestApp): Promise<TestClient> {
  const c = new TestClient(t.app, { ip: nextIp() });
  await c.get(`${NAV}/user/context`);
  return c;
}

async function signedIn(t: TestApp, email: string): Promise<TestClient> {
  const c = new TestClient(t.app, { ip: nextIp() });
  const res = await c.post(`${NAV}/auth/login`, { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`log-in as ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return c;
}

const scenarios: Array<[string, () => Promise<TestApp>]> = [['PGlite', () => createTestApp({ seed: true })]];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) scenarios.push(['PostgreSQL', () => createPostgresTestApp(baseUrl, 'confetti_experiments', { poolSize: 20 })]);

describe.each(scenarios)('experiments: exposures, conversions and the report on %s', (_name, open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(experimentConversions);
    await t.database.db.delete(experimentExposures);
  });

  it('records an exposure once per session, and again for a new session', async () => {
    const c = await guest(t);
    const first = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: session(1) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recorded: true, variation: 'TEST-1' });
    const again = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-0', sessionId: session(1) });
    expect(again.body.recorded).toBe(false);
    const other = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: session(2) });
    expect(other.body.recorded).toBe(true);
    const rows = await t.database.db.select().from(experimentExposures);
    expect(rows.map((r) => r.variation).sort()).toEqual(['TEST-1', 'TEST-1']);
  });

  it('records one exposure when 25 views of the same session arrive at once', async () => {
    const c = await guest(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        c.post(`${X}/exposures`, { experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-1', sessionId: session(3) }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.recorded)).toHaveLength(1);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(experimentExposures);
    expect(count!.n).toBe(1);
  });

  it('keeps the same session id of two visitors apart', async () => {
    const a = await guest(t);
    const b = await guest(t);
    await a.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: session(4) });
    const theirs = await b.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-0', sessionId: session(4) });
    expect(theirs.body.recorded).toBe(true);
    // b's conversion does not convert a's exposure.
    await b.post(`${X}/conversions`, { event: 'holiday_collection_add', sessionId: session(4) });
    const converted = await t.database.db.select().from(experimentConversions);
    expect(converted.map((r) => r.variation)).toEqual(['TEST-0']);
  });

  it('records nothing for the automated-test cookie and answers NOT_IN_TEST', async () => {
    const c = await guest(t);
    c.cookies.set('confetti_automated_test', '1');
    const res = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: session(5) });
    expect(res.body).toEqual({ recorded: false, variation: 'NOT_IN_TEST' });
    expect(await t.database.db.select().from(experimentExposures)).toHaveLength(0);
  });

  it('refuses an unknown experiment, variation or malformed session id with a 400 naming the field', async () => {
    const c = await guest(t);
    const bad = await c.post(`${X}/exposures`, { experiment: 'no-such-test', variation: 'TEST-1', sessionId: session(6) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/experiment/);
    const shortId = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: 'x' });
    expect(shortId.status).toBe(400);
    expect(shortId.body.message).toMatch(/sessionId/);
  });

  it('converts only exposed sessions, once, with the variation they saw; events convert only their experiments', async () => {
    const c = await guest(t);
    await c.post(`${X}/exposures`, { experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-1', sessionId: session(7) });
    await c.post(`${X}/exposures`, { experiment: 'logrocket-checkout', variation: 'TEST', sessionId: session(7) });
    await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: 'TEST-1', sessionId: session(7) });
    const placed = await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(7) });
    expect(placed.status).toBe(200);
    expect(placed.body.converted.sort()).toEqual(['checkout-better-hierarchy-v2', 'logrocket-checkout']);
    const twice = await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(7) });
    expect(twice.body.converted).toEqual([]);
    const unexposed = await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(8) });
    expect(unexposed.body.converted).toEqual([]);
    const rows = await t.database.db.select().from(experimentConversions);
    expect(rows.map((r) => [r.experimentKey, r.variation, r.event]).sort()).toEqual([
      ['checkout-better-hierarchy-v2', 'TEST-1', 'order_placed'],
      ['logrocket-checkout', 'TEST', 'order_placed'],
    ]);
  });

  it('checks setup_completed against the wedding: a guest is refused, an unfinished setup is a 409, a finished one converts', async () => {
    const g = await guest(t);
    expect((await g.post(`${X}/conversions`, { event: 'setup_completed', sessionId: session(9) })).status).toBe(400);
    const alex = await signedIn(t, 'alex@confetti.test');
    await alex.post(`${X}/exposures`, { experiment: 'hdyhau-subway', variation: 'TEST-1', sessionId: session(9) });
    const [member] = await t.database.db
      .select({ weddingId: weddingMembers.weddingId })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(users.email, 'alex@confetti.test'));
    await t.database.db.update(weddings).set({ setupCompletedAt: null }).where(eq(weddings.id, member!.weddingId));
    const early = await alex.post(`${X}/conversions`, { event: 'setup_completed', sessionId: session(9) });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The guided start is not finished yet.');
    await t.database.db.update(weddings).set({ setupCompletedAt: new Date() }).where(eq(weddings.id, member!.weddingId));
    const done = await alex.post(`${X}/conversions`, { event: 'setup_completed', sessionId: session(9) });
    expect(done.body.converted).toEqual(['hdyhau-subway']);
  });

  it('converts once when the same event arrives 20 times at once', async () => {
    const c = await guest(t);
    await c.post(`${X}/exposures`, { experiment: 'marketplace-clp-lp-links-to-srp-v2', variation: 'TEST-2', sessionId: session(10) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.post(`${X}/conversions`, { event: i % 2 ? 'vendor_search_results_visited' : 'vendor_inquiry_sent', sessionId: session(10) }),
      ),
    );
    expect(answers.filter((a) => a.body.converted.length === 1)).toHaveLength(1);
    expect(await t.database.db.select().from(experimentConversions)).toHaveLength(1);
  });

  it("reports each experiment's variations with exposures, conversions and the rate, to staff only", async () => {
    const c = await guest(t);
    for (let i = 0; i < 4; i++)
      await c.post(`${X}/exposures`, { experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-1', sessionId: session(100 + i) });
    for (let i = 0; i < 2; i++)
      await c.post(`${X}/exposures`, { experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-0', sessionId: session(200 + i) });
    await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(100) });
    await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(200) });
    await c.post(`${X}/conversions`, { event: 'order_placed', sessionId: session(201) });

    expect((await c.get(`${X}/report`)).status).toBe(401);
    const alex = await signedIn(t, 'alex@confetti.test');
    const refused = await alex.get(`${X}/report`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only staff can read the experiment report.');

    const staff = await signedIn(t, 'staff@confetti.test');
    const report = await staff.get(`${X}/report`);
    expect(report.status).toBe(200);
    expect(report.body.experiments.map((e: { key: string }) => e.key)).toEqual([
      'hdyhau-subway',
      'holiday-shops',
      'marketplace-clp-lp-links-to-srp-v2',
      'checkout-better-hierarchy-v2',
      'logrocket-checkout',
    ]);
    const checkout = report.body.experiments.find((e: { key: string }) => e.key === 'checkout-better-hierarchy-v2');
    expect(checkout.variations).toEqual([
      { variation: 'TEST-0', exposures: 2, conversions: 2, conversionRate: 1 },
      { variation: 'TEST-1', exposures: 4, conversions: 1, conversionRate: 0.25 },
    ]);
    const logrocket = report.body.experiments.find((e: { key: string }) => e.key === 'logrocket-checkout');
    expect(logrocket.variations).toEqual([
      { variation: 'NOT_IN_TEST', exposures: 0, conversions: 0, conversionRate: 0 },
      { variation: 'TEST', exposures: 0, conversions: 0, conversionRate: 0 },
    ]);
    expect(formatReport(report.body)).toMatch(/TEST-1\s+4\s+1\s+25\.00%/);
  });

  it('seeds the holiday collections the holiday shops link to', async () => {
    const slugs = (await t.database.db.select({ slug: collections.slug }).from(collections)).map((r) => r.slug);
    for (const shop of HOLIDAY_SHOPS) expect(slugs).toContain(shop.slug);
  });
});

describe('exposures in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { env: 'production' } });
  });
  afterAll(async () => t.close());

  it('ignores the variation the client names (overrides are honoured outside production only)', async () => {
    const c = await guest(t);
    const aid = c.cookies.get('confetti_aid')!;
    const assigned = assignVariation(`anon:${aid}`, 'holiday-shops');
    const claimed = assigned === 'TEST-1' ? 'TEST-0' : 'TEST-1';
    const res = await c.post(`${X}/exposures`, { experiment: 'holiday-shops', variation: claimed, sessionId: session(1) });
    expect(res.body).toEqual({ recorded: true, variation: assigned });
  });
});
