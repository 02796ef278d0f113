import { z } from 'zod';

/**
 * Registry answers both sides read (server/API.md "Registry"): the server builds them, the SPA's
 * registryApi is typed from them. Field names are the API's (snake_case); money in cents.
 */

/** GET /registry/summary, and the summary a search answer carries: the couple's overview for /my-registry. */
export const registrySummary = z.object({
  registry_id: z.number(),
  registry_key: z.string(),
  registry_path: z.string(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  wedding_date: z.string().nullable(),
  is_past_wedding_date: z.boolean(),
  days_until_wedding: z.number().nullable(),
  item_count: z.number(),
  product_count: z.number(),
  cash_fund_count: z.number(),
  external_count: z.number(),
  gift_card_count: z.number(),
  requested_qty_total: z.number(),
  purchased_qty_total: z.number(),
  fulfilled_item_count: z.number(),
  most_wanted_count: z.number(),
  cash_fund_contributed_cents: z.number(),
  collection_count: z.number(),
  gift_count: z.number(),
  thank_you_pending_count: z.number(),
  has_shipping_address: z.boolean(),
  version: z.number(),
});
export type RegistrySummary = z.infer<typeof registrySummary>;
