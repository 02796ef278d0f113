import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { guests, weddingEvents } from './guests';

/**
 * The seating chart (issue 29; src/contracts/seating.ts is the contract, server/API.md "The
 * seating chart" the routes). A floor plan per event of the guest list: its tables and the room's
 * fixed parts, positioned in room units. Every table carries wedding_id, so every query is scoped
 * to the caller's own wedding (BOLA).
 */
export const seatingTables = pgTable(
  'seating_tables',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    shape: text('shape', { enum: ['ROUND', 'RECTANGLE', 'LONG', 'SQUARE'] }).notNull(),
    /** The couple's name for it ("Sweetheart table"); empty: "Table {number}". */
    name: text('name').notNull().default(''),
    /** Numbered in the order added, per event. */
    number: integer('number').notNull(),
    seats: integer('seats').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seating_tables_event_idx').on(t.weddingId, t.eventId, t.number),
    check('seating_tables_seats', sql`${t.seats} between 1 and 30`),
    check('seating_tables_shape', sql`${t.shape} in ('ROUND', 'RECTANGLE', 'LONG', 'SQUARE')`),
  ],
);

/** The room's fixed parts: a dance floor, a stage, a bar. */
export const seatingFixtures = pgTable(
  'seating_fixtures',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['DANCE_FLOOR', 'STAGE', 'BAR'] }).notNull(),
    label: text('label').notNull().default(''),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seating_fixtures_event_idx').on(t.weddingId, t.eventId),
    check('seating_fixtures_kind', sql`${t.kind} in ('DANCE_FLOOR', 'STAGE', 'BAR')`),
  ],
);

/**
 * One row per seated guest. The unique indexes are the chart's invariants, whatever two partners
 * do at once: a guest is seated once per event, and a seat holds one guest. A move is a request of
 * its own (never a whole-chart save), so partners moving different guests never collide.
 */
export const seatAssignments = pgTable(
  'seat_assignments',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => seatingTables.id, { onDelete: 'cascade' }),
    /** 0-based, below the table's seats. */
    seat: integer('seat').notNull(),
    seatedByUserId: integer('seated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seat_assignments_guest_event_idx').on(t.eventId, t.guestId),
    uniqueIndex('seat_assignments_table_seat_idx').on(t.tableId, t.seat),
    index('seat_assignments_wedding_event_idx').on(t.weddingId, t.eventId),
    index('seat_assignments_guest_idx').on(t.guestId),
    check('seat_assignments_seat', sql`${t.seat} >= 0`),
  ],
);

/** "Keep together" and "keep apart" between two guests (guest_a < guest_b), for every event of the wedding. */
export const seatingRules = pgTable(
  'seating_rules',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['TOGETHER', 'APART'] }).notNull(),
    guestA: integer('guest_a')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    guestB: integer('guest_b')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seating_rules_pair_idx').on(t.weddingId, t.guestA, t.guestB),
    index('seating_rules_guest_b_idx').on(t.guestB),
    check('seating_rules_order', sql`${t.guestA} < ${t.guestB}`),
    check('seating_rules_kind', sql`${t.kind} in ('TOGETHER', 'APART')`),
  ],
);
