import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { brands, categories, productLooks, products, registries, registryItems, skus, users, weddings } from '../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from './helpers';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;

  it('answers /health with the database kind', async () => {
    const res = await new TestClient(t.app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('serves the category tree from the database', async () => {
    const res = await new TestClient(t.app).get('/web-registry-api/v1/nav/get/categories');
    expect(res.status).toBe(200);
    const keys = res.body.categories.map((c: { key: string }) => c.key);
    expect(keys).toEqual(expect.arrayContaining(['kitchen', 'dining', 'gift-cards', 'wedding-shop']));
    const kitchen = res.body.categories.find((c: { key: string }) => c.key === 'kitchen');
    expect(kitchen.children.map((c: { name: string }) => c.name)).toContain('Cookware');
  });

  it('serves the category tree with an ETag and answers a repeat with 304', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/web-registry-api/v1/nav/get/categories');
    expect(first.headers.etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await client.get('/web-registry-api/v1/nav/get/categories', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await new TestClient(t.app).get('/web-registry-api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringContaining('/web-registry-api/v1/no-such-thing'), code: 'not_found' });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const res = await new TestClient(t.app, { csrf: false }).post('/web-api/v2/onboard/new', {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf_missing');
  });

  it('turns malformed JSON into a readable 400, not a 500', async () => {
    const client = new TestClient(t.app);
    await client.get('/website-nav/web-api/v1/user/context');
    const res = await t.app.inject({
      method: 'POST',
      url: '/website-nav/web-api/v1/auth/login',
      headers: { 'content-type': 'application/json', ...client.sessionHeaders() },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('answers invalid route input with a 400 that names the field', async () => {
    const res = await new TestClient(t.app).get('/media/p/Not_A_Slug/sage/1x1-1.svg');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation',
      message: 'Invalid slug: must be a lower-case slug',
      fields: { slug: 'must be a lower-case slug' },
    });
  });

  it('gives a signed-out visitor the guest user context with stable experiment buckets', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/website-nav/web-api/v1/user/context');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: null,
      is_guest: true,
      is_spoof: false,
      has_registry: false,
      credit_balance_cents: 0,
      user_role_account_weddings: [],
    });
    expect(Object.keys(first.body.user_experiments)).toContain('marketplace-clp-lp-links-to-srp-v2');
    const second = await client.get('/website-nav/web-api/v1/user/context');
    expect(second.body.user_experiments).toEqual(first.body.user_experiments);
  });

  it('applies the migrations to an empty database', async () => {
    const result = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'weddings', 'products', 'skus', 'registries', 'registry_items']));
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const tables = [categories, brands, products, productLooks, skus, users, weddings, registries, registryItems];
    const counts = async () =>
      Promise.all(
        tables.map(
          async (t) =>
            (
              await db()
                .select({ n: sql<number>`count(*)::int` })
                .from(t)
            )[0]!.n,
        ),
      );
    const before = await counts();
    await seedDatabase(db(), {});
    expect(await counts()).toEqual(before);
  });

  it('seeds a realistic catalog: 40+ brands, 300+ products with SKUs and images in every aspect ratio', async () => {
    const count = async (table: typeof brands | typeof products | typeof skus) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
      )[0]!.n;
    expect(await count(brands)).toBeGreaterThanOrEqual(40);
    expect(await count(products)).toBeGreaterThanOrEqual(300);
    const withoutSku = await db().execute(
      sql`select count(*)::int as n from products p where not exists (select 1 from skus s where s.product_id = p.id)`,
    );
    expect((withoutSku as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
    const [look] = await db().select().from(productLooks).limit(1);
    expect(Object.keys(look!.images).sort()).toEqual(['1x1', '2x3', '3x4']);
    const image = await new TestClient(t.app).get(look!.images['3x4']![0]!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(String(image.body)).toContain('viewBox="0 0 600 800"');
    const kinds = await db().execute(sql`select kind, count(*)::int as n from products group by kind order by kind`);
    expect((kinds as { rows: Array<{ kind: string }> }).rows.map((r) => r.kind)).toEqual(['GIFT_CARD', 'PRODUCT']);
  });

  it('seeds the demo identities and their registries', async () => {
    const emails = (await db().select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['alex@confetti.test', 'sam@confetti.test', 'guest@confetti.test']));
    const rows = await db().execute(sql`
      select r.slug, r.ship_state_province_region as state, r.is_published, w.wedding_date,
             count(i.*)::int as items, count(*) filter (where i.kind = 'CASH_FUND')::int as funds,
             count(*) filter (where i.kind = 'EXTERNAL')::int as externals
      from registries r join weddings w on w.id = r.wedding_id join registry_items i on i.registry_id = r.id
      group by r.slug, r.ship_state_province_region, r.is_published, w.wedding_date order by r.slug`);
    const registriesBySlug = (rows as { rows: Array<Record<string, unknown>> }).rows;
    expect(registriesBySlug).toEqual([
      expect.objectContaining({ slug: 'alex-and-jordan', state: 'NY', is_published: true, funds: 1, externals: 1 }),
      expect.objectContaining({ slug: 'sam-and-riley', state: 'HI', is_published: true, funds: 1, externals: 1 }),
    ]);
    for (const r of registriesBySlug) expect(r.items as number).toBeGreaterThanOrEqual(20);
    const today = new Date().toISOString().slice(0, 10);
    expect(String(registriesBySlug[0]!.wedding_date) > today).toBe(true);
    expect(String(registriesBySlug[1]!.wedding_date) < today).toBe(true);
  });
});

describe('persistence', () => {
  it('keeps written data across a restart on the same data directory', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-')), 'db');
    const config = loadServerConfig({ APP_ENV: 'test', DIST_DIR: '/nonexistent' }, { dataDir });
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await first.db.insert(categories).values({ key: 'restart-probe', name: 'Restart probe' });
    const app1 = await buildApp(config, { database: first });
    await app1.close();
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir });
    const app2 = await buildApp(config, { database: second });
    const res = await new TestClient(app2).get('/web-registry-api/v1/nav/get/categories');
    expect(res.body.categories.map((c: { key: string }) => c.key)).toContain('restart-probe');
    await app2.close();
    await second.close();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });
});
