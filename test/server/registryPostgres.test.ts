import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createPostgresTestApp, eventually, TestClient, type TestApp } from './helpers';

/**
 * The registry on a real PostgreSQL with a connection pool (`.ci/run` sets TEST_DATABASE_URL):
 * concurrent writes by the two members of a couple, the version trigger and the name index.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const V1 = '/web-registry-api/v1';

describeOnPostgres('registry on a real PostgreSQL', () => {
  let database: Database;
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_registry');
    database = t.database;
  });

  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  it('adds a pack once when both partners add it at the same moment', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const packs = (await alex.get(`${V1}/registry/quick-add-packs`)).body.packs as Array<{ id: number; slug: string; items: unknown[] }>;
    const bedAndBath = packs.find((p) => p.slug === 'bed-and-bath')!;
    const [a, b] = await Promise.all([
      alex.post(`${V1}/registry/quick-add-packs/${bedAndBath.id}/add`, {}),
      jordan.post(`${V1}/registry/quick-add-packs/${bedAndBath.id}/add`, {}),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const addedA = (a.body.added as unknown[]).length;
    const addedB = (b.body.added as unknown[]).length;
    expect(Math.min(addedA, addedB)).toBe(0);
    expect(Math.max(addedA, addedB)).toBeGreaterThan(0);
    const dupes = await database.db.execute(sql`
      select sku_id from registry_items i join registries r on r.id = i.registry_id
      where r.slug = 'alex-and-jordan' and sku_id is not null group by sku_id having count(*) > 1`);
    expect((dupes as { rows: unknown[] }).rows).toEqual([]);
  });

  it('creates a collection name once under concurrent requests', async () => {
    const [alex, jordan] = await Promise.all([login('alex@confetti.test'), login('jordan@confetti.test')]);
    const answers = await Promise.all([
      alex.post(`${V1}/registry/collections`, { name: 'Patio' }),
      jordan.post(`${V1}/registry/collections`, { name: 'patio' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('invalidates the public view when another connection changes an item', async () => {
    const guest = new TestClient(t.app);
    const body = { registry_key: 'alex-and-jordan', filters: [] };
    const first = await guest.post(`${V1}/registryCollection/search`, body);
    const item = (first.body.items as Array<{ id: number; purchased_qty: number; kind: string }>).find(
      (i) => i.kind === 'PRODUCT' && i.purchased_qty === 0,
    )!;
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query('update registry_items set purchased_qty = 1 where id = $1', [item.id]);
    } finally {
      await other.end();
    }
    // The change is announced to every server process (NOTIFY registry_changed): moments later the
    // guest's revalidation gets the new answer.
    await eventually(async () => {
      const after = await guest.post(`${V1}/registryCollection/search`, body, { 'if-none-match': String(first.headers.etag) });
      expect(after.status).toBe(200);
      expect((after.body.items as Array<{ id: number; purchased_qty: number }>).find((i) => i.id === item.id)!.purchased_qty).toBe(1);
    });
  });

  it('finds couples by name prefix through the name indexes', async () => {
    const found = await new TestClient(t.app).get(`${V1}/registry/find?last_name=Pat`);
    expect(found.body.registries.map((r: { registry_key: string }) => r.registry_key)).toEqual(['sam-and-riley']);
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from weddings where lower(owner_last_name) like 'pat%' or lower(partner_last_name) like 'pat%'`,
      );
    });
    const text = (plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('weddings_owner_name_idx');
    expect(text).toContain('weddings_partner_name_idx');
  });
});
