import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './commerce';
import { registries, registryItems } from './registry';

/**
 * One guest's contribution to a group gift (issue 26), written by the checkout transaction that
 * took it (modules/groupGifts/contributions.ts). HELD while its unit is being funded; FUNDED once
 * the unit is paid for in full (funded_order_id: the couple's order that ships it); REFUNDED when
 * the couple turned group gifting off or removed the gift first (to the card, or as store credit).
 */
export const groupGiftContributions = pgTable(
  'group_gift_contributions',
  {
    id: serial('id').primaryKey(),
    registryId: integer('registry_id')
      .notNull()
      .references(() => registries.id, { onDelete: 'cascade' }),
    /** Null once the couple removed the gift (the contribution was refunded first). */
    registryItemId: integer('registry_item_id').references(() => registryItems.id, { onDelete: 'set null' }),
    /** The contributor's own order (its GROUP_GIFT line). */
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id'),
    /** The gift-tracker row of this contribution (deleted at a refund). */
    registryGiftId: integer('registry_gift_id'),
    giverName: text('giver_name').notNull(),
    giverEmail: text('giver_email').notNull(),
    message: text('message').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['HELD', 'FUNDED', 'REFUNDED'] })
      .notNull()
      .default('HELD'),
    fundedOrderId: integer('funded_order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundReason: text('refund_reason', { enum: ['CONVERTED', 'REMOVED'] }),
    /** What went back to the card (the provider's refund reference) and what became store credit. */
    refundCardCents: integer('refund_card_cents'),
    refundCreditCents: integer('refund_credit_cents'),
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_gift_contributions_item_idx').on(t.registryItemId, t.status),
    index('group_gift_contributions_registry_idx').on(t.registryId, t.createdAt),
    check('group_gift_contributions_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
