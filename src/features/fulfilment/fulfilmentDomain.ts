import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { fulfilmentReducer, type FulfilmentState } from './fulfilmentSlice';
import { fulfilmentSagas } from './fulfilmentSagas';

/** The fulfilment domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { fulfilment: Reducer<FulfilmentState> } = { fulfilment: fulfilmentReducer };
export const sagas: Saga[] = [fulfilmentSagas];
