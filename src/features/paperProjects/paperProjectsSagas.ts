import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, debounce, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { RootState } from '../../app/rootReducer';
import { projectPath, type CreateProjectBody, type ProjectView, type SaveProjectBody } from '../../contracts/paperProjects';
import { selectFlag } from '../flags/flagsSelectors';
import { modalOpened } from '../modals/modalsSlice';
import { selectIsGuest } from '../user/userSelectors';
import { paperProjectsApi, type PhotoUpload } from './paperProjectsApi';
import {
  approveActions,
  photoActions,
  photoRemoveActions,
  photoRemoveRequested,
  photoUploadRequested,
  createActions,
  deleteActions,
  duplicateActions,
  listActions,
  loadActions,
  projectCreateRequested,
  projectDeleteRequested,
  projectDuplicateRequested,
  projectEdited,
  projectFlushRequested,
  projectRequested,
  projectsListRequested,
  proofApproveRequested,
  saveActions,
  signupToSavePrompted,
  type PaperProjectsState,
} from './paperProjectsSlice';

/** How long the customiser waits after the last keystroke before saving. */
export const AUTOSAVE_DELAY_MS = 700;

const domain = (state: RootState) => state.paperProjects!;

function* loadList() {
  yield* requestSaga(listActions, undefined, paperProjectsApi.list);
}

function* loadProject(action: PayloadAction<number>) {
  yield* requestSaga(loadActions, action.payload, paperProjectsApi.get);
}

function* createProject(action: PayloadAction<CreateProjectBody>) {
  yield* requestSaga(createActions, action.payload, paperProjectsApi.create);
}

/** Saves the project's draft if it has changes waiting (autosave after a pause, or a flush). */
export function* saveDraft(id: number) {
  const state = (yield select(domain)) as PaperProjectsState;
  const draft: SaveProjectBody | undefined = state.drafts[id];
  const status = state.saves[id]?.status;
  if (!draft || (status !== 'pending' && status !== 'failed')) return;
  yield* requestSaga(saveActions, { id, body: draft }, paperProjectsApi.save);
}

function* autosave(action: PayloadAction<{ id: number }>) {
  yield call(saveDraft, action.payload.id);
}

function* flush(action: PayloadAction<number>) {
  yield call(saveDraft, action.payload);
}

/**
 * pushSignupIntoCustomization: a signed-out guest's first save asks them to sign up (once a visit).
 * The card is saved in their browser session all the same, and becomes the account's when they log
 * in or sign up, so answering "not now" loses nothing.
 */
export function* askToSignUpToSave(action: PayloadAction<{ result: ProjectView }>) {
  const isGuest = (yield select(selectIsGuest)) as boolean;
  const on = (yield select(selectFlag('pushSignupIntoCustomization'))) as boolean;
  const { signupAsked } = (yield select(domain)) as PaperProjectsState;
  if (!isGuest || !on || signupAsked) return;
  yield put(signupToSavePrompted());
  yield put(modalOpened({ type: 'signupToSave', props: { returnTo: projectPath(action.payload.result.id) } }));
}

function* duplicate(action: PayloadAction<number>) {
  yield* requestSaga(duplicateActions, action.payload, paperProjectsApi.duplicate);
}

function* remove(action: PayloadAction<number>) {
  yield* requestSaga(deleteActions, action.payload, paperProjectsApi.remove);
}

function* uploadPhoto(action: PayloadAction<PhotoUpload>) {
  yield* requestSaga(photoActions, action.payload, paperProjectsApi.uploadPhoto);
}

function* removePhoto(action: PayloadAction<number>) {
  yield* requestSaga(photoRemoveActions, action.payload, paperProjectsApi.removePhoto);
}

function* approve(action: PayloadAction<{ id: number; version: number }>) {
  yield* requestSaga(approveActions, action.payload, paperProjectsApi.approve);
}

export function* paperProjectsSagas() {
  yield all([
    takeLatest(projectsListRequested.type, loadList),
    takeLatest(projectRequested.type, loadProject),
    takeLeading(projectCreateRequested.type, createProject),
    // Typing saves once the person pauses; leaving or asking for a proof saves at once.
    debounce(AUTOSAVE_DELAY_MS, projectEdited.type, autosave),
    takeEvery(projectFlushRequested.type, flush),
    takeEvery(saveActions.succeeded.type, askToSignUpToSave),
    takeEvery(projectDuplicateRequested.type, duplicate),
    takeEvery(projectDeleteRequested.type, remove),
    takeLeading(proofApproveRequested.type, approve),
    takeLeading(photoUploadRequested.type, uploadPhoto),
    takeLeading(photoRemoveRequested.type, removePhoto),
  ]);
}
