import type { Totals } from '../../contracts/checkout';
import type { Cart } from '../cart/types';

/** server/API.md "Cart, checkout and orders": totals, flags, payment and orders. Money in cents. */
export type { ShippingExclusion, ShippingMethod, ShippingOption, Totals } from '../../contracts/checkout';

/** Sent by every checkout call: the shipping speed and the destination (a registry, or a ZIP). */
export interface CheckoutFlags {
  isExpedited: boolean;
  isRushed: boolean;
  registryId?: number;
  zipCode?: string;
  stateCode?: string;
}

export interface CheckoutUser {
  isGuest: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  creditBalanceCents: number;
}

/** GET /checkout. */
export interface CheckoutSummary {
  cart: Cart;
  totals: Totals;
  user: CheckoutUser;
  testMode: boolean;
}

/** Cart item updates and removals. */
export interface CartUpdateResult {
  cart: Cart;
  totals: Totals;
  errorMessage: string | null;
}

export interface CartAndTotals {
  cart: Cart;
  totals: Totals;
}

export interface PromoResult extends CartAndTotals {
  /** Present only when the code was applied (spec §4). */
  promo?: Cart['promo'];
}

export interface Address {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  zipCode: string;
}

export type AddressValidation = { valid: true; address: Address; bypassed?: boolean } | { valid: false; userMessage: string; bypass: true };

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  isExpired: boolean;
}

export interface NewCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  cardholderName: string;
  postalCode?: string;
}

export type PaymentChoice = { kind: 'new'; card: NewCard; saveCard: boolean } | { kind: 'saved'; creditCardId: number };

export interface BraintreeToken {
  braintreeToken: string;
  environment: string;
  testMode: boolean;
}

export type PaymentIntentRequest = { braintreeToken: string; card: NewCard; saveCard: boolean } | { braintreeToken: string; creditCardId: number };

export interface PaymentIntent {
  paymentIntentId: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
  status: string;
}

/** What the checkout form submits (checkout/checkoutStarted). Card details never enter state. */
export interface CheckoutSubmission {
  email: string;
  giverName: string;
  giftMessage?: string;
  /** Required unless the cart is for a registry (gifts ship to the couple). */
  shippingAddress?: Address;
  payment: PaymentChoice | null;
}

/** POST /checkout body. */
export interface PlaceOrderBody extends CheckoutFlags {
  paymentIntentId: string | null;
  email: string;
  giverName: string;
  giftMessage?: string;
  shippingAddress?: Address;
  expectedTotalCents: number;
}

export type OrderStatus = 'PLACED' | 'SHIPPED' | 'DELIVERED' | 'RETURN_REQUESTED' | 'CANCELLED';

export interface OrderLine {
  id: number;
  kind: 'PRODUCT' | 'CASH_FUND';
  name: string;
  skuLabel: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  returnable: boolean;
}

export interface ReturnRequest {
  reference: string;
  lineIds: number[];
  reason: string;
  createdAt: string;
}

export interface Order {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  giverName: string;
  giftMessage: string | null;
  registry: { slug: string; coupleName: string } | null;
  shipTo: { name: string; city: string; stateCode: string } | null;
  lines: OrderLine[];
  totals: Pick<Totals, 'subtotalCents' | 'shippingMethod' | 'shippingCents' | 'surchargeCents' | 'taxCents' | 'discountCents' | 'creditAppliedCents' | 'totalCents'>;
  payment: { brand: string; last4: string } | null;
  estimatedArrival: { min: string; max: string } | null;
  returnRequest: ReturnRequest | null;
}

export interface PlaceOrderResult {
  order: Order;
  cartId: string;
}

export interface OrderLookup {
  orderNumber: string;
  email: string;
}

export interface ReturnArg extends OrderLookup {
  lineIds: number[];
  reason: string;
}
