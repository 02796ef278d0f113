import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { findCouplesQueries } from '../../server/modules/registry/findCouples';
import { findQuery } from '../../src/contracts/registry';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';

/**
 * Find a couple (issue 26): nicknames, misspellings, exact matches first, month and state, and what
 * is never listed. The same suite on PGlite and, when TEST_DATABASE_URL names one, PostgreSQL.
 */
const V1 = '/web-registry-api/v1';
const baseUrl = process.env.TEST_DATABASE_URL;

const DRIVERS: Array<[string, () => Promise<TestApp>]> = [['PGlite', () => createTestApp({ seed: true })]];
if (baseUrl) DRIVERS.push(['PostgreSQL', () => createPostgresTestApp(baseUrl, 'confetti_findcouple')]);

/** Couples besides the demo ones: [slug, owner first, owner last, partner first, partner last, date, state, published, visibility, hidden]. */
const COUPLES: Array<[string, string, string, string, string, string, string, boolean, string, boolean]> = [
  ['alexander-and-casey', 'Alexander', 'Hart', 'Casey', 'Stone', '2027-05-20', 'CA', true, 'PUBLIC', false],
  ['morgan-and-alexandra', 'Morgan', 'Blake', 'Alexandra', 'Quinn', '2027-06-05', 'Texas', true, 'PUBLIC', false],
  ['robert-and-dana', 'Robert', 'Price', 'Dana', 'White', '2027-06-19', 'NY', true, 'PUBLIC', false],
  ['jordyn-and-pat', 'Jordyn', 'Fox', 'Pat', 'Green', '2027-01-10', 'OR', true, 'PUBLIC', false],
  ['alexis-private', 'Alexis', 'Vance', 'Robin', 'Vance', '2027-04-01', 'CA', true, 'PRIVATE', false],
  ['alexander-link-only', 'Alexander', 'Lynch', 'Bobbie', 'Lynch', '2027-04-02', 'CA', true, 'LINK_ONLY', false],
  ['alexander-draft', 'Alexander', 'Draft', 'Robert', 'Draft', '2027-04-03', 'CA', false, 'PUBLIC', false],
  ['alexandra-hidden', 'Alexandra', 'Hidden', 'Sam', 'Hidden', '2027-05-21', 'CA', true, 'PUBLIC', true],
];

