import { combineReducers, configureStore, createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { DOMAIN_LOAD_FAILED, lazyDomain, type DomainCode } from '../../src/app/lazyDomain';
import { noticesReducer } from '../../src/features/notices/noticesSlice';

/** A small domain with a takeLeading write and a takeLatest read, each waiting on a call the test answers. */
const saveRequested = createAction<string>('toy/saveRequested');
const searchRequested = createAction<string>('toy/searchRequested');
const saved = createAction<string>('toy/saved');
const found = createAction<string>('toy/found');

interface ToyState {
  /** Every toy event the reducer saw, in order. */
  seen: string[];
  saved: string[];
  found: string | null;
}
const initialToyState: ToyState = { seen: [], saved: [], found: null };
const toySlice = createSlice({
  name: 'toy',
  initialState: initialToyState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(saved, (state, action) => {
        state.saved.push(action.payload);
      })
      .addCase(found, (state, action) => {
        state.found = action.payload;
      })
      .addMatcher(
        (action): action is PayloadAction<string> => saveRequested.match(action) || searchRequested.match(action),
        (state, action) => {
          state.seen.push(`${action.type}:${action.payload}`);
        },
      );
  },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
/** Lets every promise already settled run its callbacks (a macrotask turn; no time passes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeToy() {
  const saves: Array<{ arg: string; answer: ReturnType<typeof deferred<string>> }> = [];
  const searches: Array<{ arg: string; answer: ReturnType<typeof deferred<string>> }> = [];
  const api = {
    save: (arg: string) => {
      const answer = deferred<string>();
      saves.push({ arg, answer });
      return answer.promise;
    },
    search: (arg: string) => {
      const answer = deferred<string>();
      searches.push({ arg, answer });
      return answer.promise;
    },
  };
  function* saveFlow(action: PayloadAction<string>) {
    yield put(saved((yield call(api.save, action.payload)) as string));
  }
  function* searchFlow(action: PayloadAction<string>) {
    yield put(found((yield call(api.search, action.payload)) as string));
  }
  function* toySagas() {
    yield takeLeading(saveRequested.type, saveFlow);
    yield takeLatest(searchRequested.type, searchFlow);
  }
  const code = deferred<DomainCode<{ toy: ToyState }>>();
  const load = jest.fn(() => code.promise);
  const domain = lazyDomain<{ toy: ToyState }>(['toy'], load);
  const arrive = async () => {
    code.resolve({ reducers: { toy: toySlice.reducer }, sagas: [toySagas] });
    await settle();
  };
  const storeWith = () => {
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: combineReducers({ ...domain.reducers, other: (state: number = 0) => state + 1 }),
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    });
    sagaMiddleware.run(domain.saga);
    return store;
  };
  return { store: storeWith(), storeWith, load, arrive, saves, searches };
}

describe('lazyDomain', () => {
  it('holds null and loads nothing until the first event of its own', async () => {
    const { store, load } = makeToy();
    store.dispatch({ type: 'other/happened' });
    store.dispatch({ type: 'toyish/saveRequested', payload: 'x' });
    await settle();
    expect(store.getState().toy).toBeNull();
    expect(load).not.toHaveBeenCalled();
    store.dispatch(saveRequested('a'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().toy).toBeNull();
  });

  it('hands the events raised while the code loads to the watchers, in order, so takeLeading and takeLatest hold for them', async () => {
    const { store, load, arrive, saves, searches } = makeToy();
    // A double click on save and two searches, all while the code downloads.
    store.dispatch(searchRequested('tea'));
    store.dispatch(saveRequested('vase'));
    store.dispatch(saveRequested('vase'));
    store.dispatch(searchRequested('teapot'));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();

    // takeLeading: one save; the second click arrived while the first was in flight.
    expect(saves.map((s) => s.arg)).toEqual(['vase']);
    // takeLatest: both searches started in order; the first was cancelled by the second.
    expect(searches.map((s) => s.arg)).toEqual(['tea', 'teapot']);
    searches[0]!.answer.resolve('tea results');
    searches[1]!.answer.resolve('teapot results');
    saves[0]!.answer.resolve('vase');
    await settle();
    expect(store.getState().toy).toEqual({
      // The reducer saw each waiting event once, after the code arrived, in the order raised.
      seen: ['toy/searchRequested:tea', 'toy/saveRequested:vase', 'toy/saveRequested:vase', 'toy/searchRequested:teapot'],
      saved: ['vase'],
      found: 'teapot results',
    });
  });

  it('afterwards its watchers hear events directly, and a later store starts them at once', async () => {
    const { store, storeWith, load, arrive, saves } = makeToy();
    store.dispatch(saveRequested('vase'));
    await arrive();
    saves[0]!.answer.resolve('vase');
    await settle();
    store.dispatch(saveRequested('lamp'));
    expect(saves.map((s) => s.arg)).toEqual(['vase', 'lamp']);

    const later = storeWith();
    expect(later.getState().toy).toEqual({ seen: [], saved: [], found: null });
    later.dispatch(saveRequested('rug'));
    expect(saves.map((s) => s.arg)).toEqual(['vase', 'lamp', 'rug']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyDomain when its code cannot load', () => {
  function failingToy(failures: number) {
    const toySagas = function* () {
      yield takeLeading(saveRequested.type, function* (action: PayloadAction<string>) {
        yield put(saved(action.payload));
      });
    };
    let calls = 0;
    const load = jest.fn(async (): Promise<DomainCode<{ toy: ToyState }>> => {
      calls += 1;
      if (calls <= failures) throw new Error('ChunkLoadError: Loading chunk 7 failed.');
      return { reducers: { toy: toySlice.reducer }, sagas: [toySagas] };
    });
    const domain = lazyDomain<{ toy: ToyState }>(['toy'], load);
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: combineReducers({ ...domain.reducers, notices: noticesReducer }),
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    });
    sagaMiddleware.run(domain.saga);
    const messages = () => Object.values(store.getState().notices.entities).map((n) => n?.message);
    return { store, load, messages };
  }

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('tries a second time before anyone notices', async () => {
    const { store, load, messages } = failingToy(1);
    store.dispatch(saveRequested('vase'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState().toy?.saved).toEqual(['vase']);
    expect(messages()).toEqual([]);
  });

  it('says it could not load, and the next action tries again and withdraws the notice', async () => {
    const { store, load, messages } = failingToy(2);
    store.dispatch(saveRequested('vase'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState().toy).toBeNull();
    expect(messages()).toEqual([DOMAIN_LOAD_FAILED]);

    store.dispatch(saveRequested('lamp'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(store.getState().toy?.saved).toEqual(['lamp']);
    expect(messages()).toEqual([]);
  });
});
