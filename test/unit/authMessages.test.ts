import { AUTH_REASON_MESSAGES, AUTH_STATUS_MESSAGES, authErrorMessage } from '../../src/features/auth/authMessages';

describe('spec §8 log-in and sign-up messages', () => {
  it.each([
    ['invalid_password', 'Your email and password do not match.'],
    ['invalid_email', 'You have entered an invalid email.'],
    [
      'user_locked',
      'Looks like you have forgotten your password. Please click the forgot password link above to reset your password and continue.',
    ],
    ['facebook-missing-email', 'You must provide access to your Facebook email address to create your account.'],
    ['other', 'There was a problem processing your request. Please try again or contact customer support for assistance.'],
  ])('category.reason %s → %s', (reason, message) => {
    expect(AUTH_REASON_MESSAGES[reason]).toBe(message);
    expect(authErrorMessage({ message: 'server text', status: 400, category: 'auth', reason, code: `auth.${reason}` })).toBe(message);
  });

  it('maps an unknown reason to the "other" message', () => {
    expect(authErrorMessage({ message: 'x', status: 400, category: 'auth', reason: 'mystery', code: 'auth.mystery' })).toBe(
      AUTH_REASON_MESSAGES.other,
    );
  });

  it.each([
    [403, 'Please contact support and we will assist you.'],
    [406, 'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.'],
    [429, 'Please wait a few moments ...'],
  ])('HTTP %i → %s, whatever the reason', (status, message) => {
    expect(AUTH_STATUS_MESSAGES[status]).toBe(message);
    expect(authErrorMessage({ message: 'x', status, category: 'auth', reason: 'user_locked', code: 'auth.user_locked' })).toBe(message);
  });

  it("keeps the server's own message for auth failures that carry their own (a taken email)", () => {
    const message = 'An account with this email already exists. Log in or reset your password.';
    expect(authErrorMessage({ message, status: 409, category: 'auth', reason: 'other', code: 'auth.email_taken' })).toBe(message);
  });

  it('shows field validation messages as they are, and anything else as "other"', () => {
    expect(authErrorMessage({ message: 'Invalid password: must be at least 8 characters', status: 400, code: 'validation' })).toBe(
      'Invalid password: must be at least 8 characters',
    );
    expect(authErrorMessage({ message: 'An error has occurred' })).toBe(AUTH_REASON_MESSAGES.other);
  });
});
