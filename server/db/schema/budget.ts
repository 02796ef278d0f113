import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users, weddings } from './accounts';
import { vendors } from './vendors';

/**
 * A wedding's budget (issue 29): one row per wedding (the primary key makes the start happen once),
 * with the total, the guest count and the place the couple gave. Money is integer cents. `version`
 * moves on every change; a change made on an older version is refused (409).
 */
export const budgets = pgTable(
  'budgets',
  {
    weddingId: integer('wedding_id')
      .primaryKey()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    totalCents: integer('total_cents').notNull(),
    guestCount: integer('guest_count').notNull(),
    city: text('city').notNull().default(''),
    stateProvince: text('state_province').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('budgets_total_positive', sql`${t.totalCents} > 0`),
    check('budgets_guest_count_nonnegative', sql`${t.guestCount} >= 0`),
    check('budgets_version_positive', sql`${t.version} > 0`),
  ],
);

/**
 * A category of the budget and its target. `key` names the typical-shares row it started from
 * (src/contracts/budget.ts), null for one the couple added; names are unique per wedding, whatever
 * their case.
 */
export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => budgets.weddingId, { onDelete: 'cascade' }),
    key: text('key'),
    name: text('name').notNull(),
    targetCents: integer('target_cents').notNull().default(0),
    position: integer('position').notNull(),
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('budget_categories_name_idx').on(t.weddingId, sql`lower(${t.name})`),
    index('budget_categories_wedding_idx').on(t.weddingId, t.position),
    check('budget_categories_target_nonnegative', sql`${t.targetCents} >= 0`),
    check('budget_categories_version_positive', sql`${t.version} > 0`),
  ],
);

/**
 * An item the couple plans to pay for: estimated and (once known) actual cost, a due date, a
 * marketplace vendor or a vendor's name as free text, notes. What is paid is derived from its
 * payments. A category with items cannot be deleted (restrict): its items move or go first.
 */
export const budgetItems = pgTable(
  'budget_items',
  {
    id: serial('id').primaryKey(),
    weddingId: integer('wedding_id')
      .notNull()
      .references(() => budgets.weddingId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    estimatedCents: integer('estimated_cents').notNull().default(0),
    actualCents: integer('actual_cents'),
    dueDate: date('due_date', { mode: 'string' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_items_wedding_idx').on(t.weddingId, t.categoryId, t.id),
    index('budget_items_category_idx').on(t.categoryId),
    check('budget_items_estimated_nonnegative', sql`${t.estimatedCents} >= 0`),
    check('budget_items_actual_nonnegative', sql`${t.actualCents} is null or ${t.actualCents} >= 0`),
    check('budget_items_version_positive', sql`${t.version} > 0`),
  ],
);

/** An instalment of an item: its amount, when it is due, and the day it was paid (null: still to pay). */
export const budgetPayments = pgTable(
  'budget_payments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_payments_item_idx').on(t.itemId, t.id),
    check('budget_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('budget_payments_version_positive', sql`${t.version} > 0`),
  ],
);
