import { z } from 'zod';
import { shippingMethod } from './checkout';
import { REFUND_METHODS, RETURN_STATUSES } from './returns';
import { email, id, text } from './inputs';
import { orderPaper } from './paperOrder';

/**
 * Orders across the wire (server/API.md "Cart, checkout and orders" → Order): the confirmation
 * page, track order and returns, and what POST /checkout answers. Money in integer cents.
 */

// Requests

const orderNumber = text(20, { tooLong: 'Order numbers look like CF-100042.' }).min(1, 'Please enter your order number.');

/** GET /orders/{orderNumber}. */
export const orderNumberParams = z.object({ orderNumber });

/** POST /orders/status ('Track order'): the number and the email must both match. */
export const orderLookupBody = z.object({ orderNumber, email: email() });
export type OrderLookupBody = z.input<typeof orderLookupBody>;

/** POST /orders/return. */
export const returnBody = orderLookupBody.extend({
  lineIds: z.array(id()).min(1, 'Choose at least one item to return.').max(100),
  reason: text(500, { tooLong: 'Reasons can be at most 500 characters.' }).min(1, 'Please tell us why you are returning these items.'),
  /** Free returns (issue 26): the refund goes back to the card (the default) or to store credit (an account's). */
  refundMethod: z.enum(REFUND_METHODS, { message: 'Choose a refund to your card or to store credit.' }).default('CARD'),
});
export type ReturnBody = z.input<typeof returnBody>;

// Answers

export const orderStatus = z.enum(['PLACED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'CANCELLED']);
export type OrderStatus = z.infer<typeof orderStatus>;

/**
 * One order line's way to its recipient. PLACED → PROCESSING → SHIPPED → DELIVERED is the normal path;
 * HELD waits for the couple's release date; CONVERTED became store credit before it shipped;
 * RETURNED came back after a return.
 */
/** Order lines that travel to someone (products, and printed paper since issue 30): fulfilment moves these. */
export const SHIPPED_LINE_KINDS = ['PRODUCT', 'PAPER'] as const;
export const isShipped = (kind: string): boolean => (SHIPPED_LINE_KINDS as readonly string[]).includes(kind);

export const FULFILMENT_STATUSES = ['PLACED', 'HELD', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CONVERTED', 'RETURNED'] as const;
export const fulfilmentStatus = z.enum(FULFILMENT_STATUSES);
export type FulfilmentStatus = z.infer<typeof fulfilmentStatus>;

/** One step a line (or a shipment of lines) reached, and when. */
export const fulfilmentEvent = z.object({ status: fulfilmentStatus, at: z.string() });
export type FulfilmentEvent = z.infer<typeof fulfilmentEvent>;

/**
 * Lines of an order that travel together: one shipment once they have shipped (carrier, tracking
 * number), or the lines sharing a state before that. Cash-fund contributions do not ship and are in none.
 */
export const fulfilmentGroup = z.object({
  lineIds: z.array(z.number()),
  status: fulfilmentStatus,
  shipment: z
    .object({ carrier: z.string(), trackingNumber: z.string(), shippedAt: z.string(), deliveredAt: z.string().nullable() })
    .nullable(),
  /** The steps reached, oldest first: PLACED (the order's time), then HELD, PROCESSING, SHIPPED, DELIVERED as they happened. */
  events: z.array(fulfilmentEvent),
});
export type FulfilmentGroup = z.infer<typeof fulfilmentGroup>;

export const orderLine = z.object({
  id: z.number(),
  kind: z.enum(['PRODUCT', 'CASH_FUND', 'GROUP_GIFT', 'PAPER']),
  name: z.string(),
  skuLabel: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
  returnable: z.boolean(),
  /** PAPER lines (issue 30): the approved version as ordered and its options. */
  paper: orderPaper.optional(),
});
export type OrderLine = z.infer<typeof orderLine>;

/**
 * A return. Since free returns (issue 26) it also says where the refund goes, whether the parcel has
 * come back, and what was refunded then (absent on returns started before).
 */
export const returnRequest = z.object({
  reference: z.string(),
  lineIds: z.array(z.number()),
  reason: z.string(),
  createdAt: z.string(),
  refundMethod: z.enum(REFUND_METHODS).optional(),
  status: z.enum(RETURN_STATUSES).optional(),
  cardRefundCents: z.number().optional(),
  creditRefundCents: z.number().optional(),
  receivedAt: z.string().nullable().optional(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/** API.md 'Order'. A registry gift's destination is the couple's and is never in it. */
export const order = z.object({
  orderNumber: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  email: z.string(),
  giverName: z.string(),
  giftMessage: z.string().nullable(),
  registry: z.object({ slug: z.string(), coupleName: z.string() }).nullable(),
  shipTo: z.object({ name: z.string(), city: z.string(), stateCode: z.string() }).nullable(),
  lines: z.array(orderLine),
  totals: z.object({
    subtotalCents: z.number(),
    shippingMethod,
    shippingCents: z.number(),
    surchargeCents: z.number(),
    taxCents: z.number(),
    discountCents: z.number(),
    /** The couple's completion discount (contracts/completionDiscount.ts); absent on orders read from older answers. */
    completionDiscountCents: z.number().optional(),
    creditAppliedCents: z.number(),
    totalCents: z.number(),
  }),
  payment: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  estimatedArrival: z.object({ min: z.string(), max: z.string() }).nullable(),
  returnRequest: returnRequest.nullable(),
  /** Where the order's lines are (issue 26's timeline): placed → processing → shipped → delivered, per shipment. */
  fulfilment: z.array(fulfilmentGroup),
});
export type Order = z.infer<typeof order>;

/** GET /orders/{orderNumber}, POST /orders/status and /orders/return. */
export const orderAnswer = z.object({ order });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** POST /checkout (201): the order placed and the cart it closed. */
export const placeOrderAnswer = z.object({ order, cartId: z.string() });
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswer>;
