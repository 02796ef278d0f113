import fc from 'fast-check';
import {
  allocate,
  BASIS_POINTS,
  BUDGET_CATEGORY_KEYS,
  BUDGET_CATEGORY_NAMES,
  BUDGET_CSV_COLUMNS,
  BUDGET_MESSAGES,
  budgetCsvRows,
  budgetTotals,
  centsToCsvDollars,
  createItemBody,
  createPaymentBody,
  DUE_SOON_DAYS,
  itemCost,
  itemState,
  MAX_AMOUNT_CENTS,
  MAX_TOTAL_CENTS,
  overUnderLabel,
  paymentState,
  startBudgetBody,
  TYPICAL_SHARES_BP,
  updateItemBody,
  VENDOR_SEARCH_LIMIT,
  VENDOR_SEARCH_MIN,
  vendorSearchQuery,
  versionQuery,
  type BudgetItem,
} from '../../src/contracts/budget';
import { formatCents } from '../../src/lib/money';

const item = (over: Partial<BudgetItem> = {}): BudgetItem => ({
  id: 1,
  category_id: 10,
  name: 'Hall',
  estimated_cents: 100_000,
  actual_cents: null,
  paid_cents: 0,
  due_date: null,
  vendor: null,
  vendor_name: '',
  notes: '',
  payments: [],
  version: 1,
  updated_by_user_id: null,
  ...over,
});

describe('the typical shares', () => {
  it('cover the sixteen categories of the brief, each named, and sum to 100 %', () => {
    expect(BUDGET_CATEGORY_KEYS).toHaveLength(16);
    expect(Object.keys(TYPICAL_SHARES_BP).sort()).toEqual([...BUDGET_CATEGORY_KEYS].sort());
    expect(Object.values(TYPICAL_SHARES_BP).reduce((s, bp) => s + bp, 0)).toBe(BASIS_POINTS);
    for (const key of BUDGET_CATEGORY_KEYS) {
      expect(TYPICAL_SHARES_BP[key]).toBeGreaterThan(0);
      expect(BUDGET_CATEGORY_NAMES[key].length).toBeGreaterThan(2);
    }
    // Venue and catering together about half, as the surveys find.
    expect(TYPICAL_SHARES_BP.venue + TYPICAL_SHARES_BP.catering).toBe(4800);
  });

  it.each([
    [3_000_000, { venue: 840_000, catering: 600_000, photography: 270_000, misc: 30_000 }],
    [100, { venue: 28, catering: 20, photography: 9, officiant: 1 }],
  ])('splits %i cents by the shares', (total, expected) => {
    const byKey = Object.fromEntries(allocate(total).map((a) => [a.key, a.target_cents]));
    expect(byKey).toMatchObject(expected);
  });

  it('always sums to the total exactly, in whole cents, within a cent of each share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: MAX_TOTAL_CENTS }), (total) => {
        const rows = allocate(total);
        expect(rows.reduce((s, r) => s + r.target_cents, 0)).toBe(total);
        for (const r of rows) {
          expect(Number.isInteger(r.target_cents)).toBe(true);
          expect(Math.abs(r.target_cents - (total * TYPICAL_SHARES_BP[r.key]) / BASIS_POINTS)).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('due soon and overdue', () => {
  const today = '2026-11-26';
  it.each([
    [{ due_date: '2026-11-20', paid_on: '2026-11-19' }, 'paid'],
    [{ due_date: null, paid_on: null }, 'no_date'],
    [{ due_date: '2026-11-25', paid_on: null }, 'overdue'],
    [{ due_date: '2026-11-26', paid_on: null }, 'due_soon'],
    [{ due_date: '2026-12-10', paid_on: null }, 'due_soon'],
    [{ due_date: '2026-12-11', paid_on: null }, 'upcoming'],
  ] as const)('%j is %s', (p, state) => {
    expect(paymentState(p, today)).toBe(state);
  });
  it('"due soon" is within DUE_SOON_DAYS (14) days', () => {
    expect(DUE_SOON_DAYS).toBe(14);
  });
  it('an item is paid once its payments reach its cost; otherwise its own due date decides', () => {
    expect(itemState(item({ paid_cents: 100_000 }), today)).toBe('paid');
    expect(itemState(item({ actual_cents: 120_000, paid_cents: 100_000, due_date: '2026-11-01' }), today)).toBe('overdue');
    expect(itemState(item({ estimated_cents: 0, due_date: '2026-12-01' }), today)).toBe('due_soon');
    expect(itemCost(item({ actual_cents: 0 }))).toBe(0);
    expect(itemCost(item())).toBe(100_000);
  });
});

describe('totals', () => {
  it('per category and overall: targets, costs (actual else estimate), paid, over and under', () => {
    const totals = budgetTotals(
      { total_cents: 3_000_000, guest_count: 120 },
      [
        { id: 10, target_cents: 840_000 },
        { id: 11, target_cents: 600_000 },
      ],
      [
        item({ category_id: 10, estimated_cents: 900_000, paid_cents: 300_000 }),
        item({ id: 2, category_id: 11, estimated_cents: 500_000, actual_cents: 550_000 }),
      ],
    );
    expect(totals).toMatchObject({
      total_cents: 3_000_000,
      allocated_cents: 1_440_000,
      unallocated_cents: 1_560_000,
      estimated_cents: 1_400_000,
      cost_cents: 1_450_000,
      paid_cents: 300_000,
      remaining_cents: 1_550_000,
      per_guest_cents: 25_000,
    });
    expect(totals.categories[0]).toMatchObject({ remaining_cents: -60_000, cost_cents: 900_000 });
    expect(totals.categories[1]).toMatchObject({ remaining_cents: 50_000, actual_cents: 550_000 });
    expect(budgetTotals({ total_cents: 100, guest_count: 0 }, [], []).per_guest_cents).toBeNull();
  });
  it.each([
    [0, 'On target'],
    [120_000, '$1,200 under'],
    [-30_050, '$300.50 over'],
  ])('%i reads “%s”', (cents, label) => {
    expect(overUnderLabel(cents, formatCents)).toBe(label);
  });
});

describe('the CSV', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123_456, '1234.56'],
    [-2_500, '-25.00'],
  ])('%i cents is %s dollars', (cents, dollars) => {
    expect(centsToCsvDollars(cents)).toBe(dollars);
  });
  it('a row per item under its category, a row for an empty category', () => {
    const rows = budgetCsvRows({
      today: '2026-11-26',
      categories: [
        { id: 10, key: 'venue', name: 'Venue', target_cents: 840_000, position: 10, version: 1 },
        { id: 11, key: null, name: 'Honeymoon', target_cents: 0, position: 20, version: 1 },
      ],
      items: [item({ due_date: '2026-12-01', vendor_name: 'The Loft', notes: 'Deposit' })],
    });
    expect(rows).toEqual([
      ['Venue', '8400.00', 'Hall', 'The Loft', '1000.00', '', '0.00', '2026-12-01', 'Due soon', 'Deposit'],
      ['Honeymoon', '0.00', '', '', '', '', '', '', '', ''],
    ]);
    expect(rows.every((r) => r.length === BUDGET_CSV_COLUMNS.length)).toBe(true);
  });
});

