import { createSlice, type Draft } from '@reduxjs/toolkit';
import { addRequestCases } from '../../lib/requestCases';
import { idle, initialAuthState as initialState, type AuthFlow, type AuthState } from './authState';
import {
  authFlowReset,
  loginActions,
  signOutActions,
  twoFactorVerifyActions,
  onboardActions,
  defaultOnboardingActions,
  signupActions,
  confirmSignupActions,
  resetRequestActions,
  resetConfirmActions,
  infoActions,
  emailActions,
  passwordActions,
  twoFactorSettingActions,
  actionCodeSendActions,
  actionCodeVerifyActions,
  unlockActions,
} from './authEvents';

export * from './authEvents';
export type { AuthFlow, AuthState, FlowState } from './authState';

/** Each flow's `{ status, error }` in `flows`. */
const flow = (name: AuthFlow) => (state: Draft<AuthState>) => state.flows[name];

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, loginActions, flow('login'), {
      succeeded: (state, action) => {
        state.twoFactorPending = action.payload.result.two_factor_required;
      },
    });
    addRequestCases(builder, twoFactorVerifyActions, flow('twoFactor'), {
      succeeded: (state) => {
        state.twoFactorPending = false;
      },
    });
    addRequestCases(builder, signupActions, flow('signup'), {
      succeeded: (state, action) => {
        state.confirmationEmail = action.payload.result.email;
      },
    });
    addRequestCases(builder, onboardActions, flow('onboard'), {
      succeeded: (state, action) => {
        const { result } = action.payload;
        if ('confirmation_required' in result) state.confirmationEmail = result.email;
        else state.wasNewUser = result.wasNewUser;
      },
    });
    addRequestCases(builder, confirmSignupActions, flow('confirmSignup'), {
      succeeded: (state, action) => {
        const { result } = action.payload;
        state.wasNewUser = true;
        state.confirmedSignup = { nextPath: result.next_path, onboarded: result.onboarded };
      },
    });
    addRequestCases(builder, defaultOnboardingActions, flow('defaultOnboarding'), {
      succeeded: (state, action) => {
        state.registryKey = action.payload.result.registry_key;
      },
    });
    // Signed out: everything starts again, but for the sign-out's own outcome.
    addRequestCases(builder, signOutActions, flow('signOut'), {
      succeeded: (state) => {
        Object.assign(state, { ...initialState, flows: { ...initialState.flows, signOut: { status: 'succeeded', error: null } } });
      },
    });
    addRequestCases(builder, resetRequestActions, flow('resetRequest'));
    addRequestCases(builder, resetConfirmActions, flow('resetConfirm'));
    addRequestCases(builder, infoActions, flow('info'));
    addRequestCases(builder, emailActions, flow('email'));
    addRequestCases(builder, passwordActions, flow('password'));
    addRequestCases(builder, twoFactorSettingActions, flow('twoFactorSetting'));
    addRequestCases(builder, actionCodeSendActions, flow('actionCodeSend'));
    addRequestCases(builder, actionCodeVerifyActions, flow('actionCodeVerify'));
    addRequestCases(builder, unlockActions, flow('unlock'));
    builder.addCase(authFlowReset, (state, action) => {
      state.flows[action.payload] = idle;
      if (action.payload === 'login') state.twoFactorPending = false;
      if (action.payload === 'signup' || action.payload === 'onboard') state.confirmationEmail = null;
      if (action.payload === 'confirmSignup') state.confirmedSignup = null;
    });
  },
});

export const authReducer = authSlice.reducer;
