import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { HttpError } from '../../src/lib/http';
import { createRequestActions, requestSaga } from '../../src/lib/requestSaga';

const loadThing = createRequestActions<{ id: number }, { name: string }>('things/load');
const fetchThing = async (arg: { id: number }) => ({ name: `thing ${arg.id}` });

const slice = createSlice({
  name: 'things',
  initialState: { status: 'idle', name: null as string | null, error: null as string | null },
  reducers: {},
  extraReducers: (b) =>
    b
      .addCase(loadThing.started, (s) => ({ ...s, status: 'loading' }))
      .addCase(loadThing.succeeded, (s, a) => ({ ...s, status: 'succeeded', name: a.payload.result.name }))
      .addCase(loadThing.failed, (s, a) => ({ ...s, status: 'failed', error: a.payload.error.message })),
});

describe('requestSaga: started, then success or failure (spec §4)', () => {
  it('names its actions domain/event/started|succeeded|failed', () => {
    expect([loadThing.started.type, loadThing.succeeded.type, loadThing.failed.type]).toEqual([
      'things/load/started',
      'things/load/succeeded',
      'things/load/failed',
    ]);
  });

  it('puts started then succeeded with the result', async () => {
    const { returnValue } = await expectSaga(requestSaga, loadThing, { id: 7 }, fetchThing)
      .withReducer(slice.reducer)
      .put(loadThing.started({ id: 7 }))
      .put(loadThing.succeeded({ arg: { id: 7 }, result: { name: 'thing 7' } }))
      .hasFinalState({ status: 'succeeded', name: 'thing 7', error: null })
      .run();
    expect(returnValue).toEqual({ ok: true, result: { name: 'thing 7' } });
  });

  it('puts started then failed with a plain-data ApiError', async () => {
    const failure = new HttpError({ message: 'Sorry we couldn\u2019t fetch your registry.', status: 500 });
    const { returnValue } = await expectSaga(requestSaga, loadThing, { id: 7 }, fetchThing)
      .withReducer(slice.reducer)
      .provide([[matchers.call.fn(fetchThing), throwError(failure)]])
      .put(loadThing.started({ id: 7 }))
      .put(loadThing.failed({ arg: { id: 7 }, error: { message: 'Sorry we couldn\u2019t fetch your registry.', status: 500 } }))
      .hasFinalState({ status: 'failed', name: null, error: 'Sorry we couldn\u2019t fetch your registry.' })
      .run();
    expect(returnValue).toEqual({ ok: false, error: { message: 'Sorry we couldn\u2019t fetch your registry.', status: 500 } });
  });

  it("turns an unknown thrown value into 'An error has occurred'", async () => {
    await expectSaga(requestSaga, loadThing, { id: 1 }, fetchThing)
      .provide([[matchers.call.fn(fetchThing), throwError(new TypeError('boom'))]])
      .put(loadThing.failed({ arg: { id: 1 }, error: { message: 'An error has occurred' } }))
      .run();
  });
});

describe('requestSaga in a real store with the saga middleware', () => {
  function storeRecordingActions() {
    const seen: string[] = [];
    const record: Middleware = () => (next) => (action) => {
      seen.push((action as { type: string }).type);
      return next(action);
    };
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: slice.reducer,
      middleware: (getDefault) => getDefault({ thunk: false }).concat(record).concat(sagaMiddleware),
    });
    return { store, seen, sagaMiddleware };
  }

  it('dispatches started then succeeded and the state holds the result', async () => {
    const { store, seen, sagaMiddleware } = storeRecordingActions();
    const outcome: unknown = await sagaMiddleware
      .run(function* () {
        return yield* requestSaga(loadThing, { id: 3 }, fetchThing);
      })
      .toPromise();
    expect(seen).toEqual(['things/load/started', 'things/load/succeeded']);
    expect(store.getState()).toEqual({ status: 'succeeded', name: 'thing 3', error: null });
    expect(outcome).toEqual({ ok: true, result: { name: 'thing 3' } });
  });

  it("dispatches started then failed and the state holds the server's message", async () => {
    const { store, seen, sagaMiddleware } = storeRecordingActions();
    const failing = async (): Promise<{ name: string }> => {
      throw new HttpError({ message: 'This registry is private.', status: 403 });
    };
    await sagaMiddleware
      .run(function* () {
        return yield* requestSaga(loadThing, { id: 3 }, failing);
      })
      .toPromise();
    expect(seen).toEqual(['things/load/started', 'things/load/failed']);
    expect(store.getState()).toEqual({ status: 'failed', name: null, error: 'This registry is private.' });
  });
});
