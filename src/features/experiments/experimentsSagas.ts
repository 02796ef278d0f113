import { put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { markViewedOnce, type ExperimentKey, type VariationKey } from './experiments';
import { experimentViewed, experimentViewTracked } from './experimentsSlice';
import { selectVariation } from './experimentsSelectors';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The analytics call: an 'Experiment Viewed' event on the page's data layer. */
export function trackExperimentViewed(key: ExperimentKey, variation: VariationKey) {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: 'Experiment Viewed', experiment: key, variation });
}

function* onViewed(action: PayloadAction<{ key: ExperimentKey }>) {
  const { key } = action.payload;
  if (!markViewedOnce(key, window.sessionStorage)) return;
  const variation = (yield select(selectVariation(key))) as VariationKey;
  trackExperimentViewed(key, variation);
  yield put(experimentViewTracked({ key, variation }));
}

export function* experimentsSagas() {
  // takeEvery: views of different experiments are independent; the storage check dedupes.
  yield takeEvery(experimentViewed.type, onViewed);
}
