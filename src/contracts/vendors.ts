import { z } from 'zod';

/**
 * A vendor search card as the search answers it (server/API.md "Vendors"): the card each vendor row
 * keeps (vendor_search_card_row, migrations 0014 and 0017: these keys, in this order) plus the
 * distance from the searched city. The server writes the JSON in SQL; tests read every card through
 * this schema.
 */
export const vendorSearchCardSchema = z.object({
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
  /** Miles from the searched city, rounded to a tenth; null when the search has no city. */
  distanceMiles: z.number().nullable(),
});
export type VendorSearchCard = z.infer<typeof vendorSearchCardSchema>;
