import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { budgetCategories, budgetItems, budgetPayments, budgets, usCities, vendorCategories, vendors, weddings } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  allocate,
  BUDGET_CATEGORY_NAMES,
  BUDGET_CSV_COLUMNS,
  BUDGET_MESSAGES,
  budgetCsvRows,
  budgetTotals,
  MAX_CATEGORIES,
  MAX_ITEMS,
  MAX_PAYMENTS_PER_ITEM,
  VENDOR_SEARCH_LIMIT,
  type BudgetCategory,
  type BudgetCategoryKey,
  type BudgetItem,
  type BudgetSettings,
  type BudgetVendor,
  type BudgetView,
  type CreateCategoryBody,
  type CreateItemBody,
  type CreatePaymentBody,
  type StartBudgetBody,
  type UpdateBudgetBody,
  type UpdateCategoryBody,
  type UpdateItemBody,
  type UpdatePaymentBody,
} from '../../../src/contracts/budget';
import { formatLocation } from '../../../src/contracts/locations';
import { todayInZone } from '../../../src/contracts/wedding';
import { requireMembership } from '../wedding/service';

type BudgetRow = typeof budgets.$inferSelect;
type CategoryRow = typeof budgetCategories.$inferSelect;
type ItemRow = typeof budgetItems.$inferSelect;
type PaymentRow = typeof budgetPayments.$inferSelect;
type WeddingRow = typeof weddings.$inferSelect;

/** Positions leave gaps, as the checklist's. */
const STEP = 10;
const validation = (field: string, message: string) => badRequest(message, { code: 'validation', fields: { [field]: message } });

async function weddingRow(db: DbOrTx, weddingId: number): Promise<WeddingRow> {
  const [row] = await db.select().from(weddings).where(eq(weddings.id, weddingId));
  if (!row) throw notFound();
  return row;
}

const toSettings = (b: BudgetRow): BudgetSettings => ({
  total_cents: b.totalCents,
  guest_count: b.guestCount,
  city: b.city,
  state_province: b.stateProvince,
  version: b.version,
});

const toCategory = (c: CategoryRow): BudgetCategory => ({
  id: c.id,
  key: (c.key as BudgetCategoryKey | null) ?? null,
  name: c.name,
  target_cents: c.targetCents,
  position: c.position,
  version: c.version,
});

/** Marketplace vendors as an item shows them (name, category, "City, ST", storefront). */
async function vendorsById(db: DbOrTx, ids: number[]): Promise<Map<number, BudgetVendor>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      stateCode: vendors.stateCode,
      city: usCities.name,
      categoryKey: vendorCategories.key,
      categoryName: vendorCategories.name,
    })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(usCities, eq(usCities.id, vendors.cityId))
    .where(inArray(vendors.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, toVendor(r)]));
}

function toVendor(r: {
  id: number;
  name: string;
  slug: string;
  stateCode: string;
  city: string;
  categoryKey: string;
  categoryName: string;
}) {
  return {
    id: r.id,
    name: r.name,
    category_name: r.categoryName,
    location: formatLocation(r.city, r.stateCode),
    url: `/wedding-vendors/${r.categoryKey}/${r.slug}`,
  };
}

function toItem(row: ItemRow, payments: PaymentRow[], vendor: BudgetVendor | null): BudgetItem {
  const mine = payments.filter((p) => p.itemId === row.id).sort((a, b) => a.id - b.id);
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    estimated_cents: row.estimatedCents,
    actual_cents: row.actualCents,
    paid_cents: mine.reduce((sum, p) => sum + (p.paidOn !== null ? p.amountCents : 0), 0),
    due_date: row.dueDate,
    vendor,
    vendor_name: row.vendorName,
    notes: row.notes,
    payments: mine.map((p) => ({ id: p.id, amount_cents: p.amountCents, due_date: p.dueDate, paid_on: p.paidOn, version: p.version })),
    version: row.version,
    updated_by_user_id: row.updatedByUserId,
  };
}

