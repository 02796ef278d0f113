import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { experimentsConvertingOn, type ConversionEvent } from '../../contracts/experiments';
import { checkoutFailed, checkoutStarted, checkoutSucceeded } from '../checkout/checkoutEvents';
import { uuidV4 } from '../../lib/uuid';
import type * as CheckoutReports from './checkoutReports';
import type { CheckoutReport } from './checkoutReports';
import { addToCartRequested } from '../cart/cartEvents';
import { addToRegistryRequested } from '../registry/registryEvents';
import { inquiryActions, searchRequested } from '../vendors/vendorsSlice';
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
  checkoutReportRaised,
  checkoutReportsOpened,
  experimentConverted,
  experimentViewed,
  experimentViewTracked,
  recordConversionActions,
  recordExposureActions,
  sendCheckoutReportActions,
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
function* onAdded() {
  if (storage()?.getItem(holidayVisitKey)) yield put(experimentConverted({ event: 'holiday_collection_add' }));
}

const selectCheckoutReportsOn = selectVariation('logrocket-checkout');

/**
 * logrocket-checkout TEST: sends the checkout's reports (contracts/experiments.ts) through the
 * scrubber to POST /api/v0/log/{id}, within a per-visit budget, and times Place order from the
 * submit to the answer. Nothing is sent for any other variation.
 */
export function* checkoutReportsSaga(now: () => number = () => performance.now()) {
  // The reporting code (scrubber, limiter) loads with the first report: most visits send none.
  let reports: typeof CheckoutReports | null = null;
  let limiter: ReturnType<typeof CheckoutReports.createReportLimiter> | null = null;
  let submittedAt: number | null = null;
  function* send(report: CheckoutReport) {
    if (((yield select(selectCheckoutReportsOn)) as VariationKey) !== 'TEST') return;
    reports ??= (yield call(() => import('./checkoutReports'))) as typeof CheckoutReports;
    limiter ??= reports.createReportLimiter();
    if (!limiter.allow(report.kind, now())) return;
    const { checkoutReportBody } = reports;
    const id = `checkout-report-${uuidV4()}`;
    // The report is fire-and-forget (as the spec's log calls): a failure is its failed action, nothing more.
    yield* requestSaga(
      sendCheckoutReportActions,
      { id, body: checkoutReportBody(id, report, window.location.pathname) },
      experimentsApi.sendCheckoutReport,
    );
  }
  yield takeEvery(checkoutReportsOpened.type, () => {
    // A new visit: a new budget, made at its first report.
    limiter = null;
  });
  yield takeEvery(checkoutReportRaised.type, function* (action: PayloadAction<CheckoutReport>) {
    yield* send(action.payload);
  });
  yield takeEvery(checkoutStarted.type, () => {
    submittedAt = now();
  });
  yield takeEvery([checkoutSucceeded.type, checkoutFailed.type], function* (action: { type: string; payload: unknown }) {
    if (submittedAt === null) return;
    const ms = Math.round(now() - submittedAt);
    submittedAt = null;
    const failed = checkoutFailed.match(action) ? action.payload : null;
    yield* send({
      kind: 'submit_answer',
      data: {
        ms,
        outcome: failed ? 'failed' : 'succeeded',
        status: failed?.error.status ?? null,
        code: failed?.error.code ?? null,
        supportId: failed?.supportId ?? null,
      },
    });
  });
}

export function* experimentsSagas() {
  yield fork(checkoutReportsSaga);
  // takeEvery: views of different experiments are independent; the storage check dedupes.
  yield takeEvery(experimentViewed.type, onViewed);
  // takeEvery: conversions are independent, each recorded at most once by the server.
  yield takeEvery(experimentConverted.type, onConverted);
  // Other domains' events that are conversions (contracts/experiments.ts says which converts what).
  yield takeEvery(checkoutSucceeded.type, function* () {
    yield put(experimentConverted({ event: 'order_placed' }));
  });
  yield takeEvery(searchRequested.type, function* () {
    yield put(experimentConverted({ event: 'vendor_search_results_visited' }));
  });
  yield takeEvery(inquiryActions.succeeded.type, function* () {
    yield put(experimentConverted({ event: 'vendor_inquiry_sent' }));
  });
  yield takeEvery([addToCartRequested.type, addToRegistryRequested.type], onAdded);
}
