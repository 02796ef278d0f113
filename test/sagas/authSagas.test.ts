import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { authApi } from '../../src/features/auth/authApi';
import { authSagas } from '../../src/features/auth/authSagas';
import {
  authReducer,
  defaultOnboardingActions,
  defaultRegistryOnboardingRequested,
  loginActions,
  loginRequested,
  onboardActions,
  onboardingSubmitted,
  passwordResetConfirmed,
  passwordResetRequested,
  resetConfirmActions,
  resetRequestActions,
  signOutActions,
  signOutRequested,
  signupActions,
  signupRequested,
  twoFactorCodeSubmitted,
  twoFactorVerifyActions,
  type AuthState,
  accountUnlockRequested,
  authFlowReset,
  confirmSignupActions,
  signupConfirmRequested,
  unlockActions,
} from '../../src/features/auth/authSlice';
import { selectAuthErrorMessage } from '../../src/features/auth/authSelectors';
import { clearExperimentStorage, setChecklistOnboardFlag, setLoggedInMarker, storeUserCreatedAt } from '../../src/features/auth/markers';
import { HttpError, type ApiError } from '../../src/lib/http';
import { userContextRequested } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import type { RootState } from '../../src/app/rootReducer';

const reducer = (state: { auth: AuthState } | undefined, action: UnknownAction) => ({ auth: authReducer(state?.auth, action) });
const user = { ...GUEST_CONTEXT, is_guest: false, email: 'alex@confetti.test', first_name: 'Alex' };
const fail = (error: ApiError) => throwError(new HttpError(error));
const credentials = { email: 'alex@confetti.test', password: 'confetti-demo' };
const messageOf = (state: { auth: AuthState }, flow: 'login' | 'signup') => selectAuthErrorMessage(flow)(state as unknown as RootState);
/** The browser side effects run for real in their own unit test; here they are observed only. */
const sideEffects: StaticProvider[] = [
  [matchers.call.fn(setLoggedInMarker), undefined],
  [matchers.call.fn(clearExperimentStorage), undefined],
  [matchers.call.fn(storeUserCreatedAt), undefined],
  [matchers.call.fn(setChecklistOnboardFlag), undefined],
];
const providers = (...list: StaticProvider[]): StaticProvider[] => [...list, ...sideEffects];

