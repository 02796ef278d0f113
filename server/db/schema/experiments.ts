import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Spec §4: an experiment is viewed at most once per session. One row per (experiment, experiment
 * session); the primary key makes a second view, or two at once, a no-op. session_key is the
 * SHA-256 of the subject (user or anonymous id) and the SPA's per-session id, so a session id
 * only ever counts for the visitor who made it. The variation is the one the visitor saw.
 */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentKey: text('experiment_key').notNull(),
    sessionKey: text('session_key').notNull(),
    variation: text('variation').notNull(),
    /** Signed in at the time of the exposure (null for a guest). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentKey, t.sessionKey] }),
    index('experiment_exposures_report_idx').on(t.experimentKey, t.variation),
  ],
);

/**
 * A session exposed to an experiment that then converted: at most one per (experiment, session),
 * with the exposure's variation copied so the report is one grouped count per table. The first
 * converting event is kept.
 */
export const experimentConversions = pgTable(
  'experiment_conversions',
  {
    experimentKey: text('experiment_key').notNull(),
    sessionKey: text('session_key').notNull(),
    variation: text('variation').notNull(),
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.experimentKey, t.sessionKey] }),
    index('experiment_conversions_report_idx').on(t.experimentKey, t.variation),
  ],
);
