import type { PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, take } from 'redux-saga/effects';
import { initialRegistryState, type RegistryState } from './registryState';

/**
 * The registry domain, loaded on first use. The home page's first load has a budget (README,
 * `npm run size`), and no page outside the registry reads registry state, so the slice, sagas and
 * API live in their own chunk. This file is all the root reducer and root saga carry: a reducer
 * that holds the initial state until the real one arrives, and a saga that loads the domain on the
 * first registry event and hands it (and any that arrived meanwhile) to the real watchers.
 */

let loadedReducer: Reducer<RegistryState> | null = null;

export function registryReducer(state: RegistryState | undefined, action: UnknownAction): RegistryState {
  return loadedReducer ? loadedReducer(state, action) : (state ?? initialRegistryState);
}

const isRegistryEvent = (action: unknown) => typeof (action as UnknownAction).type === 'string' && (action as UnknownAction).type.startsWith('registry/');

export async function loadRegistryDomain() {
  const [slice, sagas] = await Promise.all([import('./registrySlice'), import('./registrySagas')]);
  loadedReducer = slice.registryReducer;
  return sagas;
}

export function* registryDomainSaga() {
  // Events raised while the chunk downloads wait here, in order.
  const events = (yield actionChannel(isRegistryEvent, buffers.expanding<UnknownAction>(8))) as Channel<UnknownAction>;
  const first = (yield take(events)) as UnknownAction;
  const sagas = (yield call(loadRegistryDomain)) as Awaited<ReturnType<typeof loadRegistryDomain>>;
  yield fork(sagas.registrySagas);
  const waiting = (yield flush(events)) as UnknownAction[];
  events.close();
  // The watchers start after these events were dispatched, so they are handed over directly.
  for (const action of [first, ...waiting]) yield fork(sagas.handleRegistryEvent, action as PayloadAction<unknown>);
}
