import pg from 'pg';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { productSummary } from '../../src/contracts/shop';
import { vendorSearchCardSchema } from '../../src/contracts/vendors';
import { openDatabase, type Db } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { searchQueryOf } from '../../server/modules/vendors/searchQuery';
import { createTestApp, type TestApp } from './helpers';
import { rows } from './commerceHelpers';

/**
 * The JSON the database writes (listing cards and brand facets, migrations 0011/0018; vendor search
 * cards, migrations 0014/0018 and searchQuery.ts) read through the contract schemas both sides use,
 * with text that string gluing gets wrong: quotes, backslashes, control characters, non-ASCII,
 * emoji and '</script>'. Every card must also be compact JSON, byte for byte what JSON.stringify
 * writes for it (the answers splice the cards as they are).
 */

/** Everything JSON text must escape or keep as it is. */
const AWKWARD = 'Quote " and \\" back\\slash </script><script>alert(1)</script> tab\t line\nbreak \u0001 é ü 中文 😀 \u2028 end';
const AWKWARD_CITY = 'O\'Fallon "Big" \\ Ville 😀';

const brandFacets = z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() }).strict());
const storedVendorCard = vendorSearchCardSchema.omit({ distanceMiles: true }).strict();
const VENDOR_CARD_KEYS = Object.keys(vendorSearchCardSchema.shape);

/** The text is compact JSON with nothing JSON.stringify would write differently. */
function expectCompact(text: string) {
  expect(JSON.stringify(JSON.parse(text))).toBe(text);
}

interface Awkward {
  product: { id: number; brandSlug: string };
  bare: number;
  looked: number;
  vendor: { id: number; categoryKey: string; citySlug: string; stateCode: string };
}

/** Writes the awkward values into seeded rows: the triggers rebuild the cards from them. */
async function writeAwkwardRows(db: Db): Promise<Awkward> {
  // Products whose SKUs no registry item holds (deleting a product's looks deletes their SKUs).
  const [product, bare, looked] = await rows<{ id: number; brand_id: number; brand_slug: string }>(
    db,
    sql`
    select p.id, p.brand_id, b.slug as brand_slug from products p join brands b on b.id = p.brand_id
    where p.kind = 'PRODUCT' and exists (select 1 from product_looks l where l.product_id = p.id)
      and not exists (select 1 from skus s join registry_items ri on ri.sku_id = s.id where s.product_id = p.id)
    order by p.id limit 3`,
  );
  await db.execute(sql`update brands set name = ${`${AWKWARD} brand`} where id = ${product!.brand_id}`);
  // A reference price type without an amount is no reference price (null).
  await db.execute(
    sql`update products set name = ${AWKWARD}, reference_price_type = 'MSRP', reference_price_cents = null where id = ${product!.id}`,
  );
  // No looks: no image (null) and no swatches ([]).
  await db.execute(sql`delete from product_looks where product_id = ${bare!.id}`);
  await db.execute(sql`update products set reference_price_type = null, reference_price_cents = null where id = ${bare!.id}`);
  await db.execute(sql`insert into product_looks (product_id, key, label, swatch_image_url, images, position)
    values (${looked!.id}, ${`${AWKWARD} key`}, ${AWKWARD}, ${`/media/swatch/${AWKWARD}.svg`}, ${JSON.stringify({ '1x1': [`/media/${AWKWARD}.svg`] })}::jsonb, -1)`);

  const [vendor] = await rows<{
    id: number;
    category_id: number;
    category_key: string;
    city_id: number;
    city_slug: string;
    state_code: string;
  }>(
    db,
    sql`
    select v.id, v.category_id, c.key as category_key, v.city_id, city.slug as city_slug, v.state_code
    from vendors v join vendor_categories c on c.id = v.category_id join us_cities city on city.id = v.city_id order by v.id limit 1`,
  );
  await db.execute(sql`update vendor_categories set singular = ${`${AWKWARD} category`} where id = ${vendor!.category_id}`);
  await db.execute(sql`update us_cities set name = ${AWKWARD_CITY} where id = ${vendor!.city_id}`);
  // First by relevance in its market and category; no capacity (null).
  await db.execute(
    sql`update vendors set name = ${AWKWARD}, style = ${`${AWKWARD} style`}, capacity = null, relevance = 1000000000 where id = ${vendor!.id}`,
  );
  return {
    product: { id: product!.id, brandSlug: product!.brand_slug },
    bare: bare!.id,
    looked: looked!.id,
    vendor: { id: vendor!.id, categoryKey: vendor!.category_key, citySlug: vendor!.city_slug, stateCode: vendor!.state_code },
  };
}

