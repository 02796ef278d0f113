import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  accountLocationPreferences,
  usCities,
  vendorBookings,
  vendorCategories,
  vendorFavorites,
  vendorInquiries,
  vendorInquiryMessages,
  vendorMarkets,
  vendorPackages,
  vendorPhotos,
  vendors,
} from '../../db/schema';
import { referenceTable } from '../../lib/referenceCache';
import { json, rawJsonObject } from '../../lib/rawJson';
import { badRequest, notFound } from '../../lib/errors';
import { formatLocation, stateBySlug, US_STATES } from '../../../src/contracts/locations';
import { NEW_YORK_MARKET_ID } from '../../db/seed/vendorGeo';
import type {
  BookingReminder,
  BookingStatus,
  BookingStatusAnswer,
  FavoriteAnswer,
  FavoritesAnswer,
  Inquiry,
  InquiryAnswer,
  InquiryBody,
  LocationPreference,
  NearestCityAnswer,
  OneInquiryAnswer,
  SearchLocation,
  StateLanding,
  StorefrontAnswer,
  VendorCard,
  VendorCategoriesAnswer,
  VendorSearchAnswer,
  VendorSearchQuery as SearchQuery,
} from '../../../src/contracts/vendors';
import { readSearchPage, type SearchScope } from './searchQuery';
import { distanceMiles, nearest, type Point } from './geo';
import { canReview, reviewsPage } from './reviews';
import { PRICE_TIERS_FOR_BUDGET, VENDOR_STYLE_FOR_QUIZ, type QuizAnswers } from '../../../src/contracts/inspiration';

type City = typeof usCities.$inferSelect;

/** The search location of spec §3 for a city (or ALL_MARKETS). */
export function searchLocationOf(city: City | null): SearchLocation {
  if (!city) return { type: 'ALL_MARKETS', label: 'All locations', slug: 'all-locations' };
  const state = US_STATES.find((s) => s.stateCode === city.stateCode);
  return {
    type: 'CITY',
    label: formatLocation(city.name, city.stateCode),
    slug: city.slug,
    stateSlug: state?.slug ?? '',
    marketSlug: city.slug,
    usCityId: city.id,
    storefrontSearchPayload: { vendorMarketId: city.marketId, city: city.name, stateProvince: city.stateCode },
    geoCoordinates: { latitude: city.latitude, longitude: city.longitude },
  };
}

const photoUrl = (key: string) => `/media/v/${key}.svg`;

export async function listCategories(db: Db): Promise<VendorCategoriesAnswer> {
  const rows = await db.select().from(vendorCategories).orderBy(asc(vendorCategories.position));
  return { categories: rows.map((c) => ({ key: c.key, name: c.name, singular: c.singular, hasCapacity: c.hasCapacity === 1 })) };
}

// Indexed once per reference copy (not per request); `async` so the select runs once, not per await.
const vendorCategoryIndex = referenceTable(async (db) => {
  const rows = await db.select().from(vendorCategories);
  return { byKey: new Map(rows.map((c) => [c.key, c])), byId: new Map(rows.map((c) => [c.id, c])) };
});
const cityIndex = referenceTable(async (db) => {
  const rows = await db.select().from(usCities);
  return { bySlug: new Map(rows.map((c) => [c.slug, c])), byId: new Map(rows.map((c) => [c.id, c])) };
});

/**
 * The search answer as JSON text: the route sends it as it is and the micro-cache keeps it.
 * `quiz`: the couple's style quiz answers, which put the best-fitting vendors first in the default
 * (relevance) order; `orderedByQuiz` says whether they did.
 */
