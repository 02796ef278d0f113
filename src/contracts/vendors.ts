import { z } from 'zod';
import { id, idParam, intParam, money, slug as slugOf, text, wholeNumber } from './inputs';

/**
 * The vendor marketplace across the wire (server/API.md "Vendor marketplace"): the queries and
 * bodies the server validates and the answers it builds, which the SPA's vendorsApi is typed
 * from. Field names are the API's (camelCase answers, snake_case bodies); money in cents.
 */

// Requests

const slug = slugOf(140);

export const VENDOR_SORTS = ['relevance', 'distance'] as const;
export const VENDOR_MAX_PAGE_SIZE = 60;

/** Search: location is a city slug ('new-york-ny'), a state slug ('new-york') or absent / 'all-locations' for all markets. */
export const vendorSearchQuery = z.object({
  location: slug.optional(),
  category: slug.optional(),
  price_tier: z
    .string()
    .regex(/^[1-4](,[1-4]){0,3}$/, 'must be tiers 1 to 4 separated by commas')
    .optional(),
  min_rating: intParam(1, 5).optional(),
  min_capacity: intParam(1, 10_000).optional(),
  style: z
    .string()
    .regex(/^[a-z]{1,20}(,[a-z]{1,20}){0,5}$/, 'must be styles separated by commas')
    .optional(),
  sort: z.enum(VENDOR_SORTS, `must be one of ${VENDOR_SORTS.join(', ')}`).default('relevance'),
  page: intParam(1, 10_000).default(1),
  page_size: intParam(1, VENDOR_MAX_PAGE_SIZE).default(24),
});
/** A search query as the server reads it (numbers parsed, defaults filled in). */
export type VendorSearchQuery = z.output<typeof vendorSearchQuery>;

export const stateParams = z.object({ state: slug });
export const storefrontParams = z.object({ category: slug, slug });
export const vendorIdParams = z.object({ vendorId: idParam() });
export const inquiryIdParams = z.object({ id: idParam() });

/** GET /vendors/nearest-city: the browser's position (degrees), which the server turns into a city and forgets. */
const degrees = (max: number, message: string) =>
  z
    .string({ message })
    .regex(/^-?[0-9]{1,3}(\.[0-9]{1,12})?$/, message)
    .transform(Number)
    .pipe(z.number().min(-max, message).max(max, message));
export const nearestCityQuery = z.object({
  latitude: degrees(90, 'must be a latitude in degrees (-90 to 90)'),
  longitude: degrees(180, 'must be a longitude in degrees (-180 to 180)'),
});
export type NearestCityQuery = z.input<typeof nearestCityQuery>;

/** GET /vendors/{vendorId}/reviews: the page after `after` (the previous page's nextCursor). */
export const REVIEWS_PAGE_SIZE = 10;
export const reviewsQuery = z.object({
  after: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{1,10}$/, 'must be the nextCursor of the previous page')
    .optional(),
});
export const vendorReviewsParams = z.object({ vendorId: idParam() });

/** POST /vendors/{vendorId}/reviews: a couple who wrote to the vendor reviews them (once). */
export const REVIEW_MAX_CHARS = 2000;
export const reviewBody = z.object({
  rating: wholeNumber(1, 5, {
    type: 'Please choose a rating from 1 to 5 stars.',
    tooSmall: 'Please choose a rating from 1 to 5 stars.',
    tooLarge: 'Please choose a rating from 1 to 5 stars.',
  }),
  body: text(REVIEW_MAX_CHARS, {
    type: 'Please write your review.',
    tooLong: `Please keep your review under ${REVIEW_MAX_CHARS} characters.`,
  }).min(10, 'Please write at least a sentence (10 characters or more).'),
});
export type ReviewInput = z.input<typeof reviewBody>;

/** PUT /account-preferences/location. */
export const locationBody = z.object({ city_slug: slug });
export type LocationBody = z.input<typeof locationBody>;

