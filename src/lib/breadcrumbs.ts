import { BREADCRUMBS, type FeaturedCrumb } from './featuredCrumb';

export { saveFeaturedCrumb, type FeaturedCrumb } from './featuredCrumb';

/**
 * Spec §3: breadcrumbs kept in browser storage under `bcrumbs` (by kit_key or product_look_key)
 * and `breadcrumbs` (entries with ref_type FEATURED). Storage failures (private mode, quota) are
 * ignored: breadcrumbs are a convenience.
 */
export interface Crumb {
  label: string;
  href: string;
}

const BCRUMBS = 'bcrumbs';
const MAX_KEYS = 50;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: nothing to keep
  }
}

/** Remembers the trail that led to a kit or product look (newest kept; at most MAX_KEYS keys). */
export function saveCrumbs(key: string, crumbs: Crumb[]): void {
  const all = read<Record<string, Crumb[]>>(BCRUMBS, {});
  delete all[key];
  all[key] = crumbs;
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEYS))) delete all[old];
  write(BCRUMBS, all);
}

export function loadCrumbs(key: string): Crumb[] | null {
  const all = read<Record<string, Crumb[]>>(BCRUMBS, {});
  return Array.isArray(all[key]) ? all[key] : null;
}

export function loadFeaturedCrumbs(): FeaturedCrumb[] {
  return read<FeaturedCrumb[]>(BREADCRUMBS, []).filter((c) => c && c.ref_type === 'FEATURED');
}

/** bcrumbs keys: a product look (product_look_key) or a kit (a starter collection, kit_key). */
export const lookCrumbKey = (productSlug: string, lookKey: string) => `look:${productSlug}:${lookKey}`;
export const kitCrumbKey = (kitSlug: string) => `kit:${kitSlug}`;

/**
 * A listing (category, collection, brand, search, a kit) led to this product look: remember the
 * listing's trail for it; an older featured entry for the product no longer applies.
 */
export function rememberProductTrail(productSlug: string, lookKey: string, trail: Crumb[]): void {
  saveCrumbs(lookCrumbKey(productSlug, lookKey), trail);
  const featured = loadFeaturedCrumbs();
  if (featured.some((c) => c.product_slug === productSlug))
    write(
      BREADCRUMBS,
      featured.filter((c) => c.product_slug !== productSlug),
    );
}

/**
 * The trail a product page shows: the featured block that led here, else the trail remembered for
 * this look (or, after a swatch change, for the look the shopper arrived on), else the category chain.
 */
export function productTrail(
  productSlug: string,
  lookKeys: string[],
  categoryChain: Crumb[],
): { crumbs: Crumb[]; source: 'featured' | 'listing' | 'category' } {
  const featured = loadFeaturedCrumbs().find((c) => c.product_slug === productSlug);
  if (featured) return { crumbs: [{ label: featured.label, href: featured.href }], source: 'featured' };
  for (const key of lookKeys) {
    const trail = loadCrumbs(lookCrumbKey(productSlug, key));
    if (trail && trail.length > 0) return { crumbs: trail, source: 'listing' };
  }
  return { crumbs: categoryChain, source: 'category' };
}
