import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

const V1 = '/web-registry-api/v1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

/** A product SKU whose shipping_restrictions excludes Alaska/Hawaii, and one without restrictions. */
async function skuWhere(restricted: boolean) {
  const cond = restricted
    ? sql`p.shipping_restrictions is not null and not (p.shipping_restrictions ? 'US_ALASKA_AND_HAWAII')`
    : sql`p.shipping_restrictions is null`;
  const res = await t.database.db.execute(
    sql`select s.id as sku_id, p.id as product_id from skus s join products p on p.id = s.product_id where ${cond} limit 1`,
  );
  const rows = (res as { rows: Array<{ sku_id: number; product_id: number }> }).rows;
  return rows[0];
}

describe('registry user-info and add', () => {
  it('tells the couple their shipping state', async () => {
    const sam = await login('sam@confetti.test');
    const res = await sam.get(`${V1}/registry/user-info`);
    expect(res.status).toBe(200);
    expect(res.body.address_view.state_province_region).toBe('HI');
    expect(res.body.registry_key).toBe('sam-and-riley');
  });

  it('refuses guests (401) on user-info and add', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.get(`${V1}/registry/user-info`)).status).toBe(401);
    expect((await guest.post(`${V1}/registryCollection/add`, { product_id: 1, sku_id: 1, quantity: 1 })).status).toBe(401);
    // HEAD follows its GET: public for a published registry's header, the couple's for user-info.
    expect((await guest.request('HEAD', `${V1}/registry/public/sam-and-riley`)).status).toBe(200);
    expect((await guest.request('HEAD', `${V1}/registry/user-info`)).status).toBe(401);
  });

  it('blocks a restricted product for the Hawaii couple with the spec message', async () => {
    const target = await skuWhere(true);
    if (!target) throw new Error('seed has no restricted product');
    const sam = await login('sam@confetti.test');
    const res = await sam.post(`${V1}/registryCollection/add`, { product_id: target.product_id, sku_id: target.sku_id, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Product cannot be shipped to Hawaii or Alaska');
  });

  it('adds a restricted product for the New York couple and bumps the version', async () => {
    const target = await skuWhere(true);
    const alex = await login('alex@confetti.test');
    const before = await t.database.db.execute(sql`select version from registries where slug = 'alex-and-jordan'`);
    const res = await alex.post(`${V1}/registryCollection/add`, { product_id: target!.product_id, sku_id: target!.sku_id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.quantity).toBe(2);
    const after = await t.database.db.execute(sql`select version from registries where slug = 'alex-and-jordan'`);
    const v = (r: unknown) => Number((r as { rows: Array<{ version: number }> }).rows[0]!.version);
    expect(v(after)).toBe(v(before) + 1);
  });

  it('rejects bad input with a 400 and a sku that does not belong to the product with 404', async () => {
    const alex = await login('alex@confetti.test');
    expect((await alex.post(`${V1}/registryCollection/add`, { product_id: 1, sku_id: 1, quantity: 0 })).status).toBe(400);
    expect((await alex.post(`${V1}/registryCollection/add`, { product_id: 999999, sku_id: 1, quantity: 1 })).status).toBe(404);
  });

  it('publishes and unpublishes for the couple only', async () => {
    const guest = new TestClient(t.app);
    expect((await guest.post(`${V1}/registry/publish`, { published: false })).status).toBe(401);
    const jordan = await login('jordan@confetti.test');
    const off = await jordan.post(`${V1}/registry/publish`, { published: false });
    expect(off.body).toEqual({ registry_key: 'alex-and-jordan', is_published: false });
    expect((await jordan.get(`${V1}/registry/user-info`)).body.is_published).toBe(false);
    const on = await jordan.post(`${V1}/registry/publish`, { published: true });
    expect(on.body.is_published).toBe(true);
  });
});
