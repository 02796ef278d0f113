import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { UserContext } from '../user/types';
import type { LoginPayload, LoginResponse, OnboardPayload, OnboardResponse, SignupPayload, SignupResponse } from './types';

// Events the UI raises.
export const loginRequested = createAction<LoginPayload>('auth/loginRequested');
export const signupRequested = createAction<SignupPayload>('auth/signupRequested');
export const signOutRequested = createAction('auth/signOutRequested');
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

// Progress of each call (spec §4: request, then success or failure).
export const loginActions = createRequestActions<LoginPayload, LoginResponse>('auth/login');
export const signupActions = createRequestActions<SignupPayload, SignupResponse>('auth/signup');
export const signOutActions = createRequestActions<void, { signed_out: true }>('auth/signOut');
export const resetRequestActions = createRequestActions<{ email: string }, { message: string }>('auth/resetRequest');
export const resetConfirmActions = createRequestActions<{ token: string; password: string }, { message: string }>('auth/resetConfirm');
export const twoFactorVerifyActions = createRequestActions<{ code: string }, { user: UserContext }>('auth/twoFactorVerify');
export const twoFactorResendActions = createRequestActions<void, { sent: true }>('auth/twoFactorResend');
export const onboardActions = createRequestActions<OnboardPayload, OnboardResponse>('auth/onboard');
export const defaultOnboardingActions = createRequestActions<string, { registry_key: string }>('auth/defaultOnboarding');
export const infoActions = createRequestActions<{ first_name: string; last_name: string }, { user: UserContext }>('auth/info');
export const emailActions = createRequestActions<{ email: string; current_password: string }, { user: UserContext }>('auth/email');
export const passwordActions = createRequestActions<{ current_password: string; new_password: string }, { message: string }>('auth/password');
export const twoFactorSettingActions = createRequestActions<{ enabled: boolean; current_password: string }, { two_factor_enabled: boolean }>('auth/twoFactorSetting');
export const actionCodeSendActions = createRequestActions<void, { sent: true }>('auth/actionCodeSend');
export const actionCodeVerifyActions = createRequestActions<{ code: string }, { verified: true }>('auth/actionCodeVerify');

export type AuthFlow =
  | 'login' | 'signup' | 'signOut' | 'resetRequest' | 'resetConfirm' | 'twoFactor' | 'onboard' | 'defaultOnboarding'
  | 'info' | 'email' | 'password' | 'twoFactorSetting' | 'actionCodeSend' | 'actionCodeVerify';
export interface FlowState { status: RequestStatus; error: ApiError | null }

export interface AuthState {
  flows: Record<AuthFlow, FlowState>;
  /** The password was right and a code was e-mailed; the log-in completes at /twoFA/verify. */
  twoFactorPending: boolean;
  /** Spec §4 onboarding: true after /onboard/new, false after /onboard/existing. */
  wasNewUser: boolean | null;
  registryKey: string | null;
}

const idle: FlowState = { status: 'idle', error: null };
const initialState: AuthState = {
  flows: {
    login: idle, signup: idle, signOut: idle, resetRequest: idle, resetConfirm: idle, twoFactor: idle, onboard: idle, defaultOnboarding: idle,
    info: idle, email: idle, password: idle, twoFactorSetting: idle, actionCodeSend: idle, actionCodeVerify: idle,
  },
  twoFactorPending: false,
  wasNewUser: null,
  registryKey: null,
};

/** Each flow's request-action prefix; their started/succeeded/failed drive `flows`. */
const FLOW_PREFIXES: Array<[AuthFlow, string]> = [
  ['login', 'auth/login'],
  ['signup', 'auth/signup'],
  ['signOut', 'auth/signOut'],
  ['resetRequest', 'auth/resetRequest'],
  ['resetConfirm', 'auth/resetConfirm'],
  ['twoFactor', 'auth/twoFactorVerify'],
  ['onboard', 'auth/onboard'],
  ['defaultOnboarding', 'auth/defaultOnboarding'],
  ['info', 'auth/info'],
  ['email', 'auth/email'],
  ['password', 'auth/password'],
  ['twoFactorSetting', 'auth/twoFactorSetting'],
  ['actionCodeSend', 'auth/actionCodeSend'],
  ['actionCodeVerify', 'auth/actionCodeVerify'],
];

const isFlowAction = (phase: 'started' | 'succeeded' | 'failed') => (action: { type: string }) =>
  FLOW_PREFIXES.some(([, prefix]) => action.type === `${prefix}/${phase}`);
const flowOf = (type: string): AuthFlow => FLOW_PREFIXES.find(([, prefix]) => type.startsWith(`${prefix}/`))![0];

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loginActions.succeeded, (state, action) => {
        state.twoFactorPending = action.payload.result.two_factor_required;
      })
      .addCase(twoFactorVerifyActions.succeeded, (state) => {
        state.twoFactorPending = false;
      })
      .addCase(onboardActions.succeeded, (state, action) => {
        state.wasNewUser = action.payload.result.wasNewUser;
      })
      .addCase(defaultOnboardingActions.succeeded, (state, action) => {
        state.registryKey = action.payload.result.registry_key;
      })
      .addCase(signOutActions.succeeded, () => initialState)
      .addCase(authFlowReset, (state, action) => {
        state.flows[action.payload] = idle;
        if (action.payload === 'login') state.twoFactorPending = false;
      });
    builder
      .addMatcher(isFlowAction('started'), (state, action) => {
        state.flows[flowOf(action.type)] = { status: 'loading', error: null };
      })
      .addMatcher(isFlowAction('succeeded'), (state, action) => {
        state.flows[flowOf(action.type)] = { status: 'succeeded', error: null };
      })
      .addMatcher(isFlowAction('failed'), (state, action) => {
        state.flows[flowOf(action.type)] = { status: 'failed', error: (action as unknown as { payload: { error: ApiError } }).payload.error };
      });
  },
});

export const authReducer = authSlice.reducer;
