import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { useAppDispatch } from '../../src/app/hooks';
import { ModalRoot } from '../../src/features/modals/ModalRoot';
import { modalClosed, modalOpened } from '../../src/features/modals/modalsSlice';

/** A control that, like "Add to cart", is disabled while its request runs and opens a modal when it answers. */
function SlowOpener() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={(event) => {
        setBusy(true);
        // A browser drops focus from a control that becomes disabled (to the body).
        event.currentTarget.blur();
        setTimeout(() => {
          setBusy(false);
          dispatch(modalOpened({ type: 'auth' }));
        }, 10);
      }}
    >
      Save to registry
    </button>
  );
}

function mountWithModals() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <button type="button">Somewhere else</button>
        <SlowOpener />
        <ModalRoot />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('focus returns to the control that opened a modal (issue 25)', () => {
  it('even when the control was disabled while the modal’s request and code loaded', async () => {
    const user = userEvent.setup();
    mountWithModals();
    const opener = screen.getByRole('button', { name: 'Save to registry' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    // Focus moved into the dialog (its first control).
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when one modal replaces another, closing the last returns to the first opener', async () => {
    const user = userEvent.setup();
    const store = mountWithModals();
    const opener = screen.getByRole('button', { name: 'Save to registry' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Log in' });
    act(() => {
      store.dispatch(modalOpened({ type: 'auth', props: { step: 2 } }));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });

  it('a modal the app opens while nothing has focus gives focus back to the last control used', async () => {
    const user = userEvent.setup();
    const store = mountWithModals();
    const elsewhere = screen.getByRole('button', { name: 'Somewhere else' });
    await user.click(elsewhere);
    act(() => elsewhere.blur());
    expect(document.body).toHaveFocus();
    act(() => {
      store.dispatch(modalOpened({ type: 'auth' }));
    });
    await screen.findByRole('dialog', { name: 'Log in' });
    act(() => {
      store.dispatch(modalClosed());
    });
    expect(elsewhere).toHaveFocus();
  });
});
