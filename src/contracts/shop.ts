import { z } from 'zod';

/**
 * The shop's answers both sides read (server/API.md "Shop"): the server builds them, the SPA's
 * shopApi types its calls from them. Field names are the API's (snake_case).
 */

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
