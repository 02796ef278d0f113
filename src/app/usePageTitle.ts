import { useEffect, useLayoutEffect } from 'react';

const fullTitle = (title: string) => (title.includes('Confetti') ? title : `${title} | Confetti`);

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/**
 * The route table's title for a page. A layout effect: it runs before every passive effect of the
 * same commit, so a page that names itself more precisely with usePageTitle (an article's title)
 * has the last word even though the route renders around it.
 */
export function useRouteTitle(title: string) {
  useLayoutEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
