import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users, weddings } from './accounts';
import { vendors } from './vendors';

/**
 * Inspiration and real weddings (issue 31). Real weddings are seeded (server/db/seed/inspiration.ts);
 * their pictures are drawn from these rows (server/modules/inspiration/art.ts). Boards and quiz
 * answers belong to accounts.
 */
export const realWeddings = pgTable(
  'real_weddings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    couple: text('couple').notNull(),
    /** Paragraphs. */
    story: text('story').array().notNull(),
    season: text('season').notNull(),
    style: text('style').notNull(),
    /** Colour families (contracts/inspiration.ts COLOURS) the palette is filed under. */
    colours: text('colours').array().notNull(),
    /** The palette's own hex colours, as the pictures are drawn. */
    palette: text('palette').array().notNull(),
    budget: text('budget').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    weddingDate: date('wedding_date').notNull(),
    guestCount: integer('guest_count').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('real_weddings_position_idx').on(t.position)],
);

/** A wedding's pictures in gallery order; `scene` names what the picture draws. */
export const realWeddingPhotos = pgTable(
  'real_wedding_photos',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => realWeddings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    scene: text('scene').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption').notNull(),
  },
  (t) => [uniqueIndex('real_wedding_photos_position_idx').on(t.weddingId, t.position)],
);

/** The couple's vendors: marketplace storefronts. */
export const realWeddingVendors = pgTable(
  'real_wedding_vendors',
  {
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => realWeddings.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('real_wedding_vendors_pk').on(t.weddingId, t.vendorId), index('real_wedding_vendors_vendor_idx').on(t.vendorId)],
);

/**
 * A named collection. Private to its owner, or shared with the owner's partner: then `wedding_id`
 * is the owner's wedding and its members may see and add to it. `share_token` (256 random bits)
 * opens a read-only page to whoever has the link, while it is set.
 */
export const inspirationBoards = pgTable(
  'inspiration_boards',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weddingId: integer('wedding_id').references(() => weddings.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    shareToken: text('share_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inspiration_boards_owner_idx').on(t.ownerId), index('inspiration_boards_wedding_idx').on(t.weddingId)],
);

/** A saved photo or a saved wedding (exactly one), once per board. */
export const inspirationBoardItems = pgTable(
  'inspiration_board_items',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => inspirationBoards.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id').references(() => realWeddingPhotos.id, { onDelete: 'cascade' }),
    realWeddingId: integer('real_wedding_id').references(() => realWeddings.id, { onDelete: 'cascade' }),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspiration_board_items_photo_idx').on(t.boardId, t.photoId),
    uniqueIndex('inspiration_board_items_wedding_idx').on(t.boardId, t.realWeddingId),
    check('inspiration_board_items_one_thing', sql`(${t.photoId} is null) <> (${t.realWeddingId} is null)`),
  ],
);

/**
 * Style-quiz answers (contracts/inspiration.ts quizAnswers): an account's, or a guest session's
 * (`session_id_hash`, as a guest cart) until that guest signs in and the log-in hook claims them.
 */
export const styleQuizAnswers = pgTable(
  'style_quiz_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's: gone with the session (its log-in hook has moved them to the account first). */
    sessionIdHash: text('session_id_hash')
      .unique()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    style: text('style').notNull(),
    colours: text('colours').array().notNull(),
    season: text('season').notNull(),
    budget: text('budget').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('style_quiz_answers_one_owner', sql`(${t.userId} is null) <> (${t.sessionIdHash} is null)`)],
);
