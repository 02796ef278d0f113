import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import createSagaMiddleware from 'redux-saga';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import type { SuggestAnswer } from '../../src/contracts/search';
import { searchApi } from '../../src/features/search/searchApi';
import { SUGGEST_DEBOUNCE_MS, searchSagas } from '../../src/features/search/searchSagas';
import {
  matchesActions,
  matchesRequested,
  searchReducer,
  suggestActions,
  suggestionsCleared,
  suggestionsRequested,
} from '../../src/features/search/searchSlice';

const reducer = combineReducers({ search: searchReducer });
type State = ReturnType<typeof reducer>;

const answer = (q: string): SuggestAnswer => ({
  q,
  products: [{ name: 'Copper Blender', slug: 'copper-blender-7', product_count: 3 }],
  brands: [],
  categories: [{ name: 'Small Appliances', key: 'small-appliances' }],
  vendors: [],
  vendor_categories: [],
  did_you_mean: q === 'blendr' ? 'blender' : null,
});

/** The debounce's wait (a delay effect of SUGGEST_DEBOUNCE_MS) passes at once; everything else runs. */
const noWait = {
  call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
    if (effect.fn === searchApi.suggest) return answer(effect.args[0] as string);
    if (effect.args.length === 1 && effect.args[0] === SUGGEST_DEBOUNCE_MS) return undefined;
    return next();
  },
};

describe('search sagas', () => {
  it('waits about 150 ms after the last keystroke (a named constant)', () => {
    expect(SUGGEST_DEBOUNCE_MS).toBe(150);
  });

  it('suggestions: started, succeeded, stored for the text typed', async () => {
    const { storeState } = await expectSaga(searchSagas)
      .withReducer(reducer)
      .provide(noWait)
      .dispatch(suggestionsRequested('blendr'))
      .put(suggestActions.started('blendr'))
      .put(suggestActions.succeeded({ arg: 'blendr', result: answer('blendr') }))
      .silentRun(50);
    expect((storeState as State).search.suggestions).toEqual({
      query: 'blendr',
      answer: answer('blendr'),
      status: 'succeeded',
      error: null,
    });
  });

  it('suggestions: a failure is kept as an ApiError', async () => {
    const { storeState } = await expectSaga(searchSagas)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === searchApi.suggest) throw new HttpError({ message: 'Invalid q: must be at most 100 characters', status: 400 });
          return noWait.call(effect, next);
        },
      })
      .dispatch(suggestionsRequested('blendr'))
      .put.like({ action: { type: suggestActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).search.suggestions).toMatchObject({
      status: 'failed',
      error: { status: 400, message: 'Invalid q: must be at most 100 characters' },
    });
  });

  it('results page matches: started, succeeded; and failed', async () => {
    await expectSaga(searchSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(searchApi.suggest), answer('toaster')]])
      .dispatch(matchesRequested('toaster'))
      .put(matchesActions.started('toaster'))
      .put(matchesActions.succeeded({ arg: 'toaster', result: answer('toaster') }))
      .silentRun(50);
    const { storeState } = await expectSaga(searchSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(searchApi.suggest), throwError(new HttpError({ message: 'An error has occurred', status: 503 }))]])
      .dispatch(matchesRequested('toaster'))
      .put.like({ action: { type: matchesActions.failed.type } })
      .silentRun(50);
    expect((storeState as State).search.matches).toMatchObject({ query: 'toaster', answer: null, status: 'failed' });
  });

  describe('with a real store and the clock under the test’s control', () => {
    let calls: { q: string; resolve: (a: SuggestAnswer) => void }[];
    let store: ReturnType<typeof makeStore>;
    const makeStore = () => {
      const sagas = createSagaMiddleware();
      const s = configureStore({ reducer, middleware: (d) => d({ thunk: false }).concat(sagas) });
      sagas.run(searchSagas);
      return s;
    };
    beforeEach(() => {
      jest.useFakeTimers();
      calls = [];
      jest.spyOn(searchApi, 'suggest').mockImplementation((q) => new Promise((resolve) => calls.push({ q, resolve })));
      store = makeStore();
    });
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });
    /** Moves the clock, then lets the saga resume (delay's promise settles in a microtask). */
    const advance = async (ms: number) => {
      jest.advanceTimersByTime(ms);
      await flush();
    };
    const flush = async () => {
      // Lets the promise callbacks (the saga resuming after a call) run.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };

    it('debounce: keystrokes within the wait send one request, for the last text', async () => {
      store.dispatch(suggestionsRequested('b'));
      await advance(SUGGEST_DEBOUNCE_MS - 1);
      store.dispatch(suggestionsRequested('bl'));
      await advance(SUGGEST_DEBOUNCE_MS - 1);
      store.dispatch(suggestionsRequested('ble'));
      expect(calls).toEqual([]);
      await advance(SUGGEST_DEBOUNCE_MS - 1);
      expect(calls).toEqual([]);
      await advance(1);
      expect(calls.map((c) => c.q)).toEqual(['ble']);
    });

    it('takeLatest: a newer keystroke cancels the request in flight; its late answer never lands', async () => {
      store.dispatch(suggestionsRequested('blen'));
      await advance(SUGGEST_DEBOUNCE_MS);
      store.dispatch(suggestionsRequested('blendr'));
      await advance(SUGGEST_DEBOUNCE_MS);
      expect(calls.map((c) => c.q)).toEqual(['blen', 'blendr']);
      calls[0]!.resolve(answer('blen'));
      await flush();
      expect(store.getState().search.suggestions).toMatchObject({ query: 'blendr', status: 'loading', answer: null });
      calls[1]!.resolve(answer('blendr'));
      await flush();
      expect(store.getState().search.suggestions).toMatchObject({ query: 'blendr', status: 'succeeded', answer: { q: 'blendr' } });
    });

    it('clearing the field drops a pending wait and the suggestions', async () => {
      store.dispatch(suggestionsRequested('toast'));
      store.dispatch(suggestionsCleared());
      await advance(SUGGEST_DEBOUNCE_MS * 2);
      expect(calls).toEqual([]);
      expect(store.getState().search.suggestions).toEqual({ query: '', answer: null, status: 'idle', error: null });
    });
  });
});
