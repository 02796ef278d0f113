import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { findCouplesQueries } from '../../server/modules/registry/findCouples';
import { findQuery } from '../../src/contracts/registry';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/** Registry settings on a real PostgreSQL (TEST_DATABASE_URL): Find a couple's plan, and two couples racing for one key. */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const V1 = '/web-registry-api/v1';

describeOnPostgres('registry settings on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_regsettings');
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  it('Find a couple still uses the name indexes with the visibility filter', async () => {
    const sam = await login('sam@confetti.test');
    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'LINK_ONLY' })).status).toBe(200);
    expect((await new TestClient(t.app).get(`${V1}/registry/find?last_name=Pat`)).body.registries).toEqual([]);
    // A realistic table (the seed's two registries are read whole, rightly): 5,000 couples, a tenth
    // LINK_ONLY and a tenth PRIVATE, then fresh statistics. (Was 30,000: each insert now also fills four
    // GIN trigram indexes, migration 0021, and the indexes are used from a couple of thousand couples on.)
    await t.database.db.execute(sql`
      insert into weddings (slug, owner_first_name, owner_last_name, partner_first_name, partner_last_name, wedding_date)
      select 'load-' || n, 'first' || md5(n::text), 'last' || md5((n * 7)::text), 'pfirst' || md5((n * 3)::text), 'plast' || md5((n * 5)::text), date '2027-01-01' + (n % 700)
      from generate_series(1, 5000) n`);
    await t.database.db.execute(sql`
      insert into registries (wedding_id, slug, is_published, visibility)
      select id, slug, true, case when id % 10 = 0 then 'LINK_ONLY' when id % 10 = 1 then 'PRIVATE' else 'PUBLIC' end from weddings where slug like 'load-%'`);
    await t.database.db.execute(sql`analyze weddings`);
    await t.database.db.execute(sql`analyze registries`);
    for (const query of [
      { last_name: 'Pat' },
      { first_name: 'sam' },
      { first_name: 'sam', last_name: 'pat' },
      { last_name: 'pat', year: '2027' },
    ]) {
      const statement = findCouplesQueries(t.database.db, findQuery.parse(query)).rows.toSQL();
      const plan = await t.database.db.execute(sql.raw(`explain ${inline(statement.sql, statement.params)}`));
      const text = (plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
      if (process.env.SHOW_PLANS) console.log(text);
      expect(text).toMatch(/weddings_(owner|partner)_(name|first)_idx/);
      expect(text).not.toMatch(/Seq Scan on weddings/);
      expect(text).toContain(`visibility = 'PUBLIC'`);
    }
    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'PUBLIC' })).status).toBe(200);
  });

  it('two couples taking the same free key at once: one gets it, the other is told it is taken', async () => {
    const [alex, sam] = await Promise.all([login('alex@confetti.test'), login('sam@confetti.test')]);
    const [a, b] = await Promise.all([
      alex.put(`${V1}/registry/settings`, { registry_key: 'our-big-day' }),
      sam.put(`${V1}/registry/settings`, { registry_key: 'our-big-day' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe('That web address is taken. Please choose another.');
    const owners = await t.database.db.execute(sql`select count(*)::int as n from registries where slug = 'our-big-day'`);
    expect(Number((owners as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(1);
  });
});

/** A statement with its $n parameters written in as literals (EXPLAIN of a parameterised statement needs values). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
