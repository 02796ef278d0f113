import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, fork, put, take } from 'redux-saga/effects';
import { noticeShown, noticesWithdrawn } from '../features/notices/noticesSlice';

export const DOMAIN_LOAD_FAILED = 'This part of the page could not load. Check your connection and try again.';
const DOMAIN_LOAD_TOPIC = 'domainLoad';
const LOAD_ATTEMPTS = 2;

/** What a lazy domain's code brings: a reducer per slice, and the sagas that start its watchers. */
export interface DomainCode<State> {
  reducers: { [Name in keyof State]: Reducer<State[Name]> };
  /** Each starts its watchers before it blocks on anything (takeLatest, takeLeading, takeEvery). */
  sagas: Saga[];
}

export interface LazyDomain<State> {
  /** For the root reducer: each slice's state is null until the code has arrived. */
  reducers: { [Name in keyof State]: Reducer<State[Name] | null> };
  /** For the root saga: loads the code on the domain's first event. */
  saga: Saga;
}

/**
 * A domain whose slices, sagas and API load on first use (STYLE §11), so that the first page load
 * carries none of them (README, `npm run size`). A slice's name is its state's key and its events'
 * prefix: the first `cart/…` action loads the code. Then the domain's sagas start their watchers,
 * and the events raised meanwhile are dispatched again, in order, so that each watcher's
 * takeLatest / takeLeading holds for them as for any later event: two 'Add to cart' clicks while
 * the code downloads add the item once. Until the code arrives a slice's state is null, and its
 * selectors read the slice's initial state.
 */
export function lazyDomain<State extends Record<string, unknown>>(
  names: readonly (keyof State & string)[],
  load: () => Promise<DomainCode<State>>,
): LazyDomain<State> {
  let code: DomainCode<State> | null = null;
  const stub =
    (name: keyof State) =>
    (state: unknown = null, action: UnknownAction) =>
      code ? code.reducers[name]((state ?? undefined) as never, action) : state;
  const reducers = Object.fromEntries(names.map((name) => [name, stub(name)])) as unknown as LazyDomain<State>['reducers'];
  const prefixes = names.map((name) => `${name}/`);
  const isEvent = (action: unknown) => {
    const type = (action as UnknownAction).type;
    return typeof type === 'string' && prefixes.some((prefix) => type.startsWith(prefix));
  };

  function* saga() {
    if (code) {
      // Loaded already (the root saga restarted this one after a crash, or another store loaded it).
      for (const domainSaga of code.sagas) yield fork(domainSaga);
      return;
    }
    let failedBefore = false;
    for (;;) {
      // Events raised while the code downloads wait here, in order.
      const events = (yield actionChannel(isEvent, buffers.expanding<UnknownAction>(8))) as Channel<UnknownAction>;
      const first = (yield take(events)) as UnknownAction;
      const loaded = (yield call(loadOrNull)) as DomainCode<State> | null;
      if (!loaded) {
        // Offline or a deploy removed the chunk: say so; the user's next action tries again.
        events.close();
        failedBefore = true;
        yield put(noticeShown({ kind: 'negative', message: DOMAIN_LOAD_FAILED, topic: DOMAIN_LOAD_TOPIC }));
        continue;
      }
      code = loaded;
      if (failedBefore) yield put(noticesWithdrawn({ topic: DOMAIN_LOAD_TOPIC }));
      for (const domainSaga of code.sagas) yield fork(domainSaga);
      const waiting = (yield flush(events)) as UnknownAction[];
      events.close();
      // The watchers are listening now: the waiting events reach them (and the reducers) as new ones.
      for (const action of [first, ...waiting]) yield put(action);
      return;
    }
  }

  /** Two tries: a second import() requests the chunk afresh (webpack forgets a failed one). */
  async function loadOrNull(): Promise<DomainCode<State> | null> {
    for (let attempt = 1; attempt <= LOAD_ATTEMPTS; attempt++) {
      try {
        return await load();
      } catch (error) {
        if (attempt === LOAD_ATTEMPTS) console.error('domain code failed to load', names, error);
      }
    }
    return null;
  }

  return { reducers, saga };
}
