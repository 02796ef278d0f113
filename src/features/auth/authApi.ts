import { api } from '../../lib/http';
import type { UserContext } from '../user/types';
import type { ConfirmSignupResponse, LoginPayload, LoginResponse, OnboardPayload, OnboardResponse, SignupPayload, SignupResponse } from './types';

const NAV = '/website-nav/web-api/v1';

export const logIn = (body: LoginPayload) => api.post<LoginResponse>(`${NAV}/auth/login`, body);
export const signOut = () => api.get<{ signed_out: true }>(`${NAV}/auth/signout`);
export const signUp = (body: SignupPayload) => api.post<SignupResponse>(`${NAV}/user/create`, body);
/** The token of the mailed sign-up link: creates the account and signs in. */
export const confirmSignup = (body: { token: string }) => api.post<ConfirmSignupResponse>(`${NAV}/user/confirm`, body);
/** The token of the mailed lock-out link: lifts every lock of the account. */
export const unlockAccount = (body: { token: string }) => api.post<{ message: string }>(`${NAV}/user/unlock`, body);
/** Spec §7: email, expires_in_num_days (1), send_email (true), business_unit. */
export const requestPasswordReset = ({ email }: { email: string }) =>
  api.post<{ message: string }>(`${NAV}/user/reset_password`, { email, expires_in_num_days: 1, send_email: true, business_unit: 'WEDDING_REGISTRY' });
export const confirmPasswordReset = (body: { token: string; password: string }) => api.post<{ message: string }>(`${NAV}/user/reset_password/confirm`, body);
export const verifyTwoFactor = (body: { code: string }) => api.post<{ user: UserContext }>(`${NAV}/twoFA/verify`, body);
export const resendTwoFactor = () => api.post<{ sent: true }>(`${NAV}/twoFA/resend`);
export const resendActionCode = () => api.post<{ sent: true }>(`${NAV}/twoFA/action/resend`);
export const verifyActionCode = (body: { code: string }) => api.post<{ verified: true }>(`${NAV}/twoFA/action/verify`, body);
export const onboardNew = (body: OnboardPayload) => api.post<OnboardResponse>('/web-api/v2/onboard/new', body);
export const onboardExisting = (body: OnboardPayload) => api.post<OnboardResponse>('/web-api/v2/onboard/existing', body);
/** Spec §7: started_at. */
export const submitDefaultOnboarding = (startedAt: string) => api.post<{ registry_key: string }>('/web-registry-api/v1/onboard/submit/default', { started_at: startedAt });
export const updateInfo = (body: { first_name: string; last_name: string }) => api.put<{ user: UserContext }>(`${NAV}/user/info`, body);
export const updateEmail = (body: { email: string; current_password: string }) => api.put<{ user: UserContext }>(`${NAV}/user/email`, body);
export const updatePassword = (body: { current_password: string; new_password: string }) => api.put<{ message: string }>(`${NAV}/user/password`, body);
export const updateTwoFactor = (body: { enabled: boolean; current_password: string }) => api.put<{ two_factor_enabled: boolean }>(`${NAV}/user/two-factor`, body);
