import type { RootState } from '../../app/rootReducer';
import type { AuthFlow } from './authState';
import { authErrorMessage } from './authMessages';

export const selectAuthFlow = (flow: AuthFlow) => (state: RootState) => state.auth.flows[flow];
export const selectTwoFactorPending = (state: RootState) => state.auth.twoFactorPending;
export const selectWasNewUser = (state: RootState) => state.auth.wasNewUser;
/** The address a sign-up's link went to, while the page says 'Check your email'. */
export const selectConfirmationEmail = (state: RootState) => state.auth.confirmationEmail;
export const selectConfirmedSignup = (state: RootState) => state.auth.confirmedSignup;
/** The spec §8 message for a failed log-in or sign-up flow, or null. */
export const selectAuthErrorMessage = (flow: AuthFlow) => (state: RootState) => {
  const error = state.auth.flows[flow].error;
  return error ? authErrorMessage(error) : null;
};
