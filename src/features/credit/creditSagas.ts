import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { userContextRequested } from '../user/userSlice';
import { creditApi } from './creditApi';
import {
  completionActions,
  completionRequested,
  creditHistoryRequested,
  exchangeActions,
  giftExchangeRequested,
  historyActions,
} from './creditEvents';

export function* loadHistory() {
  yield* requestSaga(historyActions, undefined, creditApi.history);
}

/** A gift becomes credit: then the balance the nav and checkout read (the user context) is refreshed. */
export function* exchangeGift(action: PayloadAction<{ giftId: number }>) {
  const outcome = yield* requestSaga(exchangeActions, action.payload, creditApi.exchange);
  if (outcome.ok) yield put(userContextRequested());
}

export function* loadCompletion() {
  yield* requestSaga(completionActions, undefined, creditApi.completion);
}

export function* creditSagas() {
  yield all([
    // Reads: only the newest answer matters.
    takeLatest(creditHistoryRequested.type, loadHistory),
    takeLatest(completionRequested.type, loadCompletion),
    // Money moves: a double click must not send the exchange twice (the server refuses the second anyway).
    takeLeading(giftExchangeRequested.type, exchangeGift),
  ]);
}
