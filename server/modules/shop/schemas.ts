import { z } from 'zod';

export const SORTS = ['featured', 'price_asc', 'price_desc', 'newest'] as const;
export const MAX_PAGE_SIZE = 96;

const cents = z.coerce.number().int('must be a whole number of cents').min(0, 'must be 0 or more').max(100_000_000, 'is too large');

export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a lower-case slug') });
export const productParams = z.object({ idOrSlug: z.string().regex(/^[a-z0-9-]{1,140}$/, 'must be a product id or slug') });

/** Listing filters, sort and page (spec: filters by price range, brand, availability). */
export const listingQuery = z
  .object({
    min_price: cents.optional(),
    max_price: cents.optional(),
    brand: z.string().regex(/^[a-z0-9-]{1,120}(,[a-z0-9-]{1,120}){0,19}$/, 'must be brand slugs separated by commas').optional(),
    in_stock: z.enum(['true', 'false'], 'must be true or false').optional(),
    sort: z.enum(SORTS, `must be one of ${SORTS.join(', ')}`).default('featured'),
    page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'is too large').default(1),
    page_size: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(24),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, { message: 'must not be above max_price', path: ['min_price'] });

export type ListingQuery = z.output<typeof listingQuery>;

export const searchQuery = listingQuery.and(z.object({ q: z.string().trim().min(1, 'enter something to search for').max(100, 'is too long') }));

export const newArrivalsQuery = z.object({ limit: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(48, 'must be at most 48').default(8) });
