import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Messages sent through the /contact-us form. Kept even when the mail to the support inbox fails
 * to send, so nothing a customer wrote is lost. user_id is set when the sender was signed in.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** One of the form's topics (registry, order, shop, vendors, account, other). */
    topic: text('topic').notNull(),
    orderNumber: text('order_number'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);

/**
 * Privacy choices of a signed-in account (/privacy-center, 'Do Not Sell / Share My Personal
 * Information'). Guests' choice lives in a cookie instead.
 */
export const privacyPreferences = pgTable('privacy_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  doNotSellOrShare: boolean('do_not_sell_or_share').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
