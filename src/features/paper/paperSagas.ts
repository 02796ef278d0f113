import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { SampleBody } from '../../contracts/paper';
import { paperApi } from './paperApi';
import { readSampleBox, writeSampleBox, type SampleChoice } from './sampleBox';
import {
  catalogueActions,
  catalogueRequested,
  designActions,
  designRequested,
  homeActions,
  paperHomeRequested,
  sampleAdded,
  sampleBoxRestored,
  sampleOrderActions,
  sampleRemoved,
  samplesOrderSubmitted,
  suitesActions,
  suitesRequested,
} from './paperSlice';
import { selectSampleBox } from './paperSelectors';

function* loadHome() {
  yield* requestSaga(homeActions, undefined, paperApi.home);
}

function* loadSuites() {
  yield* requestSaga(suitesActions, undefined, paperApi.suites);
}

function* loadCatalogue(action: PayloadAction<{ slug: string; query: string }>) {
  yield* requestSaga(catalogueActions, action.payload, paperApi.catalogue);
}

function* loadDesign(action: PayloadAction<string>) {
  yield* requestSaga(designActions, action.payload, paperApi.design);
}

function* orderSamples(action: PayloadAction<SampleBody>) {
  const outcome = yield* requestSaga(sampleOrderActions, action.payload, paperApi.orderSamples);
  if (outcome.ok) yield call(writeSampleBox, []);
}

/** The box outlives a reload: written after each change. */
function* saveBox() {
  const box = (yield select(selectSampleBox)) as SampleChoice[];
  yield call(writeSampleBox, box);
}

/** The box this browser kept before a reload (read once, when the domain loads). */
function* restoreBox() {
  const stored: SampleChoice[] = readSampleBox();
  if (stored.length) yield put(sampleBoxRestored(stored));
}

export function* paperSagas() {
  yield all([
    // Reads: only the latest matters (a filter changed again before the answer came).
    takeLatest(paperHomeRequested.type, loadHome),
    takeLatest(suitesRequested.type, loadSuites),
    takeLatest(catalogueRequested.type, loadCatalogue),
    takeLatest(designRequested.type, loadDesign),
    // An order must not be sent twice from a double click.
    takeLeading(samplesOrderSubmitted.type, orderSamples),
    takeEvery([sampleAdded.type, sampleRemoved.type, sampleBoxRestored.type], saveBox),
    call(restoreBox),
  ]);
}
