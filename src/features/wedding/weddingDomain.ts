import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { weddingReducer, type WeddingState } from './weddingSlice';
import { weddingSagas } from './weddingSagas';

/** The wedding domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { wedding: Reducer<WeddingState> } = { wedding: weddingReducer };
export const sagas: Saga[] = [weddingSagas];