export async function search(db: Db, q: SearchQuery, quiz: Pick<QuizAnswers, 'style' | 'budget'> | null = null): Promise<string> {
  const scope: SearchScope = { limit: q.page_size, offset: (q.page - 1) * q.page_size };
  let city: City | null = null;
  let state: (typeof US_STATES)[number] | undefined;
  if (q.location && q.location !== 'all-locations') {
    city = (await cityIndex(db)).bySlug.get(q.location) ?? null;
    if (city) {
      scope.marketId = city.marketId;
      scope.from = { latitude: city.latitude, longitude: city.longitude };
    } else {
      state = stateBySlug(q.location);
      if (!state) throw notFound('We could not find that location.');
      scope.stateCode = state.stateCode;
    }
  }
  let category: typeof vendorCategories.$inferSelect | undefined;
  if (q.category) {
    category = (await vendorCategoryIndex(db)).byKey.get(q.category);
    if (!category) throw notFound('We could not find that vendor category.');
    scope.categoryId = category.id;
  }
  if (q.price_tier) scope.priceTiers = q.price_tier.split(',').map(Number);
  if (q.min_rating) scope.minRatingTenths = q.min_rating * 10;
  if (q.min_capacity) scope.minCapacity = q.min_capacity;
  if (q.style) scope.styles = q.style.split(',');
  if (q.sort === 'distance') {
    if (!city) throw badRequest('Choose a city to sort by distance.', { fields: { sort: 'needs a city location' } });
    scope.byDistance = true;
  }

  const orderedByQuiz = quiz !== null && !scope.byDistance;
  if (orderedByQuiz) scope.quiz = { style: VENDOR_STYLE_FOR_QUIZ[quiz.style], priceTiers: PRICE_TIERS_FOR_BUDGET[quiz.budget] };

  // One statement, which reads the cards ready-made.
  const { total, cards } = await readSearchPage(db, scope);
  return rawJsonObject({
    location: json(
      (state ? { type: 'STATE', label: state.name, slug: state.slug } : searchLocationOf(city)) satisfies VendorSearchAnswer['location'],
    ),
    category: json((category ? { key: category.key, name: category.name } : null) satisfies VendorSearchAnswer['category']),
    total: String(total),
    page: String(q.page),
    pageSize: String(q.page_size),
    pageCount: String(Math.ceil(total / q.page_size)),
    orderedByQuiz: String(orderedByQuiz),
    vendors: cards,
  });
}

/** What a card is made of; the search reads the same card ready-made (vendor_search_card, migrations 0014 and 0018). */
type CardRow = Pick<
  typeof vendors.$inferSelect,
  'id' | 'name' | 'slug' | 'stateCode' | 'priceTier' | 'startingPriceCents' | 'ratingTenths' | 'reviewCount' | 'capacity' | 'style' | 'tier'
>;

function card(v: CardRow, categoryKey: string, categoryName: string, cityName: string): VendorCard {
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    categoryKey,
    categoryName,
    location: formatLocation(cityName, v.stateCode),
    priceTier: v.priceTier,
    startingPriceCents: v.startingPriceCents,
    rating: v.ratingTenths / 10,
    reviewCount: v.reviewCount,
    capacity: v.capacity,
    style: v.style,
    tier: v.tier,
    photoUrl: photoUrl(`${v.id}-0`),
    url: `/wedding-vendors/${categoryKey}/${v.slug}`,
  };
}

/** State landing data: the state's cities with vendor counts and counts per category. */
export async function stateLanding(db: Db, stateSlug: string): Promise<StateLanding> {
  const state = stateBySlug(stateSlug);
  if (!state) throw notFound('We could not find that state.');
  const cities = await db
    .select({ city: usCities, vendorCount: sql<number>`count(${vendors.id})::int` })
    .from(usCities)
    .leftJoin(vendors, eq(vendors.cityId, usCities.id))
    .where(eq(usCities.stateCode, state.stateCode))
    .groupBy(usCities.id)
    .orderBy(asc(usCities.name));
  const categories = await db
    .select({ key: vendorCategories.key, name: vendorCategories.name, vendorCount: sql<number>`count(${vendors.id})::int` })
    .from(vendorCategories)
    .leftJoin(vendors, and(eq(vendors.categoryId, vendorCategories.id), eq(vendors.stateCode, state.stateCode)))
    .groupBy(vendorCategories.id)
    .orderBy(asc(vendorCategories.position));
  return {
    state,
    cities: cities.map((c) => ({ ...searchLocationOf(c.city), name: c.city.name, vendorCount: c.vendorCount })),
    categories,
  };
}

