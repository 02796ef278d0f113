import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { rows } from './commerceHelpers';

/** The precomputed listing counts (migration 0010) must always equal a live count. */
describe('listing counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;

  async function productCountsDrift() {
    return rows<{ scope_key: string; brand_id: number }>(
      db(),
      sql`
      with recursive live as (
        select s as scope_key, p.brand_id, count(*)::int as products, (count(*) filter (where p.in_stock))::int as in_stock
        from products p cross join lateral product_listing_scopes(p.category_id, p.is_new_arrival) s group by 1, 2
      )
      select coalesce(l.scope_key, c.scope_key) as scope_key, coalesce(l.brand_id, c.brand_id) as brand_id
      from live l full join product_listing_counts c on c.scope_key = l.scope_key and c.brand_id = l.brand_id
      where coalesce(l.products, 0) <> coalesce(c.products, 0) or coalesce(l.in_stock, 0) <> coalesce(c.in_stock, 0)`,
    );
  }
  async function vendorCountsDrift() {
    return rows<{ category_id: number }>(
      db(),
      sql`
      with live as (select category_id, market_id, state_code, price_tier, count(*)::int as n from vendors group by 1, 2, 3, 4)
      select coalesce(l.category_id, c.category_id) as category_id
      from live l full join vendor_search_counts c using (category_id, market_id, state_code, price_tier)
      where coalesce(l.n, 0) <> coalesce(c.vendors, 0)`,
    );
  }

  it('match a live count after the seed', async () => {
    expect(await productCountsDrift()).toEqual([]);
    expect(await vendorCountsDrift()).toEqual([]);
  });

  it('follow inserts, updates (stock, category, brand, new arrival) and deletes', async () => {
    const [p] = await rows<{ id: number; category_id: number }>(
      db(),
      sql`select id, category_id from products where kind = 'PRODUCT' and in_stock order by id limit 1`,
    );
    const [other] = await rows<{ id: number }>(
      db(),
      sql`select id from categories where id <> ${p!.category_id} and parent_id is not null order by id limit 1`,
    );
    await db().execute(sql`update products set in_stock = false where id = ${p!.id}`);
    await db().execute(
      sql`update products set category_id = ${other!.id}, brand_id = (select max(id) from brands), is_new_arrival = not is_new_arrival where id = ${p!.id}`,
    );
    await db()
      .execute(sql`insert into products (slug, name, brand_id, category_id, top_category_id, min_price_cents, max_price_cents, in_stock, is_new_arrival)
      select 'count-test-product', 'Count test', brand_id, category_id, top_category_id, 1000, 1000, true, true from products where id = ${p!.id}`);
    expect(await productCountsDrift()).toEqual([]);
    await db().execute(sql`delete from products where slug = 'count-test-product'`);
    expect(await productCountsDrift()).toEqual([]);

    const [v] = await rows<{ id: number }>(db(), sql`select id from vendors order by id limit 1`);
    await db().execute(
      sql`update vendors set category_id = (select max(id) from vendor_categories), price_tier = 5 - price_tier where id = ${v!.id}`,
    );
    expect(await vendorCountsDrift()).toEqual([]);
  });

  it('give the same totals and facets the listing showed when it counted live', async () => {
    const c = new TestClient(t.app);
    const [top] = await rows<{ key: string; id: number }>(
      db(),
      sql`select key, id from categories where parent_id is null order by position limit 1`,
    );
    const listing = await c.get(`/web-registry-api/v1/shop/category/${top!.key}?in_stock=true`, { 'cache-control': 'no-cache' });
    const [live] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products where top_category_id = ${top!.id} and in_stock`,
    );
    expect(listing.body.total).toBe(live!.n);
    const facets = await rows<{ slug: string; n: number }>(
      db(),
      sql`select b.slug, count(*)::int as n from products p join brands b on b.id = p.brand_id where p.top_category_id = ${top!.id} group by b.slug`,
    );
    expect(Object.fromEntries(listing.body.brands.map((b: { slug: string; count: number }) => [b.slug, b.count]))).toEqual(
      Object.fromEntries(facets.map((f) => [f.slug, f.n])),
    );
    const search = await c.get('/web-marketplace-api/v1/vendors/search?location=new-york-ny&category=wedding-venues', {
      'cache-control': 'no-cache',
    });
    const [vendors] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from vendors v join vendor_categories c on c.id = v.category_id where c.key = 'wedding-venues' and v.market_id = (select market_id from us_cities where slug = 'new-york-ny')`,
    );
    expect(search.body.total).toBe(vendors!.n);
  });
});
