import { api } from '../../lib/http';
import type { UserContext } from '../user/types';
import type { ConfirmSignupResponse, LoginPayload, LoginResponse, OnboardPayload, OnboardResponse, SignupPayload, SignupResponse } from './types';

const NAV = '/website-nav/web-api/v1';

/** The account endpoints of server/API.md ("Accounts and onboarding"); nothing else in the domain talks HTTP. */
export const authApi = {
  logIn: (body: LoginPayload) => api.post<LoginResponse>(`${NAV}/auth/login`, body),
  signOut: () => api.get<{ signed_out: true }>(`${NAV}/auth/signout`),
  signUp: (body: SignupPayload) => api.post<SignupResponse>(`${NAV}/user/create`, body),
  /** The token of the mailed sign-up link: creates the account and signs in. */
  confirmSignup: (body: { token: string }) => api.post<ConfirmSignupResponse>(`${NAV}/user/confirm`, body),
  /** The token of the mailed lock-out link: lifts every lock of the account. */
  unlockAccount: (body: { token: string }) => api.post<{ message: string }>(`${NAV}/user/unlock`, body),
  /** Spec §7: email, expires_in_num_days (1), send_email (true), business_unit. */
  requestPasswordReset: ({ email }: { email: string }) =>
    api.post<{ message: string }>(`${NAV}/user/reset_password`, { email, expires_in_num_days: 1, send_email: true, business_unit: 'WEDDING_REGISTRY' }),
  confirmPasswordReset: (body: { token: string; password: string }) => api.post<{ message: string }>(`${NAV}/user/reset_password/confirm`, body),
  verifyTwoFactor: (body: { code: string }) => api.post<{ user: UserContext }>(`${NAV}/twoFA/verify`, body),
  resendTwoFactor: () => api.post<{ sent: true }>(`${NAV}/twoFA/resend`),
  resendActionCode: () => api.post<{ sent: true }>(`${NAV}/twoFA/action/resend`),
  verifyActionCode: (body: { code: string }) => api.post<{ verified: true }>(`${NAV}/twoFA/action/verify`, body),
  onboardNew: (body: OnboardPayload) => api.post<OnboardResponse>('/web-api/v2/onboard/new', body),
  onboardExisting: (body: OnboardPayload) => api.post<OnboardResponse>('/web-api/v2/onboard/existing', body),
  /** Spec §7: started_at. */
  submitDefaultOnboarding: (startedAt: string) => api.post<{ registry_key: string }>('/web-registry-api/v1/onboard/submit/default', { started_at: startedAt }),
  updateInfo: (body: { first_name: string; last_name: string }) => api.put<{ user: UserContext }>(`${NAV}/user/info`, body),
  updateEmail: (body: { email: string; current_password: string }) => api.put<{ user: UserContext }>(`${NAV}/user/email`, body),
  updatePassword: (body: { current_password: string; new_password: string }) => api.put<{ message: string }>(`${NAV}/user/password`, body),
  updateTwoFactor: (body: { enabled: boolean; current_password: string }) => api.put<{ two_factor_enabled: boolean }>(`${NAV}/user/two-factor`, body),
};
