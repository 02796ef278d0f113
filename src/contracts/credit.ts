import { z } from 'zod';
import { gift } from './registry';
import type { RefundMethod } from './returns';

/**
 * Store credit (issue 26): the ledger behind `credit_balance_cents`, a registry gift exchanged for
 * credit before it ships, and the money rules of returns. Integer cents throughout.
 */

export const CREDIT_REASONS = ['OPENING_BALANCE', 'GIFT_EXCHANGE', 'RETURN_REFUND', 'GROUP_GIFT_REFUND', 'CHECKOUT', 'ADJUSTMENT'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export { REFUND_METHODS, RETURN_STATUSES, type RefundMethod, type ReturnStatus } from './returns';

/** A gift can become credit only while its order line has not started on its way (FULFILMENT_STATUSES). */
export const EXCHANGEABLE_STATUSES = ['PLACED', 'HELD'] as const;

export const EXCHANGE_MESSAGES = {
  notFound: 'We could not find that gift.',
  notOurs: 'Only gifts bought on Confetti can be exchanged for store credit.',
  cashFund: 'Cash fund contributions are already yours: they cannot be exchanged for store credit.',
  done: 'This gift was already exchanged for store credit.',
  shipped: 'This gift is already on its way, so it can no longer be exchanged for store credit.',
  returned: 'This gift was returned, so it can no longer be exchanged for store credit.',
} as const;

export const RETURN_MESSAGES = {
  creditNeedsAccount: 'Store credit needs an account: this order was placed without one. Choose a refund to your card.',
  notReturnable: 'Some of those items cannot be returned (exchanged for credit or returned already).',
  notFound: 'We could not find that return.',
  received: 'This return was already received.',
} as const;

/** The money of an order a line's share is taken from (orders row). */
export interface PaidOrder {
  subtotalCents: number;
  completionDiscountCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  creditAppliedCents: number;
}
export interface PaidLine {
  lineTotalCents: number;
  completionDiscountCents: number;
}

/**
 * What a line's goods cost after the order's discounts: its total, less its completion discount,
 * less its share of the promo discount pro rata to what is left (rounded down, so the shares never
 * add up to more than the discount). Tax and shipping are not in it.
 */
export function linePaidCents(line: PaidLine, order: PaidOrder): number {
  const net = Math.max(line.lineTotalCents - line.completionDiscountCents, 0);
  const orderNet = order.subtotalCents - order.completionDiscountCents;
  const promoShare = orderNet > 0 ? Math.floor((order.discountCents * net) / orderNet) : 0;
  return Math.max(net - promoShare, 0);
}

/** Exchange for credit: the gift's price as paid (linePaidCents); the giver's tax and shipping are not credited. */
export const exchangeCreditCents = linePaidCents;

/**
 * A return's refund: the returned lines' price as paid, plus their share of the tax (pro rata to
 * the order's goods after discounts, rounded down), never more than the order took (card plus
 * credit). Shipping is not refunded; the return label is free.
 */
export function returnRefundCents(lines: PaidLine[], order: PaidOrder): number {
  const goods = lines.reduce((sum, l) => sum + linePaidCents(l, order), 0);
  const orderGoods = order.subtotalCents - order.completionDiscountCents - order.discountCents;
  const tax = orderGoods > 0 ? Math.floor((order.taxCents * Math.min(goods, orderGoods)) / orderGoods) : 0;
  return Math.min(goods + tax, order.totalCents + order.creditAppliedCents);
}

/**
 * Where a refund goes. CREDIT: all of it to store credit. CARD: to the card up to what the card paid
 * and was not refunded yet; what the card cannot take (the part paid with credit) back to credit.
 */
export function splitRefund(
  refundCents: number,
  method: RefundMethod,
  cardRefundableCents: number,
): { cardCents: number; creditCents: number } {
  if (method === 'CREDIT') return { cardCents: 0, creditCents: refundCents };
  const cardCents = Math.min(refundCents, Math.max(cardRefundableCents, 0));
  return { cardCents, creditCents: refundCents - cardCents };
}

// Answers

export const creditEntry = z.object({
  id: z.number(),
  amount_cents: z.number(),
  balance_after_cents: z.number(),
  reason: z.enum(CREDIT_REASONS),
  description: z.string(),
  created_at: z.string(),
  order_number: z.string().nullable(),
});
export type CreditEntry = z.infer<typeof creditEntry>;

/** How many entries the account page lists (newest first). */
export const CREDIT_HISTORY_LIMIT = 50;

/** GET /user/credit: the balance and its newest entries. */
export const creditAnswer = z.object({ balance_cents: z.number(), entries: z.array(creditEntry), has_more: z.boolean() });
export type CreditAnswer = z.infer<typeof creditAnswer>;

/** POST /registry/gift-tracker/{id}/exchange: the gift as the tracker shows it now, the credit and the new balance. */
export const giftExchangeAnswer = z.object({ gift, credit_cents: z.number(), balance_cents: z.number() });
export type GiftExchangeAnswer = z.infer<typeof giftExchangeAnswer>;