/** POST /inquiries. */
export const inquiryBody = z.object({
  vendor_id: id(),
  wedding_date: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
  guest_count: wholeNumber(1, 10_000).optional(),
  budget_cents: money(0, 100_000_000).optional(),
  message: text(2000).min(1, 'Please write a message to the vendor.'),
  from_favorite: z.boolean().optional(),
});
/** What a client sends. */
export type InquiryInput = z.input<typeof inquiryBody>;
/** What the server reads. */
export type InquiryBody = z.output<typeof inquiryBody>;

/** PUT /booking-status/{vendorId}: the couple's answer to the booking status reminder. */
export const BOOKING_STATUSES = ['BOOKED', 'STILL_LOOKING'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES, 'must be BOOKED or STILL_LOOKING');
export type BookingStatus = z.infer<typeof bookingStatus>;
export const bookingStatusBody = z.object({ status: bookingStatus });
export type BookingStatusBody = z.input<typeof bookingStatusBody>;

// Answers

/** GET /vendors/categories. */
export const vendorCategory = z.object({ key: z.string(), name: z.string(), singular: z.string(), hasCapacity: z.boolean() });
export const vendorCategoriesAnswer = z.object({ categories: z.array(vendorCategory) });
export type VendorCategoriesAnswer = z.infer<typeof vendorCategoriesAnswer>;

/** Spec §3 search location: a city (with its market and coordinates), a state, or all markets. */
export const searchLocation = z.object({
  type: z.enum(['CITY', 'ALL_MARKETS', 'STATE']),
  label: z.string(),
  slug: z.string(),
  stateSlug: z.string().optional(),
  marketSlug: z.string().optional(),
  usCityId: z.number().optional(),
  storefrontSearchPayload: z.object({ vendorMarketId: z.number(), city: z.string(), stateProvince: z.string() }).optional(),
  geoCoordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
});
export type SearchLocation = z.infer<typeof searchLocation>;

/**
 * A vendor card (search, favourites). The search keeps it ready-made in SQL (vendor_search_card_row,
 * migrations 0014 and 0018: these keys, in this order) and adds distanceMiles.
 */
export const vendorCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  categoryKey: z.string(),
  categoryName: z.string(),
  /** "City, ST" (formatLocation in ./locations), or the state code alone. */
  location: z.string(),
  /** 1..4 ($ .. $$$$). */
  priceTier: z.number().int(),
  startingPriceCents: z.number().int(),
  /** 0..5 in tenths (4.5), written as a JSON number. */
  rating: z.number(),
  reviewCount: z.number().int(),
  capacity: z.number().int().nullable(),
  style: z.string(),
  tier: z.enum(['GOLD', 'SILVER', 'STANDARD']),
  photoUrl: z.string(),
  url: z.string(),
  distanceMiles: z.number().nullable().optional(),
});
export type VendorCard = z.infer<typeof vendorCard>;

/** A card as the search answers it: miles from the searched city, rounded to a tenth; null without a city. */
export const vendorSearchCardSchema = vendorCard.extend({ distanceMiles: z.number().nullable() });
export type VendorSearchCard = z.infer<typeof vendorSearchCardSchema>;

