import { z } from 'zod';

/**
 * Checkout answers both sides read (server/API.md "Cart, checkout and orders"): the server's
 * computeTotals builds `Totals`, the SPA's checkoutApi is typed from it. Money in integer cents.
 */

export const shippingMethod = z.enum(['STANDARD', 'EXPEDITED', 'RUSH']);
export type ShippingMethod = z.infer<typeof shippingMethod>;

export const shippingOption = z.object({ method: shippingMethod, label: z.string(), priceCents: z.number(), available: z.boolean() });
export type ShippingOption = z.infer<typeof shippingOption>;

export const shippingExclusion = z.object({ itemId: z.number(), name: z.string(), reason: z.string() });
export type ShippingExclusion = z.infer<typeof shippingExclusion>;

export const totals = z.object({
  subtotalCents: z.number(),
  shippingMethod,
  shippingCents: z.number(),
  surchargeCents: z.number(),
  taxCents: z.number(),
  taxRateBps: z.number(),
  taxStateCode: z.string().nullable(),
  discountCents: z.number(),
  creditAppliedCents: z.number(),
  creditAvailableCents: z.number(),
  totalCents: z.number(),
  freeShippingThresholdCents: z.number(),
  shippingOptions: z.array(shippingOption),
  shippingExclusions: z.array(shippingExclusion),
});
export type Totals = z.infer<typeof totals>;
