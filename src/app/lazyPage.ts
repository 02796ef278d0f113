import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code (once); resolves when the page can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a route's page that can also be loaded before it renders. React.lazy alone
 * suspends on its first render even when the chunk has already arrived, and React then keeps the
 * page behind the fallback it has just committed for up to 300 ms (its fallback throttle): on a
 * first visit, the page's own API calls waited for that. A page loaded beforehand renders at once.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Suspending = lazy(start);
  function Page() {
    // Fixed for the life of this mount: switching from the lazy wrapper to the page would remount it.
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Suspending);
  }
  return { Page, preload: () => start().then(() => undefined) };
}
