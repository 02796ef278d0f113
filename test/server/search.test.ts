import { eq, sql } from 'drizzle-orm';
import { products, searchProductNames } from '../../server/db/schema';
import { suggestQueryOf } from '../../server/modules/search/suggestQuery';
import { suggestAnswer, SUGGEST_LIMITS, type SuggestAnswer } from '../../src/contracts/search';
import { createTestApp, TestClient, type TestApp } from './helpers';

const API = '/web-registry-api/v1/shop';

interface SearchListing {
  q: string;
  did_you_mean: string | null;
  products: { slug: string; name: string }[];
  total: number;
}

describe('site-wide search (issue 32)', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    client = new TestClient(t.app);
  });
  afterAll(async () => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const suggest = async (q: string) => {
    const res = await client.get<SuggestAnswer>(`${API}/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    // The answer is what the contract says it is.
    return suggestAnswer.parse(res.body);
  };

  it('suggests products spelt wrong ("blendr" → Blender) and links to a product of that name', async () => {
    const answer = await suggest('blendr');
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
    for (const p of answer.products) expect(p.name).toMatch(/Blender/);
    const [first] = answer.products;
    const [product] = await t.database.db.select().from(products).where(eq(products.slug, first!.slug));
    expect(product!.name).toBe(first!.name);
    expect(answer.did_you_mean).toBe('blender');
  });

  it('suggests partial words as typed (prefixes), names beginning with it first', async () => {
    const answer = await suggest('espres');
    expect(answer.products.length).toBeGreaterThan(0);
    for (const p of answer.products) expect(p.name.toLowerCase()).toContain('espresso');
    const brands = await suggest('lindenw');
    expect(brands.brands.map((b) => b.name)).toEqual(['Lindenware']);
    const categories = await suggest('cookw');
    expect(categories.categories.map((c) => c.key)).toContain('cookware');
  });

  it('finds a brand spelt wrong and a category by a word inside its name', async () => {
    expect((await suggest('northwnd kitchen')).brands.map((b) => b.name)).toContain('Northwind Kitchen');
    expect((await suggest('Lindenwear')).brands.map((b) => b.name)).toContain('Lindenware');
    expect((await suggest('cutlery')).categories.map((c) => c.key)).toContain('knives-and-cutlery');
  });

  it('uses the synonyms table: cocotte finds Dutch ovens, silverware finds flatware, dj finds bands', async () => {
    const cocotte = await suggest('cocotte');
    expect(cocotte.products.length).toBeGreaterThan(0);
    for (const p of cocotte.products) expect(p.name).toMatch(/Dutch Oven/);
    expect(cocotte.did_you_mean).toBeNull();
    expect((await suggest('silverware')).categories.map((c) => c.key)).toContain('flatware');
    const dj = await suggest('dj');
    expect(dj.vendor_categories.map((c) => c.key)).toContain('wedding-bands-djs');
    expect(dj.vendors.length).toBeGreaterThan(0);
    for (const v of dj.vendors) expect(v.category_key).toBe('wedding-bands-djs');
  });

  it('suggests vendors (a group of their own) with their storefront and city', async () => {
    const answer = await suggest('photograpy');
    expect(answer.vendors.length).toBeGreaterThan(0);
    expect(answer.vendors.length).toBeLessThanOrEqual(SUGGEST_LIMITS.vendors);
    for (const v of answer.vendors) {
      expect(v.name).toMatch(/Photography/);
      expect(v.category_key).toBe('wedding-photographers');
      expect(v.city).toMatch(/, [A-Z]{2}$/);
    }
    expect(answer.vendor_categories.map((c) => c.key)).toContain('wedding-photographers');
  });

  it('answers nothing found with empty groups, punctuation alone too', async () => {
    const none = await suggest('zzqxv');
    expect([none.products, none.brands, none.categories, none.vendors, none.vendor_categories].flat()).toEqual([]);
    expect(none.did_you_mean).toBeNull();
    const dots = await suggest('?!…');
    expect(dots.q).toBe('');
    expect(dots.products).toEqual([]);
  });

  it('refuses an empty, too long or NUL query with a clear 400', async () => {
    for (const q of ['', '   ']) {
      const res = await client.get<{ message: string }>(`${API}/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/enter something to search for/);
    }
    const missing = await client.get<{ message: string }>(`${API}/suggest`);
    expect(missing.status).toBe(400);
    const long = await client.get<{ message: string }>(`${API}/suggest?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 100 characters/);
    const nul = await client.get<{ message: string }>(`${API}/suggest?q=blender%00`);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toMatch(/NUL/);
  });

  it('is a public, cached read', async () => {
    const res = await client.get(`${API}/suggest?q=toaster`);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=60/);
  });

  it('results: typo-tolerant with "did you mean", synonyms, and exact hits as before', async () => {
    const typo = await client.get<SearchListing>(`${API}/search?q=blendr`);
    expect(typo.status).toBe(200);
    expect(typo.body.did_you_mean).toBe('blender');
    expect(typo.body.total).toBeGreaterThan(0);
    for (const p of typo.body.products) expect(p.name).toMatch(/Blender/);
    const exact = await client.get<SearchListing>(`${API}/search?q=blender`);
    expect(exact.body.did_you_mean).toBeNull();
    expect(exact.body.total).toBe(typo.body.total);
    const synonym = await client.get<SearchListing>(`${API}/search?q=cocotte`);
    expect(synonym.body.total).toBeGreaterThan(0);
    for (const p of synonym.body.products) expect(p.name).toMatch(/Dutch Oven/);
    const nothing = await client.get<SearchListing>(`${API}/search?q=zzqxv`);
    expect(nothing.body.total).toBe(0);
    expect(nothing.body.did_you_mean).toBeNull();
  });

  it('keeps search_product_names in step with products (insert, rename, delete)', async () => {
    const names = async (key: string) => t.database.db.select().from(searchProductNames).where(eq(searchProductNames.nameKey, key));
    const [template] = await t.database.db.select().from(products).limit(1);
    const [inserted] = await t.database.db
      .insert(products)
      .values({ slug: 'zephyr-test-kettle', name: 'Zephyr Test Kettle', brandId: template!.brandId, categoryId: template!.categoryId })
      .returning();
    expect(await names('zephyr test kettle')).toEqual([
      { nameKey: 'zephyr test kettle', name: 'Zephyr Test Kettle', productId: inserted!.id, productCount: 1 },
    ]);
    expect((await suggest('zephyr')).products.map((p) => p.slug)).toEqual(['zephyr-test-kettle']);
    await t.database.db.update(products).set({ name: 'Zephyr Renamed Kettle' }).where(eq(products.id, inserted!.id));
    expect(await names('zephyr test kettle')).toEqual([]);
    expect((await names('zephyr renamed kettle'))[0]!.productCount).toBe(1);
    // A second product of the name, then one statement deleting both.
    await t.database.db.insert(products).values({
      slug: 'zephyr-test-kettle-2',
      name: 'ZEPHYR Renamed Kettle',
      brandId: template!.brandId,
      categoryId: template!.categoryId,
    });
    expect((await names('zephyr renamed kettle'))[0]).toMatchObject({ productCount: 2, productId: inserted!.id });
    await t.database.db.execute(sql`DELETE FROM products WHERE lower(name) = 'zephyr renamed kettle'`);
    expect(await names('zephyr renamed kettle')).toEqual([]);
    // Every name of the catalog is there once, with its count.
    const [check] = await rows<{ missing: number }>(sql`
      SELECT count(*)::int AS missing FROM (SELECT lower(name) AS k, count(*)::int AS n FROM products GROUP BY 1) p
      LEFT JOIN search_product_names s ON s.name_key = p.k WHERE s.product_count IS DISTINCT FROM p.n`);
    expect(check!.missing).toBe(0);
  });

  it('reads names through their trigram indexes: no sequential scan of products, names, brands, categories or vendors', async () => {
    const query = suggestQueryOf(['blendr', 'blendr kettle']);
    const literal = (i: number) => `'${String(query.params[i])}'::text[]`;
    const statement = query.sql.replace(/\$(\d)::text\[\]/g, (_, n: string) => literal(Number(n) - 1));
    // The seeded catalog is small enough that a scan would be cheapest; with scans priced out, the
    // planner still scans a table whose conditions no index can serve, so none may appear.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result: unknown = await tx.execute(sql.raw(`EXPLAIN ${statement}`));
      return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on search_product_names_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on vendors_name_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on brands_name_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on categories_name_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on (products|search_product_names|brands|categories|vendors)\b/);
  });
});
