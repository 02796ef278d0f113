import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga, type RequestActions } from '../../lib/requestSaga';
import { modalOpened } from '../modals/modalsSlice';
import { noticeShown } from '../notices/noticesSlice';
import { cartApi } from './cartApi';
import { outOfStockItems } from './cartRules';
import {
  addItemActions,
  addToCartRequested,
  cartReceived,
  cartRequested,
  fetchCartActions,
  removeUnavailableActions,
  unavailableFound,
} from './cartSlice';
import type { AddToCartArg, Cart } from './types';

/** requestSaga for a call that answers with the cart (`{ cart, … }`): a success puts cartReceived. */
export function* requestWithCart<Arg, Result extends { cart: Cart }>(
  actions: RequestActions<Arg, Result>,
  arg: Arg,
  fn: (arg: Arg) => Promise<Result>,
) {
  const outcome = yield* requestSaga(actions, arg, fn);
  if (outcome.ok) yield put(cartReceived(outcome.result.cart));
  return outcome;
}

/**
 * Spec §4 cart load: fetch the cart; if any item is out of stock (case-insensitive), record those
 * items and call POST /cart/items with their ids, whose answer replaces the cart; otherwise the
 * cart is kept as it came.
 */
export function* loadCartFlow() {
  const fetched = yield* requestSaga(fetchCartActions, undefined, cartApi.getCart);
  if (!fetched.ok) return;
  const unavailable = outOfStockItems(fetched.result);
  if (unavailable.length === 0) {
    yield put(cartReceived(fetched.result));
    return;
  }
  yield put(unavailableFound(unavailable.map(({ id, name }) => ({ id, name }))));
  const removed = yield* requestSaga(
    removeUnavailableActions,
    unavailable.map((item) => item.id),
    cartApi.removeUnavailable,
  );
  if (removed.ok) yield put(cartReceived(removed.result));
  else yield put(noticeShown({ kind: 'negative', message: removed.error.message }));
}

/** Add to cart, then the cart modal with the cart; a failure is the server's message (spec §8). */
export function* addToCartFlow(action: PayloadAction<AddToCartArg>) {
  const outcome = yield* requestWithCart(addItemActions, action.payload, cartApi.add);
  if (outcome.ok) yield put(modalOpened({ type: 'cart' }));
  else yield put(noticeShown({ kind: 'negative', message: outcome.error.message }));
}

export function* cartSagas() {
  // takeLatest: a read; the newest cart is the one to show.
  yield takeLatest(cartRequested.type, loadCartFlow);
  // takeLeading: a double click must not add the gift twice (the buttons wait for the answer too).
  yield takeLeading(addToCartRequested.type, addToCartFlow);
}