export async function storefront(db: Db, categoryKey: string, slug: string, userId: number | null): Promise<StorefrontAnswer> {
  const [row] = await db
    .select({
      v: vendors,
      categoryKey: vendorCategories.key,
      categoryName: vendorCategories.singular,
      city: usCities,
      market: vendorMarkets,
    })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(usCities, eq(usCities.id, vendors.cityId))
    .innerJoin(vendorMarkets, eq(vendorMarkets.id, vendors.marketId))
    .where(and(eq(vendors.slug, slug), eq(vendorCategories.key, categoryKey)))
    .limit(1);
  if (!row) throw notFound('We could not find that vendor.');
  const [photos, packages, reviews, fav] = await Promise.all([
    db.select().from(vendorPhotos).where(eq(vendorPhotos.vendorId, row.v.id)).orderBy(asc(vendorPhotos.position)),
    db.select().from(vendorPackages).where(eq(vendorPackages.vendorId, row.v.id)).orderBy(asc(vendorPackages.priceCents)),
    reviewsPage(db, row.v.id),
    userId
      ? db
          .select()
          .from(vendorFavorites)
          .where(and(eq(vendorFavorites.userId, userId), eq(vendorFavorites.vendorId, row.v.id)))
      : Promise.resolve([]),
  ]);
  return {
    vendor: {
      ...card(row.v, row.categoryKey, row.categoryName, row.city.name),
      description: row.v.description,
      market: { id: row.market.id, name: row.market.name },
      searchLocation: searchLocationOf(row.city),
      photos: photos.map((p) => ({ url: photoUrl(p.key), alt: p.alt })),
      packages: packages.map((p) => ({ id: p.id, name: p.name, description: p.description, priceCents: p.priceCents })),
      reviews: reviews.reviews,
      reviewsNextCursor: reviews.nextCursor,
      canReview: userId ? await canReview(db, userId, row.v.id) : false,
      isFavorite: fav.length > 0,
    },
  };
}

/** GET /vendors/nearest-city: the listed city nearest a position (the position is not kept). */
export async function nearestCity(db: Db, at: Point): Promise<NearestCityAnswer> {
  const city = nearest([...(await cityIndex(db)).byId.values()], at);
  if (!city) throw notFound('No locations are set up yet.');
  return {
    location: searchLocationOf(city),
    distanceMiles: Math.round(distanceMiles(at.latitude, at.longitude, city.latitude, city.longitude) * 10) / 10,
  };
}

async function defaultCity(db: DbOrTx): Promise<City> {
  const [ny] = await db.select().from(usCities).where(eq(usCities.marketId, NEW_YORK_MARKET_ID)).limit(1);
  if (!ny) throw notFound('No locations are set up yet.');
  return ny;
}

/** The account's preferred location; the default (New York, NY, market 3169) when none is set. */
export async function getLocationPreference(db: Db, userId: number): Promise<LocationPreference> {
  const [pref] = await db
    .select({ city: usCities })
    .from(accountLocationPreferences)
    .innerJoin(usCities, eq(usCities.id, accountLocationPreferences.cityId))
    .where(eq(accountLocationPreferences.userId, userId));
  return { isDefault: !pref, location: searchLocationOf(pref?.city ?? (await defaultCity(db))) };
}

export async function setLocationPreference(db: Db, userId: number, citySlugValue: string): Promise<LocationPreference> {
  const [city] = await db.select().from(usCities).where(eq(usCities.slug, citySlugValue)).limit(1);
  if (!city) throw badRequest('Choose a city from the list.', { fields: { city_slug: 'is not a known city' } });
  await db
    .insert(accountLocationPreferences)
    .values({ userId, cityId: city.id })
    .onConflictDoUpdate({ target: accountLocationPreferences.userId, set: { cityId: city.id, updatedAt: new Date() } });
  return { isDefault: false, location: searchLocationOf(city) };
}

export async function sendInquiry(db: Db, userId: number, body: InquiryBody): Promise<InquiryAnswer> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, body.vendor_id)).limit(1);
    if (!vendor) throw notFound('We could not find that vendor.');
    const [fav] = await tx
      .select()
      .from(vendorFavorites)
      .where(and(eq(vendorFavorites.userId, userId), eq(vendorFavorites.vendorId, vendor.id)));
    const flowTags = [vendor.tier, fav || body.from_favorite ? 'FROM_FAVORITE' : 'FROM_INQUIRY', 'UNREAD'];
    const [inq] = await tx
      .insert(vendorInquiries)
      .values({
        userId,
        vendorId: vendor.id,
        weddingDate: body.wedding_date ?? null,
        guestCount: body.guest_count ?? null,
        budgetCents: body.budget_cents ?? null,
        message: body.message,
        flowTags,
      })
      .returning();
    // The inquiry opens a conversation: its message is the first, read by its writer.
    const [first] = await tx
      .insert(vendorInquiryMessages)
      .values({ inquiryId: inq!.id, sender: 'COUPLE', authorUserId: userId, body: body.message, createdAt: inq!.createdAt })
      .returning({ id: vendorInquiryMessages.id });
    await tx
      .update(vendorInquiries)
      .set({ coupleReadMessageId: first!.id, lastMessageAt: inq!.createdAt })
      .where(eq(vendorInquiries.id, inq!.id));
    return {
      inquiry: { ...inquiryView(inq!), vendorName: vendor.name },
      message: `Your message was sent to ${vendor.name}. They usually reply within 2 business days.`,
    };
  });
}

