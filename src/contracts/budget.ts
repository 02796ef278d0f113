import { z } from 'zod';
import { MAX_ID, text } from './inputs';
import { addDays } from './checklist';
import { isCalendarDate } from './weddingDates';

/**
 * The wedding budget (issue 29; server/API.md "The wedding budget"): a total split into categories
 * (targets), the items the couple plans to pay for, and each item's payments in instalments. Both
 * partners edit it, item by item. Money is integer cents everywhere (database, contract, API); only
 * the CSV export writes dollars. Field names are the API's.
 */

// ---------------------------------------------------------------------------------------------
// The starting allocation.

/** The categories a new budget starts with, in the order the page lists them. */
export const BUDGET_CATEGORY_KEYS = [
  'venue',
  'catering',
  'photography',
  'videography',
  'attire',
  'hair_makeup',
  'flowers_decor',
  'music',
  'paper',
  'rings',
  'transportation',
  'favors_gifts',
  'officiant',
  'cake',
  'planner',
  'misc',
] as const;
export type BudgetCategoryKey = (typeof BUDGET_CATEGORY_KEYS)[number];

export const BUDGET_CATEGORY_NAMES: Record<BudgetCategoryKey, string> = {
  venue: 'Venue',
  catering: 'Catering',
  photography: 'Photography',
  videography: 'Videography',
  attire: 'Attire',
  hair_makeup: 'Hair & makeup',
  flowers_decor: 'Flowers & decor',
  music: 'Music & entertainment',
  paper: 'Invitations & paper',
  rings: 'Rings',
  transportation: 'Transportation',
  favors_gifts: 'Favors & gifts',
  officiant: 'Officiant',
  cake: 'Cake',
  planner: 'Planner',
  misc: 'Miscellaneous',
};

/**
 * Typical shares of a wedding's total, in basis points (1/100 of a percent; they sum to 10,000 =
 * 100 %). Where they come from: the average spend by category that couples reported in the US
 * industry surveys of recent years (The Knot Real Weddings Study 2023 and 2024; Zola's First Look
 * Report 2024), where the reception venue and catering together take about half of the total and
 * photography and video about an eighth. Those surveys report dollar averages, not one table of
 * percentages: these are our rounding of them into shares, normalised to 100 %, and a starting
 * point the couple edits, not advice. The engagement ring is left out (bought before planning);
 * "rings" are the wedding bands.
 *
 * Location does not change the shares or the total: the couple's own total already carries their
 * local prices (a New York wedding's total is larger, not differently split). The location is kept
 * with the budget and shown on the page; the guest count gives the cost per guest.
 */
export const TYPICAL_SHARES_BP: Record<BudgetCategoryKey, number> = {
  venue: 2800,
  catering: 2000,
  photography: 900,
  videography: 500,
  attire: 600,
  hair_makeup: 200,
  flowers_decor: 800,
  music: 600,
  paper: 200,
  rings: 400,
  transportation: 200,
  favors_gifts: 150,
  officiant: 100,
  cake: 150,
  planner: 300,
  misc: 100,
};
export const BASIS_POINTS = 10_000;

/**
 * The starting targets: each category's share of `totalCents`, in whole cents, summing to the total
 * exactly (largest remainder: the cents lost to rounding down go, one each, to the categories whose
 * share lost the most; ties in the table's order).
 */
export function allocate(totalCents: number): Array<{ key: BudgetCategoryKey; target_cents: number }> {
  const rows = BUDGET_CATEGORY_KEYS.map((key, index) => {
    const exact = totalCents * TYPICAL_SHARES_BP[key];
    return { key, index, target_cents: Math.floor(exact / BASIS_POINTS), remainder: exact % BASIS_POINTS };
  });
  let left = totalCents - rows.reduce((sum, r) => sum + r.target_cents, 0);
  for (const r of [...rows].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    r.target_cents += 1;
    left -= 1;
  }
  return rows.map(({ key, target_cents }) => ({ key, target_cents }));
}

// ---------------------------------------------------------------------------------------------
// Limits and messages.

