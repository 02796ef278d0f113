import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, cancel, delay, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { buffers, channel, type Channel, type Task } from 'redux-saga';
import { normaliseSlug, slugProblem, type PageKind } from '../../contracts/websiteRules';
import { requestSaga, type RequestActions, type RequestOutcome } from '../../lib/requestSaga';
import { websiteApi, type PhotoUpload, type UploadProgress } from './websiteApi';
import { selectWebsiteAnswer } from './websiteSelectors';
import {
  createActions,
  loadActions,
  pageSaveRequested,
  personPhotoUploadRequested,
  photoCaptionSaveRequested,
  photoRemoveRequested,
  photoUploadProgressed,
  photoUploadRequested,
  photosReordered,
  removePhotoActions,
  reorderPhotosActions,
  saveCaptionActions,
  uploadPersonPhotoActions,
  uploadPhotoActions,
  pagesReordered,
  passwordSaveRequested,
  publicLoadActions,
  publicSiteRequested,
  reorderActions,
  rsvpFindActions,
  rsvpFindRequested,
  rsvpSaveActions,
  rsvpSaveRequested,
  savePageActions,
  savePasswordActions,
  saveSettingsActions,
  settingsSaveRequested,
  slugCheckActions,
  slugTyped,
  unlockActions,
  unlockRequested,
  websiteCreateRequested,
  websiteRequested,
} from './websiteSlice';

/** How long typing must pause before an address is checked (spec §5 'Checking availability...'). */
export const SLUG_CHECK_DELAY_MS = 400;

function* load() {
  yield* requestSaga(loadActions, undefined, websiteApi.get);
}

function* create() {
  yield* requestSaga(createActions, undefined, websiteApi.create);
}

function* saveSettings(action: ReturnType<typeof settingsSaveRequested>) {
  yield* requestSaga(saveSettingsActions, action.payload, websiteApi.saveSettings);
}

function* savePassword(action: ReturnType<typeof passwordSaveRequested>) {
  yield* requestSaga(savePasswordActions, action.payload, websiteApi.setPassword);
}

function* savePage(action: ReturnType<typeof pageSaveRequested>) {
  yield* requestSaga(savePageActions, action.payload, websiteApi.savePage);
}

/** Saves the order shown; if the server refuses it, the saved order comes back from a reload. */
function* reorder(action: PayloadAction<PageKind[]>) {
  const outcome = yield* requestSaga(reorderActions, { kinds: action.payload }, websiteApi.reorder);
  if (!outcome.ok) yield put(websiteRequested());
}

/**
 * Moves are saved one after another, in the order they were made: each sends the whole order, so
 * the server ends with the last one (two requests in flight could land the other way round).
 */
function* saveMovesInOrder() {
  const moves = (yield actionChannel(pagesReordered.type)) as Channel<PayloadAction<PageKind[]>>;
  for (;;) {
    const action = (yield take(moves)) as PayloadAction<PageKind[]>;
    yield call(reorder, action);
  }
}

/** Checks a typed address once typing pauses; addresses that fail the form rules, or are the site's own, are not sent. */
function* checkSlug(action: PayloadAction<string>) {
  const slug = normaliseSlug(action.payload);
  const answer = (yield select(selectWebsiteAnswer)) as ReturnType<typeof selectWebsiteAnswer>;
  if (slugProblem(slug) !== null || slug === answer?.website.slug) return;
  yield delay(SLUG_CHECK_DELAY_MS);
  yield* requestSaga(slugCheckActions, slug, websiteApi.slugAvailable);
}

function* loadPublic(action: PayloadAction<string>) {
  yield* requestSaga(publicLoadActions, action.payload, websiteApi.publicSite);
}

function* findRsvp(action: ReturnType<typeof rsvpFindRequested>) {
  yield* requestSaga(rsvpFindActions, action.payload, websiteApi.rsvpFind);
}

function* saveRsvp(action: ReturnType<typeof rsvpSaveRequested>) {
  yield* requestSaga(rsvpSaveActions, action.payload, websiteApi.rsvpSave);
}

