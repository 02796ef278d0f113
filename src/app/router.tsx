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
import ComingSoonPage from '../routes/ComingSoonPage';
import NotFoundPage from '../routes/NotFoundPage';

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

/** One route object per spec §2 route; each page's code is its own chunk, loaded on first visit. */
export function buildRoutes(routes: AppRoute[] = appRoutes): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => {
    if (route.load) {
      // Keyed by path: a page's error boundary resets when the user navigates to another page.
      const element = <LoadedRoute key={route.path} route={route} Page={pageOf(route, route.load).Page} />;
      return route.path === '/' ? { index: true, element } : { path: route.path, element };
    }
    return { path: route.path, element: <ComingSoonPage title={route.title} /> };
  });
  children.push({ path: '*', element: <NotFoundPage /> });
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

/** Loads the code of the page at `pathname` (nothing to load for a coming-soon or unknown path). */
export function preloadPage(pathname: string, routes: AppRoute[] = appRoutes): Promise<void> {
  const route = matchRoute(routes, pathname);
  return route?.load ? pageOf(route, route.load).preload() : Promise.resolve();
}

const appRouteObjects = buildRoutes();

/**
 * A declarative router rather than a data router: data comes from sagas, not route loaders, so
 * the data router's code (about a third of react-router) would be dead weight in every page load.
 */
export function AppRoutes() {
  return useRoutes(appRouteObjects);
}
