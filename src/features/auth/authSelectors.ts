import type { RootState } from '../../app/rootReducer';
import { initialAuthState, type AuthFlow } from './authState';
import { authErrorMessage } from './authMessages';

/** The auth state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
const selectAuth = (state: RootState) => state.auth ?? initialAuthState;

export const selectAuthFlow = (flow: AuthFlow) => (state: RootState) => selectAuth(state).flows[flow];
export const selectTwoFactorPending = (state: RootState) => selectAuth(state).twoFactorPending;
export const selectWasNewUser = (state: RootState) => selectAuth(state).wasNewUser;
/** The address a sign-up's link went to, while the page says 'Check your email'. */
export const selectConfirmationEmail = (state: RootState) => selectAuth(state).confirmationEmail;
export const selectConfirmedSignup = (state: RootState) => selectAuth(state).confirmedSignup;
/** The spec §8 message for a failed log-in or sign-up flow, or null. */
export const selectAuthErrorMessage = (flow: AuthFlow) => (state: RootState) => {
  const error = selectAuth(state).flows[flow].error;
  return error ? authErrorMessage(error) : null;
};
