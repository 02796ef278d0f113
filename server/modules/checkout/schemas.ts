import { z } from 'zod';

const zipCode = z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'Please enter a 5-digit ZIP code.');

/** The flags every checkout call carries (spec §7): shipping speed and the destination. */
export const flagsShape = {
  isExpedited: z.boolean({ message: 'must be true or false' }).optional().default(false),
  isRushed: z.boolean({ message: 'must be true or false' }).optional().default(false),
  registryId: z.number().int().positive().optional().nullable(),
  zipCode: zipCode.optional().nullable(),
  stateCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Please choose a state.').optional().nullable(),
};
export const flagsBody = z.object(flagsShape);
export type Flags = z.infer<typeof flagsBody>;

export const quantityBody = z.object({ ...flagsShape, quantity: z.number({ message: 'must be a number' }).int().min(0, 'Quantity cannot be negative.').max(99, 'Quantity must be at most 99.') });
export const itemIdsFlagsBody = z.object({ ...flagsShape, itemIds: z.array(z.number().int().positive()).min(1, 'Choose at least one item.').max(100) });
export const promoBody = z.object({ ...flagsShape, promoCode: z.string().trim().min(1, 'Please enter a promo code.').max(40, 'That code is too long.') });

export const addressBody = z.object({
  name: z.string().max(100, 'Names can be at most 100 characters.'),
  address1: z.string().max(200, 'Addresses can be at most 200 characters.'),
  address2: z.string().max(200, 'Addresses can be at most 200 characters.').optional().nullable(),
  city: z.string().max(100, 'City names can be at most 100 characters.'),
  stateCode: z.string().max(2, 'Please choose a state.'),
  zipCode: z.string().max(10, 'Please enter a 5-digit ZIP code.'),
});
export const validateAddressBody = addressBody.extend({ bypass: z.boolean().optional().default(false) });

export const creditCardQuery = z.object({
  paymentIntentEnabled: z.enum(['true', 'false'], { message: 'must be true or false' }).optional().default('false'),
});

const clientToken = z.string({ message: 'Your checkout session expired. Please try again.' }).min(1).max(300);
export const paymentIntentBody = z.union([
  z.object({
    braintreeToken: clientToken,
    card: z.object({
      number: z.string().max(30, 'Your card number is not valid.'),
      expMonth: z.number({ message: 'Please enter a valid expiry date.' }).int(),
      expYear: z.number({ message: 'Please enter a valid expiry date.' }).int(),
      cvc: z.string().max(4, 'Please enter the 3- or 4-digit security code.'),
      cardholderName: z.string().trim().min(1, 'Please enter the name on the card.').max(100),
      postalCode: z.string().max(10).optional().nullable(),
    }),
    saveCard: z.boolean().optional().default(false),
  }),
  z.object({ braintreeToken: clientToken, creditCardId: z.number().int().positive() }),
], { message: 'Enter a card or choose a saved card.' });

export const checkoutBody = z.object({
  ...flagsShape,
  paymentIntentId: z.string().max(100).optional().nullable(),
  email: z.email({ message: 'Please enter a valid email address.' }).max(254),
  giverName: z.string().trim().min(1, 'Please tell the couple who the gift is from.').max(100, 'Names can be at most 100 characters.'),
  giftMessage: z.string().trim().max(500, 'Gift messages can be at most 500 characters.').optional().default(''),
  shippingAddress: addressBody.optional().nullable(),
  expectedTotalCents: z.number().int().min(0),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const idempotencyKeyHeader = z.string({ message: 'Send an Idempotency-Key header with each checkout.' }).trim().min(8, 'The Idempotency-Key must be 8 to 100 characters.').max(100, 'The Idempotency-Key must be 8 to 100 characters.');
