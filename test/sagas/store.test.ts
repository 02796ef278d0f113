import { makeStore } from '../../src/app/store';
import { rootReducer } from '../../src/app/rootReducer';
import { fetchUserContextActions, userContextRequested } from '../../src/features/user/userSlice';
import { http } from '../../src/lib/http';
import { GUEST_CONTEXT } from '../../src/features/user/types';

describe('the store wiring', () => {
  it('has every domain reducer and starts from a guest context', () => {
    const store = makeStore();
    // The store is built from the root reducer (every domain registered there), from its initial states.
    expect(store.getState()).toEqual(rootReducer(undefined, { type: '@@test/init' }));
    expect(Object.keys(store.getState())).toEqual(expect.arrayContaining(['user', 'nav', 'auth', 'modals']));
    expect(store.getState().user).toEqual({ context: GUEST_CONTEXT, status: 'idle', error: null, signingOut: false });
  });

  it('runs the root saga: a user-context request fills the state through started/succeeded', async () => {
    const context = { ...GUEST_CONTEXT, email: 'alex@confetti.test', is_guest: false, first_name: 'Alex' };
    const urls: string[] = [];
    // The API layer is mocked at the HTTP boundary; the real API function and saga run.
    http.defaults.adapter = async (config) => {
      urls.push(String(config.url));
      return { data: context, status: 200, statusText: 'OK', headers: {}, config };
    };
    const store = makeStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().user.status));
    store.dispatch(userContextRequested());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The event itself (idle), then the saga's started and succeeded.
    expect(seen).toEqual(['idle', 'loading', 'succeeded']);
    expect(store.getState().user.context).toEqual(context);
    expect(urls).toEqual(['/website-nav/web-api/v1/user/context']);
  });

  it('records a failed user-context fetch as plain data', () => {
    const store = makeStore();
    store.dispatch(fetchUserContextActions.failed({ arg: undefined, error: { message: 'An error has occurred', status: 500 } }));
    expect(store.getState().user).toMatchObject({ status: 'failed', error: { message: 'An error has occurred', status: 500 } });
  });
});
