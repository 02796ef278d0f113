import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '../../src/app/rootReducer';
import { experimentsSagas } from '../../src/features/experiments/experimentsSagas';
import { experimentViewed } from '../../src/features/experiments/experimentsSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';

function storeWith(experiments: Record<string, string>) {
  const saga = createSagaMiddleware();
  const base = configureStore({ reducer: rootReducer }).getState();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...base, user: { ...base.user, context: { ...GUEST_CONTEXT, user_experiments: experiments } } },
    middleware: (gdm) => gdm({ thunk: false }).concat(saga),
  });
  saga.run(experimentsSagas);
  return store;
}

describe('experiment viewed tracking (spec §4)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.dataLayer = [];
  });

  it('tracks the first view in a session with the variation, and only once', () => {
    const store = storeWith({ 'holiday-shops': 'TEST-1' });
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    expect(window.dataLayer).toEqual([{ event: 'Experiment Viewed', experiment: 'holiday-shops', variation: 'TEST-1' }]);
  });

  it('tracks each experiment separately', () => {
    const store = storeWith({ 'holiday-shops': 'TEST-0' });
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    store.dispatch(experimentViewed({ key: 'hdyhau-subway' }));
    expect(window.dataLayer).toEqual([
      { event: 'Experiment Viewed', experiment: 'holiday-shops', variation: 'TEST-0' },
      { event: 'Experiment Viewed', experiment: 'hdyhau-subway', variation: 'NOT_IN_TEST' },
    ]);
  });
});
