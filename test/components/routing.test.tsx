import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../src/app/store';
import { buildRoutes } from '../../src/app/router';
import { DelayedFallback, LOADING_DELAY_MS } from '../../src/components/DelayedFallback/DelayedFallback';
import { loadLazyCode } from '../setup/lazyCode';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(path: string, routes = buildRoutes([{ path: '/planning', title: 'Seating chart', comingSoon: true }])) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTree routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('routing', () => {
  beforeAll(loadLazyCode);

  // The 404 and coming-soon pages load like any page (not in the first load): their headings are awaited.
  it('shows a real 404 page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Confetti');
  });

  it('shows an honest coming-soon page for a feature not built yet', async () => {
    renderAt('/planning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seating chart' })).toBeInTheDocument();
    expect(screen.getByText(/isn’t available yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('moves focus to the main content after a client-side navigation', async () => {
    renderAt('/no/such/page', buildRoutes([{ path: '/search/wedding-registry', title: 'Find a couple', comingSoon: true }]));
    const link = await screen.findByRole('link', { name: 'Find a couple’s registry' });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a couple' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.title).toBe('Find a couple | Confetti');
  });

  it('contains a page that throws: the layout stays and the page offers a reload', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken page');
    }
    renderAt('/broken', buildRoutes([{ path: '/broken', title: 'Broken', load: async () => ({ default: Broken }) }]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    quiet.mockRestore();
  });

  it('renders the layout landmarks around the page', async () => {
    renderAt('/planning');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer's code loads after the page's.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });
});

describe('the lazy-route loading indicator (spec §4: after 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for the first 200 ms, then appears', () => {
    expect(LOADING_DELAY_MS).toBe(200);
    render(<DelayedFallback />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
