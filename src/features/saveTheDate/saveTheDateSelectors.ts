import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialSaveTheDateState, type SaveTheDateState } from './saveTheDateSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): SaveTheDateState => state.saveTheDate ?? initialSaveTheDateState;

export const selectStdOverview = (state: RootState) => domain(state).overview;
export const selectStdDesigns = (state: RootState) => domain(state).designs;
export const selectStdCreate = (state: RootState) => domain(state).create;
export const selectStdSend = (state: RootState) => domain(state).send;
export const selectStdResend = (state: RootState) => domain(state).resend;
export const selectStdCard = (state: RootState) => domain(state).card;
export const selectStdUnsubscribe = (state: RootState) => domain(state).unsubscribe;
/** Recipients of the followed send who have a delivered card but have not opened it: the resend's audience. */
export const selectStdUnopened = createSelector(selectStdSend, (send) =>
  send.detail ? send.detail.recipients.filter((r) => r.state === 'DELIVERED' && r.opened_at === null).length : 0,
);
