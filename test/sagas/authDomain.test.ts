import { makeStore } from '../../src/app/store';
import { authApi } from '../../src/features/auth/authApi';
import { loginRequested } from '../../src/features/auth/authEvents';
import { selectAuthFlow } from '../../src/features/auth/authSelectors';
import { initialAuthState } from '../../src/features/auth/authState';

jest.mock('../../src/features/auth/authApi');
const api = jest.mocked(authApi);
/** Lets every promise already settled run its callbacks, the code's loading included (a macrotask turn; no time passes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the auth domain, loaded on first use', () => {
  it('holds null until the first auth event; a double-clicked Log in while the code loads logs in once', async () => {
    api.logIn.mockResolvedValue({ two_factor_required: true });
    const store = makeStore();
    expect(store.getState().auth).toBeNull();
    expect(selectAuthFlow('login')(store.getState())).toEqual(initialAuthState.flows.login);

    const credentials = { email: 'alex@confetti.test', password: 'confetti-demo' };
    store.dispatch(loginRequested(credentials));
    store.dispatch(loginRequested(credentials));
    await settle();
    expect(api.logIn).toHaveBeenCalledTimes(1);
    expect(selectAuthFlow('login')(store.getState()).status).toBe('succeeded');
    expect(store.getState().auth?.twoFactorPending).toBe(true);
  });
});
