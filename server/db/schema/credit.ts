import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines, orders } from './commerce';
import { CREDIT_REASONS, REFUND_METHODS, RETURN_STATUSES } from '../../../src/contracts/credit';

/**
 * A return of an order's lines (issue 26, free returns): started by the order number and email at
 * /returns, with a prepaid label mailed, and refunded to the card or to store credit once the parcel
 * is received. One per order (order_id unique), as `orders.return_request` always allowed.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    lineIds: integer('line_ids').array().notNull(),
    reason: text('reason').notNull(),
    refundMethod: text('refund_method', { enum: REFUND_METHODS }).notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('REQUESTED'),
    /** What was refunded once the parcel came back: to the card plus to store credit. */
    cardRefundCents: integer('card_refund_cents').notNull().default(0),
    creditRefundCents: integer('credit_refund_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [check('order_returns_refunds_non_negative', sql`${t.cardRefundCents} >= 0 and ${t.creditRefundCents} >= 0`)],
);

/**
 * The store-credit ledger: every change of `users.credit_balance_cents`, written in the same
 * transaction as the balance (server/modules/credit/ledger.ts), with what it came from. The
 * balance after each entry is kept, and neither it nor the user's balance can go below zero (the
 * CHECKs). A gift's order line is exchanged at most once (the partial unique index).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive adds credit, negative spends it. */
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    /** What the account page shows ('Exchanged Copper Kettle for credit'). */
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => orderReturns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('credit_entries_exchange_once_idx')
      .on(t.orderLineId)
      .where(sql`${t.reason} = 'GIFT_EXCHANGE'`),
    check('credit_entries_amount_non_zero', sql`${t.amountCents} <> 0`),
    check('credit_entries_balance_non_negative', sql`${t.balanceAfterCents} >= 0`),
  ],
);
