import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The paper catalogue (issue 30): suites of matching designs, each design a card type with its
 * colourways, the paper options it is offered with, and its quantity price tiers. Seeded by
 * server/db/seed/paper.ts; the art is drawn from these rows (server/modules/paper/art).
 */
export const paperSuites = pgTable('paper_suites', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** contracts/paper.ts PAPER_STYLES. */
  style: text('style').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});

export const paperDesigns = pgTable(
  'paper_designs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    suiteId: integer('suite_id')
      .notNull()
      .references(() => paperSuites.id, { onDelete: 'cascade' }),
    /** contracts/paper.ts CARD_TYPES. */
    cardType: text('card_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** The art's motif (server/modules/paper/art/motifs.ts). */
    motif: text('motif').notNull(),
    style: text('style').notNull(),
    /** contracts/paper.ts CARD_FORMATS. */
    format: text('format').notNull(),
    /** The cut shapes offered, the first the one shown (contracts/paper.ts PAPER_SHAPES). */
    shapes: jsonb('shapes').$type<string[]>().notNull(),
    hasFoil: boolean('has_foil').notNull().default(false),
    hasPhoto: boolean('has_photo').notNull().default(false),
    /** The typefaces a customiser may offer (keys of the art's type families). */
    typefaces: jsonb('typefaces').$type<string[]>().notNull(),
    /** The card's text, slot by slot, with its default wording. */
    textSlots: jsonb('text_slots').$type<Array<{ key: string; label: string; default_text: string }>>().notNull(),
    /** contracts/paper.ts PRICE_BANDS (its tiers are rows of paper_price_tiers). */
    priceBand: text('price_band').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('paper_designs_type_idx').on(t.cardType, t.position), index('paper_designs_suite_idx').on(t.suiteId)],
);

export const paperColourways = pgTable(
  'paper_colourways',
  {
    id: serial('id').primaryKey(),
    designId: integer('design_id')
      .notNull()
      .references(() => paperDesigns.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** contracts/paper.ts COLOUR_FAMILIES (the colour filter). */
    family: text('family').notNull(),
    paper: text('paper').notNull(),
    ink: text('ink').notNull(),
    accent: text('accent').notNull(),
    /** A second, softer accent (washes, leaves). */
    soft: text('soft').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('paper_colourways_design_key_idx').on(t.designId, t.key)],
);

/** Every paper option (stocks, shapes, foils, envelope colours, liners) with its price per card. */
export const paperOptions = pgTable(
  'paper_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['STOCK', 'SHAPE', 'FOIL', 'ENVELOPE', 'LINER'] }).notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    swatch: text('swatch'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('paper_options_kind_key_idx').on(t.kind, t.key), check('paper_options_price', sql`${t.priceCents} >= 0`)],
);

/** The options a design is offered with. */
export const paperDesignOptions = pgTable(
  'paper_design_options',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => paperDesigns.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => paperOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.designId, t.optionId] })],
);

/** A design's price per card from a quantity on (contracts/paper.ts tiersFor). */
export const paperPriceTiers = pgTable(
  'paper_price_tiers',
  {
    designId: integer('design_id')
      .notNull()
      .references(() => paperDesigns.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.designId, t.minQuantity] }),
    check('paper_price_tiers_positive', sql`${t.minQuantity} > 0 and ${t.unitCents} > 0`),
  ],
);

/**
 * A free sample request: up to 5 cards a person (by email address, lower-cased), mailed free. Its
 * own small order (not a cart line): nothing is paid, so it never reaches checkout.
 */
export const paperSampleOrders = pgTable(
  'paper_sample_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    shipAddress: jsonb('ship_address')
      .$type<{ address1: string; address2: string; city: string; stateCode: string; zipCode: string }>()
      .notNull(),
    status: text('status', { enum: ['PLACED', 'SHIPPED'] })
      .notNull()
      .default('PLACED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('paper_sample_orders_email_idx').on(t.email)],
);

export const paperSampleItems = pgTable(
  'paper_sample_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paperSampleOrders.id, { onDelete: 'cascade' }),
    colourwayId: integer('colourway_id')
      .notNull()
      .references(() => paperColourways.id),
  },
  (t) => [uniqueIndex('paper_sample_items_order_colourway_idx').on(t.orderId, t.colourwayId)],
);
