import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { budgetTotals, itemState, paymentState, type BudgetItem, type DueState } from '../../contracts/budget';
import { initialBudgetState, type BudgetState } from './budgetSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): BudgetState => state.budget ?? initialBudgetState;

export const selectBudgetView = (state: RootState) => domain(state).view;
export const selectBudgetLoad = (state: RootState) => domain(state).load;
export const selectBudgetStart = (state: RootState) => domain(state).start;
export const selectBudgetWrite = (state: RootState) => domain(state).write;
export const selectBudgetAddItem = (state: RootState) => domain(state).addItem;
export const selectBudgetAddCategory = (state: RootState) => domain(state).addCategory;
export const selectBudgetAddPayment = (state: RootState) => domain(state).addPayment;
export const selectBudgetNotice = (state: RootState) => domain(state).notice;
export const selectVendorSearch = (state: RootState) => domain(state).vendorSearch;

/** Per category and overall (contracts/budget.ts budgetTotals), or null before the budget starts. */
export const selectBudgetTotals = createSelector(selectBudgetView, (view) =>
  view?.budget ? budgetTotals(view.budget, view.categories, view.items) : null,
);

export interface DueEntry {
  key: string;
  item: BudgetItem;
  amount_cents: number;
  due_date: string;
  state: Extract<DueState, 'overdue' | 'due_soon'>;
}

/**
 * What needs paying now: unpaid payments overdue or due soon, and items with no payments whose own
 * due date is overdue or soon (unless paid in full); the earliest first.
 */
export const selectDuePayments = createSelector(selectBudgetView, (view): DueEntry[] => {
  if (!view) return [];
  const entries: DueEntry[] = [];
  for (const item of view.items) {
    if (item.payments.length === 0) {
      const state = itemState(item, view.today);
      if ((state === 'overdue' || state === 'due_soon') && item.due_date)
        entries.push({
          key: `item-${item.id}`,
          item,
          amount_cents: item.actual_cents ?? item.estimated_cents,
          due_date: item.due_date,
          state,
        });
    }
    for (const p of item.payments) {
      const state = paymentState(p, view.today);
      if ((state === 'overdue' || state === 'due_soon') && p.due_date)
        entries.push({ key: `payment-${p.id}`, item, amount_cents: p.amount_cents, due_date: p.due_date, state });
    }
  }
  return entries.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.key.localeCompare(b.key));
});
