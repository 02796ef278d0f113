import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { CollectionLinkBody } from '../../contracts/guestCollect';
import { guestIoApi } from './guestIoApi';
import {
  activityActions,
  collectionLinkChanged,
  collectionLinkRegenerateRequested,
  guestIoPageOpened,
  importConfirmed,
  importFileChosen,
  importActions,
  labelsSummaryActions,
  labelsSummaryRequested,
  linkActions,
  optionsActions,
  previewActions,
  regenerateLinkActions,
  updateLinkActions,
} from './guestIoSlice';

function* preview(action: PayloadAction<File>) {
  yield* requestSaga(previewActions, action.payload, guestIoApi.preview);
}

/** The import, then what it changed: the labels' missing addresses and the filters' tags. */
function* importFile(action: PayloadAction<{ file: File; skip: string }>) {
  const outcome = yield* requestSaga(importActions, action.payload, guestIoApi.importFile);
  if (outcome.ok) yield* loadOptions();
}

function* loadOptions() {
  yield* requestSaga(optionsActions, undefined, guestIoApi.listOptions);
}
function* loadLink() {
  yield* requestSaga(linkActions, undefined, guestIoApi.link);
}
function* loadActivity() {
  yield* requestSaga(activityActions, undefined, guestIoApi.activity);
}

/** The page's three reads, side by side (each reports on its own). */
function* pageOpened() {
  yield all([call(loadOptions), call(loadLink), call(loadActivity)]);
}

function* labelsSummary(action: PayloadAction<string>) {
  yield* requestSaga(labelsSummaryActions, action.payload, guestIoApi.labelsSummary);
}

function* changeLink(action: PayloadAction<CollectionLinkBody>) {
  yield* requestSaga(updateLinkActions, action.payload, guestIoApi.updateLink);
}

function* regenerateLink() {
  yield* requestSaga(regenerateLinkActions, undefined, guestIoApi.regenerateLink);
}

export function* guestIoSagas() {
  yield all([
    // A newer file replaces the preview of an older one.
    takeLatest(importFileChosen.type, preview),
    // An import must never run twice from a double click.
    takeLeading(importConfirmed.type, importFile),
    takeLatest(guestIoPageOpened.type, pageOpened),
    // Only the newest filters' summary matters.
    takeLatest(labelsSummaryRequested.type, labelsSummary),
    takeLeading(collectionLinkChanged.type, changeLink),
    takeLeading(collectionLinkRegenerateRequested.type, regenerateLink),
  ]);
}
