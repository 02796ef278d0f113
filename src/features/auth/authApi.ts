import type {
  ActionVerifiedAnswer,
  CodeBody,
  CodeSentAnswer,
  ConfirmSignupAnswer,
  DefaultOnboardingAnswer,
  LinkTokenBody,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  OnboardAnswer,
  OnboardSubmitBody,
  ResetConfirmBody,
  ResetRequestBody,
  SignedOutAnswer,
  SignupAnswer,
  SignupBody,
  TwoFactorAnswer,
  UpdateEmailBody,
  UpdateInfoBody,
  UpdatePasswordBody,
  UpdateTwoFactorBody,
  UserAnswer,
} from '../../contracts/auth';
import { api } from '../../lib/http';
import type { OnboardPayload } from './types';

const NAV = '/website-nav/web-api/v1';

/** The account endpoints of server/API.md ("Accounts and onboarding"); nothing else in the domain talks HTTP. */
export const authApi = {
  logIn: (body: LoginBody) => api.post<LoginAnswer>(`${NAV}/auth/login`, body),
  signOut: () => api.get<SignedOutAnswer>(`${NAV}/auth/signout`),
  signUp: (body: SignupBody) => api.post<SignupAnswer>(`${NAV}/user/create`, body),
  /** The token of the mailed sign-up link: creates the account and signs in. */
  confirmSignup: (body: LinkTokenBody) => api.post<ConfirmSignupAnswer>(`${NAV}/user/confirm`, body),
  /** The token of the mailed lock-out link: lifts every lock of the account. */
  unlockAccount: (body: LinkTokenBody) => api.post<MessageAnswer>(`${NAV}/user/unlock`, body),
  /** Spec §7: email, expires_in_num_days (1), send_email (true), business_unit. */
  requestPasswordReset: ({ email }: { email: string }) =>
    api.post<MessageAnswer>(`${NAV}/user/reset_password`, {
      email,
      expires_in_num_days: 1,
      send_email: true,
      business_unit: 'WEDDING_REGISTRY',
    } satisfies ResetRequestBody),
  confirmPasswordReset: (body: ResetConfirmBody) => api.post<MessageAnswer>(`${NAV}/user/reset_password/confirm`, body),
  verifyTwoFactor: (body: CodeBody) => api.post<UserAnswer>(`${NAV}/twoFA/verify`, body),
  resendTwoFactor: () => api.post<CodeSentAnswer>(`${NAV}/twoFA/resend`),
  resendActionCode: () => api.post<CodeSentAnswer>(`${NAV}/twoFA/action/resend`),
  verifyActionCode: (body: CodeBody) => api.post<ActionVerifiedAnswer>(`${NAV}/twoFA/action/verify`, body),
  onboardNew: (body: OnboardPayload) => api.post<OnboardAnswer>('/web-api/v2/onboard/new', body),
  onboardExisting: (body: OnboardPayload) => api.post<OnboardAnswer>('/web-api/v2/onboard/existing', body),
  /** Spec §7: started_at. */
  submitDefaultOnboarding: (startedAt: string) =>
    api.post<DefaultOnboardingAnswer>('/web-registry-api/v1/onboard/submit/default', { started_at: startedAt } satisfies OnboardSubmitBody),
  updateInfo: (body: UpdateInfoBody) => api.put<UserAnswer>(`${NAV}/user/info`, body),
  updateEmail: (body: UpdateEmailBody) => api.put<UserAnswer>(`${NAV}/user/email`, body),
  updatePassword: (body: UpdatePasswordBody) => api.put<MessageAnswer>(`${NAV}/user/password`, body),
  updateTwoFactor: (body: UpdateTwoFactorBody) => api.put<TwoFactorAnswer>(`${NAV}/user/two-factor`, body),
};