/** Items with their payments and vendors, in three queries whatever their number. */
async function loadItems(db: DbOrTx, weddingId: number, only?: number): Promise<BudgetItem[]> {
  const rows = await db
    .select()
    .from(budgetItems)
    .where(only === undefined ? eq(budgetItems.weddingId, weddingId) : and(eq(budgetItems.weddingId, weddingId), eq(budgetItems.id, only)))
    .orderBy(asc(budgetItems.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [payments, vendorMap] = await Promise.all([
    db.select().from(budgetPayments).where(inArray(budgetPayments.itemId, ids)),
    vendorsById(
      db,
      rows.flatMap((r) => (r.vendorId === null ? [] : [r.vendorId])),
    ),
  ]);
  return rows.map((r) => toItem(r, payments, r.vendorId === null ? null : (vendorMap.get(r.vendorId) ?? null)));
}

async function itemAnswer(db: DbOrTx, weddingId: number, id: number): Promise<BudgetItem> {
  const [item] = await loadItems(db, weddingId, id);
  if (!item) throw notFound(BUDGET_MESSAGES.itemNotFound);
  return item;
}

async function budgetAnswer(db: DbOrTx, wedding: WeddingRow, now: Date): Promise<BudgetView> {
  const [budget] = await db.select().from(budgets).where(eq(budgets.weddingId, wedding.id));
  const [categories, items] = budget
    ? await Promise.all([
        db
          .select()
          .from(budgetCategories)
          .where(eq(budgetCategories.weddingId, wedding.id))
          .orderBy(asc(budgetCategories.position), asc(budgetCategories.id)),
        loadItems(db, wedding.id),
      ])
    : [[], []];
  return {
    budget: budget ? toSettings(budget) : null,
    prefill: { guest_count: wedding.estimatedGuestCount, city: wedding.city, state_province: wedding.stateProvince },
    today: todayInZone(wedding.timeZone, now),
    categories: categories.map(toCategory),
    items,
  };
}

/** GET budget: the couple's budget, or (budget null) what the starting form is prefilled with. */
export async function getBudget(db: Db, userId: number, now: Date): Promise<BudgetView> {
  const { weddingId } = await requireMembership(db, userId);
  return budgetAnswer(db, await weddingRow(db, weddingId), now);
}

/** The budget row, locked, or 404 "not started" (every write of a budget's parts starts here). */
async function lockBudget(tx: Tx, weddingId: number): Promise<BudgetRow> {
  const [row] = await tx.select().from(budgets).where(eq(budgets.weddingId, weddingId)).for('update');
  if (!row) throw notFound(BUDGET_MESSAGES.noBudget);
  return row;
}

/** A share of the budget row: writes of different items go side by side, a change of the budget itself waits for them. */
async function shareBudget(tx: Tx, weddingId: number): Promise<BudgetRow> {
  const [row] = await tx.select().from(budgets).where(eq(budgets.weddingId, weddingId)).for('share');
  if (!row) throw notFound(BUDGET_MESSAGES.noBudget);
  return row;
}

/**
 * POST budget: the starting budget, with one category per typical share (allocate: the targets sum
 * to the total exactly). The budgets row's primary key decides: a second start (or the partner's at
 * the same moment) is a 409.
 */
export async function startBudget(
  db: Db,
  userId: number,
  body: StartBudgetBody & { city: string; state_province: string },
  now: Date,
): Promise<BudgetView> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    const created = await tx
      .insert(budgets)
      .values({
        weddingId,
        totalCents: body.total_cents,
        guestCount: body.guest_count,
        city: body.city,
        stateProvince: body.state_province,
        updatedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: budgets.weddingId });
    if (created.length === 0) throw conflict(BUDGET_MESSAGES.alreadyStarted, { code: 'budget_started' });
    await tx.insert(budgetCategories).values(
      allocate(body.total_cents).map((a, i) => ({
        weddingId,
        key: a.key,
        name: BUDGET_CATEGORY_NAMES[a.key],
        targetCents: a.target_cents,
        position: (i + 1) * STEP,
        updatedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return budgetAnswer(tx, await weddingRow(tx, weddingId), now);
  });
}

async function staleBudget(row: BudgetRow): Promise<never> {
  throw conflict(BUDGET_MESSAGES.changedByPartner, { code: 'stale_budget', budget: toSettings(row) });
}

/** PATCH budget: the total, guest count or place; the category targets stay as they are. */
export async function updateBudget(db: Db, userId: number, body: UpdateBudgetBody, now: Date): Promise<BudgetSettings> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    const row = await lockBudget(tx, weddingId);
    if (row.version !== body.version) return staleBudget(row);
    const changes: Partial<typeof budgets.$inferInsert> = {};
    if (body.total_cents !== undefined) changes.totalCents = body.total_cents;
    if (body.guest_count !== undefined) changes.guestCount = body.guest_count;
    if (body.city !== undefined) changes.city = body.city;
    if (body.state_province !== undefined) changes.stateProvince = body.state_province;
    const [saved] = await tx
      .update(budgets)
      .set({ ...changes, version: row.version + 1, updatedByUserId: userId, updatedAt: now })
      .where(eq(budgets.weddingId, weddingId))
      .returning();
    return toSettings(saved!);
  });
}

// ---------------------------------------------------------------------------------------------
// Categories.

