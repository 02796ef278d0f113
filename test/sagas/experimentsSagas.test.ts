import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer } from '../../src/app/rootReducer';
import { experimentsSagas } from '../../src/features/experiments/experimentsSagas';
import { checkoutReportsSaga, orderConversionSaga, registryExperimentsSagas } from '../../src/features/experiments/domainExperimentsSagas';
import {
  checkoutReportRaised,
  checkoutReportsOpened,
  experimentConverted,
  experimentViewed,
} from '../../src/features/experiments/experimentsSlice';
import { experimentsApi } from '../../src/features/experiments/experimentsApi';
import { holidayVisitKey, sessionIdKey } from '../../src/features/experiments/experiments';
import { checkoutFailed, checkoutStarted, checkoutSucceeded } from '../../src/features/checkout/checkoutEvents';
import { addToCartRequested } from '../../src/features/cart/cartEvents';
import { fetchUserContextActions } from '../../src/features/user/userSlice';
import { HttpError } from '../../src/lib/http';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import type { CheckoutSubmission, PlaceOrderResult } from '../../src/features/checkout/types';

function storeWith(experiments: Record<string, string>, status: 'idle' | 'succeeded' = 'succeeded') {
  const saga = createSagaMiddleware();
  const seen: UnknownAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const base = configureStore({ reducer: rootReducer }).getState();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...base, user: { ...base.user, status, context: { ...GUEST_CONTEXT, user_experiments: experiments } } },
    middleware: (gdm) => gdm({ thunk: false }).concat(saga, recorder),
  });
  saga.run(experimentsSagas);
  // As in the app once the registry and commerce domains have loaded (app/lazyDomains.ts).
  saga.run(orderConversionSaga);
  saga.run(registryExperimentsSagas);
  return { store, types: () => seen.map((a) => a.type), seen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('experiment exposure (spec §4: viewed once per session, recorded on the server)', () => {
  let exposure: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.dataLayer = [];
    exposure = jest.spyOn(experimentsApi, 'recordExposure').mockResolvedValue({ recorded: true, variation: 'TEST-1' });
    jest.spyOn(experimentsApi, 'recordConversion').mockResolvedValue({ converted: ['checkout-better-hierarchy-v2'] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('tracks and records the first view with the variation and the session id, started → succeeded, once', async () => {
    const { store, types } = storeWith({ 'holiday-shops': 'TEST-1' });
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    await flush();
    expect(window.dataLayer).toEqual([{ event: 'Experiment Viewed', experiment: 'holiday-shops', variation: 'TEST-1' }]);
    const sessionId = window.sessionStorage.getItem(sessionIdKey);
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(exposure).toHaveBeenCalledTimes(1);
    expect(exposure).toHaveBeenCalledWith({ experiment: 'holiday-shops', variation: 'TEST-1', sessionId });
    expect(types()).toEqual(expect.arrayContaining(['experiments/recordExposure/started', 'experiments/recordExposure/succeeded']));
  });

  it('waits for the user context before reading the variation', async () => {
    const { store } = storeWith({}, 'idle');
    store.dispatch(experimentViewed({ key: 'checkout-better-hierarchy-v2' }));
    await flush();
    expect(exposure).not.toHaveBeenCalled();
    store.dispatch(
      fetchUserContextActions.succeeded({
        arg: undefined,
        result: { ...GUEST_CONTEXT, user_experiments: { 'checkout-better-hierarchy-v2': 'TEST-0' } },
      }),
    );
    await flush();
    expect(exposure).toHaveBeenCalledWith(expect.objectContaining({ experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-0' }));
  });

  it('puts failed when the server refuses, and does not retry the view', async () => {
    exposure.mockRejectedValue(new HttpError({ message: 'Too many requests', status: 429 }));
    const { store, types } = storeWith({ 'holiday-shops': 'TEST-0' });
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    await flush();
    expect(types()).toContain('experiments/recordExposure/failed');
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    await flush();
    expect(exposure).toHaveBeenCalledTimes(1);
  });

  it('records nothing under the automated-test cookie', async () => {
    document.cookie = 'confetti_automated_test=1; path=/';
    try {
      const { store } = storeWith({ 'holiday-shops': 'TEST-1' });
      store.dispatch(experimentViewed({ key: 'holiday-shops' }));
      await flush();
      expect(window.dataLayer).toEqual([{ event: 'Experiment Viewed', experiment: 'holiday-shops', variation: 'NOT_IN_TEST' }]);
      expect(exposure).not.toHaveBeenCalled();
    } finally {
      document.cookie = 'confetti_automated_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });
});

describe('experiment conversions', () => {
  let conversion: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.spyOn(experimentsApi, 'recordExposure').mockResolvedValue({ recorded: true, variation: 'TEST-1' });
    conversion = jest.spyOn(experimentsApi, 'recordConversion').mockResolvedValue({ converted: ['checkout-better-hierarchy-v2'] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('an order placed after the checkout experiment was viewed records order_placed, started → succeeded', async () => {
    const { store, types } = storeWith({ 'checkout-better-hierarchy-v2': 'TEST-1' });
    store.dispatch(experimentViewed({ key: 'checkout-better-hierarchy-v2' }));
    await flush();
    store.dispatch(checkoutSucceeded({ order: { orderNumber: 'C-1' } } as unknown as PlaceOrderResult));
    await flush();
    expect(conversion).toHaveBeenCalledWith({ event: 'order_placed', sessionId: window.sessionStorage.getItem(sessionIdKey) });
    expect(types()).toEqual(expect.arrayContaining(['experiments/recordConversion/started', 'experiments/recordConversion/succeeded']));
  });

  it('sends nothing when no experiment the event converts was viewed in the session', async () => {
    const { store } = storeWith({});
    store.dispatch(experimentConverted({ event: 'order_placed' }));
    await flush();
    expect(conversion).not.toHaveBeenCalled();
  });

  it('an add converts holiday-shops only after a holiday collection was opened', async () => {
    const { store } = storeWith({ 'holiday-shops': 'TEST-1' });
    store.dispatch(experimentViewed({ key: 'holiday-shops' }));
    await flush();
    store.dispatch(addToCartRequested({ skuId: 1, quantity: 1 }));
    await flush();
    expect(conversion).not.toHaveBeenCalled();
    window.sessionStorage.setItem(holidayVisitKey, 'winter-warmers');
    store.dispatch(addToCartRequested({ skuId: 1, quantity: 1 }));
    await flush();
    expect(conversion).toHaveBeenCalledWith(expect.objectContaining({ event: 'holiday_collection_add' }));
  });

  it('puts failed on a refused conversion', async () => {
    conversion.mockRejectedValue(new HttpError({ message: 'The guided start is not finished yet.', status: 409 }));
    const { store, types } = storeWith({ 'hdyhau-subway': 'TEST-1' });
    store.dispatch(experimentViewed({ key: 'hdyhau-subway' }));
    await flush();
    store.dispatch(experimentConverted({ event: 'setup_completed' }));
    await flush();
    expect(types()).toContain('experiments/recordConversion/failed');
  });
});

describe('logrocket-checkout reports saga', () => {
  let send: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    send = jest.spyOn(experimentsApi, 'sendCheckoutReport').mockResolvedValue(undefined);
    jest.spyOn(experimentsApi, 'recordExposure').mockResolvedValue({ recorded: true, variation: 'TEST' });
  });
  afterEach(() => jest.restoreAllMocks());

  function reportsStore(variation: string, clock: { t: number }) {
    const saga = createSagaMiddleware();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push((action as UnknownAction).type);
      return next(action);
    };
    const base = configureStore({ reducer: rootReducer }).getState();
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: {
        ...base,
        user: { ...base.user, status: 'succeeded', context: { ...GUEST_CONTEXT, user_experiments: { 'logrocket-checkout': variation } } },
      },
      middleware: (gdm) => gdm({ thunk: false }).concat(saga, recorder),
    });
    saga.run(checkoutReportsSaga, () => clock.t);
    return { store, seen };
  }

  it('TEST times Place order to its answer and sends it scrubbed, started → succeeded', async () => {
    const clock = { t: 1000 };
    const { store, seen } = reportsStore('TEST', clock);
    store.dispatch(checkoutReportsOpened());
    store.dispatch(
      checkoutStarted({ email: 'pat@example.com', giverName: 'Pat', payment: { kind: 'new' } } as unknown as CheckoutSubmission),
    );
    clock.t = 1834;
    store.dispatch(
      checkoutFailed({ error: { message: 'Card 4000 0000 0000 0002 declined', status: 402, code: 'payment.declined' }, supportId: 'S-1' }),
    );
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    const { body } = send.mock.calls[0]![0] as { body: { meta: { message: string }; data: Record<string, unknown> } };
    expect(body.meta.message).toBe('Web Checkout Report: submit_answer');
    expect(body.data).toMatchObject({
      kind: 'submit_answer',
      ms: 834,
      outcome: 'failed',
      status: 402,
      code: 'payment.declined',
      supportId: 'S-1',
    });
    expect(JSON.stringify(body)).not.toContain('4000 0000');
    expect(seen).toEqual(expect.arrayContaining(['experiments/sendCheckoutReport/started', 'experiments/sendCheckoutReport/succeeded']));
  });

  it('puts failed when the log refuses the report', async () => {
    send.mockRejectedValue(new HttpError({ message: 'Too many requests', status: 429 }));
    const { store, seen } = reportsStore('TEST', { t: 0 });
    store.dispatch(checkoutReportRaised({ kind: 'page_ready', data: { sinceRouteMs: 10, sinceLoadMs: 20 } }));
    await flush();
    expect(seen).toContain('experiments/sendCheckoutReport/failed');
  });

  it('stops at 10 reports in a visit, and a new visit has a new budget', async () => {
    const { store } = reportsStore('TEST', { t: 0 });
    store.dispatch(checkoutReportsOpened());
    for (let i = 0; i < 15; i++) store.dispatch(checkoutReportRaised({ kind: 'page_ready', data: { i } }));
    await flush();
    expect(send).toHaveBeenCalledTimes(10);
    store.dispatch(checkoutReportsOpened());
    store.dispatch(checkoutReportRaised({ kind: 'page_ready', data: {} }));
    await flush();
    expect(send).toHaveBeenCalledTimes(11);
  });

  it('sends nothing outside the TEST variation', async () => {
    const { store } = reportsStore('NOT_IN_TEST', { t: 0 });
    store.dispatch(checkoutStarted({} as CheckoutSubmission));
    store.dispatch(checkoutSucceeded({ order: { orderNumber: 'C-2' } } as unknown as PlaceOrderResult));
    store.dispatch(checkoutReportRaised({ kind: 'client_error', data: { message: 'x' } }));
    await flush();
    expect(send).not.toHaveBeenCalled();
  });
});