describe.each(DRIVERS)('Find a couple on %s', (_driver, open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
    const db = t.database.db;
    for (const [slug, of, ol, pf, pl, date, state, published, visibility, hidden] of COUPLES) {
      await db.execute(sql`
        with w as (
          insert into weddings (slug, owner_first_name, owner_last_name, partner_first_name, partner_last_name, wedding_date, city, state_province)
          values (${slug}, ${of}, ${ol}, ${pf}, ${pl}, ${date}, 'Springfield', ${state}) returning id)
        insert into registries (wedding_id, slug, is_published, visibility, hide_date_and_location)
        select id, ${slug}, ${published}, ${visibility}, ${hidden} from w`);
    }
    await db.execute(sql`update weddings set city = 'Brooklyn', state_province = 'NY' where slug = 'alex-and-jordan'`);
  });
  afterAll(async () => t?.close());

  const find = (query: string) => new TestClient(t.app).get(`${V1}/registry/find?${query}`);
  const keys = async (query: string) => {
    const res = await find(query);
    expect(res.status).toBe(200);
    return (res.body.registries as Array<{ registry_key: string }>).map((r) => r.registry_key);
  };

  it('finds Alexander and Alexandra for "Alex", the exact Alex first, then by date', async () => {
    expect(await keys('first_name=Alex')).toEqual(['alex-and-jordan', 'alexander-and-casey', 'alexandra-hidden', 'morgan-and-alexandra']);
    // A name finds its nicknames too (Alexandra → the demo couple's Alex), then names spelt like it.
    expect(await keys('first_name=alexandra')).toEqual([
      'alexandra-hidden',
      'morgan-and-alexandra',
      'alex-and-jordan',
      'alexander-and-casey',
    ]);
  });

  it('finds Robert for "Bob" and Jordan for the misspelt "Jordon"', async () => {
    expect(await keys('first_name=Bob')).toEqual(['robert-and-dana']);
    expect(await keys('first_name=robbie')).toEqual(['robert-and-dana']);
    // Jordan and Jordyn are each one letter from "Jordon": equally similar, so the earlier wedding first.
    expect(await keys('first_name=Jordon')).toEqual(['jordyn-and-pat', 'alex-and-jordan']);
    expect(await keys('last_name=Morgen')).toEqual(['alex-and-jordan']);
  });

  it('ranks the exact name before a similar one with an earlier wedding', async () => {
    // Jordyn (January) is only similar to "jordan"; Jordan (June) is the name itself.
    expect(await keys('first_name=jordan')).toEqual(['alex-and-jordan', 'jordyn-and-pat']);
    expect(await keys('first_name=jordyn')).toEqual(['jordyn-and-pat', 'alex-and-jordan']);
    // First and last name: the same partner must match both.
    expect(await keys('first_name=jordon&last_name=lee')).toEqual(['alex-and-jordan']);
    expect(await keys('first_name=jordon&last_name=price')).toEqual([]);
  });

  it('narrows by wedding month and by state (code or name as the couple typed it)', async () => {
    expect(await keys('first_name=alex&year=2027&month=5')).toEqual(['alexander-and-casey']);
    expect(await keys('first_name=alex&year=2027&month=6')).toEqual(['alex-and-jordan', 'morgan-and-alexandra']);
    expect(await keys('first_name=alex&state=TX')).toEqual(['morgan-and-alexandra']);
    expect(await keys('first_name=alex&state=ny')).toEqual(['alex-and-jordan']);
    expect(await keys('first_name=alex&state=CA&year=2027&month=5')).toEqual(['alexander-and-casey']);
    const bad = await find('first_name=alex&state=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid state: Choose a US state or territory.');
  });

  it('never lists a private, link-only or unpublished registry, nor a hidden place by its state', async () => {
    for (const query of ['last_name=vance', 'last_name=lynch', 'first_name=bobbie', 'last_name=draft'])
      expect(await keys(query)).toEqual([]);
    // Found by name (date and place hidden), never by the state or date it hides.
    expect(await keys('last_name=hidden')).toEqual(['alexandra-hidden']);
    expect(await keys('last_name=hidden&state=CA')).toEqual([]);
    expect(await keys('last_name=hidden&year=2027')).toEqual([]);
  });

  it('drops a couple at once when they make their registry private, and is never cached', async () => {
    const sam = new TestClient(t.app);
    expect((await sam.post('/website-nav/web-api/v1/auth/login', { email: 'sam@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const before = await find('first_name=sammy');
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body.registries.map((r: { registry_key: string }) => r.registry_key)).toContain('sam-and-riley');
    for (const visibility of ['PRIVATE', 'LINK_ONLY']) {
      expect((await sam.put(`${V1}/registry/settings`, { visibility })).status).toBe(200);
      expect(await keys('first_name=sammy')).not.toContain('sam-and-riley');
    }
    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'PUBLIC' })).status).toBe(200);
    expect(await keys('first_name=sammy')).toContain('sam-and-riley');
  });

  it('answers names, nicknames and misspellings from the name indexes on 2,000 couples, never reading the table', async () => {
    const db = t.database.db;
    // At seed scale (a handful of couples) the planner rightly reads the table whole: a Seq Scan is
    // cheaper than six index scans. From a couple of thousand couples on, every branch of the search
    // comes from an index (a BitmapOr of the btree and GIN trigram scans), and the table is never read whole.
    // Name-like names (a common first name or surname with three letters added), as trigram statistics see real ones.
    await db.execute(sql`
      insert into weddings (slug, owner_first_name, owner_last_name, partner_first_name, partner_last_name, wedding_date, state_province)
      select 'load-' || n, f[1 + n % 20] || substr(md5(n::text), 1, 3), l[1 + n % 17] || substr(md5(n::text), 4, 3),
             f[1 + (n * 7) % 20] || substr(md5(n::text), 7, 3), l[1 + (n * 3) % 17] || substr(md5(n::text), 10, 3),
             date '2027-01-01' + (n % 700), 'CA'
      from generate_series(1, 2000) n,
        (select array['james','mary','michael','patricia','john','jennifer','david','linda','william','susan',
                      'richard','karen','joseph','nancy','thomas','lisa','charles','betty','daniel','sandra'] f,
                array['smith','johnson','williams','brown','jones','garcia','miller','davis','rodriguez','martinez',
                      'hernandez','lopez','gonzalez','wilson','anderson','thomas','taylor'] l) names`);
    await db.execute(sql`
      insert into registries (wedding_id, slug, is_published, visibility)
      select id, slug, true, case when id % 10 = 0 then 'LINK_ONLY' when id % 10 = 1 then 'PRIVATE' else 'PUBLIC' end
      from weddings where slug like 'load-%'`);
    await db.execute(sql`analyze weddings`);
    await db.execute(sql`analyze registries`);
    for (const query of [
      { first_name: 'Bob' },
      { first_name: 'Jordon' },
      { last_name: 'Mor' },
      { first_name: 'alex', last_name: 'morgan' },
      { first_name: 'alex', year: '2027', month: '6', state: 'NY' },
    ]) {
      for (const statement of Object.values(findCouplesQueries(db, findQuery.parse(query)))) {
        const { sql: text, params } = statement.toSQL();
        // `set local`: on PostgreSQL's pool, only this transaction's connection plans this way.
        const plan = await db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_indexscan = off`);
          return tx.execute(sql.raw(`explain ${inline(text, params)}`));
        });
        const lines = (plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
        if (process.env.SHOW_PLANS) console.log(JSON.stringify(query), '\n', lines);
        expect(lines).toMatch(/Bitmap Index Scan on weddings_(owner|partner)_(first|last)_trgm_idx/);
        expect(lines).not.toMatch(/Seq Scan on weddings/);
      }
    }
    // And the answers stay right at that size.
    expect(await keys('first_name=Jordon')).toEqual(['jordyn-and-pat', 'alex-and-jordan']);
  });
});

/** The statement with its parameters written in, for EXPLAIN (the test's own values only). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
