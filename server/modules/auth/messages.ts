/** Spec §8 login and signup failures, keyed by category.reason; the SPA maps the same reasons. */
export const AUTH_MESSAGES = {
  invalid_password: 'Your email and password do not match.',
  invalid_email: 'You have entered an invalid email.',
  user_locked:
    'Looks like you have forgotten your password. Please click the forgot password link above to reset your password and continue.',
  'facebook-missing-email': 'You must provide access to your Facebook email address to create your account.',
  other: 'There was a problem processing your request. Please try again or contact customer support for assistance.',
} as const;

export const DISABLED_MESSAGE = 'Please contact support and we will assist you.';
export const LOCKED_MESSAGE = 'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.';

/**
 * Spec §9: locked for 1 hour after too many failed log-ins. The 5th failure from one client (IP)
 * locks that client out of that email; the 50th from anywhere locks the whole account. Failures
 * count until a day passes without one (or a lock runs out); unknown emails count the same way.
 */
export const MAX_FAILED_LOGINS = 5;
export const MAX_ACCOUNT_FAILED_LOGINS = 50;
export const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const LOCK_DURATION_MS = 60 * 60 * 1000;
/** The mailed unlock link: single use, for 1 day; while one is unused, a new lock mails no other. */
export const UNLOCK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** The sign-up confirmation link: single use, for 1 day. */
export const SIGNUP_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
/** Spec §9: a reset link lasts 1 day. */
export const RESET_TOKEN_TTL_DAYS = 1;
export const TWO_FACTOR_CODE_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** How long a verified two-factor action code authorises sensitive changes in that session. */
export const TWO_FACTOR_ACTION_WINDOW_MS = 10 * 60 * 1000;
