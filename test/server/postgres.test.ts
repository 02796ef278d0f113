import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { products, registryItems } from '../../server/db/schema';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * The same committed migrations, seed and routes on a real PostgreSQL (`.ci/run` starts one and
 * sets TEST_DATABASE_URL). Each run makes its own database and drops it afterwards.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('on a real PostgreSQL', () => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti');
    database = t.database;
  });

  afterAll(async () => t?.close());

  it('applies the migrations and seeds the same data', async () => {
    expect(database.kind).toBe('postgres');
    const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(products)) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(300);
    const [{ items }] = (await database.db.select({ items: sql<number>`count(*)::int` }).from(registryItems)) as [{ items: number }];
    expect(items).toBeGreaterThanOrEqual(40);
    await seedDatabase(database.db, {});
    const [{ n: again }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(products)) as [{ n: number }];
    expect(again).toBe(n);
  });

  it('serves health, categories and a log-in as on PGlite', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/health')).body).toMatchObject({ status: 'ok', database: 'postgres' });
    expect((await c.get('/web-registry-api/v1/nav/get/categories')).body.categories.length).toBeGreaterThan(5);
    const login = await c.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: 'confetti-demo' });
    expect(login.status).toBe(200);
    expect(login.body.user.user_role_account_weddings[0]).toMatchObject({ role: 'OWNER', slug: 'alex-and-jordan' });
  });
});
