import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { authReducer } from './authSlice';
import type { AuthState } from './authState';
import { authSagas } from './authSagas';

/** The auth domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { auth: Reducer<AuthState> } = { auth: authReducer };
export const sagas: Saga[] = [authSagas];