describe('the bodies', () => {
  it('refuse what the API refuses, with the messages', () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(startBudgetBody.safeParse({ total_cents: 99, guest_count: 1 }))).toBe(BUDGET_MESSAGES.total);
    expect(first(startBudgetBody.safeParse({ total_cents: MAX_TOTAL_CENTS + 1, guest_count: 1 }))).toBe(BUDGET_MESSAGES.total);
    expect(first(createItemBody.safeParse({ category_id: 1, name: 'x', estimated_cents: MAX_AMOUNT_CENTS + 1 }))).toBe(
      BUDGET_MESSAGES.amount,
    );
    expect(first(createPaymentBody.safeParse({ amount_cents: 0 }))).toBe(BUDGET_MESSAGES.payment);
    expect(first(updateItemBody.safeParse({ name: 'x' }))).toBe(BUDGET_MESSAGES.version);
    expect(first(versionQuery.safeParse({ version: 'x' }))).toBe(BUDGET_MESSAGES.version);
    expect(versionQuery.parse({ version: '3' })).toEqual({ version: 3 });
    expect(createItemBody.parse({ category_id: 1, name: ' Hall ' })).toEqual({
      category_id: 1,
      name: 'Hall',
      estimated_cents: 0,
      actual_cents: null,
      due_date: null,
      vendor_id: null,
      vendor_name: '',
      notes: '',
    });
  });
  it('the vendor search: three letters at least (a trigram), spaces aside; eight answers at most', () => {
    expect(VENDOR_SEARCH_MIN).toBe(3);
    expect(VENDOR_SEARCH_LIMIT).toBe(8);
    expect(BUDGET_MESSAGES.search).toBe('Type at least 3 letters of the vendor’s name.');
    for (const q of ['', 'ab', ' ab ']) expect(vendorSearchQuery.safeParse({ q }).error?.issues[0]?.message).toBe(BUDGET_MESSAGES.search);
    expect(vendorSearchQuery.parse({ q: 'Ced' }).q).toBe('Ced');
  });

  it('every message is a sentence a person reads', () => {
    for (const m of Object.values(BUDGET_MESSAGES)) expect(m).toMatch(/^[A-Z].*\.$/);
    expect(BUDGET_MESSAGES.changedByPartner).toMatch(/^Your partner changed this/);
  });
});
