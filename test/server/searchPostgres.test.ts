import { eq, sql } from 'drizzle-orm';
import { products, searchProductNames } from '../../server/db/schema';
import type { SuggestAnswer } from '../../src/contracts/search';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Site-wide search on a real PostgreSQL with a pool (TEST_DATABASE_URL): the same suggestions as
 * on PGlite, and search_product_names stays exact when products of one name are written at once.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('site-wide search on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  let client: TestClient;

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_search', { poolSize: 6 });
    client = new TestClient(t.app);
  });
  afterAll(async () => t?.close());

  it('suggests a misspelt product, a synonym and vendors', async () => {
    const blendr = await client.get<SuggestAnswer>('/web-registry-api/v1/shop/suggest?q=blendr');
    expect(blendr.status).toBe(200);
    expect(blendr.body.products.length).toBeGreaterThan(0);
    for (const p of blendr.body.products) expect(p.name).toMatch(/Blender/);
    expect(blendr.body.did_you_mean).toBe('blender');
    const dj = await client.get<SuggestAnswer>('/web-registry-api/v1/shop/suggest?q=dj');
    expect(dj.body.vendor_categories.map((c) => c.key)).toContain('wedding-bands-djs');
    expect(dj.body.vendors.length).toBeGreaterThan(0);
  });

  it('products of one new name inserted and deleted at once, on several connections: one row, the right count', async () => {
    const [template] = await t.database.db.select().from(products).limit(1);
    const insert = (i: number) =>
      t.database.db
        .insert(products)
        .values({ slug: `zephyr-pg-kettle-${i}`, name: 'Zephyr PG Kettle', brandId: template!.brandId, categoryId: template!.categoryId })
        .returning({ id: products.id });
    const inserted = (await Promise.all(Array.from({ length: 12 }, (_, i) => insert(i)))).map(([row]) => row!.id);
    const [row] = await t.database.db.select().from(searchProductNames).where(eq(searchProductNames.nameKey, 'zephyr pg kettle'));
    expect(row).toMatchObject({ productCount: 12, productId: Math.min(...inserted) });
    // Half of them go at once, the lowest id among them: the link moves to the lowest id left.
    const going = [...inserted].sort((a, b) => a - b).slice(0, 6);
    await Promise.all(going.map((id) => t.database.db.delete(products).where(eq(products.id, id))));
    const [after] = await t.database.db.select().from(searchProductNames).where(eq(searchProductNames.nameKey, 'zephyr pg kettle'));
    expect(after).toMatchObject({ productCount: 6, productId: Math.min(...inserted.filter((id) => !going.includes(id))) });
    await t.database.db.execute(sql`DELETE FROM products WHERE name = 'Zephyr PG Kettle'`);
    expect(await t.database.db.select().from(searchProductNames).where(eq(searchProductNames.nameKey, 'zephyr pg kettle'))).toEqual([]);
  });
});
