import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { ConversionEvent } from '../../contracts/experiments';
import type { ConversionAnswer, ConversionBody, ExposureAnswer, ExposureBody } from '../../contracts/experimentsApi';
import type { ExperimentKey, VariationKey } from './experiments';
import type { CheckoutReport, checkoutReportBody } from './checkoutReports';

/** A component showed an experiment's variation to the user (tracked once per session). */
export const experimentViewed = createAction<{ key: ExperimentKey }>('experiments/viewed');
/** The view was recorded (first in this session) with the variation seen. */
export const experimentViewTracked = createAction<{ key: ExperimentKey; variation: VariationKey }>('experiments/viewTracked');
/**
 * Something that converts an experiment happened (contracts/experiments.ts CONVERSION_EVENTS). The
 * experiments saga raises most of them from other domains' events; a domain with no event of its
 * own to listen to (the guided start's completion) dispatches this.
 */
export const experimentConverted = createAction<{ event: ConversionEvent }>('experiments/converted');
/** Progress of POST /api/v0/experiments/exposures and /conversions. */
export const recordExposureActions = createRequestActions<ExposureBody, ExposureAnswer>('experiments/recordExposure');
export const recordConversionActions = createRequestActions<ConversionBody, ConversionAnswer>('experiments/recordConversion');

/** logrocket-checkout: the checkout page opened in the TEST variation (a new visit's report budget). */
export const checkoutReportsOpened = createAction('experiments/checkoutReportsOpened');
/** logrocket-checkout: a report to send (page ready, a client error); the saga times submit-to-answer itself. */
export const checkoutReportRaised = createAction<CheckoutReport>('experiments/checkoutReportRaised');
export const sendCheckoutReportActions = createRequestActions<{ id: string; body: ReturnType<typeof checkoutReportBody> }, void>(
  'experiments/sendCheckoutReport',
);
