import { createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { idle, initialAuthState as initialState, type AuthFlow } from './authState';
import {
  authFlowReset, loginActions, signOutActions, twoFactorVerifyActions, onboardActions, defaultOnboardingActions,
  signupActions, confirmSignupActions,
} from './authEvents';

export * from './authEvents';
export type { AuthFlow, AuthState, FlowState } from './authState';

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
  ['confirmSignup', 'auth/confirmSignup'],
  ['unlock', 'auth/unlock'],
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
      .addCase(signupActions.succeeded, (state, action) => {
        state.confirmationEmail = action.payload.result.email;
      })
      .addCase(onboardActions.succeeded, (state, action) => {
        const { result } = action.payload;
        if ('confirmation_required' in result) state.confirmationEmail = result.email;
        else state.wasNewUser = result.wasNewUser;
      })
      .addCase(confirmSignupActions.succeeded, (state, action) => {
        const { result } = action.payload;
        state.wasNewUser = true;
        state.confirmedSignup = { nextPath: result.next_path, onboarded: result.onboarded };
      })
      .addCase(defaultOnboardingActions.succeeded, (state, action) => {
        state.registryKey = action.payload.result.registry_key;
      })
      .addCase(signOutActions.succeeded, () => initialState)
      .addCase(authFlowReset, (state, action) => {
        state.flows[action.payload] = idle;
        if (action.payload === 'login') state.twoFactorPending = false;
        if (action.payload === 'signup' || action.payload === 'onboard') state.confirmationEmail = null;
        if (action.payload === 'confirmSignup') state.confirmedSignup = null;
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
