import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { appRoutes } from '../../src/app/routeTable';
import { authApi } from '../../src/features/auth/authApi';
import { userApi } from '../../src/features/user/userApi';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { http, HttpError } from '../../src/lib/http';
import SignupPage from '../../src/routes/account/SignupPage';
import OnboardingPage from '../../src/routes/account/OnboardingPage';
import ConfirmSignupPage from '../../src/routes/account/ConfirmSignupPage';
import UnlockPage from '../../src/routes/account/UnlockPage';

jest.mock('../../src/features/auth/authApi');
jest.mock('../../src/features/user/userApi');
const api = jest.mocked(authApi);

const user = { ...GUEST_CONTEXT, is_guest: false, email: 'pat@example.com', first_name: 'Pat', last_name: 'Lee' };

/** The page at `path` with a fresh real store (sagas included); other paths show where we went. */
function renderAt(path: string, routePath: string, element: React.ReactElement) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<p>Now at another page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(userApi.fetchUserContext).mockResolvedValue(user);
  // Signing in refreshes the cart count (cartCountSagas), the one call outside the mocked APIs.
  jest.spyOn(http, 'request').mockResolvedValue({ data: { itemCount: 0 } });
});

describe('sign-up by mailed link', () => {
  it('has routes for the confirmation and unlock links', () => {
    const byPath = new Map(appRoutes.map((r) => [r.path, r]));
    expect(byPath.get('/account/confirm')?.load).toBeDefined();
    expect(byPath.get('/account/unlock')?.load).toBeDefined();
  });

  it('after sign-up says "Check your email" with the address, can send the link again, or start over with another email', async () => {
    api.signUp.mockImplementation(async ({ email }) => ({ confirmation_required: true, email: email.toLowerCase() }));
    renderAt('/account/signup', '/account/signup', <SignupPage />);
    await userEvent.type(screen.getByLabelText(/^First name/), 'Pat');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Email/), 'Pat@Example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check your email to finish creating your account.');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to pat@example.com. It works once, for 1 day.');
    expect(api.signUp).toHaveBeenCalledWith({
      first_name: 'Pat',
      last_name: 'Lee',
      email: 'Pat@Example.com',
      password: 'long enough',
      business_unit_source: 'WEDDING_REGISTRY',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We just sent another one\./)).toBeInTheDocument();
    expect(api.signUp).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Pat');
  });

  it('onboarding as a guest ends at "Check your email" too, without making the registry yet', async () => {
    api.onboardNew.mockResolvedValue({ confirmation_required: true, email: 'robin@example.com' });
    renderAt('/wedding/onboard/wedding-planning', '/wedding/onboard/wedding-planning', <OnboardingPage />);
    await userEvent.type(screen.getByLabelText(/^Your first name/), 'Robin');
    await userEvent.type(screen.getByLabelText(/^Your last name/), 'Hart');
    await userEvent.type(screen.getByLabelText(/^Email/), 'robin@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    await userEvent.type(screen.getByLabelText(/^Partner’s first name/), 'Kai');
    await userEvent.click(screen.getByRole('button', { name: 'Create our registry' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to robin@example.com.');
    expect(api.submitDefaultOnboarding).not.toHaveBeenCalled();
  });

  it('the confirmation link creates the account and goes where sign-up used to go', async () => {
    api.confirmSignup.mockResolvedValue({
      wasNewUser: true,
      created_at: '2026-11-23T01:00:00.000Z',
      user,
      onboarded: false,
      next_path: '/wedding/onboard/wedding-planning',
    });
    renderAt('/account/confirm?token=mailed-token-123', '/account/confirm', <ConfirmSignupPage />);
    expect(screen.getByRole('heading', { name: 'Finish creating your account' })).toBeInTheDocument();
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(api.confirmSignup).toHaveBeenCalledTimes(1);
    expect(api.confirmSignup).toHaveBeenCalledWith({ token: 'mailed-token-123' });
    expect(api.submitDefaultOnboarding).not.toHaveBeenCalled();
  });

  it('an onboarding link makes the registry before going home', async () => {
    api.confirmSignup.mockResolvedValue({
      wasNewUser: true,
      created_at: '2026-11-23T01:00:00.000Z',
      user,
      onboarded: true,
      next_path: '/',
    });
    api.submitDefaultOnboarding.mockResolvedValue({ registry_key: 'robin-and-kai', user });
    renderAt('/account/confirm?token=mailed-token-123', '/account/confirm', <ConfirmSignupPage />);
    expect(await screen.findByText('Now at another page')).toBeInTheDocument();
    expect(api.submitDefaultOnboarding).toHaveBeenCalledTimes(1);
  });

  it('says clearly when a link was used already, and offers a new sign-up', async () => {
    api.confirmSignup.mockRejectedValue(
      new HttpError({
        message: 'This link has expired or was already used. Sign up again to get a new one.',
        status: 400,
        code: 'auth.signup_token_invalid',
      }),
    );
    renderAt('/account/confirm?token=used-token-123', '/account/confirm', <ConfirmSignupPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Sign up again to get a new one.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/account/signup');
  });

  it('offers log-in and reset when the email got an account meanwhile', async () => {
    api.confirmSignup.mockRejectedValue(
      new HttpError({
        message: 'An account with this email already exists. Log in or reset your password.',
        status: 409,
        code: 'auth.email_taken',
      }),
    );
    renderAt('/account/confirm?token=late-token-123', '/account/confirm', <ConfirmSignupPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/account/forgot-password');
  });
});

describe('the unlock link', () => {
  it('unlocks and offers to log in', async () => {
    api.unlockAccount.mockResolvedValue({ message: 'Your account is unlocked. You can log in now.' });
    renderAt('/account/unlock?token=unlock-token-123', '/account/unlock', <UnlockPage />);
    expect(await screen.findByText(/Your account is unlocked\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
    expect(api.unlockAccount).toHaveBeenCalledWith({ token: 'unlock-token-123' });
  });

  it('says what to do when the link no longer works', async () => {
    const message = 'This unlock link has expired or was already used. Wait 1 hour, or reset your password to unlock your account now.';
    api.unlockAccount.mockRejectedValue(new HttpError({ message, status: 400, code: 'auth.unlock_token_invalid' }));
    renderAt('/account/unlock?token=old-token-123', '/account/unlock', <UnlockPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('needs its code', () => {
    renderAt('/account/unlock', '/account/unlock', <UnlockPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its code.');
    expect(api.unlockAccount).not.toHaveBeenCalled();
  });
});
