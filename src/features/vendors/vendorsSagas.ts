import { call, put, select, takeEvery, takeLatest, takeLeading, type CallEffect, type ForkEffect, type PutEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import { fetchAccountLocation, fetchStateLanding, fetchStorefront, searchVendors, sendInquiry, setFavorite } from './vendorsApi';
import {
  accountLocationActions, favoriteActions, favoriteToggled, inquiryActions, inquirySubmitted, searchActions, searchRequested,
  searchedLocationRestored, stateLandingActions, stateLandingRequested, storefrontActions, storefrontRequested,
} from './vendorsSlice';
import { selectFallbackLocation, selectSearchResultsExperimentOn } from './vendorsSelectors';
import { readLocationCookie, shouldFetchAccountLocation, writeLocationCookie } from './searchLocation';
import type { SearchLocation } from './types';
import type { InquiryInput } from './types';

export function* search(action: PayloadAction<VendorSearchParams>) {
  const outcome = yield* requestSaga(searchActions, action.payload, searchVendors);
  if (!outcome.ok) return;
  const location = outcome.result.location;
  // The footer's venues link reads the last specific searched location from this cookie.
  if (location.type === 'CITY') yield call(writeLocationCookie, location);
  const experimentOn = (yield select(selectSearchResultsExperimentOn)) as boolean;
  const fallbackLoaded = ((yield select(selectFallbackLocation)) as unknown) !== null;
  if (shouldFetchAccountLocation(experimentOn, location, fallbackLoaded)) {
    // Failures are swallowed: the failed action only marks the status; nothing is shown.
    yield* requestSaga(accountLocationActions, undefined, fetchAccountLocation);
  }
}

function* storefront(action: PayloadAction<{ categoryKey: string; slug: string }>) {
  yield* requestSaga(storefrontActions, action.payload, fetchStorefront);
}

function* stateLanding(action: PayloadAction<string>) {
  yield* requestSaga(stateLandingActions, action.payload, fetchStateLanding);
}

export function* inquiry(action: PayloadAction<InquiryInput>) {
  yield* requestSaga(inquiryActions, action.payload, sendInquiry);
}

function* favorite(action: PayloadAction<{ vendorId: number; favorite: boolean }>) {
  yield* requestSaga(favoriteActions, action.payload, setFavorite);
}

const cookieText = () => (typeof document === 'undefined' ? '' : document.cookie);

export function* vendorsSagas(): Generator<ForkEffect | CallEffect | PutEffect> {
  // The last searched location survives reloads in the confetti_search_location cookie.
  const restored = (yield call(readLocationCookie, (yield call(cookieText)) as string)) as SearchLocation | null;
  if (restored) yield put(searchedLocationRestored(restored));
  // takeLatest: a newer search (filters, page) makes the previous answer irrelevant.
  yield takeLatest(searchRequested.type, search);
  // takeLatest: only the storefront on screen matters.
  yield takeLatest(storefrontRequested.type, storefront);
  yield takeLatest(stateLandingRequested.type, stateLanding);
  // takeLeading: a double-click on Send must not send the inquiry twice.
  yield takeLeading(inquirySubmitted.type, inquiry);
  // takeEvery: toggles on different vendors are independent.
  yield takeEvery(favoriteToggled.type, favorite);
}
