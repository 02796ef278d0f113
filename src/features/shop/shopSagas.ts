import { takeEvery, takeLatest, type ForkEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { shopApi } from './shopApi';
import {
  directoryRequested,
  fetchDirectoryActions,
  fetchListingActions,
  fetchProductActions,
  listingRequested,
  productRequested,
} from './shopSlice';
import type { DirectoryKind, ListingRequest } from './types';

function* loadListing(action: PayloadAction<ListingRequest>) {
  yield* requestSaga(fetchListingActions, action.payload, shopApi.fetchListing);
}

function* loadProduct(action: PayloadAction<string>) {
  yield* requestSaga(fetchProductActions, action.payload, shopApi.fetchProduct);
}

function* loadDirectory(action: PayloadAction<DirectoryKind>) {
  yield* requestSaga(fetchDirectoryActions, action.payload, shopApi.fetchDirectory);
}

export function* shopSagas(): Generator<ForkEffect> {
  // takeLatest: a new filter/sort/page (or product) makes the previous answer irrelevant.
  yield takeLatest(listingRequested.type, loadListing);
  // takeLatest: only the product on screen matters when the shopper switches quickly.
  yield takeLatest(productRequested.type, loadProduct);
  // takeEvery: each directory kind is a separate request; they never supersede each other.
  yield takeEvery(directoryRequested.type, loadDirectory);
}
