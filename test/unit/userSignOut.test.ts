import { userReducer, fetchUserContextActions } from '../../src/features/user/userSlice';
import { selectHasSession } from '../../src/features/user/userSelectors';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { signOutActions } from '../../src/features/auth/identityEvents';
import type { RootState } from '../../src/app/rootReducer';

const signedIn = { ...GUEST_CONTEXT, email: 'alex@confetti.test', is_guest: false, first_name: 'Alex', last_name: 'Morgan' };
const session = (user: ReturnType<typeof userReducer>) => selectHasSession({ user } as RootState);

describe('signing out in the user state', () => {
  const loaded = userReducer(undefined, fetchUserContextActions.succeeded({ arg: undefined, result: signedIn }));

  it('has a session once the context says signed in', () => {
    expect(session(loaded)).toBe(true);
  });

  it('has none while the sign-out is on its way, and is a guest as soon as it succeeds', () => {
    const going = userReducer(loaded, signOutActions.started());
    expect(going.signingOut).toBe(true);
    expect(session(going)).toBe(false);
    const gone = userReducer(going, signOutActions.succeeded({ arg: undefined, result: { signed_out: true } }));
    expect(gone).toMatchObject({ context: GUEST_CONTEXT, signingOut: false });
    expect(session(gone)).toBe(false);
  });

  it('keeps the session when the sign-out fails', () => {
    const failed = userReducer(
      userReducer(loaded, signOutActions.started()),
      signOutActions.failed({ arg: undefined, error: { message: 'Network error', status: 0 } }),
    );
    expect(failed).toMatchObject({ context: signedIn, signingOut: false });
    expect(session(failed)).toBe(true);
  });
});
