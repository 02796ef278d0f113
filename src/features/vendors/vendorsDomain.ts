import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { vendorsReducer } from './vendorsSlice';
import type { VendorsState } from './vendorsState';
import { vendorsSagas } from './vendorsSagas';

/** The vendors domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { vendors: Reducer<VendorsState> } = { vendors: vendorsReducer };
export const sagas: Saga[] = [vendorsSagas];
