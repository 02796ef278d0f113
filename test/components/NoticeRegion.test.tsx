import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../src/app/store';
import { NoticeRegion, NOTICE_TIMEOUT_MS } from '../../src/features/notices/components/NoticeRegion';
import { MAX_NOTICES, noticeShown } from '../../src/features/notices/noticesSlice';

function mountRegion() {
  const store = makeStore();
  render(
    <Provider store={store}>
      <NoticeRegion />
    </Provider>,
  );
  return store;
}

describe('NoticeRegion', () => {
  it('announces a negative notice assertively and keeps it until the user dismisses it', async () => {
    const store = mountRegion();
    act(() => {
      store.dispatch(noticeShown({ kind: 'negative', message: 'Card declined (Support ID: 42)' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Card declined (Support ID: 42)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces a positive notice politely and lets it go after the timeout', () => {
    jest.useFakeTimers();
    try {
      const store = mountRegion();
      act(() => {
        store.dispatch(noticeShown({ kind: 'positive', message: 'Added to your registry' }));
      });
      expect(screen.getByRole('status')).toHaveTextContent('Added to your registry');
      act(() => jest.advanceTimersByTime(NOTICE_TIMEOUT_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Added to your registry');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a repeated message once and never more than the maximum at a time', () => {
    const store = mountRegion();
    act(() => {
      store.dispatch(noticeShown({ kind: 'negative', message: 'Same' }));
      store.dispatch(noticeShown({ kind: 'negative', message: 'Same' }));
    });
    expect(within(screen.getByRole('alert')).getAllByRole('listitem')).toHaveLength(1);
    act(() => {
      for (let i = 0; i < MAX_NOTICES + 2; i += 1) store.dispatch(noticeShown({ kind: 'negative', message: `Problem ${i}` }));
    });
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items).toHaveLength(MAX_NOTICES);
    expect(items.at(-1)).toHaveTextContent(`Problem ${MAX_NOTICES + 1}`);
  });
});
