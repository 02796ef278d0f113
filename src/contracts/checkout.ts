import { z } from 'zod';
import { cart, cartPromo } from './cart';
import { paperTierQuantity } from './paperOrder';
import { email, id, MAX_ID, text, wholeNumber } from './inputs';

/**
 * Checkout across the wire (server/API.md "Cart, checkout and orders"): the request bodies the
 * server validates and the answers it builds (computeTotals builds `Totals`), which the SPA's
 * checkoutApi is typed from. Money in integer cents.
 */

// Requests

const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code.';
const zipCode = text(10, { tooLong: ZIP_MESSAGE }).regex(/^\d{5}(-\d{4})?$/, ZIP_MESSAGE);

/** The flags every checkout call carries (spec §7): shipping speed and the destination. */
export const flagsShape = {
  isExpedited: z.boolean({ message: 'must be true or false' }).optional().default(false),
  isRushed: z.boolean({ message: 'must be true or false' }).optional().default(false),
  registryId: id().optional().nullable(),
  zipCode: zipCode.optional().nullable(),
  stateCode: text(2, { tooLong: 'Please choose a state.' })
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Please choose a state.')
    .optional()
    .nullable(),
};
export const flagsBody = z.object(flagsShape);
export type Flags = z.infer<typeof flagsBody>;

export const quantityBody = z.object({
  ...flagsShape,
  quantity: z.number({ message: 'must be a number' }).int().min(0, 'Quantity cannot be negative.').max(99, 'Quantity must be at most 99.'),
});
/** PUT /web-api/v2/paper/cart-lines/{id} (issue 30): a paper line's quantity, one of its tiers'. */
export const paperQuantityBody = z.object({ ...flagsShape, quantity: paperTierQuantity }).strict();
export type PaperQuantityBody = z.input<typeof paperQuantityBody>;
export const itemIdsFlagsBody = z.object({ ...flagsShape, itemIds: z.array(id()).min(1, 'Choose at least one item.').max(100) });
export const promoBody = z.object({
  ...flagsShape,
  promoCode: text(40, { tooLong: 'That code is too long.' }).min(1, 'Please enter a promo code.'),
});

/** Taken as typed: checkUsAddress trims and normalises it, and names each field's problem. */
export const addressBody = z.object({
  name: text(100, { trim: false, tooLong: 'Names can be at most 100 characters.' }),
  address1: text(200, { trim: false, tooLong: 'Addresses can be at most 200 characters.' }),
  address2: text(200, { trim: false, tooLong: 'Addresses can be at most 200 characters.' }).optional().nullable(),
  city: text(100, { trim: false, tooLong: 'City names can be at most 100 characters.' }),
  stateCode: text(2, { trim: false, tooLong: 'Please choose a state.' }),
  zipCode: text(10, { trim: false, tooLong: ZIP_MESSAGE }),
});
export const validateAddressBody = addressBody.extend({ bypass: z.boolean().optional().default(false) });

export const creditCardQuery = z.object({
  paymentIntentEnabled: z.enum(['true', 'false'], { message: 'must be true or false' }).optional().default('false'),
});

const TOKEN_MESSAGE = 'Your checkout session expired. Please try again.';
const clientToken = text(300, { trim: false, type: TOKEN_MESSAGE, tooLong: TOKEN_MESSAGE }).min(1, TOKEN_MESSAGE);
const EXPIRY_MESSAGE = 'Please enter a valid expiry date.';
export const paymentIntentBody = z.union(
  [
    z.object({
      braintreeToken: clientToken,
      card: z.object({
        number: text(30, { trim: false, tooLong: 'Your card number is not valid.' }),
        // The provider checks the month and whether the card has expired; a saved card keeps the year in an int column.
        expMonth: z.number({ message: EXPIRY_MESSAGE }).int(EXPIRY_MESSAGE),
        expYear: z.number({ message: EXPIRY_MESSAGE }).int(EXPIRY_MESSAGE).max(9999, EXPIRY_MESSAGE),
        cvc: text(4, { trim: false, tooLong: 'Please enter the 3- or 4-digit security code.' }),
        cardholderName: text(100).min(1, 'Please enter the name on the card.'),
        postalCode: text(10, { trim: false }).optional().nullable(),
      }),
      saveCard: z.boolean().optional().default(false),
    }),
    z.object({ braintreeToken: clientToken, creditCardId: id() }),
  ],
  { message: 'Enter a card or choose a saved card.' },
);

