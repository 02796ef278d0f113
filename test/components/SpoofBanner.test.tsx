import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import SpoofBanner from '../../src/features/auth/components/SpoofBanner';
import { makeStore } from '../../src/app/store';
import { fetchUserContextActions } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';

function renderWith(context: typeof GUEST_CONTEXT) {
  const store = makeStore();
  store.dispatch(fetchUserContextActions.succeeded({ arg: undefined, result: context }));
  return render(
    <Provider store={store}>
      <SpoofBanner />
    </Provider>,
  );
}

describe('SpoofBanner', () => {
  it("shows 'Logged in as {name}' on a spoof session", () => {
    renderWith({ ...GUEST_CONTEXT, is_guest: false, is_spoof: true, email: 'alex@confetti.test', first_name: 'Alex', last_name: 'Morgan' });
    expect(screen.getByRole('status')).toHaveTextContent('Logged in as Alex Morgan');
  });

  it('shows nothing on an ordinary session', () => {
    renderWith({
      ...GUEST_CONTEXT,
      is_guest: false,
      is_spoof: false,
      email: 'alex@confetti.test',
      first_name: 'Alex',
      last_name: 'Morgan',
    });
    expect(screen.queryByText(/Logged in as/)).not.toBeInTheDocument();
  });
});
