import { call, put, select, takeEvery, takeLatest, takeLeading, type ForkEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import { vendorsApi } from './vendorsApi';
import {
  accountLocationActions,
  bookingReminderActions,
  bookingReminderChecked,
  bookingStatusActions,
  bookingStatusMarked,
  favoriteActions,
  favoritesActions,
  favoritesRequested,
  nearMeActions,
  moreReviewsActions,
  moreReviewsRequested,
  reviewActions,
  reviewSubmitted,
  nearMeSearchRequested,
  favoriteToggled,
  inquiryActions,
  inquirySubmitted,
  searchActions,
  searchRequested,
  stateLandingActions,
  stateLandingRequested,
  storefrontActions,
  storefrontRequested,
} from './vendorsEvents';
import { selectBookingReminder, selectFallbackLocation, selectNearMe, selectSearchResultsExperimentOn } from './vendorsSelectors';
import { browserPosition, DEFAULT_NEAR_ME, type NearMe, type Point } from './nearMe';
import type { LocationPreference, NearestCityAnswer, ReviewInput } from '../../contracts/vendors';
import { selectIsGuest } from '../user/userSelectors';
import { modalOpened } from '../modals/modalsSlice';
import { markReminderShown, reminderShownThisSession } from './bookingReminder';
import type { BookingStatus } from './types';
import { shouldFetchAccountLocation, writeLocationCookie } from './searchLocation';
import type { InquiryInput } from './types';

export function* search(action: PayloadAction<VendorSearchParams>) {
  const outcome = yield* requestSaga(searchActions, action.payload, vendorsApi.searchVendors);
  if (!outcome.ok) return;
  const location = outcome.result.location;
  // The footer's venues link reads the last specific searched location from this cookie.
  if (location.type === 'CITY') yield call(writeLocationCookie, location);
  const experimentOn = (yield select(selectSearchResultsExperimentOn)) as boolean;
  const fallbackLoaded = ((yield select(selectFallbackLocation)) as unknown) !== null;
  if (shouldFetchAccountLocation(experimentOn, location, fallbackLoaded)) {
    // Failures are swallowed: the failed action only marks the status; nothing is shown.
    yield* requestSaga(accountLocationActions, undefined, vendorsApi.fetchAccountLocation);
  }
}

/**
 * Where "near me" is: the browser's position turned into the nearest listed city, else the account's
 * saved location (spec §4), else the default (spec §9). Each step that fails moves to the next.
 */
export function* resolveNearMe() {
  const position = (yield call(browserPosition)) as Point | null;
  if (position) {
    try {
      const nearest = (yield call(vendorsApi.fetchNearestCity, position)) as NearestCityAnswer;
      return { slug: nearest.location.slug, source: 'BROWSER' } satisfies NearMe;
    } catch {
      // The position could not be placed: the account's or the default location instead.
    }
  }
  if (!((yield select(selectIsGuest)) as boolean)) {
    try {
      const pref = (yield call(vendorsApi.fetchAccountLocation)) as LocationPreference;
      if (!pref.isDefault) return { slug: pref.location.slug, source: 'ACCOUNT' } satisfies NearMe;
    } catch {
      // Spec §7: the account location's failure is swallowed.
    }
  }
  return DEFAULT_NEAR_ME;
}

/** A near-me page: the location found once per page load, then the search there. */
export function* nearMeSearch(action: PayloadAction<VendorSearchParams>) {
  let near = ((yield select(selectNearMe)) as ReturnType<typeof selectNearMe>).data;
  if (!near) {
    yield put(nearMeActions.started());
    near = yield* resolveNearMe();
    yield put(nearMeActions.succeeded({ arg: undefined, result: near }));
  }
  yield* search(searchRequested({ ...action.payload, location: near.slug }));
}

export function* moreReviews(action: PayloadAction<{ vendorId: number; after: string }>) {
  yield* requestSaga(moreReviewsActions, action.payload, vendorsApi.fetchMoreReviews);
}

export function* review(action: PayloadAction<ReviewInput & { vendorId: number }>) {
  yield* requestSaga(reviewActions, action.payload, vendorsApi.writeReview);
}

function* storefront(action: PayloadAction<{ categoryKey: string; slug: string }>) {
  yield* requestSaga(storefrontActions, action.payload, vendorsApi.fetchStorefront);
}

function* stateLanding(action: PayloadAction<string>) {
  yield* requestSaga(stateLandingActions, action.payload, vendorsApi.fetchStateLanding);
}

export function* inquiry(action: PayloadAction<InquiryInput>) {
  yield* requestSaga(inquiryActions, action.payload, vendorsApi.sendInquiry);
}

function* favorite(action: PayloadAction<{ vendorId: number; favorite: boolean }>) {
  yield* requestSaga(favoriteActions, action.payload, vendorsApi.setFavorite);
}

function* favorites() {
  yield* requestSaga(favoritesActions, undefined, vendorsApi.fetchFavorites);
}

/**
 * A vendor page was shown to a signed-in couple: once per page load ask whether the reminder is
 * due (inquiries sent, no vendor marked booked) and open it, at most once per session.
 */
export function* checkBookingReminder() {
  if ((yield select(selectIsGuest)) as boolean) return;
  const reminder = (yield select(selectBookingReminder)) as ReturnType<typeof selectBookingReminder>;
  if (reminder.status !== 'idle') return;
  if ((yield call(reminderShownThisSession)) as boolean) return;
  const outcome = yield* requestSaga(bookingReminderActions, undefined, vendorsApi.fetchBookingReminder);
  if (!outcome.ok || !outcome.result.due) return;
  yield call(markReminderShown);
  yield put(modalOpened({ type: 'bookingStatusReminder' }));
}

export function* markBookingStatus(action: PayloadAction<{ vendorId: number; status: BookingStatus }>) {
  yield* requestSaga(bookingStatusActions, action.payload, vendorsApi.putBookingStatus);
}

export function* vendorsSagas(): Generator<ForkEffect> {
  // takeLatest: a newer search (filters, page) makes the previous answer irrelevant.
  yield takeLatest(searchRequested.type, search);
  // takeLatest: as for a search (a near-me page's filters and pages).
  yield takeLatest(nearMeSearchRequested.type, nearMeSearch);
  // takeLatest: only the storefront on screen matters.
  yield takeLatest(storefrontRequested.type, storefront);
  // takeLeading: one page of reviews at a time; one review per click.
  yield takeLeading(moreReviewsRequested.type, moreReviews);
  yield takeLeading(reviewSubmitted.type, review);
  yield takeLatest(stateLandingRequested.type, stateLanding);
  // takeLeading: a double-click on Send must not send the inquiry twice.
  yield takeLeading(inquirySubmitted.type, inquiry);
  // takeEvery: toggles on different vendors are independent.
  yield takeEvery(favoriteToggled.type, favorite);
  // takeLatest: a revisit of the favorites page wants the current list.
  yield takeLatest(favoritesRequested.type, favorites);
  // takeLeading: every vendor page asks; one check per page load is enough (the saga also stops once loaded).
  yield takeLeading(bookingReminderChecked.type, checkBookingReminder);
  // takeEvery: answers for different vendors are independent.
  yield takeEvery(bookingStatusMarked.type, markBookingStatus);
}
