import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { experimentsConvertingOn, type ConversionEvent } from '../../contracts/experiments';
import { addToCartRequested } from '../cart/cartEvents';
import { inquiryActions, searchRequested } from '../vendors/vendorsFirstLoadEvents';
import { fetchUserContextActions } from '../user/userSlice';
import type { RootState } from '../../app/rootReducer';
import {
  experimentSessionId,
  hasAutomatedTestCookie,
  hasViewed,
  holidayVisitKey,
  markViewedOnce,
  type ExperimentKey,
  type VariationKey,
} from './experiments';
import {
  experimentConverted,
  experimentViewed,
  experimentViewTracked,
  recordConversionActions,
  recordExposureActions,
} from './experimentsSlice';
import { selectVariation } from './experimentsSelectors';
import { experimentsApi } from './experimentsApi';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/** The analytics call: an 'Experiment Viewed' event on the page's data layer. */
export function trackExperimentViewed(key: ExperimentKey, variation: VariationKey) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'Experiment Viewed', experiment: key, variation });
}

/** The variation is the user context's: wait for it when the first view comes before it has loaded. */
function* userContextLoaded() {
  const status = (yield select((s: RootState) => s.user.status)) as RootState['user']['status'];
  if (status === 'succeeded' || status === 'failed') return;
  yield take([fetchUserContextActions.succeeded.type, fetchUserContextActions.failed.type]);
}

function* onViewed(action: PayloadAction<{ key: ExperimentKey }>) {
  const { key } = action.payload;
  if (!markViewedOnce(key, storage())) return;
  yield call(userContextLoaded);
  const variation = (yield select(selectVariation(key))) as VariationKey;
  trackExperimentViewed(key, variation);
  yield put(experimentViewTracked({ key, variation }));
  // Spec §4: the automated-test cookie's NOT_IN_TEST is not measured (the server refuses it too).
  if (hasAutomatedTestCookie(document.cookie)) return;
  yield* requestSaga(
    recordExposureActions,
    { experiment: key, variation, sessionId: experimentSessionId(storage()) },
    experimentsApi.recordExposure,
  );
}

/** Reported only when this session viewed an experiment the event converts: no call otherwise. */
function* onConverted(action: PayloadAction<{ event: ConversionEvent }>) {
  const { event } = action.payload;
  if (!experimentsConvertingOn(event).some((key) => hasViewed(key, storage()))) return;
  yield* requestSaga(recordConversionActions, { event, sessionId: experimentSessionId(storage()) }, experimentsApi.recordConversion);
}

/** holiday-shops converts on an add made after a holiday collection was opened in this session. */
export function* onAdded() {
  if (storage()?.getItem(holidayVisitKey)) yield put(experimentConverted({ event: 'holiday_collection_add' }));
}

export function* experimentsSagas() {
  // takeEvery: views of different experiments are independent; the storage check dedupes.
  yield takeEvery(experimentViewed.type, onViewed);
  // takeEvery: conversions are independent, each recorded at most once by the server.
  yield takeEvery(experimentConverted.type, onConverted);
  // Other domains' events that are conversions (contracts/experiments.ts says which converts what).
  yield takeEvery(searchRequested.type, function* () {
    yield put(experimentConverted({ event: 'vendor_search_results_visited' }));
  });
  yield takeEvery(inquiryActions.succeeded.type, function* () {
    yield put(experimentConverted({ event: 'vendor_inquiry_sent' }));
  });
  // The registry's and the checkout's own conversions start with those lazy domains
  // (domainExperimentsSagas.ts), so their events stay out of the first load.
  yield takeEvery(addToCartRequested.type, onAdded);
}
