import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { cartReceived } from '../cart/cartSlice';
import { modalOpened } from '../modals/modalsSlice';
import { paperOrderApi, type AddPaperArg } from './paperOrderApi';
import { addToCartActions, paperAddToCartRequested } from './paperOrderSlice';

/** Add a card to the cart: the cart (and its count) follows the answer and the cart modal opens; a refusal is the panel's to show. */
export function* addPaperToCartFlow(action: PayloadAction<AddPaperArg>) {
  const outcome = yield* requestSaga(addToCartActions, action.payload, paperOrderApi.addToCart);
  if (!outcome.ok) return;
  yield put(cartReceived(outcome.result.cart));
  yield put(modalOpened({ type: 'cart' }));
}

export function* paperOrderSagas() {
  // takeLeading: a double click must not send two adds.
  yield all([takeLeading(paperAddToCartRequested.type, addPaperToCartFlow)]);
}
