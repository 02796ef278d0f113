import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Accessibility: after a client-side navigation, move keyboard and screen-reader focus to the new
 * page's content (`#main`, made focusable if the layout did not) and scroll to the top, as a full
 * page load would. The first render keeps the browser's own focus. Lives in the router, not the
 * layout, so any layout gets it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