function* unlock(action: ReturnType<typeof unlockRequested>) {
  yield* requestSaga(unlockActions, action.payload, websiteApi.unlock);
}

type Progress = { sent: number; total: number };
function* reportProgress(fileId: string, progress: Channel<Progress>): Generator<unknown, void, Progress> {
  for (;;) {
    const { sent, total } = yield take(progress);
    yield put(photoUploadProgressed({ fileId, sent, total }));
  }
}

/**
 * One upload with its started / succeeded / failed actions, and its progress as
 * photoUploadProgressed actions while the bytes go (the latest only: a slow reducer never lags).
 */
function* uploadWithProgress<Result>(
  actions: RequestActions<PhotoUpload, Result>,
  upload: PhotoUpload,
  send: (upload: PhotoUpload, onProgress: UploadProgress) => Promise<Result>,
): Generator<unknown, RequestOutcome<Result>, unknown> {
  const progress = channel<Progress>(buffers.sliding(1));
  const reporter = (yield fork(reportProgress, upload.file.id, progress)) as Task;
  try {
    return yield* requestSaga(actions, upload, (arg) => send(arg, (sent, total) => progress.put({ sent, total })));
  } finally {
    yield cancel(reporter);
    progress.close();
  }
}

/**
 * Gallery uploads go one after another, in the order chosen: the gallery keeps that order, and the
 * server (which encodes two pictures at a time) is not asked for twenty at once.
 */
function* uploadPhotosInOrder() {
  const chosen = (yield actionChannel(photoUploadRequested.type, buffers.expanding(10))) as Channel<PayloadAction<PhotoUpload>>;
  for (;;) {
    const action = (yield take(chosen)) as PayloadAction<PhotoUpload>;
    yield* uploadWithProgress(uploadPhotoActions, action.payload, websiteApi.uploadPhoto);
  }
}

function* uploadPersonPhoto(action: PayloadAction<PhotoUpload>) {
  yield* uploadWithProgress(uploadPersonPhotoActions, action.payload, websiteApi.uploadPersonPhoto);
}

function* saveCaption(action: ReturnType<typeof photoCaptionSaveRequested>) {
  yield* requestSaga(saveCaptionActions, action.payload, websiteApi.setCaption);
}

function* removePhoto(action: PayloadAction<number>) {
  yield* requestSaga(removePhotoActions, action.payload, websiteApi.removePhoto);
}

/** Gallery moves are saved one after another (each sends the whole order); a refused one reloads the saved order. */
function* savePhotoMovesInOrder() {
  const moves = (yield actionChannel(photosReordered.type)) as Channel<PayloadAction<number[]>>;
  for (;;) {
    const action = (yield take(moves)) as PayloadAction<number[]>;
    const outcome = yield* requestSaga(reorderPhotosActions, action.payload, websiteApi.reorderPhotos);
    if (!outcome.ok) yield put(websiteRequested());
  }
}

export function* websiteSagas() {
  yield all([
    // Reads: only the latest matters.
    takeLatest(websiteRequested.type, load),
    takeLatest(publicSiteRequested.type, loadPublic),
    // Making the site and trying a password must not run twice from a double click.
    takeLeading(websiteCreateRequested.type, create),
    takeLeading(unlockRequested.type, unlock),
    takeLeading(rsvpFindRequested.type, findRsvp),
    takeLeading(rsvpSaveRequested.type, saveRsvp),
    takeLeading(passwordSaveRequested.type, savePassword),
    // Sections and pages save independently (each button waits for its own answer).
    takeEvery(settingsSaveRequested.type, saveSettings),
    takeEvery(pageSaveRequested.type, savePage),
    fork(saveMovesInOrder),
    fork(uploadPhotosInOrder),
    fork(savePhotoMovesInOrder),
    // Each person's photo, caption and removal is its own request.
    takeEvery(personPhotoUploadRequested.type, uploadPersonPhoto),
    takeEvery(photoCaptionSaveRequested.type, saveCaption),
    takeEvery(photoRemoveRequested.type, removePhoto),
    // Only the last address typed matters: an earlier check still waiting is cancelled.
    takeLatest(slugTyped.type, checkSlug),
  ]);
}
