import { createReducer } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../../src/lib/requestCases';
import { createRequestActions } from '../../../src/lib/requestSaga';

const load = createRequestActions<string, number[]>('test/load');
interface State {
  load: RequestState;
  items: number[];
  asked: string | null;
}
const initial: State = { load: idleRequest, items: [], asked: null };
const error = { message: 'We could not load that.', status: 503 };

const reducerWith = (keepSucceeded: boolean) =>
  createReducer(initial, (builder) => {
    addRequestCases(builder, load, (state) => state.load, {
      keepSucceeded,
      started: (state, action) => {
        state.asked = action.payload;
      },
      succeeded: (state, action) => {
        state.items = action.payload.result;
      },
    });
  });

describe('addRequestCases', () => {
  const reducer = reducerWith(false);

  it.each([
    ['started', initial, load.started('a'), { load: { status: 'loading', error: null }, items: [], asked: 'a' }],
    [
      'succeeded',
      { ...initial, load: { status: 'loading', error: null } },
      load.succeeded({ arg: 'a', result: [1, 2] }),
      { load: { status: 'succeeded', error: null }, items: [1, 2], asked: null },
    ],
    [
      'failed',
      { ...initial, load: { status: 'loading', error: null } },
      load.failed({ arg: 'a', error }),
      { load: { status: 'failed', error }, items: [], asked: null },
    ],
    [
      'started again clears the error',
      { ...initial, load: { status: 'failed', error } },
      load.started('b'),
      { load: { status: 'loading', error: null }, items: [], asked: 'b' },
    ],
  ] as const)('%s', (_name, before, action, after) => {
    expect(reducer(before as State, action)).toEqual(after);
  });

  it('keepSucceeded: a refresh and its failure leave data already shown as succeeded, with the error kept', () => {
    const keep = reducerWith(true);
    const shown: State = { load: { status: 'succeeded', error: null }, items: [1], asked: 'a' };
    const refreshing = keep(shown, load.started('a'));
    expect(refreshing.load).toEqual({ status: 'succeeded', error: null });
    expect(keep(refreshing, load.failed({ arg: 'a', error })).load).toEqual({ status: 'succeeded', error });
    expect(keep(initial, load.failed({ arg: 'a', error })).load).toEqual({ status: 'failed', error });
  });
});