async function lockCategory(tx: Tx, weddingId: number, id: number): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.weddingId, weddingId)))
    .for('update');
  if (!row) throw notFound(BUDGET_MESSAGES.categoryNotFound);
  return row;
}

async function requireUniqueName(tx: Tx, weddingId: number, name: string, except?: number): Promise<void> {
  const same = await tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.weddingId, weddingId), sql`lower(${budgetCategories.name}) = lower(${name})`));
  if (same.some((c) => c.id !== except)) throw validation('name', BUDGET_MESSAGES.duplicateCategory);
}

/** POST budget/categories: a category of the couple's own, last in the list. */
export async function createCategory(
  db: Db,
  userId: number,
  body: CreateCategoryBody & { target_cents: number },
  now: Date,
): Promise<BudgetCategory> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    // Categories are added one at a time per wedding (the count and the position stay right).
    await lockBudget(tx, weddingId);
    const [n] = await tx
      .select({ n: count(), max: sql<number | null>`max(${budgetCategories.position})` })
      .from(budgetCategories)
      .where(eq(budgetCategories.weddingId, weddingId));
    if (Number(n?.n ?? 0) >= MAX_CATEGORIES) throw badRequest(BUDGET_MESSAGES.tooManyCategories, { code: 'too_many' });
    await requireUniqueName(tx, weddingId, body.name);
    const [row] = await tx
      .insert(budgetCategories)
      .values({
        weddingId,
        name: body.name,
        targetCents: body.target_cents,
        position: Number(n?.max ?? 0) + STEP,
        updatedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toCategory(row!);
  });
}

/** PATCH budget/categories/:id: rename or change the target, from the version the caller saw. */
export async function updateCategory(db: Db, userId: number, id: number, body: UpdateCategoryBody, now: Date): Promise<BudgetCategory> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockCategory(tx, weddingId, id);
    if (row.version !== body.version)
      throw conflict(BUDGET_MESSAGES.changedByPartner, { code: 'stale_category', category: toCategory(row) });
    const changes: Partial<typeof budgetCategories.$inferInsert> = {};
    if (body.name !== undefined) {
      await requireUniqueName(tx, weddingId, body.name, row.id);
      changes.name = body.name;
    }
    if (body.target_cents !== undefined) changes.targetCents = body.target_cents;
    const [saved] = await tx
      .update(budgetCategories)
      .set({ ...changes, version: row.version + 1, updatedByUserId: userId, updatedAt: now })
      .where(eq(budgetCategories.id, row.id))
      .returning();
    return toCategory(saved!);
  });
}

/** DELETE budget/categories/:id?version=: only an empty category (its items move or go first). */
export async function deleteCategory(db: Db, userId: number, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockCategory(tx, weddingId, id);
    if (row.version !== version) throw conflict(BUDGET_MESSAGES.changedByPartner, { code: 'stale_category', category: toCategory(row) });
    // An item moving into it at the same moment locks the category row first (requireCategory), so this count holds.
    const [n] = await tx.select({ n: count() }).from(budgetItems).where(eq(budgetItems.categoryId, row.id));
    if (Number(n?.n ?? 0) > 0) throw conflict(BUDGET_MESSAGES.categoryHasItems, { code: 'category_has_items' });
    await tx.delete(budgetCategories).where(eq(budgetCategories.id, row.id));
  });
}

// ---------------------------------------------------------------------------------------------
// Items.

/** The category, if it is this wedding's (a share lock: it cannot be deleted under the item). */
async function requireCategory(tx: Tx, weddingId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: budgetCategories.id })
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, id), eq(budgetCategories.weddingId, weddingId)))
    .for('share');
  if (!row) throw validation('category_id', BUDGET_MESSAGES.category);
}

async function requireVendor(tx: Tx, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, id));
  if (!row) throw validation('vendor_id', BUDGET_MESSAGES.vendor);
}

async function lockItem(tx: Tx, weddingId: number, id: number): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(budgetItems)
    .where(and(eq(budgetItems.id, id), eq(budgetItems.weddingId, weddingId)))
    .for('update');
  if (!row) throw notFound(BUDGET_MESSAGES.itemNotFound);
  return row;
}

async function staleItem(tx: Tx, row: ItemRow): Promise<never> {
  throw conflict(BUDGET_MESSAGES.changedByPartner, { code: 'stale_item', item: await itemAnswer(tx, row.weddingId, row.id) });
}

