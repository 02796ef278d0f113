import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { usCities, vendorCategories, vendors } from '../../server/db/schema';
import { distanceMiles } from '../../server/modules/vendors/geo';
import { formatLocation, stateBySlug } from '../../src/contracts/locations';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { vendorQuizScore } from '../../src/contracts/inspiration';

const SEARCH = '/web-marketplace-api/v1/vendors/search';
const CARD_FIELDS = [
  'id',
  'name',
  'slug',
  'categoryKey',
  'categoryName',
  'location',
  'priceTier',
  'startingPriceCents',
  'rating',
  'reviewCount',
  'capacity',
  'style',
  'tier',
  'photoUrl',
  'url',
  'distanceMiles',
];

type Row = Awaited<ReturnType<typeof everyVendor>>[number];
type City = typeof usCities.$inferSelect;

/** Every vendor with its category and city, read straight from the tables. */
async function everyVendor(t: TestApp) {
  return t.database.db
    .select({ v: vendors, categoryKey: vendorCategories.key, categoryName: vendorCategories.singular, cityName: usCities.name })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(usCities, eq(usCities.id, vendors.cityId));
}

/** The card the API should show for a row, built independently of the server's query. */
function expectedCard(r: Row, near: City | undefined) {
  return {
    id: r.v.id,
    name: r.v.name,
    slug: r.v.slug,
    categoryKey: r.categoryKey,
    categoryName: r.categoryName,
    location: formatLocation(r.cityName, r.v.stateCode),
    priceTier: r.v.priceTier,
    startingPriceCents: r.v.startingPriceCents,
    rating: r.v.ratingTenths / 10,
    reviewCount: r.v.reviewCount,
    capacity: r.v.capacity,
    style: r.v.style,
    tier: r.v.tier,
    photoUrl: `/media/v/${r.v.id}-0.svg`,
    url: `/wedding-vendors/${r.categoryKey}/${r.v.slug}`,
    distanceMiles: near ? Math.round(distanceMiles(near.latitude, near.longitude, r.v.latitude, r.v.longitude) * 10) / 10 : null,
  };
}

