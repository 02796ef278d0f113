import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { creditReducer, type CreditState } from './creditSlice';
import { creditSagas } from './creditSagas';

/** The credit domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { credit: Reducer<CreditState> } = { credit: creditReducer };
export const sagas: Saga[] = [creditSagas];