/** GET /vendors/search. */
export const vendorSearchAnswer = z.object({
  location: searchLocation,
  category: z.object({ key: z.string(), name: z.string() }).nullable(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  /** The default order put the couple's style quiz fits first (contracts/inspiration.ts vendorQuizScore). */
  orderedByQuiz: z.boolean(),
  vendors: z.array(vendorSearchCardSchema),
});
export type VendorSearchAnswer = z.infer<typeof vendorSearchAnswer>;

/** A review: reviewedOn is a date (YYYY-MM-DD), shown relative (spec §9). */
export const vendorReview = z.object({ id: z.number(), author: z.string(), rating: z.number(), body: z.string(), reviewedOn: z.string() });
export type VendorReview = z.infer<typeof vendorReview>;
/** GET /vendors/{vendorId}/reviews. */
export const reviewsAnswer = z.object({ reviews: z.array(vendorReview), nextCursor: z.string().nullable() });
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;
/** POST /vendors/{vendorId}/reviews (201): the review, and the vendor's new count and rating. */
export const reviewAnswer = z.object({ review: vendorReview, reviewCount: z.number(), rating: z.number() });
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/** GET /vendors/storefront/{category}/{slug} answers `{ vendor }`. */
export const storefront = vendorCard.extend({
  description: z.string(),
  market: z.object({ id: z.number(), name: z.string() }),
  searchLocation,
  photos: z.array(z.object({ url: z.string(), alt: z.string() })),
  packages: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), priceCents: z.number() })),
  /** The first page of reviews, newest first; the rest through GET /vendors/{id}/reviews?after=reviewsNextCursor. */
  reviews: z.array(vendorReview),
  reviewsNextCursor: z.string().nullable(),
  /** Whether the signed-in couple may review (they wrote to the vendor and have not reviewed it yet). */
  canReview: z.boolean(),
  isFavorite: z.boolean(),
});
export type Storefront = z.infer<typeof storefront>;
export const storefrontAnswer = z.object({ vendor: storefront });
export type StorefrontAnswer = z.infer<typeof storefrontAnswer>;

/** GET /vendors/states/{state}: the state's cities and categories with vendor counts. */
export const stateLanding = z.object({
  state: z.object({ name: z.string(), stateCode: z.string(), slug: z.string() }),
  cities: z.array(searchLocation.extend({ name: z.string(), vendorCount: z.number() })),
  categories: z.array(z.object({ key: z.string(), name: z.string(), vendorCount: z.number() })),
});
export type StateLanding = z.infer<typeof stateLanding>;

/** GET /vendors/nearest-city: the city whose vendors are "near me", and how far it is. */
export const nearestCityAnswer = z.object({ location: searchLocation, distanceMiles: z.number() });
export type NearestCityAnswer = z.infer<typeof nearestCityAnswer>;

/** GET and PUT /account-preferences/location. */
export const locationPreference = z.object({ isDefault: z.boolean(), location: searchLocation });
export type LocationPreference = z.infer<typeof locationPreference>;

export const inquiry = z.object({
  id: z.number(),
  vendorId: z.number(),
  weddingDate: z.string().nullable(),
  guestCount: z.number().nullable(),
  budgetCents: z.number().nullable(),
  message: z.string(),
  flowTags: z.array(z.string()),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;
/** An inquiry with its vendor's name (the list, and what POST answers). */
export const namedInquiry = inquiry.extend({ vendorName: z.string() });
export type NamedInquiry = z.infer<typeof namedInquiry>;

/** POST /inquiries (201): the inquiry sent and the confirmation to show. */
export const inquiryAnswer = z.object({ inquiry: namedInquiry, message: z.string() });
export type InquiryAnswer = z.infer<typeof inquiryAnswer>;
/** GET /inquiries answers the couple's conversations: coupleInboxAnswer in ./vendorInbox. */
/** GET /inquiries/{id}. */
export const oneInquiryAnswer = z.object({ inquiry });
export type OneInquiryAnswer = z.infer<typeof oneInquiryAnswer>;

/** GET /favorites. */
export const favoritesAnswer = z.object({ vendors: z.array(vendorCard) });
export type FavoritesAnswer = z.infer<typeof favoritesAnswer>;
/** PUT and DELETE /favorites/{vendorId}. */
export const favoriteAnswer = z.object({ vendorId: z.number(), isFavorite: z.boolean() });
export type FavoriteAnswer = z.infer<typeof favoriteAnswer>;

/** GET /booking-status: the booking status reminder's data. */
export const bookingReminder = z.object({
  due: z.boolean(),
  vendors: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      categoryName: z.string(),
      url: z.string(),
      lastInquiryAt: z.string(),
      status: bookingStatus.nullable(),
    }),
  ),
});
export type BookingReminder = z.infer<typeof bookingReminder>;
/** PUT /booking-status/{vendorId}. */
export const bookingStatusAnswer = z.object({ vendorId: z.number(), status: bookingStatus });
export type BookingStatusAnswer = z.infer<typeof bookingStatusAnswer>;
