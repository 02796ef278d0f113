import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { vendorsReducer } from './vendorsSlice';
import type { VendorsState } from './vendorsState';
import { vendorsSagas } from './vendorsSagas';
import { inboxReducer } from '../inbox/inboxSlice';
import type { InboxState } from '../inbox/inboxState';
import { inboxSagas } from '../inbox/inboxSagas';

/** The vendors domain (with the couple/vendor inbox, features/inbox) as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { vendors: Reducer<VendorsState>; inbox: Reducer<InboxState> } = { vendors: vendorsReducer, inbox: inboxReducer };
export const sagas: Saga[] = [vendorsSagas, inboxSagas];
