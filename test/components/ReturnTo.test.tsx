import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { authApi } from '../../src/features/auth/authApi';
import { userApi } from '../../src/features/user/userApi';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { http } from '../../src/lib/http';
import LoginPage from '../../src/routes/account/LoginPage';
import SignupPage from '../../src/routes/account/SignupPage';
import ConfirmSignupPage from '../../src/routes/account/ConfirmSignupPage';

jest.mock('../../src/features/auth/authApi');
jest.mock('../../src/features/user/userApi');
const api = jest.mocked(authApi);
const user = { ...GUEST_CONTEXT, is_guest: false, email: 'pat@example.com', first_name: 'Pat', last_name: 'Lee' };

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

function renderAt(path: string, routePath: string, element: React.ReactElement) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

async function logIn() {
  await userEvent.type(screen.getByLabelText(/^Email/), 'pat@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(userApi.fetchUserContext).mockResolvedValue(user);
  jest.spyOn(http, 'request').mockResolvedValue({ data: { itemCount: 0 } });
  api.logIn.mockResolvedValue({ two_factor_required: false, user });
});

describe('log-in and sign-up return the person to where they were (issue 25)', () => {
  it('log-in from a storefront goes back to the storefront', async () => {
    renderAt('/account/login?returnTo=%2Fwedding-vendors%2Fflorists%2Fbloom%3Ftab%3Dreviews', '/account/login', <LoginPage />);
    // Choosing to sign up instead keeps the return path.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/signup?returnTo=%2Fwedding-vendors%2Fflorists%2Fbloom%3Ftab%3Dreviews',
    );
    await logIn();
    expect(await screen.findByText('Now at /wedding-vendors/florists/bloom?tab=reviews')).toBeInTheDocument();
  });

  it('a foreign return path is ignored: the couple lands on their dashboard', async () => {
    renderAt('/account/login?returnTo=%2F%2Fevil.com%2Fcart', '/account/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/account/signup');
    await logIn();
    expect(await screen.findByText('Now at /wedding-planning/dashboard')).toBeInTheDocument();
  });

  it('sign-up sends the return path with the request, and the log-in link keeps it', async () => {
    api.signUp.mockResolvedValue({ confirmation_required: true, email: 'pat@example.com' });
    renderAt('/account/signup?returnTo=%2Fcart', '/account/signup', <SignupPage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?returnTo=%2Fcart');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Pat');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Lee');
    await userEvent.type(screen.getByLabelText(/^Email/), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(api.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'pat@example.com', return_to: '/cart' }));
  });

  it('the confirmation link goes back to the return path it carries', async () => {
    api.confirmSignup.mockResolvedValue({
      wasNewUser: true,
      created_at: '2026-11-23T01:00:00.000Z',
      user,
      onboarded: false,
      next_path: '/wedding/onboard/wedding-planning',
    });
    renderAt('/account/confirm?token=mailed-token-123&returnTo=%2Fregistry%2Falex-and-jordan', '/account/confirm', <ConfirmSignupPage />);
    expect(await screen.findByText('Now at /registry/alex-and-jordan')).toBeInTheDocument();
  });

  it('a confirmation link with a foreign return path goes where sign-up goes on', async () => {
    api.confirmSignup.mockResolvedValue({
      wasNewUser: true,
      created_at: '2026-11-23T01:00:00.000Z',
      user,
      onboarded: false,
      next_path: '/wedding/onboard/wedding-planning',
    });
    renderAt('/account/confirm?token=mailed-token-123&returnTo=https%3A%2F%2Fevil.com', '/account/confirm', <ConfirmSignupPage />);
    expect(await screen.findByText('Now at /wedding/onboard/wedding-planning')).toBeInTheDocument();
  });
});
