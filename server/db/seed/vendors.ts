import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  usCities,
  users,
  vendorAccounts,
  vendorCategories,
  vendorMarkets,
  vendorPackages,
  vendorPhotos,
  vendorReviews,
  vendors,
} from '../schema';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from './accounts';
import { CITY_ROWS, marketIdFor, NEW_YORK_MARKET_ID, VENDOR_CATEGORIES, VENDOR_STYLES } from './vendorGeo';
import { citySlug } from '../../../src/contracts/locations';
import { createRandom, slugify } from './random';
import type { SeedOptions } from './index';

const NAME_A = [
  'Golden',
  'Willow',
  'Harbor',
  'Ivory',
  'Maple',
  'Juniper',
  'Silver',
  'Rosewood',
  'Magnolia',
  'Cedar',
  'Blue Sky',
  'Lakeside',
  'Evergreen',
  'Sterling',
  'Wildflower',
  'Linden',
];
const NAME_B: Record<string, string[]> = {
  'wedding-venues': ['Estate', 'Manor', 'Ballroom', 'Barn', 'Gardens', 'Loft', 'Vineyard'],
  'wedding-photographers': ['Photography', 'Studio', 'Photo Co.', 'Portraits'],
  'wedding-videographers': ['Films', 'Cinema', 'Motion Studio'],
  'wedding-florists': ['Florals', 'Flower Co.', 'Blooms', 'Petal House'],
  'wedding-caterers': ['Catering', 'Kitchen', 'Table & Feast'],
  'wedding-bands-djs': ['Band', 'DJ Co.', 'Sound', 'Orchestra'],
  'wedding-hair-makeup': ['Beauty', 'Bridal Beauty', 'Glam Studio'],
  'wedding-planners': ['Events', 'Planning Co.', 'Weddings'],
  'wedding-cakes': ['Cakes', 'Bakery', 'Sweets'],
};
const REVIEWERS = ['Sam R.', 'Priya K.', 'Jordan T.', 'Maria L.', 'Chris P.', 'Ava W.', 'Noah B.', 'Lena M.'];
const REVIEW_TEXT = [
  'They made our day effortless and beautiful. Highly recommend!',
  'Professional, responsive and a joy to work with from start to finish.',
  'Everything was exactly as we imagined, and our guests are still talking about it.',
  'Great value and wonderful communication throughout planning.',
  'A few small hiccups, but they handled everything calmly.',
];
const BATCH = 500;

/** A vendor's `count` reviews, newest first over the last two years, rated around `leaning` (tenths). */
function seededReviews(rnd: ReturnType<typeof createRandom>, count: number, leaning: number) {
  const out: Array<Omit<typeof vendorReviews.$inferInsert, 'vendorId'>> = [];
  for (let r = 0; r < count; r++) {
    const high = rnd.next() < (leaning - 30) / 20;
    const daysAgo = rnd.int(1, 720);
    const day = new Date(Date.UTC(2026, 10, 1) - daysAgo * 86_400_000);
    out.push({
      author: rnd.pick(REVIEWERS),
      rating: high ? 5 : rnd.int(3, 4),
      body: rnd.pick(REVIEW_TEXT),
      reviewedOn: day.toISOString().slice(0, 10),
    });
  }
  return out;
}

/**
 * Markets, cities, taxonomy and `opts.vendors` storefronts with photos, packages and reviews.
 * Vendor i is generated from its own stream (seed 9000 + i), so the data is the same on every run
 * and a second run only adds the vendors that are missing (none). Multi-row batched inserts keep
 * `--vendors 50000` fast.
 */