function jsonCards(open: () => Promise<TestApp>) {
  let t: TestApp;
  let awkward: Awkward;
  beforeAll(async () => {
    t = await open();
    awkward = await writeAwkwardRows(t.database.db);
  });
  afterAll(async () => t?.close());
  const db = () => t.database.db;
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode).toBe(200);
    expectCompact(res.body);
    return JSON.parse(res.body);
  };

  it('stores every listing card as compact JSON the ProductSummary contract reads, awkward text intact', async () => {
    const stored = await rows<{ id: number; listing_card: string }>(db(), sql`select id, listing_card from products order by id`);
    expect(stored.length).toBeGreaterThan(10);
    const cards = new Map(
      stored.map((r) => {
        expectCompact(r.listing_card);
        return [r.id, productSummary.strict().parse(JSON.parse(r.listing_card))];
      }),
    );
    expect(cards.get(awkward.product.id)).toMatchObject({ name: AWKWARD, brand: `${AWKWARD} brand`, reference_price: null });
    expect(cards.get(awkward.bare)).toMatchObject({ image_url: null, swatches: [], swatch_count: 0, reference_price: null });
    const looked = cards.get(awkward.looked)!;
    expect(looked.swatches[0]).toMatchObject({ key: `${AWKWARD} key`, label: AWKWARD, image_url: `/media/swatch/${AWKWARD}.svg` });
    expect(looked.image_url).toBe(`/media/${AWKWARD}.svg`);
  });

  it('stores every brand facet as compact JSON, slug, name and count in that order', async () => {
    const facets = await rows<{ brands: string }>(db(), sql`select brands from product_listing_facets`);
    expect(facets.length).toBeGreaterThan(1);
    const names = new Set<string>();
    for (const f of facets) {
      expectCompact(f.brands);
      for (const facet of brandFacets.parse(JSON.parse(f.brands))) {
        expect(Object.keys(facet)).toEqual(['slug', 'name', 'count']);
        names.add(facet.name);
      }
    }
    expect(names.has(`${AWKWARD} brand`)).toBe(true);
  });

  it('answers a listing with those cards', async () => {
    const body = await get(`/web-registry-api/v1/shop/brand/${awkward.product.brandSlug}?page_size=96`);
    const cards = z.array(productSummary.strict()).parse(body.products);
    expect(cards.find((c) => c.id === awkward.product.id)).toMatchObject({ name: AWKWARD, brand: `${AWKWARD} brand` });
  });

  it('stores every vendor search card as a row that row_to_json writes as the contract card without distanceMiles', async () => {
    const stored = await rows<{ id: number; card: string }>(
      db(),
      sql`select id, row_to_json(search_card)::text as card from vendors order by id`,
    );
    expect(stored.length).toBeGreaterThan(10);
    for (const r of stored) {
      expectCompact(r.card);
      const card = storedVendorCard.parse(JSON.parse(r.card));
      expect(card.id).toBe(r.id);
      expect(Object.keys(card)).toEqual(VENDOR_CARD_KEYS.filter((k) => k !== 'distanceMiles'));
    }
    const awkwardCard = JSON.parse(stored.find((r) => r.id === awkward.vendor.id)!.card);
    expect(awkwardCard).toMatchObject({
      name: AWKWARD,
      style: `${AWKWARD} style`,
      categoryName: `${AWKWARD} category`,
      location: `${AWKWARD_CITY}, ${awkward.vendor.stateCode}`,
      capacity: null,
    });
  });

  it.each([
    ['a city (distances)', (a: Awkward) => `location=${a.vendor.citySlug}&category=${a.vendor.categoryKey}&page_size=60`],
    ['a city sorted by distance', (a: Awkward) => `location=${a.vendor.citySlug}&sort=distance&page_size=60`],
    ['no location (no distances)', () => 'page_size=60'],
    ['a page past the end', (a: Awkward) => `category=${a.vendor.categoryKey}&page=1000`],
  ])('answers a vendor search in %s with contract cards, keys in order', async (_name, query) => {
    const body = await get(`/web-marketplace-api/v1/vendors/search?${query(awkward)}`);
    const cards = z.array(vendorSearchCardSchema.strict()).parse(body.vendors);
    for (const card of body.vendors) expect(Object.keys(card)).toEqual(VENDOR_CARD_KEYS);
    const q = query(awkward);
    if (q.includes('page=1000')) {
      expect(cards).toEqual([]);
      return;
    }
    expect(cards.length).toBeGreaterThan(0);
    const byCity = q.startsWith('location=');
    for (const card of cards) expect(card.distanceMiles === null).toBe(!byCity);
    // By relevance the awkward vendor comes first (in its city's market, or anywhere).
    if (!q.includes('sort=distance')) {
      expect(cards[0]).toMatchObject({
        id: awkward.vendor.id,
        name: AWKWARD,
        style: `${AWKWARD} style`,
        categoryName: `${AWKWARD} category`,
        location: `${AWKWARD_CITY}, ${awkward.vendor.stateCode}`,
        capacity: null,
      });
    }
  });

  it('writes the JSON with JSON functions: no card function or search statement glues JSON text', async () => {
    const functions = await rows<{ proname: string; prosrc: string }>(
      db(),
      sql`
      select proname, prosrc from pg_proc where proname in ('product_listing_card', 'product_listing_facets_rebuild', 'vendor_search_card')`,
    );
    expect(functions.map((f) => f.proname).sort()).toEqual([
      'product_listing_card',
      'product_listing_facets_rebuild',
      'vendor_search_card',
    ]);
    // No aggregate of text, no literal holding JSON punctuation concatenated to anything ('[]' alone is an empty array).
    for (const f of functions) expect(f.prosrc).not.toMatch(/string_agg|'[^']*["{}[\]][^']*'\s*\|\||\|\|\s*'[^']*["{}[\]][^']*'/);
    for (const from of [undefined, { latitude: 40.7, longitude: -74 }]) {
      expect(searchQueryOf({ limit: 24, offset: 0, from, byDistance: !!from }).text).not.toMatch(/\|\||string_agg/);
    }
  });
}

describe('JSON cards on PGlite', () => jsonCards(() => createTestApp({ seed: { products: 60, vendors: 300 } })));

// `.ci/run` starts a PostgreSQL and sets TEST_DATABASE_URL; each run makes its own database.
const baseUrl = process.env.TEST_DATABASE_URL;
(baseUrl ? describe : describe.skip)('JSON cards on PostgreSQL', () =>
  jsonCards(async () => {
    const name = `confetti_cards_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    await seedDatabase(database.db, { products: 60, vendors: 300 });
    const t = await createTestApp({ database, config: { databaseUrl: url.toString() } });
    return {
      ...t,
      close: async () => {
        await t.close();
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }),
);
