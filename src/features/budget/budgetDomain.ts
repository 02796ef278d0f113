import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { budgetReducer, type BudgetState } from './budgetSlice';
import { budgetSagas } from './budgetSagas';

/** The budget domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { budget: Reducer<BudgetState> } = { budget: budgetReducer };
export const sagas: Saga[] = [budgetSagas];
