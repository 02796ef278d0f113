import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../../src/app/lazyPage';
import { preloadPage } from '../../src/app/router';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import type { AppRoute } from '../../src/app/routeTable';

const pageNamed = (name: string) => () => <h1>{name}</h1>;
const inSuspense = (Page: React.ComponentType) => (
  <ErrorBoundary>
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>
  </ErrorBoundary>
);

describe('lazyPage', () => {
  it('renders a page loaded beforehand at once, without a fallback', async () => {
    const load = jest.fn(async () => ({ default: pageNamed('Kitchen') }));
    const page = lazyPage(load);
    await page.preload();
    render(inSuspense(page.Page));
    expect(screen.getByRole('heading', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends behind the fallback when the page is not loaded yet, and loads it once', async () => {
    const load = jest.fn(async () => ({ default: pageNamed('Registry') }));
    const page = lazyPage(load);
    render(inSuspense(page.Page));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Registry' })).toBeInTheDocument();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error page when the code fails to download', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const page = lazyPage(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(page.preload()).rejects.toThrow('ChunkLoadError');
    render(inSuspense(page.Page));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('preloadPage', () => {
  it('loads the code of the route that matches the path best, and only that', async () => {
    const category = jest.fn(async () => ({ default: pageNamed('Category') }));
    const search = jest.fn(async () => ({ default: pageNamed('Search') }));
    const routes: AppRoute[] = [
      { path: '/shop/category/:slug', title: 'Shop', load: category },
      { path: '/shop/category/gift-cards', title: 'Gift cards', load: search },
      { path: '/planning', title: 'Seating chart', comingSoon: true },
    ];
    await preloadPage('/shop/category/kitchen', routes);
    expect(category).toHaveBeenCalledTimes(1);
    expect(search).not.toHaveBeenCalled();
    // A static segment outranks a parameter, as in react-router.
    await preloadPage('/shop/category/gift-cards', routes);
    expect(search).toHaveBeenCalledTimes(1);
    // Coming-soon and unknown paths have nothing to load.
    await expect(preloadPage('/planning', routes)).resolves.toBeUndefined();
    await expect(preloadPage('/no/such/page', routes)).resolves.toBeUndefined();
    expect(category).toHaveBeenCalledTimes(1);
  });
});
