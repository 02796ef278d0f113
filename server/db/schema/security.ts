import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Rate-limit counters shared by every API process: one row per (budget, client) window. A budget
 * may span several routes (log-in, sign-up and reset share one), so the key names the budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Failed log-ins per (email, client), kept for unknown emails too so a lockout looks the same
 * whether or not an account exists. client_key '*' is the account-wide row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    clientKey: text('client_key').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.clientKey] }), index('login_failures_updated_idx').on(t.updatedAt)],
);

/** Mailed single-use links that lift a lockout at once. Only the SHA-256 is stored. */
export const accountUnlockTokens = pgTable('account_unlock_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-up waiting for its email to be confirmed. Every sign-up answers the same way and lands
 * here; the mailed link creates the account (or the mail says one already exists).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    businessUnitSource: text('business_unit_source').notNull(),
    /** The onboarding payload of /onboard/new, applied when the account is created. */
    onboarding: jsonb('onboarding'),
    /** A same-origin path to return to after confirming (checked against the allow-list). */
    returnTo: text('return_to'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_signups_token_idx').on(t.tokenHash), index('pending_signups_email_idx').on(sql`lower(${t.email})`)],
);
