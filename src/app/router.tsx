import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteFocus } from './RouteFocus';
import MainLayout from './layout/MainLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { appRoutes, type AppRoute } from './routeTable';
import { useRouteTitle } from './usePageTitle';
import { lazyPage, type LazyPage } from './lazyPage';
import { matchRoute } from '../contracts/routeMatch';
import { DelayedFallback } from '../components/DelayedFallback/DelayedFallback';

function LoadedRoute({ route, Page }: { route: AppRoute; Page: ComponentType }) {
  useRouteTitle(route.title);
  return (
    <ErrorBoundary>
      <Suspense fallback={<DelayedFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Each route's page, made once: the router renders the one preloadPage loaded. */
const pages = new WeakMap<AppRoute, LazyPage>();
function pageOf(route: AppRoute, load: NonNullable<AppRoute['load']>): LazyPage {
  let page = pages.get(route);
  if (!page) pages.set(route, (page = lazyPage(load)));
  return page;
}

/**
 * A coming-soon route's page: the placeholder with the route's title. It and the 404 page load like
 * any page (rarely visited, they need not be in every first load: ~0.5 KB gzip of the entry).
 */
const comingSoon = (route: AppRoute) => () =>
  import('../routes/ComingSoonPage').then(({ default: ComingSoonPage }) => ({
    default: function ComingSoonRoute() {
      return <ComingSoonPage title={route.title} />;
    },
  }));
const loaderOf = (route: AppRoute) => route.load ?? comingSoon(route);

const NOT_FOUND: AppRoute = { path: '*', title: 'Page not found', load: () => import('../routes/NotFoundPage') };

/** One route object per spec §2 route; each page's code is its own chunk, loaded on first visit. */
export function buildRoutes(routes: AppRoute[] = appRoutes): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => {
    // Keyed by path: a page's error boundary resets when the user navigates to another page.
    const element = <LoadedRoute key={route.path} route={route} Page={pageOf(route, loaderOf(route)).Page} />;
    return route.path === '/' ? { index: true, element } : { path: route.path, element };
  });
  children.push({ path: '*', element: <LoadedRoute key="*" route={NOT_FOUND} Page={pageOf(NOT_FOUND, NOT_FOUND.load!).Page} /> });
  return [
    {
      path: '/',
      element: (
        // A render error in the layout itself (page errors stop at the page's own boundary).
        <ErrorBoundary>
          <RouteFocus />
          <MainLayout />
        </ErrorBoundary>
      ),
      children,
    },
  ];
}

/** Loads the code of the page at `pathname` (the coming-soon or 404 page's where it has none). */
export function preloadPage(pathname: string, routes: AppRoute[] = appRoutes): Promise<void> {
  const route = matchRoute(routes, pathname) ?? NOT_FOUND;
  return pageOf(route, loaderOf(route)).preload();
}

const appRouteObjects = buildRoutes();

/**
 * A declarative router rather than a data router: data comes from sagas, not route loaders, so
 * the data router's code (about a third of react-router) would be dead weight in every page load.
 */
export function AppRoutes() {
  return useRoutes(appRouteObjects);
}
