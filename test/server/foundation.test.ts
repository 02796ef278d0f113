import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { categories } from '../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from './helpers';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

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

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await new TestClient(t.app).get('/web-registry-api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringContaining('/web-registry-api/v1/no-such-thing'), code: 'not_found' });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const res = await new TestClient(t.app, { csrf: false }).post('/web-api/v2/onboard/new', {});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('csrf');
  });

  it('turns malformed JSON into a readable 400, not a 500', async () => {
    const client = new TestClient(t.app);
    await client.get('/web-registry-api/v1/nav/get/categories');
    const res = await t.app.inject({
      method: 'POST',
      url: '/website-nav/web-api/v1/auth/login',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`, 'x-xsrf-token': client.cookies.get('XSRF-TOKEN')! },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.', code: 'bad_request' });
  });

  it('applies the migrations to an empty database', async () => {
    const result = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'weddings', 'products', 'skus', 'registries', 'registry_items']));
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(categories))[0]!.n;
    const before = await count();
    await seedDatabase(t.database.db, {});
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThan(10);
  });
});

describe('persistence', () => {
  it('keeps written data across a restart on the same data directory', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-')), 'db');
    const config = loadServerConfig({ APP_ENV: 'test', DIST_DIR: '/nonexistent' } as NodeJS.ProcessEnv, { dataDir });
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
