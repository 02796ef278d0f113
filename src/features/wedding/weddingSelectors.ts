import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialWeddingState } from './weddingSlice';

/** The wedding's state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
const selectWeddingState = (state: RootState) => state.wedding ?? initialWeddingState;

export const selectWeddingAnswer = (state: RootState) => selectWeddingState(state).answer;
export const selectWedding = (state: RootState) => selectWeddingState(state).answer?.wedding ?? null;
export const selectWeddingLoad = (state: RootState) => selectWeddingState(state).load;
export const selectWeddingSave = (state: RootState) => selectWeddingState(state).save;
export const selectSetupSave = (state: RootState) => selectWeddingState(state).setup;
export const selectInvite = (state: RootState) => selectWeddingState(state).invite;
export const selectRevoke = (state: RootState) => selectWeddingState(state).revoke;
export const selectRemoveMember = (state: RootState) => selectWeddingState(state).remove;
export const selectInvitationPreview = (state: RootState) => selectWeddingState(state).preview;
export const selectInvitationLookup = (state: RootState) => selectWeddingState(state).lookup;
export const selectInvitationAccept = (state: RootState) => selectWeddingState(state).accept;

/** The partner (if they have joined) and the pending invitation (if any), for the partner section. */
export const selectPartnerState = createSelector(selectWeddingAnswer, (answer) => ({
  partner: answer?.members.find((m) => m.role === 'PARTNER') ?? null,
  owner: answer?.members.find((m) => m.role === 'OWNER') ?? null,
  pending: answer?.invitations ?? [],
}));
