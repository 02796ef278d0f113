import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { modalOpened } from '../modals/modalsSlice';
import { noticeShown } from '../notices/noticesSlice';
import { cartApi } from './cartApi';
import { outOfStockItems } from './cartRules';
import { addItemActions, addToCartRequested, cartRequested, fetchCartActions, removeUnavailableActions, unavailableFound } from './cartSlice';
import type { AddToCartArg } from './types';

/**
 * Spec §4 cart load: fetch the cart; if any item is out of stock (case-insensitive), record those
 * items and call POST /cart/items with their ids, whose answer replaces the cart; otherwise the
 * cart is kept as it came.
 */
export function* loadCartFlow() {
  const fetched = yield* requestSaga(fetchCartActions, undefined, cartApi.getCart);
  if (!fetched.ok) return;
  const unavailable = outOfStockItems(fetched.result);
  if (unavailable.length === 0) return;
  yield put(unavailableFound(unavailable.map(({ id, name }) => ({ id, name }))));
  const removed = yield* requestSaga(
    removeUnavailableActions,
    unavailable.map((item) => item.id),
    cartApi.removeUnavailable,
  );
  if (!removed.ok) yield put(noticeShown({ kind: 'negative', message: removed.error.message }));
}

/** Add to cart, then the cart modal with the cart; a failure is the server's message (spec §8). */
export function* addToCartFlow(action: PayloadAction<AddToCartArg>) {
  const outcome = yield* requestSaga(addItemActions, action.payload, cartApi.add);
  if (outcome.ok) yield put(modalOpened({ type: 'cart' }));
  else yield put(noticeShown({ kind: 'negative', message: outcome.error.message }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each flow takes its own event's payload
type Flow = (action: PayloadAction<any>) => Generator<unknown, unknown, unknown>;

/** Every cart event and the workflow that answers it. */
const FLOWS: Record<string, Flow> = {
  [cartRequested.type]: loadCartFlow,
  [addToCartRequested.type]: addToCartFlow,
};

/** Runs the workflow of one event that arrived before the watchers were started (cartDomain.ts). */
export function* handleCartEvent(action: PayloadAction<unknown>) {
  const flow = FLOWS[action.type];
  if (flow) yield* flow(action);
}

export function* cartSagas() {
  // takeLatest: a read; the newest cart is the one to show.
  yield takeLatest(cartRequested.type, loadCartFlow);
  // takeLeading: a double click must not add the gift twice (the buttons wait for the answer too).
  yield takeLeading(addToCartRequested.type, addToCartFlow);
}
