import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { createPostgresDatabase, createTestApp, eventually, TestClient, type TestApp } from './helpers';

/**
 * The rate-limit counters on a real PostgreSQL (TEST_DATABASE_URL; skipped without it): two apps
 * with a pool each, as two API processes would be, and requests that really overlap.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describePostgres = baseUrl ? describe : describe.skip;

describePostgres('rate limits on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const databases: Database[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(baseUrl!, 'confetti_limits');
    for (let i = 0; i < 2; i++) {
      // Twenty-five pooled connections each, so that the counted statements really run at once.
      const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: 25 });
      databases.push(database);
      apps.push(await createTestApp({ database, config: { databaseUrl: pgDb.url, authRateLimitPerMinute: 3 } }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const database of databases) await database.close();
    // A closed pool's connections leave a moment later; dropping the database under them would
    // make them report an error.
    await eventually(async () => {
      const { rows } = await pgDb.admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
        pgDb.name,
      ]);
      expect(rows[0]!.n).toBe(0);
    });
    await pgDb.drop();
  });

  const counters = () =>
    queryRows<{ key: string; hits: number }>(databases[0]!.db, sql`SELECT key, hits FROM rate_limit_counters ORDER BY key`);

  it('two apps count against one budget, and expired rows are deleted', async () => {
    await databases[0]!.db.execute(
      sql`INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ('auth:192.0.2.1', 9, now() - interval '1 hour')`,
    );
    const [one, two] = apps.map((t) => new TestClient(t.app, { ip: '198.51.100.50' }));
    const statuses = [];
    for (const c of [one!, two!, one!, two!])
      statuses.push(
        (await c.post('/website-nav/web-api/v1/auth/login', { email: 'nobody@example.com', password: 'not the password' })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await counters()).toEqual([{ key: 'auth:198.51.100.50', hits: 4 }]);
  });

  it('counts 70 concurrent requests through both apps exactly: 60 answered, 10 limited', async () => {
    const clients = apps.map((t) => new TestClient(t.app, { ip: '198.51.100.51' }));
    for (const c of clients) await c.get('/website-nav/web-api/v1/user/context'); // the CSRF cookie, not counted
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => clients[i % 2]!.post(`/api/v0/log/race-${i}`, { meta: { id: `race-${i}`, message: 'boom' } })),
    );

    const answered = answers.filter((a) => a.status === 204);
    expect(answered).toHaveLength(60);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    // Each answered request saw a count of its own: no two increments were merged or lost.
    expect(answered.map((a) => Number(a.headers['x-ratelimit-remaining'])).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );
    expect((await counters()).find((row) => row.key === 'client-log:198.51.100.51')).toEqual({ key: 'client-log:198.51.100.51', hits: 70 });
  });
});
