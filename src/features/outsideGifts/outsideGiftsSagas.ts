import type { PayloadAction } from '@reduxjs/toolkit';
import { all, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { outsideGiftsApi, type MarkArg } from './outsideGiftsApi';
import { importActions, importRequested, markActions, markPurchasedRequested } from './outsideGiftsSlice';

export function* markFlow(action: PayloadAction<MarkArg>) {
  yield* requestSaga(markActions, action.payload, outsideGiftsApi.markPurchased);
}

export function* importFlow(action: PayloadAction<string>) {
  yield* requestSaga(importActions, action.payload, outsideGiftsApi.importProduct);
}

export function* outsideGiftsSagas() {
  yield all([
    // A mark records a gift: a double click must not record it twice.
    takeLeading(markPurchasedRequested.type, markFlow),
    // Only the last address pasted matters: an earlier read still in flight is cancelled.
    takeLatest(importRequested.type, importFlow),
  ]);
}
