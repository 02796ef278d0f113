import type { Address, PaymentIntentBody, PlaceOrderRequest } from '../../contracts/checkout';
import type { OrderLookupBody, ReturnBody } from '../../contracts/orders';

/**
 * server/API.md "Cart, checkout and orders": the bodies and answers are declared once, in
 * src/contracts/checkout.ts and src/contracts/orders.ts. Money in cents.
 */
export type {
  Address,
  AddressValidation,
  BraintreeToken,
  CartAndTotals,
  CartUpdateAnswer as CartUpdateResult,
  CheckoutSummary,
  CheckoutUser,
  PaymentIntent,
  PromoAnswer as PromoResult,
  SavedCard,
  ShippingExclusion,
  ShippingMethod,
  ShippingOption,
  Totals,
} from '../../contracts/checkout';
export type { Order, OrderLine, OrderStatus, PlaceOrderAnswer as PlaceOrderResult, ReturnRequest } from '../../contracts/orders';

/** Sent by every checkout call: the shipping speed and the destination (a registry, or a ZIP). */
export interface CheckoutFlags {
  isExpedited: boolean;
  isRushed: boolean;
  registryId?: number;
  zipCode?: string;
  stateCode?: string;
}

/** A card as the form holds it, on its way to POST /checkout/create-payment-intent. */
export type NewCard = Extract<PaymentIntentBody, { card: unknown }>['card'];

export type PaymentChoice = { kind: 'new'; card: NewCard; saveCard: boolean } | { kind: 'saved'; creditCardId: number };

export type PaymentIntentRequest = PaymentIntentBody;

/** What the checkout form submits (checkout/checkoutStarted). Card details never enter state. */
export interface CheckoutSubmission {
  email: string;
  giverName: string;
  giftMessage?: string;
  /** Required unless the cart is for a registry (gifts ship to the couple). */
  shippingAddress?: Address;
  /** A registry gift's giver may share their mailing address for the couple's thank-you note. */
  giverAddress?: Address;
  payment: PaymentChoice | null;
}

/** POST /checkout body. */
export type PlaceOrderBody = PlaceOrderRequest;

export type OrderLookup = OrderLookupBody;
export type ReturnArg = ReturnBody;
