import type { VariationKey } from '../../contracts/experiments';

/** The checkout page's sections (src/routes/checkout/CheckoutPage.tsx renders one component each). */
export type CheckoutSection = 'contact' | 'shipping' | 'delivery' | 'items' | 'discounts' | 'payment';

export const CONTROL_ORDER: readonly CheckoutSection[] = ['contact', 'shipping', 'delivery', 'items', 'discounts', 'payment'];
/**
 * checkout-better-hierarchy-v2 TEST-1: what is being bought first, then who and where, then how
 * to pay, and the optional discounts last, beside the total. Contact, shipping and payment keep
 * their relative order, so "focus the first problem" is the same walk in both.
 */
export const BETTER_HIERARCHY_ORDER: readonly CheckoutSection[] = ['items', 'contact', 'shipping', 'delivery', 'payment', 'discounts'];

/** The order of sections for the variation the visitor sees (anything but TEST-1 is the control). */
export const checkoutSectionOrder = (variation: VariationKey): readonly CheckoutSection[] =>
  variation === 'TEST-1' ? BETTER_HIERARCHY_ORDER : CONTROL_ORDER;