function inquiryView(i: typeof vendorInquiries.$inferSelect): Inquiry {
  return {
    id: i.id,
    vendorId: i.vendorId,
    weddingDate: i.weddingDate,
    guestCount: i.guestCount,
    budgetCents: i.budgetCents,
    message: i.message,
    flowTags: i.flowTags,
    createdAt: i.createdAt.toISOString(),
  };
}

export async function getInquiry(db: Db, userId: number, id: number): Promise<OneInquiryAnswer> {
  const [row] = await db
    .select()
    .from(vendorInquiries)
    .where(and(eq(vendorInquiries.id, id), eq(vendorInquiries.userId, userId)));
  // Someone else's inquiry answers exactly like a missing one.
  if (!row) throw notFound('We could not find that inquiry.');
  return { inquiry: inquiryView(row) };
}

export async function listFavorites(db: Db, userId: number): Promise<FavoritesAnswer> {
  const rows = await db
    .select({ v: vendors, categoryKey: vendorCategories.key, categoryName: vendorCategories.singular, cityName: usCities.name })
    .from(vendorFavorites)
    .innerJoin(vendors, eq(vendors.id, vendorFavorites.vendorId))
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(usCities, eq(usCities.id, vendors.cityId))
    .where(eq(vendorFavorites.userId, userId))
    .orderBy(desc(vendorFavorites.createdAt));
  return { vendors: rows.map((r) => card(r.v, r.categoryKey, r.categoryName, r.cityName)) };
}

export async function addFavorite(db: Db, userId: number, vendorId: number): Promise<FavoriteAnswer> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound('We could not find that vendor.');
  await db.insert(vendorFavorites).values({ userId, vendorId }).onConflictDoNothing();
  return { vendorId, isFavorite: true };
}

export async function removeFavorite(db: Db, userId: number, vendorId: number): Promise<FavoriteAnswer> {
  await db.delete(vendorFavorites).where(and(eq(vendorFavorites.userId, userId), eq(vendorFavorites.vendorId, vendorId)));
  return { vendorId, isFavorite: false };
}

/**
 * The booking status reminder: the vendors the couple sent inquiries to, with what they said
 * about each. It is due while they have inquiries and have marked none of those vendors booked.
 */
export async function bookingReminder(db: Db, userId: number): Promise<BookingReminder> {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      categoryKey: vendorCategories.key,
      categoryName: vendorCategories.singular,
      lastInquiryAt: sql<string>`max(${vendorInquiries.createdAt})`,
      status: vendorBookings.status,
    })
    .from(vendorInquiries)
    .innerJoin(vendors, eq(vendors.id, vendorInquiries.vendorId))
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .leftJoin(vendorBookings, and(eq(vendorBookings.userId, vendorInquiries.userId), eq(vendorBookings.vendorId, vendors.id)))
    .where(eq(vendorInquiries.userId, userId))
    .groupBy(vendors.id, vendorCategories.key, vendorCategories.singular, vendorBookings.status)
    .orderBy(desc(sql`max(${vendorInquiries.createdAt})`), asc(vendors.id));
  return {
    due: rows.length > 0 && !rows.some((r) => r.status === 'BOOKED'),
    vendors: rows.map((r) => ({
      id: r.id,
      name: r.name,
      categoryName: r.categoryName,
      url: `/wedding-vendors/${r.categoryKey}/${r.slug}`,
      lastInquiryAt: new Date(r.lastInquiryAt).toISOString(),
      status: r.status ?? null,
    })),
  };
}

/** Records BOOKED or STILL_LOOKING for a vendor the couple contacted (and only such a vendor). */
export async function setBookingStatus(db: Db, userId: number, vendorId: number, status: BookingStatus): Promise<BookingStatusAnswer> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: vendorInquiries.id })
      .from(vendorInquiries)
      .where(and(eq(vendorInquiries.userId, userId), eq(vendorInquiries.vendorId, vendorId)))
      .limit(1);
    // Vendors the couple never contacted answer like unknown ones.
    if (!inquiry) throw notFound('You have not sent this vendor a message yet.');
    await tx
      .insert(vendorBookings)
      .values({ userId, vendorId, status })
      .onConflictDoUpdate({ target: [vendorBookings.userId, vendorBookings.vendorId], set: { status, updatedAt: new Date() } });
    return { vendorId, status };
  });
}