/** The search's one statement must answer the same on both drivers. */
function searchAnswers(open: () => Promise<TestApp>) {
  let t: TestApp;
  let rows: Row[];
  let cities: City[];
  beforeAll(async () => {
    t = await open();
    rows = await everyVendor(t);
    cities = await t.database.db.select().from(usCities);
  });
  afterAll(async () => t?.close());

  const search = async (query: string) => {
    const res = await new TestClient(t.app).get(`${SEARCH}?${query}`, { 'cache-control': 'no-cache' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.body;
  };

  /** The matching rows in the documented order: relevance (or distance) first, then id. */
  function expectedPage(params: URLSearchParams) {
    const location = params.get('location') ?? 'all-locations';
    const city = cities.find((c) => c.slug === location);
    const state = city ? undefined : stateBySlug(location);
    const tiers = params.get('price_tier')?.split(',').map(Number);
    const styles = params.get('style')?.split(',');
    const matches = rows.filter(
      ({ v, categoryKey }) =>
        (!city || v.marketId === city.marketId) &&
        (!state || v.stateCode === state.stateCode) &&
        (!params.has('category') || categoryKey === params.get('category')) &&
        (!tiers || tiers.includes(v.priceTier)) &&
        (!params.has('min_rating') || v.ratingTenths >= Number(params.get('min_rating')) * 10) &&
        (!params.has('min_capacity') || (v.capacity ?? 0) >= Number(params.get('min_capacity'))) &&
        (!styles || styles.includes(v.style.toLowerCase())),
    );
    const byDistance = params.get('sort') === 'distance';
    const miles = (r: Row) => distanceMiles(city!.latitude, city!.longitude, r.v.latitude, r.v.longitude);
    matches.sort((a, b) => (byDistance ? miles(a) - miles(b) : b.v.relevance - a.v.relevance) || a.v.id - b.v.id);
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('page_size') ?? 24);
    return { total: matches.length, page, size, cards: matches.slice((page - 1) * size, page * size).map((r) => expectedCard(r, city)) };
  }

  it.each([
    'location=new-york-ny&category=wedding-venues&page=2&page_size=5',
    'location=new-york&category=wedding-venues',
    'location=new-york&category=wedding-venues&price_tier=1,2&min_capacity=100&min_rating=4&page_size=60',
    'location=all-locations&page=3',
    '',
    'category=wedding-photographers&page=2&page_size=10',
    'location=california&style=modern,rustic&min_rating=3',
    'location=washington-dc',
    'location=new-york-ny&sort=distance&page_size=60',
    'location=st-louis-mo&sort=distance&page=2&page_size=10',
    'location=ofallon-mo&category=wedding-caterers&sort=distance',
    'location=mcallen-tx&sort=distance&style=glam,modern&price_tier=3',
    'location=new-york-ny&category=wedding-venues&page=1000',
    // Price tier alone: the total comes from the counts by tier (migration 0013).
    'category=wedding-venues&price_tier=2,3&page=2&page_size=10',
    'location=texas&price_tier=1',
  ])('answers %s with the cards, order and totals the tables give', async (query) => {
    const body = await search(query);
    const want = expectedPage(new URLSearchParams(query));
    expect(want.total).toBeGreaterThan(0);
    expect(body).toMatchObject({ total: want.total, page: want.page, pageSize: want.size, pageCount: Math.ceil(want.total / want.size) });
    expect(body.vendors).toEqual(want.cards);
    for (const card of body.vendors) expect(Object.keys(card)).toEqual(CARD_FIELDS);
    expect(Object.keys(body)).toEqual(['location', 'category', 'total', 'page', 'pageSize', 'pageCount', 'orderedByQuiz', 'vendors']);
    expect(body.orderedByQuiz).toBe(false);
  });

  it.each([
    ['location=new-york&category=wedding-venues&page_size=60', { style: 'rustic', budget: 'under-20k' }],
    ['location=all-locations&page=2&page_size=10', { style: 'boho', budget: '40k-plus' }],
    ['category=wedding-photographers&price_tier=2,3', { style: 'beach', budget: '20k-40k' }],
  ] as const)('puts the style quiz’s fits first in the default order: %s', async (query, quiz) => {
    const couple = new TestClient(t.app);
    expect((await couple.put('/web-api/v2/inspiration/quiz', { ...quiz, colours: ['sage'], season: 'autumn' })).status).toBe(200);
    const res = await couple.get(`${SEARCH}?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const params = new URLSearchParams(query);
    const matching = expectedPage(new URLSearchParams({ ...Object.fromEntries(params), page: '1', page_size: '100000' })).cards;
    const score = (c: { style: string; priceTier: number }) => vendorQuizScore(c, quiz);
    const ranked = [...matching].sort((a, b) => score(b) - score(a)); // stable: relevance, then id, within a score
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('page_size') ?? 24);
    expect(res.body.orderedByQuiz).toBe(true);
    expect(res.body.total).toBe(matching.length);
    expect(res.body.vendors).toEqual(ranked.slice((page - 1) * size, page * size));
    // The quiz changed the order (the first page is not the plain relevance page), and those who did not take it see today's.
    const plain = await new TestClient(t.app).get(`${SEARCH}?${query}`);
    expect(plain.headers['cache-control']).toBe('public, max-age=30');
    expect(plain.body.orderedByQuiz).toBe(false);
    expect(plain.body.vendors).toEqual(expectedPage(params).cards);
    expect(res.body.vendors).not.toEqual(plain.body.vendors);
    // Sorting by distance ignores the quiz.
    const near = await couple.get(`${SEARCH}?location=new-york-ny&sort=distance&page_size=10`);
    expect(near.body.orderedByQuiz).toBe(false);
    expect(near.body.vendors).toEqual(expectedPage(new URLSearchParams('location=new-york-ny&sort=distance&page_size=10')).cards);
  });

  it('sorts by distance nearest first, with the miles shown rounded to a tenth', async () => {
    const body = await search('location=boston-ma&sort=distance&page_size=60');
    const miles = body.vendors.map((v: { distanceMiles: number }) => v.distanceMiles);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    for (const m of miles) expect(Math.round(m * 10) / 10).toBe(m);
    expect(miles.some((m: number) => !Number.isInteger(m))).toBe(true);
  });

  it('writes ratings as JSON numbers: 5 and 4.5, never "5.0" or a string', async () => {
    const ratingsIn = async (query: string) => {
      const res = await t.app.inject({ url: `${SEARCH}?${query}`, headers: { 'cache-control': 'no-cache' } });
      return [...res.body.matchAll(/"rating":([^,]*),/g)].map((m) => m[1]);
    };
    const fives = await ratingsIn('min_rating=5&page_size=60');
    expect(fives.length).toBeGreaterThan(0);
    for (const r of fives) expect(r).toBe('5');
    const good = await ratingsIn('min_rating=4&page_size=60');
    expect(good.length).toBe(60);
    for (const r of good) expect(r).toMatch(/^(4(\.[1-9])?|5)$/);
  });

  it("labels cards with every seeded city's name as formatLocation writes it (the stored card joins the name as it is)", async () => {
    expect(cities.length).toBeGreaterThan(50);
    for (const city of cities) expect(formatLocation(city.name, city.stateCode)).toBe(`${city.name}, ${city.stateCode}`);
  });

  it("rebuilds a vendor's stored card when the vendor, its category or its city changes (migration 0014)", async () => {
    const db = t.database.db;
    const query = 'location=boston-ma&category=wedding-venues&page_size=5';
    const [first] = (await search(query)).vendors as Array<{ id: number }>;
    const vendor = rows.find((r) => r.v.id === first!.id)!.v;
    const venues = (await db.select().from(vendorCategories).where(eq(vendorCategories.key, 'wedding-venues')))[0]!;
    const boston = cities.find((c) => c.slug === 'boston-ma')!;
    await db
      .update(vendors)
      .set({ name: 'Renamed Hall', reviewCount: vendor.reviewCount + 1, ratingTenths: 50 })
      .where(eq(vendors.id, vendor.id));
    await db.update(vendorCategories).set({ singular: 'Reception venue' }).where(eq(vendorCategories.id, venues.id));
    await db.update(usCities).set({ name: 'Boston Town' }).where(eq(usCities.id, boston.id));
    try {
      const card = ((await search(query)).vendors as Array<Record<string, unknown>>).find((v) => v.id === vendor.id);
      expect(card).toMatchObject({
        name: 'Renamed Hall',
        reviewCount: vendor.reviewCount + 1,
        rating: 5,
        categoryName: 'Reception venue',
        location: 'Boston Town, MA',
      });
    } finally {
      await db
        .update(vendors)
        .set({ name: vendor.name, reviewCount: vendor.reviewCount, ratingTenths: vendor.ratingTenths })
        .where(eq(vendors.id, vendor.id));
      await db.update(vendorCategories).set({ singular: venues.singular }).where(eq(vendorCategories.id, venues.id));
      await db.update(usCities).set({ name: boston.name }).where(eq(usCities.id, boston.id));
    }
    const restored = ((await search(query)).vendors as Array<Record<string, unknown>>).find((v) => v.id === vendor.id);
    expect(restored).toEqual(
      expectedCard(
        rows.find((r) => r.v.id === vendor.id)!,
        boston,
      ),
    );
  });

  it('keeps pages of the cached answer identical to a fresh one', async () => {
    const c = new TestClient(t.app);
    const url = `${SEARCH}?location=new-york-ny&category=wedding-florists&page=2&page_size=7`;
    const fresh = await c.get(url, { 'cache-control': 'no-cache' });
    const cached = await c.get(url);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.body).toEqual(fresh.body);
  });
}

describe('vendor search answers on PGlite', () => searchAnswers(() => createTestApp({ seed: true })));

// `.ci/run` starts a PostgreSQL and sets TEST_DATABASE_URL; each run makes its own database.
const baseUrl = process.env.TEST_DATABASE_URL;
(baseUrl ? describe : describe.skip)('vendor search answers on PostgreSQL', () =>
  searchAnswers(async () => {
    const name = `confetti_vendors_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
    await seedDatabase(database.db, {});
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
