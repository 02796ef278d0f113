import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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

/**
 * The guest list (issue 27; src/contracts/guests.ts is the contract, server/API.md "The guest
 * list" the routes). Every table carries wedding_id, first in its list indexes: every query is
 * scoped to the caller's own wedding (BOLA), and the list stays fast at 1,000 households.
 */

/**
 * A household (a party): one invitation, one mailing address. `version` moves on every change to
 * the household or its people; a save carrying an older version is refused (409) rather than
 * overwriting a partner's change. A deleted household is kept (deleted_at, deleted_batch) for the
 * undo window, then purged.
 */
export const households = pgTable(
  'households',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    /** "The Garcia family". */
    displayName: text('display_name').notNull(),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull().default(''),
    /** A US state code (upper case) for US addresses; free text (province, region) elsewhere. */
    stateProvince: text('state_province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull().default('US'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    side: text('side', { enum: ['PARTNER1', 'PARTNER2', 'BOTH'] })
      .notNull()
      .default('BOTH'),
    list: text('list', { enum: ['A', 'B'] })
      .notNull()
      .default('A'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    /** The household's own address-collection link (its SHA-256 is not enough: the couple copies the link again). */
    collectToken: text('collect_token').unique(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The bulk delete this household went with: its undo restores the whole batch. */
    deletedBatch: uuid('deleted_batch'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's default order and its name search.
    index('households_wedding_name_idx')
      .on(t.weddingId, sql`lower(${t.displayName})`)
      .where(sql`${t.deletedAt} is null`),
    index('households_wedding_created_idx')
      .on(t.weddingId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('households_deleted_batch_idx')
      .on(t.weddingId, t.deletedBatch)
      .where(sql`${t.deletedBatch} is not null`),
    check('households_version_positive', sql`${t.version} > 0`),
  ],
);

/**
 * A person in a household. A "+1" is a person too: `plus_one_of` names whom they come with; an
 * unnamed one (empty first and last name) shows as "Guest of {name}".
 */
export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    isChild: boolean('is_child').notNull().default(false),
    /** This person may bring a +1 (the +1 is the guest whose plus_one_of is this id). */
    plusOneAllowed: boolean('plus_one_allowed').notNull().default(false),
    plusOneOf: integer('plus_one_of').references((): AnyPgColumn => guests.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guests_household_idx').on(t.householdId, t.sortOrder),
    index('guests_wedding_name_idx').on(t.weddingId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('guests_wedding_email_idx')
      .on(t.weddingId, sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('guests_plus_one_of_idx')
      .on(t.plusOneOf)
      .where(sql`${t.plusOneOf} is not null`),
  ],
);

/** A wedding's tags (groups): "Bride's family", "College friends". Names are unique per wedding, ignoring case. */
export const guestTags = pgTable(
  'guest_tags',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guest_tags_wedding_name_idx').on(t.weddingId, sql`lower(${t.name})`)],
);

export const householdTags = pgTable(
  'household_tags',
  {
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => guestTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.tagId] }), index('household_tags_tag_idx').on(t.tagId, t.householdId)],
);

/** The wedding's events (rehearsal dinner, ceremony, reception, brunch…), date and time in the wedding's time zone. */
export const weddingEvents = pgTable(
  'wedding_events',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    /** 'HH:MM', 24-hour, local to the wedding's time zone. */
    startTime: text('start_time'),
    place: text('place').notNull().default(''),
    address: text('address').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wedding_events_wedding_idx').on(t.weddingId, t.sortOrder),
    check('wedding_events_start_time', sql`${t.startTime} is null or ${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** An event's menu: the meal choices its RSVPs pick from. */
export const eventMealOptions = pgTable(
  'event_meal_options',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('event_meal_options_event_idx').on(t.eventId, t.sortOrder)],
);

/** Which households are invited to which events. */
export const eventInvitations = pgTable(
  'event_invitations',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.householdId] }), index('event_invitations_household_idx').on(t.householdId)],
);

/**
 * A person's answer for one event. No row means no answer yet (NO_ANSWER); a row may also say
 * NO_ANSWER when an answer was taken back. Answered by the couple (a call, a card) or the guest.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => weddingEvents.id, { onDelete: 'cascade' }),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ATTENDING', 'DECLINED', 'NO_ANSWER'] })
      .notNull()
      .default('NO_ANSWER'),
    mealOptionId: integer('meal_option_id').references(() => eventMealOptions.id, { onDelete: 'set null' }),
    dietaryNotes: text('dietary_notes').notNull().default(''),
    songRequest: text('song_request').notNull().default(''),
    answeredBy: text('answered_by', { enum: ['COUPLE', 'GUEST'] }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.eventId] }), index('rsvps_wedding_event_idx').on(t.weddingId, t.eventId, t.status)],
);

/**
 * A wedding's shareable address-collection link (/wedding-planning/guests/collect/{token}): the
 * couple turns it on and off; a new token voids the old link.
 */
export const guestCollectionLinks = pgTable('guest_collection_links', {
  weddingId: integer('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  /** A guest whose name is not on the list may add their own household (on the address-collection page). */
  allowNewHouseholds: boolean('allow_new_households').notNull().default(false),
  createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One field's change in a household_changes entry. */
export interface HouseholdFieldChange {
  field: string;
  old: string | boolean | number | null;
  new: string | boolean | number | null;
}

/**
 * The audit of a household's changes: who (a couple member, the guest through the collection
 * link, an import), what (fields, old → new) and when.
 */
export const householdChanges = pgTable(
  'household_changes',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['COUPLE', 'GUEST_LINK', 'IMPORT'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<HouseholdFieldChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('household_changes_household_idx').on(t.householdId, t.createdAt)],
);
