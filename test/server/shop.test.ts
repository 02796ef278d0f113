import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../server/db/seed';
import { brands, productLooks, products, skus } from '../../server/db/schema';
import { shippingEstimate } from '../../server/modules/shop/service';
import type { ProductDetail } from '../../src/features/shop/types';
import { createTestApp, TestClient, type TestApp } from './helpers';

const API = '/web-registry-api/v1/shop';

interface Card {
  id: number;
  slug: string;
  name: string;
  brand: string;
  price_range: { min_price: number; max_price: number };
  in_stock: boolean;
  swatches: unknown[];
  swatch_count: number;
}
interface ListingBody {
  products: Card[];
  total: number;
  page: number;
  page_count: number;
  brands: { slug: string; name: string }[];
}

describe('shop API', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    client = new TestClient(t.app);
  });
  afterAll(async () => t.close());
  // Both drivers answer execute() with { rows }; the union type does not say so.
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const totalRows = async () => {
    const [row] = await t.database.db
      .select({
        n: sql<number>`(select count(*) from products) + (select count(*) from skus) + (select count(*) from brands) + (select count(*) from collection_products)`,
      })
      .from(sql`(select 1) as one`);
    return Number(row!.n);
  };

  it('seeds at least 40 brands and 300 products, with images in all three ratios', async () => {
    const db = t.database.db;
    const [{ n: brandCount }] = (await db.select({ n: sql<number>`count(*)::int` }).from(brands)) as [{ n: number }];
    const [{ n: productCount }] = (await db.select({ n: sql<number>`count(*)::int` }).from(products)) as [{ n: number }];
    expect(brandCount).toBeGreaterThanOrEqual(40);
    expect(productCount).toBeGreaterThanOrEqual(300);
    const looks = await db.select({ images: productLooks.images }).from(productLooks).limit(50);
    for (const look of looks) expect(Object.keys(look.images).sort()).toEqual(['1x1', '2x3', '3x4']);
    const [{ n: outOfStock }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(skus)
      .where(sql`${skus.stock} = 0`)) as [{ n: number }];
    expect(outOfStock).toBeGreaterThan(0);
  });

  it('seeding twice adds nothing', async () => {
    const before = await totalRows();
    await seedDatabase(t.database.db, {});
    expect(await totalRows()).toBe(before);
  });

  it('lists a category with its sub-categories, public cache headers and brand facets', async () => {
    const res = await client.get<ListingBody & { category: { name: string; children: unknown[] } }>(`${API}/category/kitchen`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=60/);
    expect(res.body.category.name).toBeTruthy();
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.brands.length).toBeGreaterThan(0);
    for (const p of res.body.products) expect(p.swatches.length).toBeLessThanOrEqual(5);
  });

  it('a top-level category lists exactly its sub-categories’ products (top_category_id kept in step), in every sort', async () => {
    const [{ n: expected }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id join categories root on root.id = c.parent_id where root.key = 'kitchen'`,
    )) as [{ n: number }];
    const [{ n: mismatched }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from products p join categories c on c.id = p.category_id where p.top_category_id is distinct from coalesce(c.parent_id, c.id)`,
    )) as [{ n: number }];
    expect(mismatched).toBe(0);
    for (const sort of ['featured', 'price_asc', 'price_desc', 'newest']) {
      const res = await client.get<ListingBody>(`${API}/category/kitchen?sort=${sort}&page_size=96`);
      expect(res.body.total).toBe(expected);
    }
    const facets = await client.get<Omit<ListingBody, 'brands'> & { brands: { slug: string; count: number }[] }>(`${API}/category/kitchen`);
    expect(facets.body.brands.reduce((sum, b) => sum + b.count, 0)).toBe(expected);
  });

  it('/shop/category/new-arrivals lists every new arrival, filterable and sortable like any category', async () => {
    const [{ n: expected }] = (await rows<{ n: number }>(sql`select count(*)::int as n from products where is_new_arrival`)) as [
      { n: number },
    ];
    expect(expected).toBeGreaterThan(0);
    const res = await client.get<ListingBody & { category: { key: string; name: string; category_chain: unknown[] } }>(
      `${API}/category/new-arrivals?page_size=96`,
    );
    expect(res.status).toBe(200);
    expect(res.body.category).toMatchObject({
      key: 'new-arrivals',
      name: 'New Arrivals',
      category_chain: [{ key: 'new-arrivals', name: 'New Arrivals' }],
    });
    expect(res.body.total).toBe(expected);
    expect(res.body.brands.length).toBeGreaterThan(0);
    const cheap = await client.get<ListingBody>(`${API}/category/new-arrivals?sort=price_asc&max_price=5000`);
    const prices = cheap.body.products.map((p) => p.price_range.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p <= 5000)).toBe(true);
  });

  it('reference_price_range spans the SKUs’ own reference prices', async () => {
    const [row] = await rows<{ slug: string; lo: number; hi: number }>(
      sql`select p.slug, min(s.reference_price_cents)::int as lo, max(s.reference_price_cents)::int as hi from products p join skus s on s.product_id = p.id where s.reference_price_cents is not null group by p.slug having count(distinct s.reference_price_cents) > 1 limit 1`,
    );
    expect(row).toBeDefined();
    const res = await client.get<{ product: ProductDetail }>(`${API}/product/${row!.slug}`);
    expect(res.body.product.reference_price_range).toEqual({ min_price: row!.lo, max_price: row!.hi });
    const dearest = res.body.product.skus.reduce((a, b) => (b.price_cents > a.price_cents ? b : a));
    expect(dearest.reference_price_cents).toBe(res.body.product.reference_price!.amount);
    for (const sku of res.body.product.skus) expect(sku.reference_price_cents).toBeGreaterThan(sku.price_cents);
    const [plain] = await rows<{ slug: string }>(
      sql`select slug from products where reference_price_cents is null and kind = 'PRODUCT' limit 1`,
    );
    expect((await client.get<{ product: ProductDetail }>(`${API}/product/${plain!.slug}`)).body.product.reference_price_range).toBeNull();
  });

  it.each(['gift-cards', 'wedding-shop'])('lists the %s category', async (slug) => {
    const res = await client.get<ListingBody>(`${API}/category/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
  });

  it('filters by price range, brand and availability', async () => {
    const priced = await client.get<ListingBody>(`${API}/category/kitchen?min_price=2000&max_price=5000&page_size=96`);
    expect(priced.status).toBe(200);
    for (const p of priced.body.products) {
      expect(p.price_range.max_price).toBeGreaterThanOrEqual(2000);
      expect(p.price_range.min_price).toBeLessThanOrEqual(5000);
    }
    const all = await client.get<ListingBody>(`${API}/category/kitchen`);
    const brand = all.body.brands[0]!;
    const byBrand = await client.get<ListingBody>(`${API}/category/kitchen?brand=${brand.slug}&page_size=96`);
    expect(byBrand.body.products.length).toBeGreaterThan(0);
    for (const p of byBrand.body.products) expect(p.brand).toBe(brand.name);
    const inStock = await client.get<ListingBody>(`${API}/category/kitchen?in_stock=true&page_size=96`);
    for (const p of inStock.body.products) expect(p.in_stock).toBe(true);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = await client.get<ListingBody>(`${API}/category/kitchen?sort=price_asc&page_size=96`);
    const mins = asc.body.products.map((p) => p.price_range.min_price);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    const desc = await client.get<ListingBody>(`${API}/category/kitchen?sort=price_desc&page_size=96`);
    const maxes = desc.body.products.map((p) => p.price_range.max_price);
    expect(maxes).toEqual([...maxes].sort((a, b) => b - a));
    const newest = await client.get<ListingBody>(`${API}/category/kitchen?sort=newest`);
    expect(newest.status).toBe(200);
  });

  it('pages without repeating or skipping products', async () => {
    for (const sort of ['featured', 'price_asc', 'newest']) {
      const whole = await client.get<ListingBody>(`${API}/category/kitchen?sort=${sort}&page_size=96`);
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.body.total / 7) && page <= 6; page++) {
        const res = await client.get<ListingBody>(`${API}/category/kitchen?sort=${sort}&page_size=7&page=${page}`);
        ids.push(...res.body.products.map((p) => p.id));
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(whole.body.products.slice(0, ids.length).map((p) => p.id));
    }
  });

  it.each([
    ['min_price=abc', 'min_price'],
    ['min_price=-1', 'min_price'],
    ['min_price=900&max_price=100', 'min_price'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['page_size=1000', 'page_size'],
    ['brand=Not%20A%20Slug', 'brand'],
  ])('answers 400 with a message for %s', async (query, field) => {
    const res = await client.get<{ message: string; code: string; fields: Record<string, string> }>(`${API}/category/kitchen?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.message).toMatch(new RegExp(`Invalid ${field}`));
  });

  it('answers 404 for an unknown category or product', async () => {
    expect((await client.get(`${API}/category/no-such-thing`)).status).toBe(404);
    const res = await client.get<{ message: string }>(`${API}/product/no-such-product`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find that product.');
  });

  it('returns the spec product shape by id and by slug', async () => {
    const list = await client.get<ListingBody>(`${API}/category/kitchen`);
    const card = list.body.products[0]!;
    const byId = await client.get<{ product: ProductDetail }>(`${API}/product/${card.id}`);
    const bySlug = await client.get<{ product: ProductDetail }>(`${API}/product/${card.slug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const p = byId.body.product;
    expect(p).toMatchObject({ id: card.id, name: card.name, brand: card.brand, price_range: card.price_range });
    expect(p.category_chain.map((c: { key: string }) => c.key)).toContain('kitchen');
    expect(p.product_look_views[0]!.images.map((i: { aspect_ratios: string[] }) => i.aspect_ratios[0])).toEqual(
      expect.arrayContaining(['1x1', '3x4', '2x3']),
    );
    expect(p.skus.length).toBeGreaterThan(0);
    expect(p.skus[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), price_cents: expect.any(Number), stock: expect.any(Number) }),
    );
    expect(p.swatches.length).toBe(p.product_look_views.length);
    expect(p.shipping).toEqual(
      expect.objectContaining({ ship_method: expect.any(String), arrival_range: expect.objectContaining({ min: expect.any(String) }) }),
    );
    expect(typeof p.suggested_quantity).toBe('number');
  });

  it('serves new arrivals with the limit the home page asks for, and rejects a bad limit', async () => {
    const res = await client.get<{ products: Card[] }>(`${API}/new-arrivals?limit=8`);
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBe(8);
    expect((await client.get(`${API}/new-arrivals?limit=0`)).status).toBe(400);
  });

  it('searches by words in the name', async () => {
    const list = await client.get<ListingBody>(`${API}/category/kitchen`);
    const word = list.body.products[0]!.name.split(' ').at(-1)!;
    const res = await client.get<ListingBody>(`${API}/search?q=${encodeURIComponent(word)}`);
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect((await client.get(`${API}/search?q=`)).status).toBe(400);
  });

  it('lists brands, a brand, starter collections, a collection, cash funds and gift cards', async () => {
    const brandsRes = await client.get<{ brands: { slug: string; product_count: number }[] }>(`${API}/brands`);
    expect(brandsRes.body.brands.length).toBeGreaterThanOrEqual(40);
    const withProducts = brandsRes.body.brands.find((b) => b.product_count > 0)!;
    const brand = await client.get<ListingBody>(`${API}/brand/${withProducts.slug}`);
    expect(brand.body.total).toBe(withProducts.product_count);
    const starters = await client.get<{ collections: { slug: string; preview: Card[] }[] }>(`${API}/starter-collections`);
    expect(starters.body.collections.length).toBeGreaterThan(0);
    const collection = await client.get<ListingBody>(`${API}/collection/${starters.body.collections[0]!.slug}`);
    expect(collection.body.total).toBeGreaterThan(0);
    const funds = await client.get<{ funds: { kind: string }[] }>(`${API}/cash-funds`);
    expect(funds.body.funds.map((f) => f.kind)).toEqual(expect.arrayContaining(['HONEYMOON', 'CASH']));
    const cards = await client.get<{ products: { kind: string }[] }>(`${API}/gift-cards`);
    expect(cards.body.products.length).toBeGreaterThan(0);
    for (const c of cards.body.products) expect(c.kind).toBe('GIFT_CARD');
  });
});

describe('shipping estimate rules', () => {
  const ground = { shipMethod: 'Ground Shipping' as const, shipMinDays: 3, shipMaxDays: 7, isPersonalized: false };
  it('counts days from today and offers expedited and the holiday order-by date', () => {
    const est = shippingEstimate(ground, new Date('2026-11-23T10:00:00Z'));
    expect(est.arrival_range).toEqual({ min: '2026-11-26', max: '2026-11-30' });
    expect(est.expedited_arrival_range).toEqual({ min: '2026-11-24', max: '2026-11-27' });
    expect(est.holiday_shipping).toEqual({ order_by: '2026-12-18', order_by_expedited: '2026-12-21', show_expedited: false });
  });
  it('shows the expedited hint once the standard order-by date has passed', () => {
    expect(shippingEstimate(ground, new Date('2026-12-20T10:00:00Z')).holiday_shipping?.show_expedited).toBe(true);
  });
  it('has no holiday hint after Dec 25', () => {
    expect(shippingEstimate(ground, new Date('2026-12-26T10:00:00Z')).holiday_shipping).toBeNull();
  });
  it('adds one to two weeks for personalised items; e-delivery arrives today', () => {
    expect(shippingEstimate({ ...ground, isPersonalized: true }, new Date('2026-11-23T00:00:00Z')).arrival_range).toEqual({
      min: '2026-12-03',
      max: '2026-12-14',
    });
    const e = shippingEstimate({ ...ground, shipMethod: 'E-delivery' }, new Date('2026-11-23T00:00:00Z'));
    expect(e.arrival_range).toEqual({ min: '2026-11-23', max: '2026-11-23' });
    expect(e.expedited_arrival_range).toBeNull();
  });
});
