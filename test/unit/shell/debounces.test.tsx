import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { RESIZE_DEBOUNCE_MS, useBreakpoint } from '../../../src/lib/breakpoints';
import { useDebouncedValue } from '../../../src/lib/useDebouncedValue';
import { NAV_REFRESH_DEBOUNCE_MS } from '../../../src/features/nav/navHeights';
import { fetchLegacyNavActions, navRefreshRequested } from '../../../src/features/nav/navSlice';
import { NAV_STALE_MS } from '../../../src/features/nav/navSagas';
import { useNavLayout } from '../../../src/features/nav/useNavSection';
import { fetchUserContextActions } from '../../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../../src/features/user/types';
import { navApi } from '../../../src/features/nav/navApi';

jest.mock('../../../src/features/nav/navApi');
const fetchLegacyNav = jest.mocked(navApi.fetchLegacyNav);

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});
afterEach(() => jest.useRealTimers());

describe('window resize is debounced by 500 ms (spec §9)', () => {
  function Probe() {
    return <p>{useBreakpoint()}</p>;
  }

  it('re-reads the breakpoint only once resizing has paused for 500 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(500);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => setWidth(800));
    act(() => jest.advanceTimersByTime(300));
    act(() => setWidth(375)); // still resizing: the wait starts again
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});

describe('navigation height is debounced by 200 ms (spec §9)', () => {
  function ValueProbe({ value }: { value: number }) {
    return <p>{useDebouncedValue(value, NAV_REFRESH_DEBOUNCE_MS)}</p>;
  }

  it('useDebouncedValue: the first value at once, a change after 200 ms of quiet', () => {
    const { rerender } = render(<ValueProbe value={189} />);
    expect(screen.getByText('189')).toBeInTheDocument();
    rerender(<ValueProbe value={133} />);
    act(() => jest.advanceTimersByTime(150));
    rerender(<ValueProbe value={172} />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByText('189')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('172')).toBeInTheDocument();
  });

  function HeightProbe() {
    return <p data-testid="height">{useNavLayout('registry').height}</p>;
  }

  it('the header height follows a sign-in 200 ms later: guest desktop 189 → couple 76 + 40 + 56', () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <HeightProbe />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('height')).toHaveTextContent('189');
    act(() => {
      store.dispatch(
        fetchUserContextActions.succeeded({
          arg: undefined,
          result: {
            ...GUEST_CONTEXT,
            is_guest: false,
            email: 'alex@confetti.test',
            user_role_account_weddings: [
              {
                role: 'OWNER',
                slug: 'alex-and-jordan',
                wedding_date: '2027-06-12',
                time_zone: 'America/New_York',
                owner_first_name: 'Alex',
                owner_last_name: 'Morgan',
                partner_first_name: 'Jordan',
                partner_last_name: 'Lee',
              },
            ],
          },
        }),
      );
    });
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByTestId('height')).toHaveTextContent('189');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('height')).toHaveTextContent('172');
    act(() => setWidth(375));
    act(() => jest.advanceTimersByTime(500)); // the breakpoint…
    act(() => jest.advanceTimersByTime(200)); // …then the height
    expect(screen.getByTestId('height')).toHaveTextContent(String(56 + 40 + 52));
  });
});

describe('navigation data refresh is debounced by 200 ms (spec §9)', () => {
  it('focus and visibilitychange together fetch a stale menu once, 200 ms after the last', async () => {
    fetchLegacyNav.mockResolvedValue({ items: [] });
    const store = makeStore();
    store.dispatch(fetchLegacyNavActions.succeeded({ arg: undefined, result: { items: [] } }));
    jest.setSystemTime(Date.now() + NAV_STALE_MS + 1);
    store.dispatch(navRefreshRequested());
    act(() => jest.advanceTimersByTime(100));
    store.dispatch(navRefreshRequested());
    act(() => jest.advanceTimersByTime(NAV_REFRESH_DEBOUNCE_MS - 1));
    expect(fetchLegacyNav).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchLegacyNav).toHaveBeenCalledTimes(1);
  });
});
