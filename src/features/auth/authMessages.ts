import type { ApiError } from '../../lib/http';

/** Spec §8: login and signup failures by category.reason. */
export const AUTH_REASON_MESSAGES: Record<string, string> = {
  invalid_password: 'Your email and password do not match.',
  invalid_email: 'You have entered an invalid email.',
  user_locked:
    'Looks like you have forgotten your password. Please click the forgot password link above to reset your password and continue.',
  'facebook-missing-email': 'You must provide access to your Facebook email address to create your account.',
  other: 'There was a problem processing your request. Please try again or contact customer support for assistance.',
};

/** Spec §8: login failures by HTTP status, which win over the reason. */
export const AUTH_STATUS_MESSAGES: Record<number, string> = {
  403: 'Please contact support and we will assist you.',
  406: 'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.',
  429: 'Please wait a few moments ...',
};

/**
 * The message a log-in or sign-up failure shows. Status first (403, 406, 429), then the reason;
 * failures with no auth reason (a duplicate email, a field error) keep the server's own message.
 */
export function authErrorMessage(error: ApiError): string {
  if (error.status && AUTH_STATUS_MESSAGES[error.status]) return AUTH_STATUS_MESSAGES[error.status]!;
  if (error.reason && error.category === 'auth' && error.code?.startsWith('auth.') && error.code !== `auth.${error.reason}`)
    return error.message;
  if (error.reason) return AUTH_REASON_MESSAGES[error.reason] ?? AUTH_REASON_MESSAGES.other!;
  if (error.code === 'validation') return error.message;
  return AUTH_REASON_MESSAGES.other!;
}
