import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { paperDesigns } from './paper';

/**
 * A card being made (issue 30, "Making a card"): a design with the person's text, colourway,
 * typeface and shape, saved as they type. A couple's project belongs to their wedding (both
 * partners see it); a guest's (no wedding) to the user alone. `version` counts saved edits; the
 * proof approval holds only for `approved_version` (contracts/paperProjects.ts isApproved).
 */
export const paperProjects = pgTable(
  'paper_projects',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paper_projects_wedding_idx').on(t.weddingId, t.updatedAt),
    index('paper_projects_user_idx').on(t.userId, t.updatedAt),
    check('paper_projects_version_positive', sql`${t.version} > 0`),
  ],
);
