import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { checklistReducer, type ChecklistState } from './checklistSlice';
import { checklistSagas } from './checklistSagas';

/** The checklist domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { checklist: Reducer<ChecklistState> } = { checklist: checklistReducer };
export const sagas: Saga[] = [checklistSagas];
