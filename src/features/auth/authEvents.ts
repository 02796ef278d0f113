import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { UserContext } from '../user/types';
import type { LoginPayload, OnboardPayload, SignupPayload, SignupResponse } from './types';
import type { AuthFlow } from './authState';

/**
 * The auth domain's actions, apart from its reducer and sagas (which load on first use:
 * src/app/lazyDomains.ts). The few that the first load raises or watches are in identityEvents.ts
 * (re-exported here); first-load code imports them from there.
 */
export {
  confirmSignupActions,
  loginActions,
  onboardActions,
  signOutActions,
  signOutRequested,
  twoFactorVerifyActions,
} from './identityEvents';

// Events the UI raises.
export const loginRequested = createAction<LoginPayload>('auth/loginRequested');
export const signupRequested = createAction<SignupPayload>('auth/signupRequested');
export const passwordResetRequested = createAction<{ email: string }>('auth/passwordResetRequested');
export const passwordResetConfirmed = createAction<{ token: string; password: string }>('auth/passwordResetConfirmed');
export const twoFactorCodeSubmitted = createAction<{ code: string }>('auth/twoFactorCodeSubmitted');
export const twoFactorResendRequested = createAction('auth/twoFactorResendRequested');
export const onboardingSubmitted = createAction<OnboardPayload>('auth/onboardingSubmitted');
export const defaultRegistryOnboardingRequested = createAction('auth/defaultRegistryOnboardingRequested');
export const authFlowReset = createAction<AuthFlow>('auth/flowReset');
export const accountInfoSaved = createAction<{ first_name: string; last_name: string }>('auth/accountInfoSaved');
export const emailChangeRequested = createAction<{ email: string; current_password: string }>('auth/emailChangeRequested');
export const passwordChangeRequested = createAction<{ current_password: string; new_password: string }>('auth/passwordChangeRequested');
export const twoFactorSettingRequested = createAction<{ enabled: boolean; current_password: string }>('auth/twoFactorSettingRequested');
export const actionCodeRequested = createAction('auth/actionCodeRequested');
export const actionCodeSubmitted = createAction<{ code: string }>('auth/actionCodeSubmitted');
export const signupConfirmRequested = createAction<{ token: string }>('auth/signupConfirmRequested');
export const accountUnlockRequested = createAction<{ token: string }>('auth/accountUnlockRequested');

// Progress of each call (spec §4: request, then success or failure).
export const signupActions = createRequestActions<SignupPayload, SignupResponse>('auth/signup');
export const resetRequestActions = createRequestActions<{ email: string }, { message: string }>('auth/resetRequest');
export const resetConfirmActions = createRequestActions<{ token: string; password: string }, { message: string }>('auth/resetConfirm');
export const twoFactorResendActions = createRequestActions<void, { sent: true }>('auth/twoFactorResend');
export const defaultOnboardingActions = createRequestActions<string, { registry_key: string }>('auth/defaultOnboarding');
export const infoActions = createRequestActions<{ first_name: string; last_name: string }, { user: UserContext }>('auth/info');
export const emailActions = createRequestActions<{ email: string; current_password: string }, { user: UserContext }>('auth/email');
export const passwordActions = createRequestActions<{ current_password: string; new_password: string }, { message: string }>(
  'auth/password',
);
export const twoFactorSettingActions = createRequestActions<
  { enabled: boolean; current_password: string },
  { two_factor_enabled: boolean }
>('auth/twoFactorSetting');
export const actionCodeSendActions = createRequestActions<void, { sent: true }>('auth/actionCodeSend');
export const actionCodeVerifyActions = createRequestActions<{ code: string }, { verified: true }>('auth/actionCodeVerify');
export const unlockActions = createRequestActions<{ token: string }, { message: string }>('auth/unlock');
