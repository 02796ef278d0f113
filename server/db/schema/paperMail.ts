import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { paperProjects } from './paperProjects';
import { registryGifts } from './registry';

/**
 * Thank-you cards from the gift tracker (issue 30; src/contracts/paperMail.ts, server/API.md
 * "Envelopes and thank-you cards"). One note per gift (a gift is thanked once): DIGITAL is a mail
 * (its own state machine: QUEUED → SENT | FAILED | SKIPPED), PAPER a paper project the couple
 * prints or orders (MADE → MAILED). The gift is marked thanked when the mail is delivered, or when
 * the couple marks the paper project mailed.
 */
export const thankYouNotes = pgTable(
  'thank_you_notes',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => registryGifts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['DIGITAL', 'PAPER'] }).notNull(),
    designSlug: text('design_slug').notNull(),
    colourway: text('colourway').notNull(),
    heading: text('heading').notNull(),
    note: text('note').notNull(),
    message: text('message').notNull(),
    giverName: text('giver_name').notNull(),
    giftName: text('gift_name').notNull(),
    toEmail: text('to_email'),
    state: text('state', { enum: ['QUEUED', 'SENT', 'FAILED', 'SKIPPED', 'MADE', 'MAILED'] }).notNull(),
    /** DIGITAL: the mail's id (the outbox job id, the SMTP Message-ID) and the SHA-256 of the giver's link token. */
    mailId: uuid('mail_id').unique(),
    tokenHash: text('token_hash').unique(),
    error: text('error'),
    /** PAPER: the paper project the card is made in (one per giver, or one for a batch). */
    paperProjectId: integer('paper_project_id').references(() => paperProjects.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('thank_you_notes_gift_idx').on(t.giftId),
    index('thank_you_notes_wedding_idx').on(t.weddingId, t.createdAt),
    index('thank_you_notes_project_idx').on(t.paperProjectId),
  ],
);
