import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { households } from './guests';

/**
 * Digital save-the-dates (issue 30; src/contracts/saveTheDate.ts the contract, server/API.md
 * "Digital save-the-dates" the routes). A send is one card mailed to many households; each
 * household is a row of std_recipients with its own delivery state machine.
 */
export const stdSends = pgTable(
  'std_sends',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** contracts/saveTheDate.ts DIGITAL_CARD_TYPES. */
    cardType: text('card_type', { enum: ['SAVE_THE_DATE', 'CHANGE_THE_DATE'] }).notNull(),
    designSlug: text('design_slug').notNull(),
    colourway: text('colourway').notNull(),
    animated: boolean('animated').notNull().default(false),
    /** contracts/saveTheDate.ts Wording, as the couple left it. */
    wording: jsonb('wording').notNull(),
    status: text('status', { enum: ['SENDING', 'DONE'] })
      .notNull()
      .default('SENDING'),
    /** The send whose recipients who had not opened this one resends to. */
    resendOf: integer('resend_of'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('std_sends_wedding_idx').on(t.weddingId, t.createdAt)],
);

/**
 * One household of a send. (send_id, household_id) is unique: a household is in a send once.
 * `mail_id` names the mail (the outbox's job id, the SMTP Message-ID), so a row delivered again
 * after its worker died is one mail. `token_hash` is the SHA-256 of the recipient's page token.
 */
export const stdRecipients = pgTable(
  'std_recipients',
  {
    id: serial('id').primaryKey(),
    sendId: integer('send_id')
      .notNull()
      .references(() => stdSends.id, { onDelete: 'cascade' }),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: integer('household_id').references(() => households.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    mailId: uuid('mail_id').notNull().unique(),
    /** contracts/saveTheDate.ts RECIPIENT_STATES. */
    state: text('state', { enum: ['QUEUED', 'SENDING', 'DELIVERED', 'FAILED', 'SKIPPED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    /** A QUEUED row waits until then (a retry); a SENDING row's worker holds it until then (its lease). */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('std_recipients_send_household_idx').on(t.sendId, t.householdId),
    index('std_recipients_send_state_idx').on(t.sendId, t.state, t.notBefore),
    check('std_recipients_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Addresses that unsubscribed from a wedding's save-the-dates (lower case): never mailed again by this feature. */
export const stdUnsubscribes = pgTable(
  'std_unsubscribes',
  {
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.email] }), check('std_unsubscribes_lower', sql`${t.email} = lower(${t.email})`)],
);
