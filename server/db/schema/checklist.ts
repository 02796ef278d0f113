import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';

/**
 * A wedding's checklist (issue 29): one row per wedding, made when its tasks are generated (the
 * primary key makes that happen once), with the weekly reminder's opt-in and the week it was last
 * sent (the guard that sends it once per week whatever the number of API processes).
 */
export const checklists = pgTable('checklists', {
  weddingId: integer('wedding_id')
    .primaryKey()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  /** The Monday ('YYYY-MM-DD') of the last week whose reminder went out. */
  reminderLastWeek: date('reminder_last_week', { mode: 'string' }),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A task. `template_key` names the default task it was generated from (unique per wedding, so a
 * second generation adds nothing); null for a task the couple added. `due_date_custom`: the couple
 * chose the date, and it stays when the wedding date moves. `version` moves on every change; a
 * change made on an older version is refused (409) so one partner never overwrites the other.
 */
export const checklistTasks = pgTable(
  'checklist_tasks',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    templateKey: text('template_key'),
    title: text('title').notNull(),
    howTo: text('how_to').notNull().default(''),
    bucket: text('bucket').notNull(),
    linkPath: text('link_path'),
    linkLabel: text('link_label'),
    dueDate: date('due_date', { mode: 'string' }),
    dueDateCustom: boolean('due_date_custom').notNull().default(false),
    position: integer('position').notNull(),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedByUserId: integer('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    hidden: boolean('hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checklist_tasks_template_idx').on(t.weddingId, t.templateKey),
    index('checklist_tasks_wedding_idx').on(t.weddingId, t.position),
    check(
      'checklist_tasks_bucket',
      sql`${t.bucket} in ('MONTHS_12_PLUS', 'MONTHS_9', 'MONTHS_6', 'MONTHS_4', 'MONTHS_2', 'MONTH_1', 'WEEK', 'DAY', 'AFTER')`,
    ),
    check('checklist_tasks_version_positive', sql`${t.version} > 0`),
  ],
);
