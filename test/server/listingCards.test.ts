import { sql } from 'drizzle-orm';
import { productSummary, type ProductSummary } from '../../src/contracts/shop';
import { CARD_SWATCH_LIMIT } from '../../server/modules/shop/service';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { rows } from './commerceHelpers';

/**
 * The stored listing cards and facets (migration 0011) must always equal what the live rows say:
 * the card is rebuilt by triggers on products, product_looks and brands, the facets by a trigger
 * on product_listing_counts.
 */
describe('listing cards and facets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;

  /** The card built in JavaScript from the live rows: the reference the stored card must match. */
  async function liveCards(ids?: number[]): Promise<Map<number, ProductSummary>> {
    const where = ids
      ? sql`where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const products = await rows<{
      id: number;
      slug: string;
      name: string;
      brand: string;
      kind: string;
      min_price_cents: number;
      max_price_cents: number;
      reference_price_type: string | null;
      reference_price_cents: number | null;
      in_stock: boolean;
      is_new_arrival: boolean;
    }>(
      db(),
      sql`
      select p.id, p.slug, p.name, b.name as brand, p.kind, p.min_price_cents, p.max_price_cents, p.reference_price_type, p.reference_price_cents, p.in_stock, p.is_new_arrival
      from products p join brands b on b.id = p.brand_id ${where}`,
    );
    const looks = await rows<{
      id: number;
      product_id: number;
      key: string;
      label: string;
      swatch_image_url: string;
      images: Record<string, string[]>;
    }>(
      db(),
      sql`
      select l.id, l.product_id, l.key, l.label, l.swatch_image_url, l.images from product_looks l join products p on p.id = l.product_id ${where} order by l.product_id, l.position, l.id`,
    );
    const byProduct = new Map<number, typeof looks>();
    for (const look of looks) byProduct.set(look.product_id, [...(byProduct.get(look.product_id) ?? []), look]);
    return new Map(
      products.map((p) => {
        const own = byProduct.get(p.id) ?? [];
        return [
          p.id,
          {
            id: p.id,
            slug: p.slug,
            name: p.name,
            brand: p.brand,
            kind: p.kind,
            image_url: own[0]?.images['3x4']?.[0] ?? own[0]?.images['1x1']?.[0] ?? null,
            price_range: { min_price: p.min_price_cents, max_price: p.max_price_cents },
            reference_price:
              p.reference_price_type && p.reference_price_cents !== null
                ? { type: p.reference_price_type, amount: p.reference_price_cents }
                : null,
            in_stock: p.in_stock,
            is_new_arrival: p.is_new_arrival,
            swatches: own
              .slice(0, CARD_SWATCH_LIMIT)
              .map((l) => ({ product_look_id: l.id, key: l.key, image_url: l.swatch_image_url, label: l.label })),
            swatch_count: own.length,
          },
        ];
      }),
    );
  }

  /** The cards the SQL stored, each read through the contract both sides use (extra keys refused). */
  async function storedCards(ids?: number[]): Promise<Map<number, ProductSummary>> {
    const where = ids
      ? sql`where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const stored = await rows<{ id: number; listing_card: string }>(db(), sql`select id, listing_card from products ${where}`);
    return new Map(stored.map((r) => [r.id, productSummary.strict().parse(JSON.parse(r.listing_card))]));
  }

  /** Facets rows that differ from a live aggregation of product_listing_counts. */
  async function facetsDrift() {
    const live = await rows<{ scope_key: string; brand: string; name: string; products: number; in_stock: number }>(
      db(),
      sql`
      select c.scope_key, b.slug as brand, b.name, c.products, c.in_stock from product_listing_counts c join brands b on b.id = c.brand_id`,
    );
    const stored = await rows<{ scope_key: string; products: number; in_stock: number; brands: string }>(
      db(),
      sql`select * from product_listing_facets`,
    );
    const drift: string[] = [];
    const scopes = new Set([...live.map((r) => r.scope_key), ...stored.map((r) => r.scope_key)]);
    for (const scope of scopes) {
      const own = live.filter((r) => r.scope_key === scope);
      const row = stored.find((r) => r.scope_key === scope);
      const expected = {
        products: own.reduce((n, r) => n + r.products, 0),
        in_stock: own.reduce((n, r) => n + r.in_stock, 0),
        brands: own
          .filter((r) => r.products > 0)
          .sort((a, b) =>
            a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.brand < b.brand ? -1 : 1,
          )
          .map((r) => ({ slug: r.brand, name: r.name, count: r.products })),
      };
      const actual = row ? { products: row.products, in_stock: row.in_stock, brands: JSON.parse(row.brands) } : null;
      if (JSON.stringify(actual) !== JSON.stringify(expected)) drift.push(scope);
    }
    return drift;
  }

  it('match the live rows after the seed', async () => {
    const live = await liveCards();
    expect(live.size).toBeGreaterThan(100);
    expect(await storedCards()).toEqual(live);
    expect(await facetsDrift()).toEqual([]);
  });

  it(`show the first ${CARD_SWATCH_LIMIT} swatches in look order and count them all, through look inserts, moves and deletes`, async () => {
    const [p] = await rows<{ id: number }>(db(), sql`select id from products where kind = 'PRODUCT' order by id limit 1`);
    const id = p!.id;
    await db().execute(sql`insert into product_looks (product_id, key, label, swatch_image_url, images, position)
      select ${id}, 'extra-' || n, 'Extra ' || n, '/media/swatch/extra-' || n || '.svg', jsonb_build_object('1x1', jsonb_build_array('/media/extra-' || n || '.svg')), -n
      from generate_series(1, ${CARD_SWATCH_LIMIT + 2}) n`);
    let [card] = (await storedCards([id])).values();
    expect(card!.swatches).toHaveLength(CARD_SWATCH_LIMIT);
    expect(card!.swatch_count).toBeGreaterThanOrEqual(CARD_SWATCH_LIMIT + 2);
    // The lowest position comes first, and its only image (1x1) becomes the card's image.
    expect(card!.swatches[0]!.key).toBe(`extra-${CARD_SWATCH_LIMIT + 2}`);
    expect(card!.image_url).toBe(`/media/extra-${CARD_SWATCH_LIMIT + 2}.svg`);
    expect(await storedCards([id])).toEqual(await liveCards([id]));

    await db().execute(sql`update product_looks set position = 100 where product_id = ${id} and key = ${`extra-${CARD_SWATCH_LIMIT + 2}`}`);
    expect(await storedCards([id])).toEqual(await liveCards([id]));
    await db().execute(sql`delete from product_looks where product_id = ${id} and key like 'extra-%'`);
    [card] = (await storedCards([id])).values();
    expect(card!.swatches.some((s) => s.key.startsWith('extra-'))).toBe(false);
    expect(await storedCards([id])).toEqual(await liveCards([id]));
  });

  it('follow price, stock and brand changes, and a renamed brand reaches every card and facet', async () => {
    const [p] = await rows<{ id: number; brand_id: number }>(
      db(),
      sql`select id, brand_id from products where kind = 'PRODUCT' and in_stock order by id desc limit 1`,
    );
    await db().execute(
      sql`update products set min_price_cents = 1234, max_price_cents = 5678, reference_price_type = 'MSRP', reference_price_cents = 9999, in_stock = false where id = ${p!.id}`,
    );
    const [card] = (await storedCards([p!.id])).values();
    expect(card).toMatchObject({
      price_range: { min_price: 1234, max_price: 5678 },
      reference_price: { type: 'MSRP', amount: 9999 },
      in_stock: false,
    });
    expect(await facetsDrift()).toEqual([]);

    await db().execute(sql`update brands set name = 'Aardvark & Co', slug = 'aardvark-co' where id = ${p!.brand_id}`);
    const ofBrand = await rows<{ id: number }>(db(), sql`select id from products where brand_id = ${p!.brand_id}`);
    const ids = ofBrand.map((r) => r.id);
    expect([...(await storedCards(ids)).values()].every((c) => c.brand === 'Aardvark & Co')).toBe(true);
    expect(await storedCards(ids)).toEqual(await liveCards(ids));
    expect(await facetsDrift()).toEqual([]);

    await db().execute(sql`update products set brand_id = (select min(id) from brands where id <> ${p!.brand_id}) where id = ${p!.id}`);
    expect(await storedCards([p!.id])).toEqual(await liveCards([p!.id]));
    expect(await facetsDrift()).toEqual([]);
  });

  it('serve the listing: cards in sort order, totals with and without brand and stock filters, and the facet', async () => {
    const c = new TestClient(t.app);
    const [top] = await rows<{ key: string; id: number }>(
      db(),
      sql`select key, id from categories where parent_id is null order by position limit 1`,
    );
    const url = `/web-registry-api/v1/shop/category/${top!.key}`;
    const noCache = { 'cache-control': 'no-cache' };
    const listing = await c.get(`${url}?sort=price_desc&page_size=10`, noCache);
    expect(listing.status).toBe(200);
    const live = await liveCards(listing.body.products.map((p: ProductSummary) => p.id));
    expect(listing.body.products).toEqual(listing.body.products.map((p: ProductSummary) => live.get(p.id)));
    const prices = listing.body.products.map((p: ProductSummary) => p.price_range.max_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const brand = listing.body.brands[0] as { slug: string; count: number };
    const byBrand = await c.get(`${url}?brand=${brand.slug}&in_stock=true`, noCache);
    const [n] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products p join brands b on b.id = p.brand_id where p.top_category_id = ${top!.id} and b.slug = ${brand.slug} and p.in_stock`,
    );
    expect(byBrand.body.total).toBe(n!.n);
    expect(byBrand.body.products.every((p: ProductSummary) => p.in_stock)).toBe(true);
  });
});
