import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { makeStore } from '../../src/app/store';
import { selectMarkPurchase } from '../../src/features/outsideGifts/outsideGiftsSelectors';
import { HttpError, type ApiError } from '../../src/lib/http';
import type { ImportProductAnswer, MarkPurchaseAnswer } from '../../src/contracts/outsideGifts';
import { outsideItem } from '../setup/outsideGiftFixtures';
import { outsideGiftsApi, type MarkArg } from '../../src/features/outsideGifts/outsideGiftsApi';
import { outsideGiftsSagas } from '../../src/features/outsideGifts/outsideGiftsSagas';
import {
  importActions,
  importRequested,
  markActions,
  markDialogReset,
  markPurchasedRequested,
  outsideGiftsReducer,
} from '../../src/features/outsideGifts/outsideGiftsSlice';

const reducer = combineReducers({ outsideGifts: outsideGiftsReducer });
type State = ReturnType<typeof reducer>;
const fail = (error: ApiError) => throwError(new HttpError(error));
/** Lets every promise already settled run its callbacks, the domain's code loading included (no time passes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const arg: MarkArg = { registryKey: 'alex-and-jordan', itemId: 21, body: { quantity: 2, giver_name: 'Aunt Rosa', message: 'Enjoy!' } };
const answer: MarkPurchaseAnswer = {
  item: outsideItem({ purchased_qty: 2, remaining: 1 }),
  purchase: { id: 90, quantity: 2, giver_name: 'Aunt Rosa', received_at: '2026-05-02T10:00:00.000Z' },
};

describe('outside gifts: a guest marks a gift as bought', () => {
  it('started, succeeded: the recorded mark is kept for the dialog', async () => {
    const { storeState } = await expectSaga(outsideGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(outsideGiftsApi.markPurchased), answer]])
      .dispatch(markPurchasedRequested(arg))
      .put(markActions.started(arg))
      .put(markActions.succeeded({ arg, result: answer }))
      .silentRun(50);
    expect((storeState as State).outsideGifts.mark).toEqual({ status: 'succeeded', error: null, itemId: 21, result: answer });
  });

  it('failed: the server’s refusal (more than is still needed) is kept as plain data', async () => {
    const error: ApiError = { message: 'Only 1 is still needed.', status: 409, code: 'outside_gifts.over_remaining' };
    const { storeState } = await expectSaga(outsideGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(outsideGiftsApi.markPurchased), fail(error)]])
      .dispatch(markPurchasedRequested(arg))
      .put(markActions.started(arg))
      .put(markActions.failed({ arg, error }))
      .silentRun(50);
    expect((storeState as State).outsideGifts.mark).toEqual({ status: 'failed', error, itemId: 21, result: null });
  });

  it('on a real store: the domain loads with its first event, a double submit records one mark, reopening forgets it', async () => {
    let answerMark!: (result: MarkPurchaseAnswer) => void;
    const spy = jest
      .spyOn(outsideGiftsApi, 'markPurchased')
      .mockImplementation(() => new Promise<MarkPurchaseAnswer>((resolve) => (answerMark = resolve)));
    const store = makeStore();
    expect(store.getState().outsideGifts).toBeNull();
    expect(selectMarkPurchase(store.getState()).status).toBe('idle');
    store.dispatch(markPurchasedRequested(arg));
    store.dispatch(markPurchasedRequested(arg));
    await settle();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(selectMarkPurchase(store.getState())).toMatchObject({ status: 'loading', itemId: 21 });
    answerMark(answer);
    await settle();
    expect(selectMarkPurchase(store.getState())).toMatchObject({ status: 'succeeded', result: answer });
    expect(spy).toHaveBeenCalledTimes(1);
    store.dispatch(markDialogReset());
    expect(selectMarkPurchase(store.getState())).toEqual({ status: 'idle', error: null, itemId: null, result: null });
    spy.mockRestore();
  });
});

const imported: ImportProductAnswer = {
  product: {
    url: 'https://shop.example.com/duvet',
    title: 'Linen Duvet Cover',
    price_cents: 129950,
    image_id: '5b7c7f8e-4a8b-4c3e-9d1f-2a3b4c5d6e7f',
    image_url: '/media/images/5b7c7f8e-4a8b-4c3e-9d1f-2a3b4c5d6e7f/640.webp',
    brand: 'Parachute',
    store_name: 'Parachute Home',
  },
};

describe('outside gifts: the couple imports a gift by its address', () => {
  const url = 'https://shop.example.com/duvet';

  it('started, succeeded: the product is kept with the address asked for', async () => {
    const { storeState } = await expectSaga(outsideGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(outsideGiftsApi.importProduct), imported]])
      .dispatch(importRequested(url))
      .put(importActions.started(url))
      .put(importActions.succeeded({ arg: url, result: imported }))
      .silentRun(50);
    expect((storeState as State).outsideGifts.import).toEqual({ status: 'succeeded', error: null, url, product: imported.product });
  });

  it('failed: the page could not be read', async () => {
    const error: ApiError = {
      message: "We couldn't read that page. Fill in the details yourself.",
      status: 422,
      code: 'outside_gifts.timeout',
    };
    const { storeState } = await expectSaga(outsideGiftsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(outsideGiftsApi.importProduct), fail(error)]])
      .dispatch(importRequested(url))
      .put(importActions.started(url))
      .put(importActions.failed({ arg: url, error }))
      .silentRun(50);
    expect((storeState as State).outsideGifts.import).toEqual({ status: 'failed', error, url, product: null });
  });

  it('only the last address pasted is read (takeLatest)', async () => {
    const asked: string[] = [];
    const { storeState } = await expectSaga(outsideGiftsSagas)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === outsideGiftsApi.importProduct) {
            const address = effect.args[0] as string;
            asked.push(address);
            return new Promise((resolve) =>
              setTimeout(() => resolve({ product: { ...imported.product, url: address, title: address } }), 20),
            );
          }
          return next();
        },
      })
      .dispatch(importRequested('https://one.example.com/a'))
      .dispatch(importRequested('https://two.example.com/b'))
      .not.put.like({ action: { type: importActions.succeeded.type, payload: { arg: 'https://one.example.com/a' } } })
      .silentRun(100);
    expect(asked).toEqual(['https://one.example.com/a', 'https://two.example.com/b']);
    expect((storeState as State).outsideGifts.import).toMatchObject({
      status: 'succeeded',
      url: 'https://two.example.com/b',
      product: { title: 'https://two.example.com/b' },
    });
  });
});
