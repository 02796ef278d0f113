import { z } from 'zod';
import { intParam, MAX_ID, slug, text } from '../../../src/contracts/inputs';

export const SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export const MAX_PAGE_SIZE = 96;

const cents = intParam(0, 100_000_000, { type: 'must be a whole number of cents', tooSmall: 'must be 0 or more', tooLarge: 'is too large' });

export const slugParams = z.object({ slug: slug(120) });
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
    brand: z.string().regex(/^[a-z0-9-]{1,120}(,[a-z0-9-]{1,120}){0,19}$/, 'must be brand slugs separated by commas').optional(),
    in_stock: z.enum(['true', 'false'], 'must be true or false').optional(),
    sort: z.enum(SORTS, `must be one of ${SORTS.join(', ')}`).default('featured'),
    page: intParam(1, 10_000, { tooLarge: 'is too large' }).default(1),
    page_size: intParam(1, MAX_PAGE_SIZE).default(24),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, { message: 'must not be above max_price', path: ['min_price'] });

export type ListingQuery = z.output<typeof listingQuery>;

export const searchQuery = listingQuery.and(z.object({ q: text(100, { tooLong: 'is too long' }).min(1, 'enter something to search for') }));

export const newArrivalsQuery = z.object({ limit: intParam(1, 48).default(8) });
