import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BulkBody, EventBody, RsvpBody } from '../../contracts/guests';
import { requestSaga } from '../../lib/requestSaga';
import { guestsApi } from './guestsApi';
import { selectListSearch, selectUndo } from './guestsSelectors';
import {
  bulkActions,
  bulkRequested,
  createTagActions,
  deleteEventActions,
  deleteTagActions,
  eventDeleteRequested,
  eventSaveRequested,
  householdLinkActions,
  householdLinkRequested,
  householdSaveRequested,
  listRequested,
  loadListActions,
  restoreActions,
  rsvpActions,
  rsvpSaveRequested,
  saveEventActions,
  saveHouseholdActions,
  tagCreateRequested,
  tagDeleteRequested,
  undoRequested,
  type HouseholdSave,
} from './guestsSlice';

function* loadList(action: PayloadAction<string>) {
  yield* requestSaga(loadListActions, action.payload, guestsApi.list);
}

/** Reads the list again as it is shown (after a change that moves households in or out of the page). */
function* reloadList() {
  const search = (yield select(selectListSearch)) as string | null;
  yield put(listRequested(search ?? ''));
}

function* saveHouseholdFlow(action: PayloadAction<HouseholdSave>) {
  const outcome = yield* requestSaga(saveHouseholdActions, action.payload, guestsApi.saveHousehold);
  // A new household takes its place in the sorted, filtered page.
  if (outcome.ok && action.payload.id === null) yield* reloadList();
}

function* bulk(action: PayloadAction<BulkBody>) {
  const outcome = yield* requestSaga(bulkActions, action.payload, guestsApi.bulk);
  if (outcome.ok) yield* reloadList();
}

function* undo() {
  const pending = (yield select(selectUndo)) as ReturnType<typeof selectUndo>;
  if (!pending) return;
  const outcome = yield* requestSaga(restoreActions, pending.token, guestsApi.restore);
  if (outcome.ok) yield* reloadList();
}

function* createTag(action: PayloadAction<string>) {
  yield* requestSaga(createTagActions, action.payload, guestsApi.createTag);
}

function* deleteTag(action: PayloadAction<number>) {
  const outcome = yield* requestSaga(deleteTagActions, action.payload, guestsApi.deleteTag);
  if (outcome.ok) yield* reloadList();
}

function* saveEvent(action: PayloadAction<{ id: number | null; body: EventBody }>) {
  const outcome = yield* requestSaga(saveEventActions, action.payload, guestsApi.saveEvent);
  // Inviting every household changes the rows' invitations.
  if (outcome.ok && action.payload.body.invite_all_households) yield* reloadList();
}

function* deleteEvent(action: PayloadAction<number>) {
  const outcome = yield* requestSaga(deleteEventActions, action.payload, guestsApi.deleteEvent);
  if (outcome.ok) yield* reloadList();
}

function* householdLink(action: PayloadAction<number>) {
  yield* requestSaga(householdLinkActions, action.payload, guestsApi.householdLink);
}

function* recordRsvp(action: PayloadAction<RsvpBody>) {
  yield* requestSaga(rsvpActions, action.payload, guestsApi.recordRsvp);
}

export function* guestsSagas() {
  yield all([
    // Reads: the newest filters win; an older answer is dropped.
    takeLatest(listRequested.type, loadList),
    // Writes a person starts once: a double click must not add the household twice.
    takeLeading(householdSaveRequested.type, saveHouseholdFlow),
    takeLeading(bulkRequested.type, bulk),
    takeLeading(undoRequested.type, undo),
    takeLeading(tagCreateRequested.type, createTag),
    takeEvery(tagDeleteRequested.type, deleteTag),
    takeLeading(eventSaveRequested.type, saveEvent),
    takeEvery(eventDeleteRequested.type, deleteEvent),
    // The dialog open now is the one whose link matters: an earlier household's answer is dropped.
    takeLatest(householdLinkRequested.type, householdLink),
    // Each RSVP cell is its own answer: independent requests.
    takeEvery(rsvpSaveRequested.type, recordRsvp),
  ]);
}
