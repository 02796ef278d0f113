import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { inspirationReducer, type InspirationState } from './inspirationSlice';
import { inspirationSagas } from './inspirationSagas';

/** The inspiration domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { inspiration: Reducer<InspirationState> } = { inspiration: inspirationReducer };
export const sagas: Saga[] = [inspirationSagas];
