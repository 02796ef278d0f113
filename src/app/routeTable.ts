import type { ComponentType } from 'react';

/**
 * Every client route of spec §2, lazy-loaded (route-level code splitting). A route whose feature
 * is not built yet has `comingSoon` (an honest page, listed in the README) instead of `load`.
 * Domains add their routes here with one entry each.
 */
export interface AppRoute {
  path: string;
  /** The page's <title> and the heading the coming-soon page shows. */
  title: string;
  load?: () => Promise<{ default: ComponentType }>;
  comingSoon?: true;
}

export const appRoutes: AppRoute[] = [
  { path: '/', title: 'Confetti: wedding registry, shop and planning', load: () => import('../routes/HomePage') },

];
