import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A vendor's search card as a row of the composite type vendor_search_card_row (migration 0018):
 * the type's fields are the card's keys, in order. The server never reads it as a value; the
 * search turns it into JSON with row_to_json (server/modules/vendors/searchQuery.ts).
 */
const vendorSearchCardRow = customType<{ data: string }>({ dataType: () => 'vendor_search_card_row' });

/** Vendor taxonomy: stable keys used in URLs ('wedding-venues', 'wedding-photographers', …). */
export const vendorCategories = pgTable('vendor_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  /** Singular noun for cards ('Venue'). */
  singular: text('singular').notNull(),
  /** Whether guest capacity applies (venues, caterers). */
  hasCapacity: integer('has_capacity').notNull().default(0),
  position: integer('position').notNull().default(0),
});

/** Vendor markets: a metro area with an id (New York is 3169, spec §9). */
export const vendorMarkets = pgTable('vendor_markets', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  stateCode: text('state_code').notNull(),
});

/** US cities with coordinates; each belongs to one market. */
export const usCities = pgTable(
  'us_cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateCode: text('state_code').notNull(),
    slug: text('slug').notNull().unique(),
    marketId: integer('market_id')
      .notNull()
      .references(() => vendorMarkets.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('us_cities_state_idx').on(t.stateCode)],
);

/** Storefronts. price_tier 1..4 ($ .. $$$$); rating is the mean of reviews in tenths (0..50). */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => vendorCategories.id),
    marketId: integer('market_id')
      .notNull()
      .references(() => vendorMarkets.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => usCities.id),
    stateCode: text('state_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    priceTier: integer('price_tier').notNull(),
    capacity: integer('capacity'),
    style: text('style').notNull(),
    description: text('description').notNull(),
    /** Listing level: GOLD, SILVER or STANDARD (becomes the inquiry's flow tag). */
    tier: text('tier', { enum: ['GOLD', 'SILVER', 'STANDARD'] })
      .notNull()
      .default('STANDARD'),
    ratingTenths: integer('rating_tenths').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Relevance score for the default sort (listing level, reviews). */
    relevance: integer('relevance').notNull().default(0),
    startingPriceCents: integer('starting_price_cents').notNull(),
    /** The search card without distanceMiles, kept by a trigger (migrations 0014, 0018). */
    searchCard: vendorSearchCardRow('search_card'),
  },
  (t) => [
    // Searches filter by (market | state, category) and read a page in relevance order: each index
    // serves both the filter and the order, so a page reads its rows, not every match.
    index('vendors_category_state_idx').on(t.categoryId, t.stateCode, t.relevance.desc().nullsFirst(), t.id),
    index('vendors_market_idx').on(t.marketId, t.categoryId, t.relevance.desc().nullsFirst(), t.id),
    // A category anywhere (and everything anywhere): the page walks these in relevance order and
    // skips rows the finer filters (price tier, rating...) reject, instead of sorting every match.
    index('vendors_category_relevance_idx').on(t.categoryId, t.relevance.desc().nullsFirst(), t.id),
    index('vendors_relevance_idx').on(t.relevance.desc().nullsFirst(), t.id),
    index('vendors_city_idx').on(t.cityId),
    // Search suggestions' Vendors group: names spelt alike or begun (pg_trgm; server/modules/search/suggestQuery.ts).
    index('vendors_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    check('vendors_price_tier', sql`${t.priceTier} between 1 and 4`),
    check('vendors_rating', sql`${t.ratingTenths} between 0 and 50`),
  ],
);

export const vendorPhotos = pgTable(
  'vendor_photos',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Key of the locally generated SVG: GET /media/v/{key}.svg. */
    key: text('key').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('vendor_photos_vendor_idx').on(t.vendorId, t.position)],
);

export const vendorPackages = pgTable(
  'vendor_packages',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [index('vendor_packages_vendor_idx').on(t.vendorId), check('vendor_packages_price', sql`${t.priceCents} >= 0`)],
);

export const vendorReviews = pgTable(
  'vendor_reviews',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    /** The couple member who wrote it (null for seeded reviews): one review per couple member and vendor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Keyset pages: newest first, ties by id.
    index('vendor_reviews_vendor_idx').on(t.vendorId, t.reviewedOn.desc(), t.id.desc()),
    uniqueIndex('vendor_reviews_user_vendor_idx').on(t.vendorId, t.userId),
    check('vendor_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

export const vendorFavorites = pgTable(
  'vendor_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] })],
);

/** A couple's inquiry to a vendor; flow_tags hold the spec §3 tags (GOLD, FROM_INQUIRY, UNREAD, …). */
export const vendorInquiries = pgTable(
  'vendor_inquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    weddingDate: date('wedding_date'),
    guestCount: integer('guest_count'),
    budgetCents: integer('budget_cents'),
    message: text('message').notNull(),
    flowTags: text('flow_tags').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message in the conversation (lists sort by it). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message id each side has read: messages from the other side above it are unread. */
    coupleReadMessageId: integer('couple_read_message_id').notNull().default(0),
    vendorReadMessageId: integer('vendor_read_message_id').notNull().default(0),
  },
  (t) => [
    index('vendor_inquiries_user_idx').on(t.userId, t.createdAt),
    index('vendor_inquiries_vendor_idx').on(t.vendorId, t.lastMessageAt),
  ],
);

/**
 * The messages of an inquiry's conversation, the couple's first message included. sender says
 * which side wrote it; author_user_id who (a couple member or a vendor account).
 */
export const vendorInquiryMessages = pgTable(
  'vendor_inquiry_messages',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => vendorInquiries.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['COUPLE', 'VENDOR'] }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_inquiry_messages_inquiry_idx').on(t.inquiryId, t.id),
    check('vendor_inquiry_messages_sender', sql`${t.sender} in ('COUPLE', 'VENDOR')`),
  ],
);

/** A vendor account: a user who answers for one storefront (seeded for demo venues, or claimed). */
export const vendorAccounts = pgTable(
  'vendor_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_accounts_vendor_idx').on(t.vendorId)],
);

/** The account's preferred vendor-search location (one row per user). */
export const accountLocationPreferences = pgTable('account_location_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  cityId: integer('city_id')
    .notNull()
    .references(() => usCities.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Whether a couple booked a vendor they contacted (the booking status reminder): BOOKED or
 * STILL_LOOKING, one row per couple member and vendor, only for vendors they sent an inquiry to.
 */
export const vendorBookings = pgTable(
  'vendor_bookings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['BOOKED', 'STILL_LOOKING'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vendorId] }),
    check('vendor_bookings_status', sql`${t.status} in ('BOOKED', 'STILL_LOOKING')`),
  ],
);
