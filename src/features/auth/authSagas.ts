import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { userContextRequested } from '../user/userSlice';
import { authApi } from './authApi';
import {
  defaultOnboardingActions,
  defaultRegistryOnboardingRequested,
  loginActions,
  loginRequested,
  onboardActions,
  onboardingSubmitted,
  passwordResetConfirmed,
  passwordResetRequested,
  resetConfirmActions,
  resetRequestActions,
  signOutActions,
  signOutRequested,
  signupActions,
  signupRequested,
  accountInfoSaved,
  emailChangeRequested,
  passwordChangeRequested,
  twoFactorSettingRequested,
  actionCodeRequested,
  actionCodeSubmitted,
  infoActions,
  emailActions,
  passwordActions,
  twoFactorSettingActions,
  actionCodeSendActions,
  actionCodeVerifyActions,
  twoFactorCodeSubmitted,
  twoFactorResendActions,
  twoFactorResendRequested,
  twoFactorVerifyActions,
  accountUnlockRequested,
  confirmSignupActions,
  signupConfirmRequested,
  unlockActions,
} from './authEvents';
import { clearExperimentStorage, setChecklistOnboardFlag, setLoggedInMarker, storeUserCreatedAt } from './markers';
import type { LoginPayload, OnboardPayload, SignupPayload } from './types';

/**
 * Spec §4 after a successful log-in: the logged-in marker, experiment storage cleared, then the
 * fresh user context. (The server identifies the user to the marketing service in the same
 * request that signed them in.)
 */
function* afterSignIn() {
  yield call(setLoggedInMarker, true);
  yield call(clearExperimentStorage);
  yield put(userContextRequested());
}

function* login(action: PayloadAction<LoginPayload>) {
  const outcome = yield* requestSaga(loginActions, action.payload, authApi.logIn);
  // With two-factor on, the log-in completes when the e-mailed code is verified.
  if (outcome.ok && !outcome.result.two_factor_required) yield* afterSignIn();
}

function* verifyTwoFactor(action: PayloadAction<{ code: string }>) {
  const outcome = yield* requestSaga(twoFactorVerifyActions, action.payload, authApi.verifyTwoFactor);
  if (outcome.ok) yield* afterSignIn();
}

function* resendTwoFactor() {
  yield* requestSaga(twoFactorResendActions, undefined, authApi.resendTwoFactor);
}

/**
 * Sign-up answers the same whether or not the email has an account: a link is mailed, and
 * nobody is signed in until it is followed (confirmSignup). The page says 'Check your email'.
 */
function* signup(action: PayloadAction<SignupPayload>) {
  yield* requestSaga(signupActions, action.payload, authApi.signUp);
}

/**
 * The mailed sign-up link. Spec §4 sign-up success: creation time stored, logged-in marker set
 * (the server tracks 'user created'); an onboarding sign-up then takes onboarding's next step,
 * the default registry, as after /onboard/new.
 */
function* confirmSignup(action: PayloadAction<{ token: string }>) {
  const outcome = yield* requestSaga(confirmSignupActions, action.payload, authApi.confirmSignup);
  if (!outcome.ok) return;
  yield call(storeUserCreatedAt, outcome.result.created_at);
  yield* afterSignIn();
  if (outcome.result.onboarded) yield* defaultOnboarding();
}

function* unlockAccount(action: PayloadAction<{ token: string }>) {
  yield* requestSaga(unlockActions, action.payload, authApi.unlockAccount);
}

/** Spec §4: sign-out sets the not-logged-in marker. */
function* signOut() {
  const outcome = yield* requestSaga(signOutActions, undefined, authApi.signOut);
  if (!outcome.ok) return;
  yield call(setLoggedInMarker, false);
  yield put(userContextRequested());
}

function* requestReset(action: PayloadAction<{ email: string }>) {
  yield* requestSaga(resetRequestActions, action.payload, authApi.requestPasswordReset);
}

function* confirmReset(action: PayloadAction<{ token: string; password: string }>) {
  yield* requestSaga(resetConfirmActions, action.payload, authApi.confirmPasswordReset);
}

/**
 * Spec §4 onboarding: an existing account → wasNewUser false, then the user context. A new account
 * answers as sign-up: its mailed link creates it with the wedding (confirmSignup, wasNewUser true).
 */
function* onboard(action: PayloadAction<OnboardPayload>) {
  const api = action.payload.existing_account ? authApi.onboardExisting : authApi.onboardNew;
  const outcome = yield* requestSaga(onboardActions, action.payload, api);
  if (!outcome.ok || 'confirmation_required' in outcome.result) return;
  yield put(userContextRequested());
}

/** Spec §4: default registry onboarding success sets the 1-day 'checklistOnboard' cookie. */
function* defaultOnboarding() {
  const outcome = yield* requestSaga(defaultOnboardingActions, new Date().toISOString(), authApi.submitDefaultOnboarding);
  if (!outcome.ok) return;
  yield call(setChecklistOnboardFlag);
  yield put(userContextRequested());
}

/** Account settings: each change, then the fresh user context where it changed what the context shows. */
function* saveInfo(action: PayloadAction<{ first_name: string; last_name: string }>) {
  const outcome = yield* requestSaga(infoActions, action.payload, authApi.updateInfo);
  if (outcome.ok) yield put(userContextRequested());
}
function* changeEmail(action: PayloadAction<{ email: string; current_password: string }>) {
  const outcome = yield* requestSaga(emailActions, action.payload, authApi.updateEmail);
  if (outcome.ok) yield put(userContextRequested());
}
function* changePassword(action: PayloadAction<{ current_password: string; new_password: string }>) {
  yield* requestSaga(passwordActions, action.payload, authApi.updatePassword);
}
function* changeTwoFactor(action: PayloadAction<{ enabled: boolean; current_password: string }>) {
  yield* requestSaga(twoFactorSettingActions, action.payload, authApi.updateTwoFactor);
}
function* sendActionCode() {
  yield* requestSaga(actionCodeSendActions, undefined, authApi.resendActionCode);
}
function* verifyActionCode(action: PayloadAction<{ code: string }>) {
  yield* requestSaga(actionCodeVerifyActions, action.payload, authApi.verifyActionCode);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each flow takes its own event's payload
type Flow = (action: PayloadAction<any>) => Generator<unknown, unknown, unknown>;

/** Every auth event and the workflow that answers it. */
const FLOWS: Array<[string, Flow]> = [
  [loginRequested.type, login],
  [twoFactorCodeSubmitted.type, verifyTwoFactor],
  [twoFactorResendRequested.type, resendTwoFactor],
  [signupRequested.type, signup],
  [signOutRequested.type, signOut],
  [passwordResetRequested.type, requestReset],
  [passwordResetConfirmed.type, confirmReset],
  [onboardingSubmitted.type, onboard],
  [defaultRegistryOnboardingRequested.type, defaultOnboarding],
  [accountInfoSaved.type, saveInfo],
  [emailChangeRequested.type, changeEmail],
  [passwordChangeRequested.type, changePassword],
  [twoFactorSettingRequested.type, changeTwoFactor],
  [actionCodeRequested.type, sendActionCode],
  [actionCodeSubmitted.type, verifyActionCode],
  [signupConfirmRequested.type, confirmSignup],
  [accountUnlockRequested.type, unlockAccount],
];

export function* authSagas() {
  // takeLeading everywhere: a double-clicked submit must not log in, sign up or reset twice.
  for (const [type, flow] of FLOWS) yield takeLeading(type, flow);
}