/** POST budget/items. */
export async function createItem(db: Db, userId: number, body: Required<CreateItemBody>, now: Date): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    // The budget row serialises new items (the count stays under MAX_ITEMS).
    await lockBudget(tx, weddingId);
    const [n] = await tx.select({ n: count() }).from(budgetItems).where(eq(budgetItems.weddingId, weddingId));
    if (Number(n?.n ?? 0) >= MAX_ITEMS) throw badRequest(BUDGET_MESSAGES.tooManyItems, { code: 'too_many' });
    await requireCategory(tx, weddingId, body.category_id);
    await requireVendor(tx, body.vendor_id);
    const [row] = await tx
      .insert(budgetItems)
      .values({
        weddingId,
        categoryId: body.category_id,
        name: body.name,
        estimatedCents: body.estimated_cents,
        actualCents: body.actual_cents,
        dueDate: body.due_date,
        vendorId: body.vendor_id,
        vendorName: body.vendor_name,
        notes: body.notes,
        updatedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return itemAnswer(tx, weddingId, row!.id);
  });
}

/**
 * PATCH budget/items/:id: what was sent changes, if the item is still at the version the caller
 * saw; otherwise 409 `stale_item` with the item as it is now. Edits of different items never meet.
 */
export async function updateItem(db: Db, userId: number, id: number, body: UpdateItemBody, now: Date): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockItem(tx, weddingId, id);
    if (row.version !== body.version) return staleItem(tx, row);
    if (body.category_id !== undefined && body.category_id !== row.categoryId) await requireCategory(tx, weddingId, body.category_id);
    await requireVendor(tx, body.vendor_id);
    const changes: Partial<typeof budgetItems.$inferInsert> = {};
    if (body.category_id !== undefined) changes.categoryId = body.category_id;
    if (body.name !== undefined) changes.name = body.name;
    if (body.estimated_cents !== undefined) changes.estimatedCents = body.estimated_cents;
    if (body.actual_cents !== undefined) changes.actualCents = body.actual_cents;
    if (body.due_date !== undefined) changes.dueDate = body.due_date;
    if (body.vendor_id !== undefined) changes.vendorId = body.vendor_id;
    if (body.vendor_name !== undefined) changes.vendorName = body.vendor_name;
    if (body.notes !== undefined) changes.notes = body.notes;
    await tx
      .update(budgetItems)
      .set({ ...changes, version: row.version + 1, updatedByUserId: userId, updatedAt: now })
      .where(eq(budgetItems.id, row.id));
    return itemAnswer(tx, weddingId, row.id);
  });
}

/** DELETE budget/items/:id?version=: the item and its payments. */
export async function deleteItem(db: Db, userId: number, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockItem(tx, weddingId, id);
    if (row.version !== version) return staleItem(tx, row);
    await tx.delete(budgetItems).where(eq(budgetItems.id, row.id));
  });
}

// ---------------------------------------------------------------------------------------------
// Payments: each has its own version; a payment's change answers its item (paid_cents moves).

/** POST budget/items/:id/payments: an instalment. The item is locked (the count stays under the cap). */
export async function createPayment(
  db: Db,
  userId: number,
  itemId: number,
  body: Required<CreatePaymentBody>,
  now: Date,
): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const item = await lockItem(tx, weddingId, itemId);
    const [n] = await tx.select({ n: count() }).from(budgetPayments).where(eq(budgetPayments.itemId, item.id));
    if (Number(n?.n ?? 0) >= MAX_PAYMENTS_PER_ITEM) throw badRequest(BUDGET_MESSAGES.tooManyPayments, { code: 'too_many' });
    await tx.insert(budgetPayments).values({
      itemId: item.id,
      amountCents: body.amount_cents,
      dueDate: body.due_date,
      paidOn: body.paid_on,
      updatedByUserId: userId,
      createdAt: now,
      updatedAt: now,
    });
    return itemAnswer(tx, weddingId, item.id);
  });
}

/** The payment, locked, if its item is this wedding's; 404 otherwise (another couple's id included). */
async function lockPayment(tx: Tx, weddingId: number, id: number): Promise<PaymentRow> {
  const [row] = await tx
    .select({ payment: budgetPayments })
    .from(budgetPayments)
    .innerJoin(budgetItems, eq(budgetItems.id, budgetPayments.itemId))
    .where(and(eq(budgetPayments.id, id), eq(budgetItems.weddingId, weddingId)))
    .for('update', { of: budgetPayments });
  if (!row) throw notFound(BUDGET_MESSAGES.paymentNotFound);
  return row.payment;
}

async function stalePayment(tx: Tx, weddingId: number, row: PaymentRow): Promise<never> {
  throw conflict(BUDGET_MESSAGES.changedByPartner, { code: 'stale_item', item: await itemAnswer(tx, weddingId, row.itemId) });
}

