import { sql } from 'drizzle-orm';
import {
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

/** People with an account. Email is unique case-insensitively (the lower() index). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    businessUnitSource: text('business_unit_source').notNull().default('WEDDING_REGISTRY'),
    isStaff: boolean('is_staff').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Store credit is kept by its ledger (credit_entries) and never goes below zero.
    check('users_credit_balance_non_negative', sql`${t.creditBalanceCents} >= 0`),
  ],
);

/**
 * Server-side sessions. The cookie holds a random 256-bit id; only its SHA-256 is stored, so a
 * leaked table cannot be replayed. user_id is null for guest sessions (guest carts, experiments).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stable anonymous id for guests (experiment bucketing); carried over at log-in. */
    anonymousId: text('anonymous_id').notNull(),
    isSpoof: boolean('is_spoof').notNull().default(false),
    spoofedByUserId: integer('spoofed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set while a log-in waits for its two-factor code: the session is not signed in yet. */
    pendingTwoFactorUserId: integer('pending_two_factor_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A couple's wedding. The registry, website and planning tools hang off it. */
export const weddings = pgTable(
  'weddings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ownerFirstName: text('owner_first_name').notNull(),
    ownerLastName: text('owner_last_name').notNull(),
    partnerFirstName: text('partner_first_name').notNull().default(''),
    partnerLastName: text('partner_last_name').notNull().default(''),
    weddingDate: date('wedding_date', { mode: 'string' }),
    planningStage: text('planning_stage').notNull().default('NEWLY_ENGAGED'),
    /** "We haven't decided": an approximate year with a month (1-12) or a season, when wedding_date is null. */
    tentativeYear: integer('tentative_year'),
    tentativeMonth: integer('tentative_month'),
    tentativeSeason: text('tentative_season', { enum: ['SPRING', 'SUMMER', 'FALL', 'WINTER'] }),
    /** IANA zone the wedding happens in: "after the wedding" (spec §4) is decided by this zone's calendar day. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    ceremonyVenue: text('ceremony_venue').notNull().default(''),
    receptionVenue: text('reception_venue').notNull().default(''),
    city: text('city').notNull().default(''),
    stateProvince: text('state_province').notNull().default(''),
    estimatedGuestCount: integer('estimated_guest_count'),
    couplePhotoId: uuid('couple_photo_id'),
    /** Guided start (issue 25): the last step reached, when it was finished, and its answers. */
    setupStep: text('setup_step'),
    setupCompletedAt: timestamp('setup_completed_at', { withTimezone: true }),
    planningPriorities: jsonb('planning_priorities').$type<string[]>().notNull().default([]),
    /** The hdyhau-subway experiment's "how did you hear about us" answer. */
    heardAboutUs: text('heard_about_us'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Find a couple (GET registry/find, server/modules/registry/findCouples.ts). A name matches as
    // typed, as a nickname of the table (`= any`) or as a prefix (`like 'ale%'`): these btree indexes;
    // or spelt alike (`%`, trigram similarity): the GIN trigram indexes (pg_trgm, migration 0021).
    index('weddings_owner_name_idx').on(sql`lower(${t.ownerLastName}) text_pattern_ops`, sql`lower(${t.ownerFirstName}) text_pattern_ops`),
    index('weddings_partner_name_idx').on(
      sql`lower(${t.partnerLastName}) text_pattern_ops`,
      sql`lower(${t.partnerFirstName}) text_pattern_ops`,
    ),
    index('weddings_owner_first_idx').on(sql`lower(${t.ownerFirstName}) text_pattern_ops`),
    index('weddings_partner_first_idx').on(sql`lower(${t.partnerFirstName}) text_pattern_ops`),
    index('weddings_owner_first_trgm_idx')
      .using('gin', sql`lower(${t.ownerFirstName}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('weddings_owner_last_trgm_idx')
      .using('gin', sql`lower(${t.ownerLastName}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('weddings_partner_first_trgm_idx')
      .using('gin', sql`lower(${t.partnerFirstName}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('weddings_partner_last_trgm_idx')
      .using('gin', sql`lower(${t.partnerLastName}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

/** Who may act for a wedding: its OWNER and PARTNER (spec §3 user_role_account_weddings). */
export const weddingMembers = pgTable(
  'wedding_members',
  {
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['OWNER', 'PARTNER'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.weddingId, t.userId] }), index('wedding_members_user_idx').on(t.userId)],
);

/** Password-reset tokens: only the SHA-256 is stored; single use; a new one voids the older ones. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** E-mailed two-factor codes, for log-in ('LOGIN') or a sensitive action ('ACTION'). Hashed; limited attempts. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['LOGIN', 'ACTION'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** For ACTION codes: the session the verified action belongs to, and until when it counts. */
    sessionIdHash: text('session_id_hash'),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.purpose)],
);

/** Who impersonated whom, and when (spoof sessions). */
export const spoofAudit = pgTable('spoof_audit', {
  id: serial('id').primaryKey(),
  staffUserId: integer('staff_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetUserId: integer('target_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull().default(''),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Mail the product sent when no SMTP is configured (listed by the development outbox page).
 * job_id is the `mail.send` job that delivered it: a job run twice (its process stopped before
 * recording it done) writes its mail once.
 */
export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  jobId: uuid('job_id').unique(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** Files sent with the mail (an RSVP's calendar file), as the mailer took them. */
  attachments: jsonb('attachments').$type<Array<{ filename: string; contentType: string; content: string }>>(),
  /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post), as the mailer took them. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Marketing identify calls and product events (user created, onboarding completed), recorded locally. */
export const trackedEvents = pgTable(
  'tracked_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_events_event_idx').on(t.event, t.createdAt)],
);

/** Client-side errors the SPA reports through POST /api/v0/log/{id}. */
export const clientLogs = pgTable('client_logs', {
  id: serial('id').primaryKey(),
  logId: text('log_id').notNull(),
  message: text('message').notNull(),
  data: jsonb('data').$type<unknown>(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
