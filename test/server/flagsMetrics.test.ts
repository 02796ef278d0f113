import { createLogger } from '../../server/lib/requestLogging';
import { RequestMetrics } from '../../server/lib/metrics';
import { debugIntentLogger } from '../../server/modules/payments/service';
import { serverFlags } from '../../config/server';
import { flagsFor } from '../../config/flags';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, payWith, plainSku } from './commerceHelpers';

const NAV = '/website-nav/web-api/v1';
const ALL_ON = { datadog: true, giftImportBrandExtraction: true, pushSignupIntoCustomization: true, debugPaymentIntents: true };

describe('server flags (spec §4, §9)', () => {
  it('take the environment values, overridden by FLAG_<NAME>', () => {
    expect(serverFlags('production', {})).toEqual(flagsFor('production'));
    expect(serverFlags('production', { FLAG_DEBUG_PAYMENT_INTENTS: 'true', FLAG_DATADOG: 'false' })).toMatchObject({
      debugPaymentIntents: true,
      datadog: false,
    });
    expect(serverFlags('development', { FLAG_GIFT_IMPORT_BRAND_EXTRACTION: 'yes' }).giftImportBrandExtraction).toBe(
      flagsFor('development').giftImportBrandExtraction,
    );
  });

  it('debugPaymentIntents logs only when on and neither APP_ENV nor NODE_ENV is production', () => {
    const log = { info: () => undefined };
    expect(debugIntentLogger({ env: 'development', flags: { debugPaymentIntents: true } }, log, 'development')).toBe(log);
    expect(debugIntentLogger({ env: 'development', flags: { debugPaymentIntents: false } }, log, 'development')).toBeNull();
    expect(debugIntentLogger({ env: 'production', flags: { debugPaymentIntents: true } }, log, 'development')).toBeNull();
    expect(debugIntentLogger({ env: 'staging', flags: { debugPaymentIntents: true } }, log, 'production')).toBeNull();
  });
});

describe('flag debugPaymentIntents: the intent in the request log, without card data', () => {
  const lines: Array<Record<string, unknown>> = [];
  let t: TestApp;
  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    t = await createTestApp({ seed: true, logger, config: { flags: ALL_ON } });
  }, 60_000);
  afterAll(async () => t.close());

  it('logs id, cart, provider, brand and status, and no number, CVC, expiry or last 4', async () => {
    const c = new TestClient(t.app);
    const sku = await plainSku(t.database.db);
    expect((await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 })).status).toBe(201);
    const intentId = await payWith(c, '4242 4242 4242 4242');
    const line = lines.find((l) => l.msg === 'payment intent created');
    expect(line).toBeDefined();
    expect(line!.paymentIntent).toEqual({
      id: intentId,
      cartId: expect.any(Number) as number,
      provider: 'sandbox',
      brand: expect.any(String) as string,
      savedCard: false,
      status: 'requires_confirmation',
    });
    expect(typeof line!.reqId).toBe('string');
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/4242|123|exp|last4|cardholder/i);
  });
});

describe('flag debugPaymentIntents off', () => {
  it('logs nothing about the intent', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      seed: true,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
      config: { flags: { ...ALL_ON, debugPaymentIntents: false } },
    });
    try {
      const c = new TestClient(t.app);
      const sku = await plainSku(t.database.db);
      await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
      await payWith(c);
      expect(lines.some((l) => l.includes('payment intent created'))).toBe(false);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('RequestMetrics (Prometheus text)', () => {
  it('counts per method, route and status with cumulative buckets', () => {
    const m = new RequestMetrics();
    m.observe('GET', '/a/:id', 200, 0.003);
    m.observe('GET', '/a/:id', 200, 0.2);
    m.observe('POST', '/b', 400, 20);
    const text = m.render();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('http_requests_total{method="GET",route="/a/:id",status="200"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/a/:id",status="200",le="0.005"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{method="GET",route="/a/:id",status="200",le="0.25"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{method="POST",route="/b",status="400",le="10"} 0');
    expect(text).toContain('http_request_duration_seconds_bucket{method="POST",route="/b",status="400",le="+Inf"} 1');
    expect(text).toContain('http_request_duration_seconds_sum{method="POST",route="/b",status="400"} 20');
    expect(text.endsWith('\n')).toBe(true);
  });
  it('escapes label values', () => {
    const m = new RequestMetrics();
    m.observe('GET', '/x"\\\n', 200, 0.001);
    expect(m.render()).toContain('route="/x\\"\\\\\\n"');
  });
});

describe('flag datadog: GET /api/v0/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { flags: ALL_ON, metricsToken: 'scrape-token-0123456789' } });
  }, 60_000);
  afterAll(async () => t.close());

  it('answers the scraper with its bearer token, in Prometheus text, per route pattern', async () => {
    const c = new TestClient(t.app);
    await c.get('/web-registry-api/v1/shop/brands');
    await c.get('/web-registry-api/v1/shop/collection/no-such-collection');
    const res = await t.app.inject({ method: 'GET', url: '/api/v0/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/web-registry-api\/v1\/shop\/brands",status="200"\} [1-9]/);
    expect(res.body).toMatch(/route="\/web-registry-api\/v1\/shop\/collection\/:slug",status="404"/);
    expect(res.body).not.toContain('no-such-collection');
  });

  it('refuses a wrong token (401), a guest (401) and a non-staff user (403); a staff session may read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v0/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(
      401,
    );
    const guest = new TestClient(t.app);
    expect((await guest.get('/api/v0/metrics')).status).toBe(401);
    const alex = new TestClient(t.app, { ip: '10.9.0.1' });
    expect((await alex.post(`${NAV}/auth/login`, { email: 'alex@confetti.test', password: DEMO_PASSWORD })).status).toBe(200);
    const refused = await alex.get('/api/v0/metrics');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only staff can read the metrics.');
    const staff = new TestClient(t.app, { ip: '10.9.0.2' });
    expect((await staff.post(`${NAV}/auth/login`, { email: 'staff@confetti.test', password: DEMO_PASSWORD })).status).toBe(200);
    const ok = await staff.get('/api/v0/metrics');
    expect(ok.status).toBe(200);
    expect(String(ok.body)).toContain('# TYPE http_request_duration_seconds histogram');
  });
});

describe('flag datadog off', () => {
  it('has no metrics endpoint (404), even with a token', async () => {
    const t = await createTestApp({ config: { flags: { ...ALL_ON, datadog: false }, metricsToken: 'scrape-token-0123456789' } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v0/metrics',
        headers: { authorization: 'Bearer scrape-token-0123456789' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
