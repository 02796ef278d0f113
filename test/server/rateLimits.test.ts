import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { createTestApp, TestClient, type TestApp } from './helpers';

const NAV = '/website-nav/web-api/v1';
const ORDERS = '/web-registry-api/v1/orders';
const PASSWORD = 'correct horse battery';
const wrongLogIn = { email: 'nobody@example.com', password: 'not the password' };
const lookup = { orderNumber: 'CF-999999', email: 'nobody@example.com' };

const counters = (t: TestApp) =>
  queryRows<{ key: string; hits: number }>(t.database.db, sql`SELECT key, hits FROM rate_limit_counters ORDER BY key`);

describe('rate limits', () => {
  let t: TestApp;
  /** An app with the default limits, shared by the tests that each spend a budget no other test uses. */
  let defaults: TestApp;
  beforeAll(async () => {
    defaults = await createTestApp();
  });
  afterAll(async () => defaults.close());
  afterEach(async () => {
    if (t !== defaults) await t.close();
  });

  describe('the client address', () => {
    it('ignores X-Forwarded-For by default: 40 log-ins claiming 40 addresses are one client', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 5 } });
      const c = new TestClient(t.app, { ip: '198.51.100.20' });
      const statuses: number[] = [];
      for (let i = 1; i <= 40; i++) {
        statuses.push((await c.post(`${NAV}/auth/login`, wrongLogIn, { 'x-forwarded-for': `203.0.113.${i}` })).status);
      }
      // The 5th wrong password from one client also locks that client out of the email (406).
      expect(statuses).toEqual([...Array<number>(4).fill(401), 406, ...Array<number>(35).fill(429)]);
      expect(await counters(t)).toEqual([{ key: 'auth:198.51.100.20', hits: 40 }]);
    });

    it.each([
      ['/orders/status', `${ORDERS}/status`, lookup, 10],
      ['/api/v0/log', '/api/v0/log/abc', { meta: { id: 'abc', message: 'boom' } }, 60],
      ['/support/contact', '/web-api/v1/support/contact', { name: 'Sam', email: 'sam@example.com', topic: 'other', message: 'Hello' }, 10],
    ])('ignores X-Forwarded-For on %s too', async (_name, url, body, budget) => {
      // Each budget has a counter of its own, so one app with the default limits serves all three.
      t = defaults;
      const c = new TestClient(t.app, { ip: '198.51.100.21' });
      const statuses: number[] = [];
      for (let i = 1; i <= budget + 1; i++) statuses.push((await c.post(url, body, { 'x-forwarded-for': `203.0.113.${i}` })).status);
      expect(statuses.slice(0, budget)).not.toContain(429);
      expect(statuses[budget]).toBe(429);
    });

    it('with TRUST_PROXY, takes the client from X-Forwarded-For of a trusted proxy only', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 2, trustProxy: ['127.0.0.1'] } });
      const viaProxy = new TestClient(t.app); // inject's remote address: 127.0.0.1
      const status = async (client: TestClient, forwardedFor: string) =>
        (await client.post(`${NAV}/auth/login`, wrongLogIn, { 'x-forwarded-for': forwardedFor })).status;
      expect(await status(viaProxy, '203.0.113.1')).toBe(401);
      expect(await status(viaProxy, '203.0.113.1')).toBe(401);
      expect(await status(viaProxy, '203.0.113.1')).toBe(429);
      // Another client behind the same proxy has a budget of its own; the nearest untrusted hop is the client.
      expect(await status(viaProxy, '203.0.113.2')).toBe(401);
      expect(await status(viaProxy, '10.9.9.9, 203.0.113.2')).toBe(401);
      expect(await status(viaProxy, '203.0.113.2')).toBe(429);
      // A client that is not a listed proxy cannot name an address.
      const direct = new TestClient(t.app, { ip: '198.51.100.22' });
      expect(await status(direct, '203.0.113.3')).toBe(401);
      expect(await status(direct, '203.0.113.4')).toBe(401);
      expect(await status(direct, '203.0.113.5')).toBe(429);
      expect((await counters(t)).map((row) => row.key)).toEqual(['auth:198.51.100.22', 'auth:203.0.113.1', 'auth:203.0.113.2']);
    });
  });

  describe('budgets', () => {
    it('log-in, both sign-ups and password reset draw on one budget per IP', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 4 } });
      const c = new TestClient(t.app, { ip: '198.51.100.30' });
      const user = (email: string) => ({
        email,
        password: PASSWORD,
        first_name: 'Pat',
        last_name: 'Lee',
        business_unit_source: 'WEDDING_REGISTRY',
      });
      const calls = [
        () => c.post(`${NAV}/auth/login`, wrongLogIn),
        () => c.post(`${NAV}/user/create`, user('pat@example.com')),
        () => c.post(`${NAV}/user/reset_password`, { email: 'pat@example.com' }),
        () =>
          c.post('/web-api/v2/onboard/new', {
            user: user('robin@example.com'),
            wedding: { partner_first_name: 'Kai', planning_stage: 'NEWLY_ENGAGED' },
          }),
      ];
      for (const call of calls) expect((await call()).status).not.toBe(429);
      for (const call of calls) expect((await call()).status).toBe(429);
      // Other budgets are untouched.
      expect((await c.post(`${ORDERS}/status`, lookup)).status).toBe(404);
    });

    it('order status and returns share one budget', async () => {
      t = defaults;
      const c = new TestClient(t.app, { ip: '198.51.100.31' });
      const ret = { ...lookup, lineIds: [1], reason: 'Too big' };
      for (let i = 0; i < 5; i++) {
        expect((await c.post(`${ORDERS}/status`, lookup)).status).toBe(404);
        expect((await c.post(`${ORDERS}/return`, ret)).status).toBe(404);
      }
      expect((await c.post(`${ORDERS}/status`, lookup)).status).toBe(429);
      expect((await c.post(`${ORDERS}/return`, ret)).status).toBe(429);
    });

    it('counts card attempts per session, not per IP', async () => {
      t = await createTestApp({ config: { paymentAttemptsPerMinute: 1 } });
      const intent = '/web-registry-api/v1/checkout/create-payment-intent';
      const a = new TestClient(t.app, { ip: '198.51.100.32' });
      const b = new TestClient(t.app, { ip: '198.51.100.32' });
      for (const c of [a, b]) await c.get('/web-registry-api/v1/checkout/braintree/token'); // a guest session each
      expect((await a.post(intent, {})).status).toBe(400);
      expect((await a.post(intent, {})).status).toBe(429);
      expect((await b.post(intent, {})).status).toBe(400);
    });

    it('answers 429 with the spec message and the rate-limit headers', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 1 } });
      const c = new TestClient(t.app, { ip: '198.51.100.33' });
      const first = await c.post(`${NAV}/auth/login`, wrongLogIn);
      expect(first.headers['x-ratelimit-limit']).toBe('1');
      expect(first.headers['x-ratelimit-remaining']).toBe('0');
      const limited = await c.post(`${NAV}/auth/login`, wrongLogIn);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Please wait a few moments ...', code: 'rate_limited' });
      expect(limited.headers['x-ratelimit-limit']).toBe('1');
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
      const reset = Number(limited.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
      expect(Number(limited.headers['retry-after'])).toBe(reset);
    });
  });

  describe('the counters in the database', () => {
    it('are shared by two apps on one database', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 3 } });
      const other = await createTestApp({ database: t.database, config: { authRateLimitPerMinute: 3 } });
      try {
        const one = new TestClient(t.app, { ip: '198.51.100.40' });
        const two = new TestClient(other.app, { ip: '198.51.100.40' });
        const statuses = [];
        for (const c of [one, two, one, two]) statuses.push((await c.post(`${NAV}/auth/login`, wrongLogIn)).status);
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await other.close();
      }
    });

    it('start a new window once reset_at has passed', async () => {
      t = await createTestApp({ config: { authRateLimitPerMinute: 1 } });
      const c = new TestClient(t.app, { ip: '198.51.100.41' });
      expect((await c.post(`${NAV}/auth/login`, wrongLogIn)).status).toBe(401);
      expect((await c.post(`${NAV}/auth/login`, wrongLogIn)).status).toBe(429);
      await t.database.db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second'`);
      expect((await c.post(`${NAV}/auth/login`, wrongLogIn)).status).toBe(401);
      expect(await counters(t)).toEqual([{ key: 'auth:198.51.100.41', hits: 1 }]);
    });

    it('delete expired rows on a later count, and keep live ones', async () => {
      t = await createTestApp();
      await t.database.db.execute(sql`INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES
        ('auth:192.0.2.1', 9, now() - interval '1 hour'), ('auth:192.0.2.2', 3, now() + interval '1 minute')`);
      await new TestClient(t.app, { ip: '198.51.100.42' }).post(`${ORDERS}/status`, lookup);
      expect(await counters(t)).toEqual([
        { key: 'auth:192.0.2.2', hits: 3 },
        { key: 'order-lookup:198.51.100.42', hits: 1 },
      ]);
    });
  });
});
