/**
 * Spec §3's `breadcrumbs` storage entry (ref_type FEATURED): a featured block (the home page's new
 * arrivals, say) that led to a product. Apart from breadcrumbs.ts, which reads it with the trails,
 * so that the home page's first load carries only the save.
 */
export const BREADCRUMBS = 'breadcrumbs';

export interface FeaturedCrumb {
  ref_type: 'FEATURED';
  label: string;
  href: string;
  product_slug?: string;
}

/** The featured trail (e.g. a home-page feature that led into the shop): the latest click only. */
export function saveFeaturedCrumb(crumb: Omit<FeaturedCrumb, 'ref_type'>): void {
  try {
    window.localStorage.setItem(BREADCRUMBS, JSON.stringify([{ ref_type: 'FEATURED', ...crumb }]));
  } catch {
    // storage unavailable: breadcrumbs are a convenience
  }
}
