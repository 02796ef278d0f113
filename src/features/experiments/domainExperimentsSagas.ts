import { call, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { uuidV4 } from '../../lib/uuid';
import { checkoutFailed, checkoutStarted, checkoutSucceeded } from '../checkout/checkoutEvents';
import { addToRegistryRequested } from '../registry/registryEvents';
import type * as CheckoutReports from './checkoutReports';
import type { CheckoutReport } from './checkoutReports';
import { experimentsApi } from './experimentsApi';
import type { VariationKey } from './experiments';
import { onAdded } from './experimentsSagas';
import { selectVariation } from './experimentsSelectors';
import { checkoutReportRaised, checkoutReportsOpened, experimentConverted, sendCheckoutReportActions } from './experimentsSlice';

/**
 * The experiments' watchers on lazy domains' events: they start with their domain (app/lazyDomains.ts),
 * so the registry's and the checkout's events never weigh on the first load.
 */

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

/** An order placed converts the checkout experiments. */
export function* orderConversionSaga() {
  yield takeEvery(checkoutSucceeded.type, function* () {
    yield put(experimentConverted({ event: 'order_placed' }));
  });
}

/** With the cart and checkout: logrocket-checkout's reports, and the orders that convert. */
export function* checkoutExperimentsSagas() {
  yield fork(checkoutReportsSaga);
  yield fork(orderConversionSaga);
}

/** With the registry: holiday-shops converts on a registry add too. */
export function* registryExperimentsSagas() {
  yield takeEvery(addToRegistryRequested.type, onAdded);
}
