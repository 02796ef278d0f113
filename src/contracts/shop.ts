import { z } from 'zod';
import { intParam, MAX_ID, slug, text } from './inputs';

/**
 * The shop across the wire (server/API.md "Shop and catalog"): the queries the server validates
 * and the answers it builds, which the SPA's shopApi types its calls from. Field names are the
 * API's (snake_case); money in cents.
 */

// Requests

export const LISTING_SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_MAX_PAGE_SIZE = 96;

const cents = intParam(0, 100_000_000, {
  type: 'must be a whole number of cents',
  tooSmall: 'must be 0 or more',
  tooLarge: 'is too large',
});

export const shopSlugParams = z.object({ slug: slug(120) });
const PRODUCT_MESSAGE = 'must be a product id or slug';
/** All digits is an id (productDetail looks it up by id), so it must fit the id column. */
export const productParams = z.object({
  idOrSlug: slug(140, PRODUCT_MESSAGE).refine((v) => !/^[0-9]+$/.test(v) || Number(v) <= MAX_ID, PRODUCT_MESSAGE),
});

/** Listing filters, sort and page (spec: filters by price range, brand, availability). */
export const listingQuery = z
  .object({
    min_price: cents.optional(),
    max_price: cents.optional(),
    brand: z
      .string()
      .regex(/^[a-z0-9-]{1,120}(,[a-z0-9-]{1,120}){0,19}$/, 'must be brand slugs separated by commas')
      .optional(),
    in_stock: z.enum(['true', 'false'], 'must be true or false').optional(),
    sort: z.enum(LISTING_SORTS, `must be one of ${LISTING_SORTS.join(', ')}`).default('featured'),
    page: intParam(1, 10_000, { tooLarge: 'is too large' }).default(1),
    page_size: intParam(1, LISTING_MAX_PAGE_SIZE).default(24),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'must not be above max_price',
    path: ['min_price'],
  });
/** A listing query as the server reads it (numbers parsed, defaults filled in). */
export type ListingQuery = z.output<typeof listingQuery>;

export const shopSearchQuery = listingQuery.and(
  z.object({ q: text(100, { tooLong: 'is too long' }).min(1, 'enter something to search for') }),
);

export const newArrivalsQuery = z.object({ limit: intParam(1, 48).default(8) });

// Answers

/** Spec §3 shipping data as the shop and cart answer it (dates are ISO YYYY-MM-DD). */
export const shippingData = z.object({
  ship_method: z.enum(['E-delivery', 'Ground Shipping']),
  arrival_range: z.object({ min: z.string(), max: z.string() }),
  expedited_arrival_range: z.object({ min: z.string(), max: z.string() }).nullable(),
  holiday_shipping: z.object({ order_by: z.string(), order_by_expedited: z.string().nullable(), show_expedited: z.boolean() }).nullable(),
});
export type ShippingData = z.infer<typeof shippingData>;

export const swatch = z.object({ product_look_id: z.number(), key: z.string(), image_url: z.string(), label: z.string() });
export type Swatch = z.infer<typeof swatch>;

/** A listing card (the JSON kept on each product row, migration 0011). */
export const productSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  kind: z.string(),
  image_url: z.string().nullable(),
  price_range: z.object({ min_price: z.number(), max_price: z.number() }),
  reference_price: z.object({ type: z.string(), amount: z.number() }).nullable(),
  in_stock: z.boolean(),
  is_new_arrival: z.boolean(),
  swatches: z.array(swatch),
  swatch_count: z.number(),
});
export type ProductSummary = z.infer<typeof productSummary>;

/** GET /shop/new-arrivals and /shop/gift-cards. */
export const productsAnswer = z.object({ products: z.array(productSummary) });
export type ProductsAnswer = z.infer<typeof productsAnswer>;

const keyName = z.object({ key: z.string(), name: z.string() });
const priceRange = z.object({ min_price: z.number(), max_price: z.number() });

/**
 * A listing (GET /shop/category|collection|brand|partner-boutique/{slug}, /shop/search): its
 * header (which one of category, collection, brand, boutique or q), then the page. `brands` is the
 * brand facet of the listings that count one (all but brand and search).
 */
