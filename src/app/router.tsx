import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RouteFocus } from './RouteFocus';
import MainLayout from './layout/MainLayout';
import { ErrorBoundary } from './ErrorBoundary';
import { appRoutes, type AppRoute } from './routeTable';
import { useRouteTitle } from './usePageTitle';
import { DelayedFallback } from '../components/DelayedFallback/DelayedFallback';
import ComingSoonPage from '../routes/ComingSoonPage';
import NotFoundPage from '../routes/NotFoundPage';

function LoadedRoute({ route, Page }: { route: AppRoute; Page: LazyExoticComponent<ComponentType> }) {
  useRouteTitle(route.title);
  return (
    <ErrorBoundary>
      <Suspense fallback={<DelayedFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/** One route object per spec §2 route; each page's code is its own chunk, loaded on first visit. */
export function buildRoutes(routes: AppRoute[] = appRoutes): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => {
    if (route.load) {
      const Page = lazy(route.load);
      // Keyed by path: a page's error boundary resets when the user navigates to another page.
      const element = <LoadedRoute key={route.path} route={route} Page={Page} />;
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

const routes = buildRoutes();

/**
 * A declarative router rather than a data router: data comes from sagas, not route loaders, so
 * the data router's code (about a third of react-router) would be dead weight in every page load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
