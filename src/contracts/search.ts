import { z } from 'zod';
import { text } from './inputs';
import { SEARCH_MAX_LENGTH } from './searchTerms';

/**
 * Site-wide search across the wire (server/API.md "Search"): the suggestions the header's search
 * shows as one types, and the matches the results page shows beside the products.
 */

export const suggestQuery = z.object({
  q: text(SEARCH_MAX_LENGTH, { type: 'enter something to search for', tooLong: `must be at most ${SEARCH_MAX_LENGTH} characters` }).min(
    1,
    'enter something to search for',
  ),
});
export type SuggestQuery = z.infer<typeof suggestQuery>;

/** How many of each group a suggestion answer holds at most. */
export const SUGGEST_LIMITS = { products: 6, brands: 3, categories: 3, vendors: 4, vendor_categories: 2 } as const;

export const suggestAnswer = z.object({
  /** The query as searched (normalised: lower case, single spaces). */
  q: z.string(),
  products: z.array(z.object({ name: z.string(), slug: z.string(), product_count: z.number() })),
  brands: z.array(z.object({ name: z.string(), slug: z.string() })),
  categories: z.array(z.object({ name: z.string(), key: z.string() })),
  vendors: z.array(z.object({ name: z.string(), slug: z.string(), category_key: z.string(), city: z.string() })),
  vendor_categories: z.array(z.object({ name: z.string(), key: z.string() })),
  /** A spelling that matches better ("blendr" → "blender"), or null. */
  did_you_mean: z.string().nullable(),
});
export type SuggestAnswer = z.infer<typeof suggestAnswer>;
