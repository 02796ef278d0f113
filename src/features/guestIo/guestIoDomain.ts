import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { guestCollectSagas } from './guestCollectSagas';
import { guestCollectReducer, type GuestCollectState } from './guestCollectSlice';
import { guestIoSagas } from './guestIoSagas';
import { guestIoReducer, type GuestIoState } from './guestIoSlice';

/** The guestIo domain as lazyDomains.ts loads it: one module, one chunk request. */
export const reducers: { guestIo: Reducer<GuestIoState>; guestCollect: Reducer<GuestCollectState> } = {
  guestIo: guestIoReducer,
  guestCollect: guestCollectReducer,
};
export const sagas: Saga[] = [guestIoSagas, guestCollectSagas];
