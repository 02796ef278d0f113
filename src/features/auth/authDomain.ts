import type { PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, take } from 'redux-saga/effects';
import { initialAuthState, type AuthState } from './authState';

/**
 * The auth domain (log-in, sign-up, reset, onboarding, account settings), loaded on first use like
 * the registry (registryDomain.ts): most visits never log in, so the slice, sagas, API and the cookie
 * library stay out of the first load. This file is all the root reducer and root saga carry.
 */

let loadedReducer: Reducer<AuthState> | null = null;

export function authReducer(state: AuthState | undefined, action: UnknownAction): AuthState {
  return loadedReducer ? loadedReducer(state, action) : (state ?? initialAuthState);
}

const isAuthEvent = (action: unknown) => typeof (action as UnknownAction).type === 'string' && (action as UnknownAction).type.startsWith('auth/');

export async function loadAuthDomain() {
  const [slice, sagas] = await Promise.all([import('./authSlice'), import('./authSagas')]);
  loadedReducer = slice.authReducer;
  return sagas;
}

export function* authDomainSaga() {
  // Events raised while the chunk downloads wait here, in order.
  const events = (yield actionChannel(isAuthEvent, buffers.expanding<UnknownAction>(8))) as Channel<UnknownAction>;
  const first = (yield take(events)) as UnknownAction;
  const sagas = (yield call(loadAuthDomain)) as Awaited<ReturnType<typeof loadAuthDomain>>;
  yield fork(sagas.authSagas);
  const waiting = (yield flush(events)) as UnknownAction[];
  events.close();
  // The watchers start after these events were dispatched, so they are handed over directly.
  for (const action of [first, ...waiting]) yield fork(sagas.handleAuthEvent, action as PayloadAction<unknown>);
}
