import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { images } from './wedding';
import { paperDesigns } from './paper';

/**
 * A card being made (issue 30, "Making a card"): a design with the person's text, colourway,
 * typeface and shape, saved as they type. A couple's project belongs to their wedding (both
 * partners see it); a guest's (no wedding) to the user alone, or, signed out, to their session
 * until they log in. `version` counts saved edits; the proof approval holds only for
 * `approved_version` (contracts/paperProjects.ts isApproved).
 */
export const paperProjects = pgTable(
  'paper_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A signed-out guest's card: their session's hash until they log in (then user_id). */
    sessionIdHash: text('session_id_hash'),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'cascade' }),
    designId: integer('design_id')
      .notNull()
      .references(() => paperDesigns.id, { onDelete: 'cascade' }),
    colourway: text('colourway').notNull(),
    typeface: text('typeface').notNull(),
    shape: text('shape').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    version: integer('version').notNull().default(1),
    approvedVersion: integer('approved_version'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** A photo design's photo (issue 30): an upload through the website's pipeline (images), cropped; null shows the sample. */
    photoImageId: uuid('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paper_projects_wedding_idx').on(t.weddingId, t.updatedAt),
    index('paper_projects_user_idx').on(t.userId, t.updatedAt),
    index('paper_projects_session_idx')
      .on(t.sessionIdHash, t.updatedAt)
      .where(sql`${t.userId} is null`),
    check('paper_projects_owned', sql`${t.userId} is not null or ${t.sessionIdHash} is not null`),
    check('paper_projects_version_positive', sql`${t.version} > 0`),
  ],
);