export const checkoutBody = z.object({
  ...flagsShape,
  paymentIntentId: text(100, { trim: false }).optional().nullable(),
  email: email(),
  giverName: text(100, { tooLong: 'Names can be at most 100 characters.' }).min(1, 'Please tell the couple who the gift is from.'),
  giftMessage: text(500, { tooLong: 'Gift messages can be at most 500 characters.' }).optional().default(''),
  shippingAddress: addressBody.optional().nullable(),
  /** A registry gift's giver may leave their mailing address for the couple's thank-you note (optional). */
  giverAddress: addressBody.optional().nullable(),
  expectedTotalCents: wholeNumber(0, MAX_ID, { type: 'must be a whole number of cents' }),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** What a client may send (before the schemas' defaults and trimming). */
export type FlagsBody = z.input<typeof flagsBody>;
export type QuantityBody = z.input<typeof quantityBody>;
export type ItemIdsFlagsBody = z.input<typeof itemIdsFlagsBody>;
export type PromoBody = z.input<typeof promoBody>;
export type ValidateAddressBody = z.input<typeof validateAddressBody>;
export type PaymentIntentBody = z.input<typeof paymentIntentBody>;
export type PlaceOrderRequest = z.input<typeof checkoutBody>;

const KEY_LENGTH_MESSAGE = 'The Idempotency-Key must be 8 to 100 characters.';
export const idempotencyKeyHeader = text(100, {
  type: 'Send an Idempotency-Key header with each checkout.',
  tooLong: KEY_LENGTH_MESSAGE,
}).min(8, KEY_LENGTH_MESSAGE);

// Answers

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
  /** The couple's completion discount on what was left on their registry (its own totals line; contracts/completionDiscount.ts). */
  completionDiscountCents: z.number(),
  creditAppliedCents: z.number(),
  creditAvailableCents: z.number(),
  totalCents: z.number(),
  freeShippingThresholdCents: z.number(),
  shippingOptions: z.array(shippingOption),
  shippingExclusions: z.array(shippingExclusion),
});
export type Totals = z.infer<typeof totals>;

/** The address as it travels: the form's, or the server's tidied one (address2 null when empty). */
export type Address = z.input<typeof addressBody>;

/** GET /checkout: who is buying. */
export const checkoutUser = z.object({
  isGuest: z.boolean(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  creditBalanceCents: z.number(),
});
export type CheckoutUser = z.infer<typeof checkoutUser>;

/** The cart with its totals: the answer of promo removal and credit. */
export const cartAndTotals = z.object({ cart, totals });
export type CartAndTotals = z.infer<typeof cartAndTotals>;

/** GET /checkout. */
export const checkoutSummary = cartAndTotals.extend({ user: checkoutUser, testMode: z.boolean() });
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

/** A line's quantity change or removal: the new cart and totals, and what the change could not do. */
export const cartUpdateAnswer = cartAndTotals.extend({ errorMessage: z.string().nullable() });
export type CartUpdateAnswer = z.infer<typeof cartUpdateAnswer>;

/** POST /checkout/apply-promo: `promo` is there only when the code was applied (spec §4). */
export const promoAnswer = cartAndTotals.extend({ promo: cartPromo.nullable().optional() });
export type PromoAnswer = z.infer<typeof promoAnswer>;

/** POST /checkout/validate-address: the tidied address, or the doubt to show with 'Use this address anyway'. */
export const checkedAddress = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
});
export type CheckedAddress = z.infer<typeof checkedAddress>;
export const addressValidation = z.union([
  z.object({ valid: z.literal(true), address: checkedAddress, bypassed: z.literal(true).optional() }),
  z.object({ valid: z.literal(false), userMessage: z.string(), bypass: z.literal(true) }),
]);
export type AddressValidation = z.infer<typeof addressValidation>;

/** GET /credit-card: the signed-in buyer's saved cards. */
export const savedCard = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  cardholderName: z.string(),
  isExpired: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCardsAnswer = z.object({ creditCards: z.array(savedCard) });
export type SavedCardsAnswer = z.infer<typeof savedCardsAnswer>;

/** GET /checkout/braintree/token. */
export const braintreeToken = z.object({
  braintreeToken: z.string(),
  environment: z.enum(['sandbox', 'production']),
  testMode: z.boolean(),
});
export type BraintreeToken = z.infer<typeof braintreeToken>;

/** POST /checkout/create-payment-intent (201). */
export const paymentIntent = z.object({
  paymentIntentId: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
  status: z.literal('requires_confirmation'),
});
export type PaymentIntent = z.infer<typeof paymentIntent>;
