import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createPostgresDatabase, createTestApp, eventually, TestClient, type TestApp } from './helpers';

/**
 * Guests read a process's copy of a registry row; a committed change (NOTIFY registry_changed,
 * migration 0012) drops it in every process. On PGlite (one process) the change shows on the very
 * next request; on PostgreSQL (TEST_DATABASE_URL) a second server process hears of it too.
 */
const V1 = '/web-registry-api/v1';
const body = { registry_key: 'alex-and-jordan', filters: [] };

async function login(t: TestApp, email: string) {
  const c = new TestClient(t.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

describe('a guest’s registry view on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it('follows publishing, new gifts and direct database writes on the next request', async () => {
    const guest = new TestClient(t.app);
    const couple = await login(t, 'alex@confetti.test');
    expect((await guest.post(`${V1}/registryCollection/search`, body)).status).toBe(200);

    expect((await couple.post(`${V1}/registry/publish`, { published: false })).status).toBe(200);
    expect((await guest.post(`${V1}/registryCollection/search`, body)).status).toBe(404);
    expect((await couple.post(`${V1}/registry/publish`, { published: true })).status).toBe(200);
    const before = await guest.post(`${V1}/registryCollection/search`, body);
    expect(before.status).toBe(200);

    const fund = await couple.post(`${V1}/registryCollection/add-cash`, {
      title: 'Notify test fund',
      goal_cents: 50000,
      fund_type: 'HONEYMOON',
    });
    expect(fund.status).toBe(201);
    const after = await guest.post(`${V1}/registryCollection/search`, body);
    expect(after.body.items.length).toBe(before.body.items.length + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    await t.database.db.execute(
      sql`update weddings set partner_first_name = 'Jordy' where id = (select wedding_id from registries where slug = 'alex-and-jordan')`,
    );
    const header = await guest.get(`${V1}/registry/public/alex-and-jordan`);
    expect(JSON.stringify(header.body)).toContain('Jordy');
    // The kept guest answer too: the rename moved the version (migration 0019), so its ETag changed.
    const renamed = await guest.post(`${V1}/registryCollection/search`, body);
    expect(renamed.body.registry.partner_first_name).toBe('Jordy');
    expect(renamed.headers.etag).not.toBe(after.headers.etag);
  });
});

const baseUrl = process.env.TEST_DATABASE_URL;
(baseUrl ? describe : describe.skip)('a guest’s registry view across two server processes on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const databases: Database[] = [];
  const apps: TestApp[] = [];

  beforeAll(async () => {
    pgDb = await createPostgresDatabase(baseUrl!, 'confetti_notify');
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: 4 });
      if (i === 0) await seedDatabase(database.db, {});
      databases.push(database);
      apps.push(await createTestApp({ database, config: { databaseUrl: pgDb.url } }));
    }
  });

  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const d of databases) await d.close();
    await pgDb.drop();
  });

  it('drops process B’s copy when the couple writes through process A, also after B’s listening connection drops', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const guestOnB = new TestClient(b.app);
    const couple = await login(a, 'jordan@confetti.test');
    const before = await guestOnB.post(`${V1}/registryCollection/search`, body);
    expect(before.status).toBe(200);

    expect((await couple.post(`${V1}/registry/publish`, { published: false })).status).toBe(200);
    await eventually(async () => expect((await guestOnB.post(`${V1}/registryCollection/search`, body)).status).toBe(404));
    expect((await couple.post(`${V1}/registry/publish`, { published: true })).status).toBe(200);
    await eventually(async () => expect((await guestOnB.post(`${V1}/registryCollection/search`, body)).status).toBe(200));

    // Cut every LISTEN connection: B forgets its copies and listens again once reconnected.
    await pgDb.admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`, [
      pgDb.name,
    ]);
    expect(
      (await couple.post(`${V1}/registryCollection/add-cash`, { title: 'Across processes', goal_cents: 10000, fund_type: 'HONEYMOON' }))
        .status,
    ).toBe(201);
    await eventually(async () => {
      const after = await guestOnB.post(`${V1}/registryCollection/search`, body);
      expect(after.body.items.length).toBe(before.body.items.length + 1);
    });
    expect((await couple.post(`${V1}/registry/publish`, { published: false })).status).toBe(200);
    await eventually(async () => expect((await guestOnB.post(`${V1}/registryCollection/search`, body)).status).toBe(404));
  });
});