/** The largest budget total: $10,000,000. */
export const MAX_TOTAL_CENTS = 1_000_000_000;
/** The largest amount of one item, payment or category target: $5,000,000. */
export const MAX_AMOUNT_CENTS = 500_000_000;
export const MAX_GUESTS = 1000;
export const NAME_MAX = 80;
export const VENDOR_NAME_MAX = 120;
export const NOTES_MAX = 1000;
export const PLACE_MAX = 80;
export const MAX_CATEGORIES = 40;
export const MAX_ITEMS = 400;
export const MAX_PAYMENTS_PER_ITEM = 24;
/** An unpaid payment (or item) due within this many days of today is "due soon". */
export const DUE_SOON_DAYS = 14;
/**
 * The vendor picker's search: at least this many characters, at most this many answers. Three: the
 * fewest letters that make a trigram, so the search is served by the names' trigram index
 * (vendors_name_trgm_idx); two letters would read every vendor.
 */
export const VENDOR_SEARCH_MIN = 3;
export const VENDOR_SEARCH_LIMIT = 8;

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;

export const BUDGET_MESSAGES = {
  total: `Enter your total budget, from $1 to ${dollars(MAX_TOTAL_CENTS)}.`,
  guests: `Enter a guest count from 0 to ${MAX_GUESTS}.`,
  amount: `Enter an amount from $0 to ${dollars(MAX_AMOUNT_CENTS)}.`,
  payment: `Enter a payment from $0.01 to ${dollars(MAX_AMOUNT_CENTS)}.`,
  name: 'Give it a name.',
  nameLong: `Keep the name under ${NAME_MAX} characters.`,
  vendorLong: `Keep the vendor’s name under ${VENDOR_NAME_MAX} characters.`,
  notesLong: `Keep the notes under ${NOTES_MAX} characters.`,
  placeLong: `Keep the place under ${PLACE_MAX} characters.`,
  date: 'Enter a real date, like 2027-06-12.',
  version: 'Reload your budget and try again.',
  category: 'Choose one of your budget’s categories.',
  vendor: 'Choose a vendor from the marketplace’s list, or type their name.',
  noBudget: 'You haven’t started your budget yet.',
  alreadyStarted: 'Your budget is already started: reload the page to see it.',
  itemNotFound: 'That item isn’t in your budget any more.',
  categoryNotFound: 'That category isn’t in your budget any more.',
  paymentNotFound: 'That payment isn’t in your budget any more.',
  duplicateCategory: 'You already have a category with that name.',
  categoryHasItems: 'Move or delete this category’s items first.',
  tooManyCategories: `A budget holds up to ${MAX_CATEGORIES} categories.`,
  tooManyItems: `A budget holds up to ${MAX_ITEMS} items.`,
  tooManyPayments: `An item holds up to ${MAX_PAYMENTS_PER_ITEM} payments.`,
  changedByPartner: 'Your partner changed this a moment ago. We’ve shown you their version: make your change again if you still want it.',
  search: `Type at least ${VENDOR_SEARCH_MIN} letters of the vendor’s name.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Request bodies.

const cents = (max: number, message: string, min = 0) => z.number({ message }).int(message).min(min, message).max(max, message);
const amount = cents(MAX_AMOUNT_CENTS, BUDGET_MESSAGES.amount);
const calendarDate = z
  .string({ message: BUDGET_MESSAGES.date })
  .refine((v) => isCalendarDate(v), BUDGET_MESSAGES.date)
  .nullable();
const name = text(NAME_MAX, { type: BUDGET_MESSAGES.name, tooLong: BUDGET_MESSAGES.nameLong }).min(1, BUDGET_MESSAGES.name);
const place = text(PLACE_MAX, { tooLong: BUDGET_MESSAGES.placeLong });
const notes = text(NOTES_MAX, { tooLong: BUDGET_MESSAGES.notesLong });
const vendorName = text(VENDOR_NAME_MAX, { tooLong: BUDGET_MESSAGES.vendorLong });
const idOf = (message: string) => z.number({ message }).int(message).positive(message).max(MAX_ID, message);
const version = idOf(BUDGET_MESSAGES.version);
const guestCount = z
  .number({ message: BUDGET_MESSAGES.guests })
  .int(BUDGET_MESSAGES.guests)
  .min(0, BUDGET_MESSAGES.guests)
  .max(MAX_GUESTS, BUDGET_MESSAGES.guests);

const idParam = (message: string) => z.object({ id: z.coerce.number({ message }).int(message).positive(message).max(MAX_ID, message) });
export const itemIdParams = idParam(BUDGET_MESSAGES.itemNotFound);
export const categoryIdParams = idParam(BUDGET_MESSAGES.categoryNotFound);
export const paymentIdParams = idParam(BUDGET_MESSAGES.paymentNotFound);
/** A DELETE names the version it was made on in its query (?version=3). */
export const versionQuery = z.object({ version: z.coerce.number({ message: BUDGET_MESSAGES.version }).pipe(version) });

/** POST budget: the starting form. */
export const startBudgetBody = z.object({
  total_cents: cents(MAX_TOTAL_CENTS, BUDGET_MESSAGES.total, 100),
  guest_count: guestCount,
  city: place.default(''),
  state_province: place.default(''),
});
export type StartBudgetBody = z.input<typeof startBudgetBody>;

/** PATCH budget: the total, guests or place (the category targets stay as the couple set them). */
export const updateBudgetBody = z.object({
  version,
  total_cents: cents(MAX_TOTAL_CENTS, BUDGET_MESSAGES.total, 100).optional(),
  guest_count: guestCount.optional(),
  city: place.optional(),
  state_province: place.optional(),
});
export type UpdateBudgetBody = z.input<typeof updateBudgetBody>;

export const createCategoryBody = z.object({ name, target_cents: amount.default(0) });
export type CreateCategoryBody = z.input<typeof createCategoryBody>;
export const updateCategoryBody = z.object({ version, name: name.optional(), target_cents: amount.optional() });
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;

const itemFields = {
  category_id: idOf(BUDGET_MESSAGES.category),
  name,
  estimated_cents: amount,
  /** What it really costs, once known (null: not known yet; the estimate counts meanwhile). */
  actual_cents: amount.nullable(),
  due_date: calendarDate,
  /** A marketplace vendor (its id), or null; `vendor_name` is free text for one that is not listed. */
  vendor_id: idOf(BUDGET_MESSAGES.vendor).nullable(),
  vendor_name: vendorName,
  notes,
};
export const createItemBody = z.object({
  category_id: itemFields.category_id,
  name: itemFields.name,
  estimated_cents: itemFields.estimated_cents.default(0),
  actual_cents: itemFields.actual_cents.default(null),
  due_date: itemFields.due_date.default(null),
  vendor_id: itemFields.vendor_id.default(null),
  vendor_name: itemFields.vendor_name.default(''),
  notes: itemFields.notes.default(''),
});
export type CreateItemBody = z.input<typeof createItemBody>;
export const updateItemBody = z.object({
  version,
  category_id: itemFields.category_id.optional(),
  name: itemFields.name.optional(),
  estimated_cents: itemFields.estimated_cents.optional(),
  actual_cents: itemFields.actual_cents.optional(),
  due_date: itemFields.due_date.optional(),
  vendor_id: itemFields.vendor_id.optional(),
  vendor_name: itemFields.vendor_name.optional(),
  notes: itemFields.notes.optional(),
});
export type UpdateItemBody = z.input<typeof updateItemBody>;

const paymentAmount = cents(MAX_AMOUNT_CENTS, BUDGET_MESSAGES.payment, 1);
export const createPaymentBody = z.object({
  amount_cents: paymentAmount,
  due_date: calendarDate.default(null),
  /** The day it was paid; null while it is still to pay. */
  paid_on: calendarDate.default(null),
});
export type CreatePaymentBody = z.input<typeof createPaymentBody>;
export const updatePaymentBody = z.object({
  version,
  amount_cents: paymentAmount.optional(),
  due_date: calendarDate.optional(),
  paid_on: calendarDate.optional(),
});
export type UpdatePaymentBody = z.input<typeof updatePaymentBody>;

export const vendorSearchQuery = z.object({
  q: text(NAME_MAX, { type: BUDGET_MESSAGES.search, tooLong: BUDGET_MESSAGES.nameLong }).min(VENDOR_SEARCH_MIN, BUDGET_MESSAGES.search),
});

// ---------------------------------------------------------------------------------------------
// Answers.

export const budgetPayment = z.object({
  id: z.number(),
  amount_cents: z.number(),
  due_date: z.string().nullable(),
  paid_on: z.string().nullable(),
  version: z.number(),
});
export type BudgetPayment = z.infer<typeof budgetPayment>;

export const budgetVendor = z.object({
  id: z.number(),
  name: z.string(),
  category_name: z.string(),
  location: z.string(),
  /** The vendor's storefront on the marketplace. */
  url: z.string(),
});
export type BudgetVendor = z.infer<typeof budgetVendor>;

export const budgetItem = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  estimated_cents: z.number(),
  actual_cents: z.number().nullable(),
  /** The payments marked paid, summed (derived; never stored). */
  paid_cents: z.number(),
  due_date: z.string().nullable(),
  vendor: budgetVendor.nullable(),
  vendor_name: z.string(),
  notes: z.string(),
  payments: z.array(budgetPayment),
  version: z.number(),
  updated_by_user_id: z.number().nullable(),
});
export type BudgetItem = z.infer<typeof budgetItem>;

export const budgetCategory = z.object({
  id: z.number(),
  /** The typical-shares key it started from, or null for one the couple added. */
  key: z.enum(BUDGET_CATEGORY_KEYS).nullable(),
  name: z.string(),
  target_cents: z.number(),
  position: z.number(),
  version: z.number(),
});
export type BudgetCategory = z.infer<typeof budgetCategory>;

export const budgetSettings = z.object({
  total_cents: z.number(),
  guest_count: z.number(),
  city: z.string(),
  state_province: z.string(),
  version: z.number(),
});
export type BudgetSettings = z.infer<typeof budgetSettings>;

export const budgetView = z.object({
  /** Null until the couple starts the budget (then `prefill` fills the starting form). */
  budget: budgetSettings.nullable(),
  prefill: z.object({ guest_count: z.number().nullable(), city: z.string(), state_province: z.string() }),
  /** Today on the wedding's calendar (due soon and overdue are decided against it). */
  today: z.string(),
  categories: z.array(budgetCategory),
  items: z.array(budgetItem),
});
export type BudgetView = z.infer<typeof budgetView>;

export const vendorSearchAnswer = z.object({ vendors: z.array(budgetVendor) });
export type VendorSearchAnswer = z.infer<typeof vendorSearchAnswer>;

/** A 409's `code` on a stale edit, and what it carries as it is now. */
export type StaleBudgetAnswer =
  | { message: string; code: 'stale_item'; item: BudgetItem }
  | { message: string; code: 'stale_category'; category: BudgetCategory }
  | { message: string; code: 'stale_budget'; budget: BudgetSettings };

// ---------------------------------------------------------------------------------------------
// Pure rules: what is due, and the totals.

export type DueState = 'paid' | 'overdue' | 'due_soon' | 'upcoming' | 'no_date';
export const DUE_STATE_LABELS: Record<DueState, string> = {
  paid: 'Paid',
  overdue: 'Overdue',
  due_soon: 'Due soon',
  upcoming: 'Upcoming',
  no_date: 'No due date',
};

/** Where a payment stands: paid; overdue (unpaid, due before today); due soon (due within DUE_SOON_DAYS); upcoming. */
export function paymentState(p: Pick<BudgetPayment, 'due_date' | 'paid_on'>, today: string): DueState {
  if (p.paid_on !== null) return 'paid';
  if (p.due_date === null) return 'no_date';
  if (p.due_date < today) return 'overdue';
  return p.due_date <= addDays(today, DUE_SOON_DAYS) ? 'due_soon' : 'upcoming';
}

/** What an item will cost: the actual amount once known, else the estimate. */
export const itemCost = (i: Pick<BudgetItem, 'estimated_cents' | 'actual_cents'>): number => i.actual_cents ?? i.estimated_cents;

/** An item stands as its cost paid in full, or as its own due date otherwise (same rule as a payment). */
export function itemState(i: Pick<BudgetItem, 'estimated_cents' | 'actual_cents' | 'paid_cents' | 'due_date'>, today: string): DueState {
  const cost = itemCost(i);
  if (cost > 0 && i.paid_cents >= cost) return 'paid';
  return paymentState({ due_date: i.due_date, paid_on: null }, today);
}

export interface CategoryTotals {
  category_id: number;
  target_cents: number;
  estimated_cents: number;
  actual_cents: number;
  /** Each item's cost (actual, else estimated), summed: what the category is heading for. */
  cost_cents: number;
  paid_cents: number;
  /** target − cost: positive is under the target, negative over it. */
  remaining_cents: number;
}
export interface BudgetTotals {
  total_cents: number;
  /** The categories' targets, summed. */
  allocated_cents: number;
  /** total − allocated: what no category has yet (negative: the targets add up to more than the total). */
  unallocated_cents: number;
  estimated_cents: number;
  cost_cents: number;
  paid_cents: number;
  /** total − cost: positive is under budget, negative over it. */
  remaining_cents: number;
  /** The budget total per guest (rounded to the cent), or null with no guests. */
  per_guest_cents: number | null;
  categories: CategoryTotals[];
}

/** Per category and overall; the page, the dashboard card and the CSV use this one rule. */
export function budgetTotals(
  budget: Pick<BudgetSettings, 'total_cents' | 'guest_count'>,
  categories: readonly Pick<BudgetCategory, 'id' | 'target_cents'>[],
  items: readonly Pick<BudgetItem, 'category_id' | 'estimated_cents' | 'actual_cents' | 'paid_cents'>[],
): BudgetTotals {
  const rows = categories.map((c) => {
    const mine = items.filter((i) => i.category_id === c.id);
    const sum = (f: (i: (typeof mine)[number]) => number) => mine.reduce((s, i) => s + f(i), 0);
    const cost = sum(itemCost);
    return {
      category_id: c.id,
      target_cents: c.target_cents,
      estimated_cents: sum((i) => i.estimated_cents),
      actual_cents: sum((i) => i.actual_cents ?? 0),
      cost_cents: cost,
      paid_cents: sum((i) => i.paid_cents),
      remaining_cents: c.target_cents - cost,
    };
  });
  const total = (f: (r: CategoryTotals) => number) => rows.reduce((s, r) => s + f(r), 0);
  const allocated = total((r) => r.target_cents);
  const cost = total((r) => r.cost_cents);
  return {
    total_cents: budget.total_cents,
    allocated_cents: allocated,
    unallocated_cents: budget.total_cents - allocated,
    estimated_cents: total((r) => r.estimated_cents),
    cost_cents: cost,
    paid_cents: total((r) => r.paid_cents),
    remaining_cents: budget.total_cents - cost,
    per_guest_cents: budget.guest_count > 0 ? Math.round(budget.total_cents / budget.guest_count) : null,
    categories: rows,
  };
}

/** "$1,200 under", "$300 over", "On target": how far a cost is from its target. */
export function overUnderLabel(remainingCents: number, format: (cents: number) => string): string {
  if (remainingCents === 0) return 'On target';
  return remainingCents > 0 ? `${format(remainingCents)} under` : `${format(-remainingCents)} over`;
}

// ---------------------------------------------------------------------------------------------
// The CSV export: dollars with two decimals (the only place money is not cents).

export const BUDGET_CSV_COLUMNS = [
  'Category',
  'Category target',
  'Item',
  'Vendor',
  'Estimated',
  'Actual',
  'Paid',
  'Due date',
  'Status',
  'Notes',
] as const;

/** Cents as dollars with two decimals and no symbol or separators ('1234.50'): what spreadsheets read as a number. */
export function centsToCsvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The export's rows: each item under its category, in the page's order; a category with no items has one row of its own. */
export function budgetCsvRows(view: Pick<BudgetView, 'categories' | 'items' | 'today'>): string[][] {
  const rows: string[][] = [];
  for (const c of view.categories) {
    const items = view.items.filter((i) => i.category_id === c.id);
    const target = centsToCsvDollars(c.target_cents);
    if (items.length === 0) rows.push([c.name, target, '', '', '', '', '', '', '', '']);
    for (const i of items) {
      rows.push([
        c.name,
        target,
        i.name,
        i.vendor?.name ?? i.vendor_name,
        centsToCsvDollars(i.estimated_cents),
        i.actual_cents === null ? '' : centsToCsvDollars(i.actual_cents),
        centsToCsvDollars(i.paid_cents),
        i.due_date ?? '',
        DUE_STATE_LABELS[itemState(i, view.today)],
        i.notes,
      ]);
    }
  }
  return rows;
}