export const listingHeader = z.object({
  category: z.object({ key: z.string(), name: z.string(), children: z.array(keyName), category_chain: z.array(keyName) }).optional(),
  collection: z.object({ slug: z.string(), name: z.string(), description: z.string(), kind: z.enum(['collection', 'starter']) }).optional(),
  brand: z.object({ slug: z.string(), name: z.string(), description: z.string() }).optional(),
  boutique: z.object({ slug: z.string(), name: z.string(), description: z.string(), city: z.string() }).optional(),
  q: z.string().optional(),
  /** Search only: the corrected spelling whose products the page lists, when the query itself matched none. */
  did_you_mean: z.string().nullable().optional(),
});
export type ListingHeader = z.infer<typeof listingHeader>;

export const listingBrandFacet = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export const listing = listingHeader.extend({
  products: z.array(productSummary),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  page_count: z.number(),
  sort: z.enum(LISTING_SORTS),
  brands: z.array(listingBrandFacet).optional(),
});
export type Listing = z.infer<typeof listing>;

export const lookView = z.object({
  key: z.string(),
  id: z.number(),
  label: z.string(),
  images: z.array(z.object({ url: z.string(), aspect_ratios: z.array(z.string()) })),
  sku_previews: z.array(z.object({ id: z.number(), price_cents: z.number(), in_stock: z.boolean() })),
});
export type LookView = z.infer<typeof lookView>;

export const productSku = z.object({
  id: z.number(),
  price_cents: z.number(),
  reference_price_cents: z.number().nullable(),
  stock: z.number(),
  look: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
});
export type ProductSku = z.infer<typeof productSku>;

/** GET /shop/product/{idOrSlug} answers `{ product }`. */
export const productDetail = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.string(),
  brand: z.string(),
  brand_slug: z.string(),
  category_chain: z.array(keyName),
  product_look_views: z.array(lookView),
  attributes: z.record(z.string(), z.string()),
  price_range: priceRange,
  reference_price: z.object({ type: z.string(), amount: z.number() }).nullable(),
  reference_price_range: priceRange.nullable(),
  suggested_quantity: z.number(),
  skus: z.array(productSku),
  swatches: z.array(swatch),
  shipping_restrictions: z.array(z.string()).nullable(),
  is_personalized: z.boolean(),
  delivery_surcharge_cents: z.number(),
  in_stock: z.boolean(),
  shipping: shippingData,
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productDetailAnswer = z.object({ product: productDetail });
export type ProductDetailAnswer = z.infer<typeof productDetailAnswer>;

/** GET /shop/brands. */
export const brandEntry = z.object({ slug: z.string(), name: z.string(), description: z.string(), product_count: z.number() });
export type BrandEntry = z.infer<typeof brandEntry>;
export const brandsAnswer = z.object({ brands: z.array(brandEntry) });

/** GET /shop/starter-collections: each with its first four cards. */
export const starterCollection = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  product_count: z.number(),
  preview: z.array(productSummary),
});
export type StarterCollection = z.infer<typeof starterCollection>;
export const starterCollectionsAnswer = z.object({ collections: z.array(starterCollection) });

/** GET /shop/cash-funds: the cash-fund templates. */
export const cashFundTemplate = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['HONEYMOON', 'CASH']),
  image_url: z.string(),
  suggested_goal_cents: z.number(),
});
export type CashFundTemplate = z.infer<typeof cashFundTemplate>;
export const cashFundsAnswer = z.object({ funds: z.array(cashFundTemplate) });

/** The directory pages' answers (brands, starter collections, cash funds): one of their lists. */
export type Directory = { brands?: BrandEntry[]; collections?: StarterCollection[]; funds?: CashFundTemplate[] };
export type BrandsAnswer = z.infer<typeof brandsAnswer>;
export type StarterCollectionsAnswer = z.infer<typeof starterCollectionsAnswer>;
export type CashFundsAnswer = z.infer<typeof cashFundsAnswer>;
