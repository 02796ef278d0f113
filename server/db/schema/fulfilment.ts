import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './commerce';
import { registries } from './registry';
import { FULFILMENT_STATUSES } from '../../../src/contracts/orders';

/**
 * After the purchase (issue 26): how order lines travel to their recipient. Kept in tables of their
 * own beside orders and order_lines (whose `fulfilment_status` is the line's current state), so the
 * checkout's tables change only in that one column.
 */

/**
 * A line's timeline: one row per state it entered (PLACED at checkout, then HELD, PROCESSING,
 * SHIPPED, DELIVERED), written in the same transaction as the guarded change of
 * order_lines.fulfilment_status, so each transition is recorded exactly once.
 */
export const orderLineEvents = pgTable(
  'order_line_events',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FULFILMENT_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_events_line_idx').on(t.orderLineId, t.at)],
);

/**
 * A parcel: the lines that left together (one order's, or a couple's held gifts from several
 * orders released at once). registry_id is the couple's when it carries registry gifts.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    registryId: integer('registry_id').references(() => registries.id, { onDelete: 'set null' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull().unique(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('shipments_registry_idx').on(t.registryId)],
);

/** Which shipment carried a line (a line ships once). */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    orderLineId: integer('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shipment_lines_shipment_idx').on(t.shipmentId)],
);

/**
 * "Hold gifts, ship later": the couple's choice for gifts bought from their registry. With `hold`,
 * gifts bought before `hold_until` wait (HELD) and ship together on that date, or when the couple
 * releases them sooner.
 */
export const registryShippingPreferences = pgTable(
  'registry_shipping_preferences',
  {
    registryId: integer('registry_id')
      .primaryKey()
      .references(() => registries.id, { onDelete: 'cascade' }),
    hold: boolean('hold').notNull().default(false),
    holdUntil: date('hold_until', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('registry_shipping_preferences_hold_date', sql`not ${t.hold} or ${t.holdUntil} is not null`)],
);

/** The giver's mailing address (optional, given at checkout for a registry gift): for the couple's thank-you notes. */
export const orderGiverAddresses = pgTable('order_giver_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address1: text('address1').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  stateCode: text('state_code').notNull(),
  zipCode: text('zip_code').notNull(),
});
