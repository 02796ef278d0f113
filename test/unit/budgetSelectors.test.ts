import type { RootState } from '../../src/app/rootReducer';
import type { BudgetItem, BudgetView } from '../../src/contracts/budget';
import { initialBudgetState } from '../../src/features/budget/budgetSlice';
import { selectBudgetTotals, selectDuePayments } from '../../src/features/budget/budgetSelectors';

const item = (over: Partial<BudgetItem>): BudgetItem => ({
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
const stateWith = (view: BudgetView | null) => ({ budget: { ...initialBudgetState, view } }) as unknown as RootState;
const view = (items: BudgetItem[]): BudgetView => ({
  budget: { total_cents: 1_000_000, guest_count: 10, city: '', state_province: '', version: 1 },
  prefill: { guest_count: null, city: '', state_province: '' },
  today: '2026-11-26',
  categories: [{ id: 10, key: 'venue', name: 'Venue', target_cents: 500_000, position: 10, version: 1 }],
  items,
});

describe('what is due', () => {
  it('lists unpaid payments overdue or due within 14 days, and undated-payment items by their own date, earliest first', () => {
    const due = selectDuePayments(
      stateWith(
        view([
          item({
            id: 1,
            name: 'Hall',
            payments: [
              { id: 11, amount_cents: 30_000, due_date: '2026-11-20', paid_on: '2026-11-19', version: 1 },
              { id: 12, amount_cents: 70_000, due_date: '2026-12-05', paid_on: null, version: 1 },
              { id: 13, amount_cents: 5_000, due_date: '2027-01-05', paid_on: null, version: 1 },
            ],
          }),
          item({ id: 2, name: 'Cake', estimated_cents: 60_000, due_date: '2026-11-01' }),
          item({ id: 3, name: 'Rings', estimated_cents: 60_000, paid_cents: 60_000, due_date: '2026-11-01' }),
          item({ id: 4, name: 'Bus', due_date: '2027-03-01' }),
        ]),
      ),
    );
    expect(due.map((d) => [d.item.name, d.amount_cents, d.due_date, d.state])).toEqual([
      ['Cake', 60_000, '2026-11-01', 'overdue'],
      ['Hall', 70_000, '2026-12-05', 'due_soon'],
    ]);
  });
  it('nothing before the budget loads; totals only once it has started', () => {
    expect(selectDuePayments(stateWith(null))).toEqual([]);
    expect(selectBudgetTotals(stateWith(null))).toBeNull();
    expect(selectBudgetTotals(stateWith({ ...view([]), budget: null }))).toBeNull();
    expect(selectBudgetTotals(stateWith(view([item({})])))).toMatchObject({ cost_cents: 100_000, remaining_cents: 900_000 });
  });
});