describe('auth sagas', () => {
  it('log-in success: started → succeeded, marker set, experiment storage cleared, user context fetched', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.logIn), { two_factor_required: false, user }]))
      .dispatch(loginRequested(credentials))
      .put(loginActions.started(credentials))
      .put(loginActions.succeeded({ arg: credentials, result: { two_factor_required: false, user } }))
      .call(setLoggedInMarker, true)
      .call(clearExperimentStorage)
      .put(userContextRequested())
      .silentRun(50));

  it('log-in with two-factor on waits for the code, then completes at verify', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(
        providers([matchers.call.fn(authApi.logIn), { two_factor_required: true }], [matchers.call.fn(authApi.verifyTwoFactor), { user }]),
      )
      .dispatch(loginRequested(credentials))
      .dispatch(twoFactorCodeSubmitted({ code: '123456' }))
      .put(twoFactorVerifyActions.succeeded({ arg: { code: '123456' }, result: { user } }))
      .call(setLoggedInMarker, true)
      .put(userContextRequested())
      .silentRun(100)
      .then(({ storeState }) => expect(storeState.auth.twoFactorPending).toBe(false)));

  it.each([
    [
      { message: 'x', status: 401, category: 'auth', reason: 'invalid_password', code: 'auth.invalid_password' },
      'Your email and password do not match.',
    ],
    [
      { message: 'x', status: 400, category: 'auth', reason: 'invalid_email', code: 'auth.invalid_email' },
      'You have entered an invalid email.',
    ],
    [
      { message: 'x', status: 406, category: 'auth', reason: 'user_locked', code: 'auth.user_locked' },
      'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.',
    ],
    [
      { message: 'x', status: 403, category: 'auth', reason: 'other', code: 'auth.other' },
      'Please contact support and we will assist you.',
    ],
    [{ message: 'x', status: 429, code: 'rate_limited' }, 'Please wait a few moments ...'],
  ] as Array<[ApiError, string]>)('log-in failure %o shows %s and sets no marker', (error, message) =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.logIn), fail(error)]))
      .dispatch(loginRequested(credentials))
      .put(loginActions.failed({ arg: credentials, error }))
      .not.call(setLoggedInMarker, true)
      .silentRun(50)
      .then(({ storeState }) => expect(messageOf(storeState, 'login')).toBe(message)),
  );

  const signup = {
    email: 'new@example.com',
    password: 'long enough',
    first_name: 'Pat',
    last_name: 'Lee',
    business_unit_source: 'WEDDING_REGISTRY' as const,
  };
  const pending = { confirmation_required: true as const, email: 'new@example.com' };
  it('sign-up answered: the link was mailed; nobody is signed in yet, the address is kept for "Check your email"', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.signUp), pending]))
      .dispatch(signupRequested(signup))
      .put(signupActions.started(signup))
      .put(signupActions.succeeded({ arg: signup, result: pending }))
      .not.call.fn(storeUserCreatedAt)
      .not.call(setLoggedInMarker, true)
      .not.put(userContextRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.auth.flows.signup.status).toBe('succeeded');
        expect(storeState.auth.confirmationEmail).toBe('new@example.com');
        // 'Use another email' forgets it.
        expect(reducer(storeState, authFlowReset('signup')).auth.confirmationEmail).toBeNull();
      }));

  const token = { token: 'mailed-token-123' };
  const confirmed = {
    wasNewUser: true as const,
    created_at: '2026-11-23T01:00:00.000Z',
    user,
    onboarded: false,
    next_path: '/wedding/onboard/wedding-planning',
  };
  it('confirming the mailed link: started → succeeded, creation time stored, marker set, experiments cleared, user context fetched', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.confirmSignup), confirmed]))
      .dispatch(signupConfirmRequested(token))
      .put(confirmSignupActions.started(token))
      .put(confirmSignupActions.succeeded({ arg: token, result: confirmed }))
      .call(storeUserCreatedAt, '2026-11-23T01:00:00.000Z')
      .call(setLoggedInMarker, true)
      .call(clearExperimentStorage)
      .put(userContextRequested())
      .not.call.fn(authApi.submitDefaultOnboarding)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.auth.confirmedSignup).toEqual({ nextPath: '/wedding/onboard/wedding-planning', onboarded: false });
        expect(storeState.auth.wasNewUser).toBe(true);
      }));

  it("confirming an onboarding sign-up goes on to the default registry ('checklistOnboard' cookie)", () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(
        providers(
          [matchers.call.fn(authApi.confirmSignup), { ...confirmed, onboarded: true, next_path: '/' }],
          [matchers.call.fn(authApi.submitDefaultOnboarding), { registry_key: 'pat-and-kai' }],
        ),
      )
      .dispatch(signupConfirmRequested(token))
      .call(setLoggedInMarker, true)
      .put.like({ action: { type: defaultOnboardingActions.succeeded.type } })
      .call(setChecklistOnboardFlag)
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.auth.confirmedSignup).toEqual({ nextPath: '/', onboarded: true });
        expect(storeState.auth.registryKey).toBe('pat-and-kai');
      }));

  it('a used or expired link fails: the server message, no marker, nothing stored', () => {
    const error = {
      message: 'This link has expired or was already used. Sign up again to get a new one.',
      status: 400,
      code: 'auth.signup_token_invalid',
    };
    return expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.confirmSignup), fail(error)]))
      .dispatch(signupConfirmRequested(token))
      .put(confirmSignupActions.failed({ arg: token, error }))
      .not.call.fn(storeUserCreatedAt)
      .not.call(setLoggedInMarker, true)
      .not.put(userContextRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.auth.flows.confirmSignup).toEqual({ status: 'failed', error });
        expect(storeState.auth.confirmedSignup).toBeNull();
      });
  });

  it('the mailed unlock link: success and failure', async () => {
    const { storeState } = await expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.unlockAccount), { message: 'Your account is unlocked. You can log in now.' }]))
      .dispatch(accountUnlockRequested(token))
      .put(unlockActions.started(token))
      .put(unlockActions.succeeded({ arg: token, result: { message: 'Your account is unlocked. You can log in now.' } }))
      .silentRun(50);
    expect(storeState.auth.flows.unlock.status).toBe('succeeded');
    const error = {
      message: 'This unlock link has expired or was already used. Wait 1 hour, or reset your password to unlock your account now.',
      status: 400,
      code: 'auth.unlock_token_invalid',
    };
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.unlockAccount), fail(error)]))
      .dispatch(accountUnlockRequested(token))
      .put(unlockActions.failed({ arg: token, error }))
      .silentRun(50);
  });

  it('sign-up failure maps facebook-missing-email', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(
        providers([
          matchers.call.fn(authApi.signUp),
          fail({ message: 'x', status: 400, category: 'auth', reason: 'facebook-missing-email', code: 'auth.facebook-missing-email' }),
        ]),
      )
      .dispatch(signupRequested(signup))
      .not.call.fn(storeUserCreatedAt)
      .silentRun(50)
      .then(({ storeState }) =>
        expect(messageOf(storeState, 'signup')).toBe('You must provide access to your Facebook email address to create your account.'),
      ));

  it('sign-out sets the not-logged-in marker; a failed sign-out leaves it', async () => {
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.signOut), { signed_out: true }]))
      .dispatch(signOutRequested())
      .put(signOutActions.succeeded({ arg: undefined, result: { signed_out: true } }))
      .call(setLoggedInMarker, false)
      .put(userContextRequested())
      .silentRun(50);
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.signOut), fail({ message: 'An error has occurred', status: 500 })]))
      .dispatch(signOutRequested())
      .put(signOutActions.failed({ arg: undefined, error: { message: 'An error has occurred', status: 500 } }))
      .not.call(setLoggedInMarker, false)
      .silentRun(50);
  });

  it('password reset request and confirm: success and failure', async () => {
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.requestPasswordReset), { message: 'sent' }]))
      .dispatch(passwordResetRequested({ email: 'a@example.com' }))
      .put(resetRequestActions.succeeded({ arg: { email: 'a@example.com' }, result: { message: 'sent' } }))
      .silentRun(50);
    const error = {
      message: 'This reset link has expired or was already used. Ask for a new one.',
      status: 400,
      code: 'auth.reset_token_invalid',
    };
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.confirmPasswordReset), fail(error)]))
      .dispatch(passwordResetConfirmed({ token: 'tok', password: 'new password' }))
      .put(resetConfirmActions.failed({ arg: { token: 'tok', password: 'new password' }, error }))
      .silentRun(50);
  });

  const wedding = { partner_first_name: 'Kai', partner_last_name: '', wedding_date: null, planning_stage: 'NEWLY_ENGAGED' as const };
  it('onboarding a new account answers as sign-up: the link was mailed, nobody is signed in yet', () => {
    const payload = { business_unit_feature: 'WEDDING_REGISTRY' as const, existing_account: false as const, user: { ...signup }, wedding };
    return expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.onboardNew), pending]))
      .dispatch(onboardingSubmitted(payload))
      .put(onboardActions.succeeded({ arg: payload, result: pending }))
      .not.call.fn(storeUserCreatedAt)
      .not.call(setLoggedInMarker, true)
      .not.put(userContextRequested())
      .silentRun(50)
      .then(({ storeState }) => {
        expect(storeState.auth.confirmationEmail).toBe('new@example.com');
        expect(storeState.auth.wasNewUser).toBeNull();
      });
  });

  it('onboarding an existing account: wasNewUser false, no creation time; and its failure', async () => {
    const payload = {
      business_unit_feature: 'WEDDING_REGISTRY' as const,
      existing_account: true as const,
      user: { business_unit_source: 'WEDDING_REGISTRY' as const },
      wedding,
    };
    const { storeState } = await expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.onboardExisting), { wasNewUser: false, user }]))
      .dispatch(onboardingSubmitted(payload))
      .not.call.fn(storeUserCreatedAt)
      .put(userContextRequested())
      .silentRun(50);
    expect(storeState.auth.wasNewUser).toBe(false);
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.onboardExisting), fail({ message: 'Please log in to continue.', status: 401 })]))
      .dispatch(onboardingSubmitted(payload))
      .put(onboardActions.failed({ arg: payload, error: { message: 'Please log in to continue.', status: 401 } }))
      .silentRun(50);
  });

  it("default registry onboarding sets the 1-day 'checklistOnboard' cookie; failure does not", async () => {
    await expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.submitDefaultOnboarding), { registry_key: 'alex-and-jordan' }]))
      .dispatch(defaultRegistryOnboardingRequested())
      .call(setChecklistOnboardFlag)
      .put(userContextRequested())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.auth.registryKey).toBe('alex-and-jordan'));
    await expectSaga(authSagas)
      .provide(
        providers([matchers.call.fn(authApi.submitDefaultOnboarding), fail({ message: 'Tell us about your wedding first.', status: 409 })]),
      )
      .dispatch(defaultRegistryOnboardingRequested())
      .put.like({ action: { type: defaultOnboardingActions.failed.type } })
      .not.call.fn(setChecklistOnboardFlag)
      .silentRun(50);
  });
});
