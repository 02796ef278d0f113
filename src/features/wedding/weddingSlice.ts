import { createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { InvitationPreview, WeddingAnswer, WeddingFields, WeddingSetupRequest } from '../../contracts/wedding';
import { weddingFlowsReset } from './weddingEvents';

export const fetchWeddingActions = createRequestActions<void, WeddingAnswer>('wedding/fetch');
export const saveWeddingActions = createRequestActions<WeddingFields, WeddingAnswer>('wedding/save');
export const saveSetupActions = createRequestActions<WeddingSetupRequest, WeddingAnswer>('wedding/saveSetup');
export const inviteActions = createRequestActions<string, WeddingAnswer>('wedding/invite');
export const revokeActions = createRequestActions<number, WeddingAnswer>('wedding/revoke');
export const removeMemberActions = createRequestActions<number, WeddingAnswer>('wedding/removeMember');
export const lookupInvitationActions = createRequestActions<string, InvitationPreview>('wedding/lookupInvitation');
export const acceptInvitationActions = createRequestActions<string, WeddingAnswer>('wedding/acceptInvitation');

export interface WeddingState {
  /** The couple's wedding as the server last answered (every write answers it whole). */
  answer: WeddingAnswer | null;
  load: RequestState;
  save: RequestState;
  setup: RequestState;
  invite: RequestState;
  revoke: RequestState;
  remove: RequestState;
  /** The join page: the link's invitation, then its acceptance. */
  preview: InvitationPreview | null;
  lookup: RequestState;
  accept: RequestState;
}

export const initialWeddingState: WeddingState = {
  answer: null,
  load: idleRequest,
  save: idleRequest,
  setup: idleRequest,
  invite: idleRequest,
  revoke: idleRequest,
  remove: idleRequest,
  preview: null,
  lookup: idleRequest,
  accept: idleRequest,
};

const keep = (state: WeddingState, action: { payload: { result: WeddingAnswer } }) => {
  state.answer = action.payload.result;
};

const weddingSlice = createSlice({
  name: 'wedding',
  initialState: initialWeddingState,
  reducers: {},
  extraReducers: (builder) => {
    // A refetch on focus keeps the page as it is while it runs, and on failure.
    addRequestCases(builder, fetchWeddingActions, (state) => state.load, { succeeded: keep, keepSucceeded: true });
    addRequestCases(builder, saveWeddingActions, (state) => state.save, { succeeded: keep });
    addRequestCases(builder, saveSetupActions, (state) => state.setup, { succeeded: keep });
    addRequestCases(builder, inviteActions, (state) => state.invite, { succeeded: keep });
    addRequestCases(builder, revokeActions, (state) => state.revoke, { succeeded: keep });
    addRequestCases(builder, removeMemberActions, (state) => state.remove, { succeeded: keep });
    addRequestCases(builder, lookupInvitationActions, (state) => state.lookup, {
      started: (state) => {
        state.preview = null;
      },
      succeeded: (state, action) => {
        state.preview = action.payload.result;
      },
    });
    addRequestCases(builder, acceptInvitationActions, (state) => state.accept, { succeeded: keep });
    builder.addCase(weddingFlowsReset, (state) => ({ ...initialWeddingState, answer: state.answer, load: state.load }));
  },
});

export const weddingReducer = weddingSlice.reducer;
