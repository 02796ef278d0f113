import { put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import type { WeddingFields, WeddingSetupRequest } from '../../contracts/wedding';
import { experimentConverted } from '../experiments/experimentsSlice';
import { noticeShown } from '../notices/noticesSlice';
import { userContextRequested } from '../user/userSlice';
import { selectHasSession } from '../user/userSelectors';
import { weddingApi } from './weddingApi';
import {
  invitationAcceptRequested,
  invitationLookupRequested,
  invitationRevokeRequested,
  memberRemoveRequested,
  partnerInviteRequested,
  setupStepSubmitted,
  weddingRequested,
  weddingSaveRequested,
} from './weddingEvents';
import {
  acceptInvitationActions,
  fetchWeddingActions,
  inviteActions,
  lookupInvitationActions,
  removeMemberActions,
  revokeActions,
  saveSetupActions,
  saveWeddingActions,
} from './weddingSlice';
import { forgetPendingInvitation } from './pendingInvitation';

/** Reads the wedding, unless the session is gone or going (a page's focus refresh racing a sign-out). */
function* loadWedding() {
  if (!((yield select(selectHasSession)) as boolean)) return;
  yield* requestSaga(fetchWeddingActions, undefined, weddingApi.fetchWedding);
}

/** A saved wedding: the nav's names and date (the user context) follow. The form says it is saved. */
export function* saveWedding(action: PayloadAction<WeddingFields>) {
  const outcome = yield* requestSaga(saveWeddingActions, action.payload, weddingApi.saveWedding);
  if (outcome.ok) yield put(userContextRequested());
}

export function* saveSetupStep(action: PayloadAction<WeddingSetupRequest>) {
  const outcome = yield* requestSaga(saveSetupActions, action.payload, weddingApi.saveSetupStep);
  if (!outcome.ok || !action.payload.completed) return;
  yield put(userContextRequested());
  // hdyhau-subway converts when the guided start is finished (contracts/experiments.ts).
  yield put(experimentConverted({ event: 'setup_completed' }));
}

export function* invitePartner(action: PayloadAction<string>) {
  const outcome = yield* requestSaga(inviteActions, action.payload, weddingApi.invitePartner);
  if (outcome.ok) yield put(noticeShown({ kind: 'positive', message: `Invitation sent to ${action.payload.trim().toLowerCase()}.` }));
}

function* revokeInvitation(action: PayloadAction<number>) {
  const outcome = yield* requestSaga(revokeActions, action.payload, weddingApi.revokeInvitation);
  if (outcome.ok) yield put(noticeShown({ kind: 'info', message: 'Invitation withdrawn. Its link no longer works.' }));
}

function* removeMember(action: PayloadAction<number>) {
  yield* requestSaga(removeMemberActions, action.payload, weddingApi.removeMember);
}

function* lookupInvitation(action: PayloadAction<string>) {
  yield* requestSaga(lookupInvitationActions, action.payload, weddingApi.lookupInvitation);
}

/** Accepted: the invitee is a PARTNER now; the user context (nav, registry) follows. */
export function* acceptInvitation(action: PayloadAction<string>) {
  const outcome = yield* requestSaga(acceptInvitationActions, action.payload, weddingApi.acceptInvitation);
  if (!outcome.ok) return;
  forgetPendingInvitation();
  yield put(userContextRequested());
  yield put(
    noticeShown({
      kind: 'positive',
      message: `You joined ${outcome.result.wedding.owner_first_name} and ${outcome.result.wedding.partner_first_name}’s wedding.`,
    }),
  );
}

export function* weddingSagas() {
  // takeLatest: reads (page open, focus); a newer read supersedes an older one.
  yield takeLatest(weddingRequested.type, loadWedding);
  yield takeLatest(invitationLookupRequested.type, lookupInvitation);
  // takeLeading: a double-click on Save, Continue, Send or Accept must not write twice.
  yield takeLeading(weddingSaveRequested.type, saveWedding);
  yield takeLeading(setupStepSubmitted.type, saveSetupStep);
  yield takeLeading(partnerInviteRequested.type, invitePartner);
  yield takeLeading(invitationAcceptRequested.type, acceptInvitation);
  yield takeLeading(memberRemoveRequested.type, removeMember);
  // takeEvery: withdrawing two invitations are independent requests.
  yield takeEvery(invitationRevokeRequested.type, revokeInvitation);
}