/** PATCH budget/payments/:id: amount, due date, or paid on (null: not paid after all). */
export async function updatePayment(db: Db, userId: number, id: number, body: UpdatePaymentBody, now: Date): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockPayment(tx, weddingId, id);
    if (row.version !== body.version) return stalePayment(tx, weddingId, row);
    const changes: Partial<typeof budgetPayments.$inferInsert> = {};
    if (body.amount_cents !== undefined) changes.amountCents = body.amount_cents;
    if (body.due_date !== undefined) changes.dueDate = body.due_date;
    if (body.paid_on !== undefined) changes.paidOn = body.paid_on;
    await tx
      .update(budgetPayments)
      .set({ ...changes, version: row.version + 1, updatedByUserId: userId, updatedAt: now })
      .where(eq(budgetPayments.id, row.id));
    return itemAnswer(tx, weddingId, row.itemId);
  });
}

/** DELETE budget/payments/:id?version=: answers the item without it. */
export async function deletePayment(db: Db, userId: number, id: number, version: number): Promise<BudgetItem> {
  return db.transaction(async (tx) => {
    const { weddingId } = await requireMembership(tx, userId);
    await shareBudget(tx, weddingId);
    const row = await lockPayment(tx, weddingId, id);
    if (row.version !== version) return stalePayment(tx, weddingId, row);
    await tx.delete(budgetPayments).where(eq(budgetPayments.id, row.id));
    return itemAnswer(tx, weddingId, row.itemId);
  });
}

// ---------------------------------------------------------------------------------------------
// The vendor picker, the CSV and the dashboard card.

/** `like` pattern text: the typed letters, lower-cased, with like's own characters escaped. */
const likeText = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The vendor picker's statement: names holding `q` anywhere, whatever the case, those starting with
 * it first. `lower(name) like '%…%'` is served by the GIN trigram index vendors_name_trgm_idx
 * (site search's, migration 0032) rather than by reading every vendor (q has at least VENDOR_SEARCH_MIN letters).
 */
export function vendorSearchStatement(db: DbOrTx, q: string) {
  const name = sql`lower(${vendors.name})`;
  return db
    .select({
      id: vendors.id,
      name: vendors.name,
      slug: vendors.slug,
      stateCode: vendors.stateCode,
      city: usCities.name,
      categoryKey: vendorCategories.key,
      categoryName: vendorCategories.name,
    })
    .from(vendors)
    .innerJoin(vendorCategories, eq(vendorCategories.id, vendors.categoryId))
    .innerJoin(usCities, eq(usCities.id, vendors.cityId))
    .where(sql`${name} like ${`%${likeText(q)}%`}`)
    .orderBy(sql`${name} like ${`${likeText(q)}%`} desc`, desc(vendors.relevance), asc(vendors.name), asc(vendors.id))
    .limit(VENDOR_SEARCH_LIMIT);
}

/** GET budget/vendors?q=: marketplace vendors whose name holds `q` (names starting with it first). */
export async function searchVendors(db: Db, userId: number, q: string): Promise<{ vendors: BudgetVendor[] }> {
  await requireMembership(db, userId);
  const rows = await vendorSearchStatement(db, q);
  return { vendors: rows.map(toVendor) };
}

/**
 * GET budget/export.csv: every item under its category (papaparse), money as dollars with two
 * decimals; a byte-order mark so spreadsheets read UTF-8; escapeFormulae so a typed "=…" never runs.
 */
export async function budgetCsv(db: Db, userId: number, now: Date): Promise<string> {
  const view = await getBudget(db, userId, now);
  if (!view.budget) throw notFound(BUDGET_MESSAGES.noBudget);
  const data = budgetCsvRows(view);
  return `\uFEFF${Papa.unparse({ fields: [...BUDGET_CSV_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** The dashboard card's numbers: paid so far, and the categories' targets; null before the budget starts. */
export async function budgetCardStats(db: DbOrTx, weddingId: number): Promise<{ spent_cents: number; allocated_cents: number } | null> {
  const [budget] = await db.select().from(budgets).where(eq(budgets.weddingId, weddingId));
  if (!budget) return null;
  const [categories, items] = await Promise.all([
    db
      .select({ id: budgetCategories.id, target_cents: budgetCategories.targetCents })
      .from(budgetCategories)
      .where(eq(budgetCategories.weddingId, weddingId)),
    loadItems(db, weddingId),
  ]);
  const totals = budgetTotals({ total_cents: budget.totalCents, guest_count: budget.guestCount }, categories, items);
  return { spent_cents: totals.paid_cents, allocated_cents: totals.allocated_cents };
}
