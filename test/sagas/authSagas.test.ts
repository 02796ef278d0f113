import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as authApi from '../../src/features/auth/authApi';
import { authSagas } from '../../src/features/auth/authSagas';
import {
  authReducer, defaultOnboardingActions, defaultRegistryOnboardingRequested, loginActions, loginRequested, onboardActions, onboardingSubmitted,
  passwordResetConfirmed, passwordResetRequested, resetConfirmActions, resetRequestActions, signOutActions, signOutRequested, signupActions,
  signupRequested, twoFactorCodeSubmitted, twoFactorVerifyActions, type AuthState,
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
      .provide(providers([matchers.call.fn(authApi.logIn), { two_factor_required: true }], [matchers.call.fn(authApi.verifyTwoFactor), { user }]))
      .dispatch(loginRequested(credentials))
      .dispatch(twoFactorCodeSubmitted({ code: '123456' }))
      .put(twoFactorVerifyActions.succeeded({ arg: { code: '123456' }, result: { user } }))
      .call(setLoggedInMarker, true)
      .put(userContextRequested())
      .silentRun(100)
      .then(({ storeState }) => expect(storeState.auth.twoFactorPending).toBe(false)));

  it.each([
    [{ message: 'x', status: 401, category: 'auth', reason: 'invalid_password', code: 'auth.invalid_password' }, 'Your email and password do not match.'],
    [{ message: 'x', status: 400, category: 'auth', reason: 'invalid_email', code: 'auth.invalid_email' }, 'You have entered an invalid email.'],
    [{ message: 'x', status: 406, category: 'auth', reason: 'user_locked', code: 'auth.user_locked' }, 'Your account has been locked due to too many failed login attempts. Please wait 1 hour and try again.'],
    [{ message: 'x', status: 403, category: 'auth', reason: 'other', code: 'auth.other' }, 'Please contact support and we will assist you.'],
    [{ message: 'x', status: 429, code: 'rate_limited' }, 'Please wait a few moments ...'],
  ] as Array<[ApiError, string]>)('log-in failure %o shows %s and sets no marker', (error, message) =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.logIn), fail(error)]))
      .dispatch(loginRequested(credentials))
      .put(loginActions.failed({ arg: credentials, error }))
      .not.call(setLoggedInMarker, true)
      .silentRun(50)
      .then(({ storeState }) => expect(messageOf(storeState, 'login')).toBe(message)));

  const signup = { email: 'new@example.com', password: 'long enough', first_name: 'Pat', last_name: 'Lee', business_unit_source: 'WEDDING_REGISTRY' };
  it('sign-up success stores the creation time and sets the marker', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.signUp), { created_at: '2026-11-23T01:00:00.000Z', user }]))
      .dispatch(signupRequested(signup))
      .put(signupActions.started(signup))
      .call(storeUserCreatedAt, '2026-11-23T01:00:00.000Z')
      .call(setLoggedInMarker, true)
      .put(userContextRequested())
      .silentRun(50));

  it('sign-up failure maps facebook-missing-email', () =>
    expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.signUp), fail({ message: 'x', status: 400, category: 'auth', reason: 'facebook-missing-email', code: 'auth.facebook-missing-email' })]))
      .dispatch(signupRequested(signup))
      .not.call.fn(storeUserCreatedAt)
      .silentRun(50)
      .then(({ storeState }) => expect(messageOf(storeState, 'signup')).toBe('You must provide access to your Facebook email address to create your account.')));

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
    const error = { message: 'This reset link has expired or was already used. Ask for a new one.', status: 400, code: 'auth.reset_token_invalid' };
    await expectSaga(authSagas)
      .provide(providers([matchers.call.fn(authApi.confirmPasswordReset), fail(error)]))
      .dispatch(passwordResetConfirmed({ token: 'tok', password: 'new password' }))
      .put(resetConfirmActions.failed({ arg: { token: 'tok', password: 'new password' }, error }))
      .silentRun(50);
  });

  const wedding = { partner_first_name: 'Kai', partner_last_name: '', wedding_date: null, planning_stage: 'NEWLY_ENGAGED' as const };
  it('onboarding a new account: wasNewUser true, creation stored, then the user context', () => {
    const payload = { business_unit_feature: 'WEDDING_REGISTRY', existing_account: false, user: { ...signup }, wedding };
    return expectSaga(authSagas)
      .withReducer(reducer)
      .provide(providers([matchers.call.fn(authApi.onboardNew), { wasNewUser: true, created_at: '2026-11-23T02:00:00.000Z', user }]))
      .dispatch(onboardingSubmitted(payload))
      .call(storeUserCreatedAt, '2026-11-23T02:00:00.000Z')
      .put(userContextRequested())
      .silentRun(50)
      .then(({ storeState }) => expect(storeState.auth.wasNewUser).toBe(true));
  });

  it('onboarding an existing account: wasNewUser false, no creation time; and its failure', async () => {
    const payload = { business_unit_feature: 'WEDDING_REGISTRY', existing_account: true, user: { business_unit_source: 'WEDDING_REGISTRY' }, wedding };
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
      .provide(providers([matchers.call.fn(authApi.submitDefaultOnboarding), fail({ message: 'Tell us about your wedding first.', status: 409 })]))
      .dispatch(defaultRegistryOnboardingRequested())
      .put.like({ action: { type: defaultOnboardingActions.failed.type } })
      .not.call.fn(setChecklistOnboardFlag)
      .silentRun(50);
  });
});
