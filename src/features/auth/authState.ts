import type { ApiError } from '../../lib/http';
import type { RequestStatus } from '../../lib/requestSaga';

export type AuthFlow =
  | 'login'
  | 'signup'
  | 'signOut'
  | 'resetRequest'
  | 'resetConfirm'
  | 'twoFactor'
  | 'onboard'
  | 'defaultOnboarding'
  | 'info'
  | 'email'
  | 'password'
  | 'twoFactorSetting'
  | 'actionCodeSend'
  | 'actionCodeVerify'
  | 'confirmSignup'
  | 'unlock';
export interface FlowState {
  status: RequestStatus;
  error: ApiError | null;
}

export interface AuthState {
  flows: Record<AuthFlow, FlowState>;
  /** The password was right and a code was e-mailed; the log-in completes at /twoFA/verify. */
  twoFactorPending: boolean;
  /** Spec §4 onboarding: true after /onboard/new, false after /onboard/existing. */
  wasNewUser: boolean | null;
  registryKey: string | null;
  /** A sign-up (or /onboard/new) was taken: the link to finish was mailed to this address. */
  confirmationEmail: string | null;
  /** The mailed link created the account: where to go, and whether the onboarding's registry step follows. */
  confirmedSignup: { nextPath: string; onboarded: boolean } | null;
}

export const idle: FlowState = { status: 'idle', error: null };
export const initialAuthState: AuthState = {
  flows: {
    login: idle,
    signup: idle,
    signOut: idle,
    resetRequest: idle,
    resetConfirm: idle,
    twoFactor: idle,
    onboard: idle,
    defaultOnboarding: idle,
    info: idle,
    email: idle,
    password: idle,
    twoFactorSetting: idle,
    actionCodeSend: idle,
    actionCodeVerify: idle,
    confirmSignup: idle,
    unlock: idle,
  },
  twoFactorPending: false,
  wasNewUser: null,
  registryKey: null,
  confirmationEmail: null,
  confirmedSignup: null,
};