export async function seedVendors(db: Db, opts: SeedOptions): Promise<void> {
  await db
    .insert(vendorCategories)
    .values(
      VENDOR_CATEGORIES.map((c, position) => ({
        key: c.key,
        name: c.name,
        singular: c.singular,
        hasCapacity: c.hasCapacity ? 1 : 0,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(vendorMarkets)
    .values(
      CITY_ROWS.map(([city, state], i) => ({
        id: marketIdFor(i),
        slug: citySlug(city, state),
        name: `${city}, ${state}`,
        stateCode: state,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(usCities)
    .values(
      CITY_ROWS.map(([name, stateCode, latitude, longitude], i) => ({
        name,
        stateCode,
        slug: citySlug(name, stateCode),
        marketId: marketIdFor(i),
        latitude,
        longitude,
      })),
    )
    .onConflictDoNothing();

  const cats = await db.select().from(vendorCategories);
  const catByKey = new Map(cats.map((c) => [c.key, c]));
  const cities = await db.select().from(usCities);
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(vendors);

  for (let start = existing; start < opts.vendors; start += BATCH) {
    const end = Math.min(opts.vendors, start + BATCH);
    const rows: Array<typeof vendors.$inferInsert> = [];
    const vendorReviewsOf: Array<Array<Omit<typeof vendorReviews.$inferInsert, 'vendorId'>>> = [];
    for (let i = start; i < end; i++) {
      const rnd = createRandom(9000 + i);
      // The first rounds cover every city (so every state and territory); later vendors lean to big markets and venues.
      const cityIndex = i < CITY_ROWS.length * 3 ? i % CITY_ROWS.length : rnd.chance(0.12) ? 0 : rnd.int(0, CITY_ROWS.length - 1);
      const [cityName, stateCode] = CITY_ROWS[cityIndex]!;
      const city = cityBySlug.get(citySlug(cityName, stateCode))!;
      const catDef = rnd.chance(0.25) ? VENDOR_CATEGORIES[0]! : rnd.pick(VENDOR_CATEGORIES);
      const cat = catByKey.get(catDef.key)!;
      const name = `${rnd.pick(NAME_A)} ${rnd.pick(NAME_B[catDef.key]!)}`;
      const priceTier = rnd.int(1, 4);
      // Every counted review exists (issue 32): 0 to 24 per vendor, the rating their mean.
      const reviewCount = Math.floor(rnd.int(0, 120) / 5);
      const leaning = reviewCount === 0 ? 0 : rnd.int(35, 50);
      const written = seededReviews(createRandom(70000 + i), reviewCount, leaning);
      vendorReviewsOf.push(written);
      const ratingTenths = reviewCount === 0 ? 0 : Math.round((written.reduce((n, r) => n + r.rating, 0) * 10) / reviewCount);
      const tier = rnd.chance(0.1) ? 'GOLD' : rnd.chance(0.2) ? 'SILVER' : 'STANDARD';
      rows.push({
        slug: `${slugify(name)}-${slugify(cityName)}-${i + 1}`,
        name,
        categoryId: cat.id,
        marketId: city.marketId,
        cityId: city.id,
        stateCode,
        latitude: city.latitude + (rnd.next() - 0.5) * 0.3,
        longitude: city.longitude + (rnd.next() - 0.5) * 0.3,
        priceTier,
        capacity: catDef.hasCapacity ? rnd.int(2, 60) * 10 : null,
        style: rnd.pick(VENDOR_STYLES),
        description: `${name} is a ${catDef.singular.toLowerCase()} serving couples in ${cityName}, ${stateCode} and nearby. We love helping you plan a celebration that feels like you.`,
        tier,
        ratingTenths,
        reviewCount,
        relevance: (tier === 'GOLD' ? 300 : tier === 'SILVER' ? 150 : 0) + Math.min(reviewCount, 100) + ratingTenths,
        startingPriceCents: priceTier * rnd.int(4, 25) * 10000,
      });
    }
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(vendors)
        .values(rows)
        .returning({ id: vendors.id, name: vendors.name, slug: vendors.slug, price: vendors.startingPriceCents });
      const photos: Array<typeof vendorPhotos.$inferInsert> = [];
      const packages: Array<typeof vendorPackages.$inferInsert> = [];
      const reviews: Array<typeof vendorReviews.$inferInsert> = [];
      inserted.forEach((v, k) => {
        for (let p = 0; p < 3; p++) photos.push({ vendorId: v.id, key: `${v.id}-${p}`, alt: `${v.name}, photo ${p + 1}`, position: p });
        packages.push({
          vendorId: v.id,
          name: 'Essentials',
          description: 'Our most popular package for intimate celebrations.',
          priceCents: v.price,
        });
        packages.push({
          vendorId: v.id,
          name: 'Signature',
          description: 'Everything in Essentials plus extended coverage and extras.',
          priceCents: v.price * 2,
        });
        for (const r of vendorReviewsOf[k]!) reviews.push({ ...r, vendorId: v.id });
      });
      await tx.insert(vendorPhotos).values(photos);
      await tx.insert(vendorPackages).values(packages);
      // At most 5,000 rows a statement (PostgreSQL's 65,535 parameters).
      for (let r = 0; r < reviews.length; r += 5000) await tx.insert(vendorReviews).values(reviews.slice(r, r + 5000));
    });
  }
}

/**
 * The demo's vendor accounts (password DEMO_PASSWORD, README): each answers for one of the New York
 * venues, the most relevant first, so a couple's inquiry to them can be answered in the demo.
 */
export const DEMO_VENDOR_ACCOUNTS = [
  { email: 'venue1@confetti.test', firstName: 'Morgan', lastName: 'Hale' },
  { email: 'venue2@confetti.test', firstName: 'Dana', lastName: 'Okafor' },
  { email: 'venue3@confetti.test', firstName: 'Ellis', lastName: 'Romero' },
] as const;

export async function seedVendorAccounts(db: Db): Promise<void> {
  const venues = await db
    .select({ id: vendors.id })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .where(and(eq(vendors.marketId, NEW_YORK_MARKET_ID), eq(vendorCategories.key, 'wedding-venues')))
    .orderBy(desc(vendors.relevance), asc(vendors.id))
    .limit(DEMO_VENDOR_ACCOUNTS.length);
  if (venues.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [k, account] of DEMO_VENDOR_ACCOUNTS.entries()) {
    const venue = venues[k];
    if (!venue) break;
    await db
      .insert(users)
      .values({ ...account, passwordHash, businessUnitSource: 'MARKETPLACE_VENDORS' })
      .onConflictDoNothing();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    await db.insert(vendorAccounts).values({ userId: user!.id, vendorId: venue.id }).onConflictDoNothing();
  }
}
