/**
 * Spec §3: breadcrumbs kept in browser storage under `bcrumbs` (by kit_key or product_look_key)
 * and `breadcrumbs` (entries with ref_type FEATURED). Storage failures (private mode, quota) are
 * ignored: breadcrumbs are a convenience.
 */
export interface Crumb { label: string; href: string }
export interface FeaturedCrumb { ref_type: 'FEATURED'; label: string; href: string }

const BCRUMBS = 'bcrumbs';
const BREADCRUMBS = 'breadcrumbs';
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

/** The featured trail (e.g. a home-page feature that led into the shop). */
export function saveFeaturedCrumb(crumb: Omit<FeaturedCrumb, 'ref_type'>): void {
  write(BREADCRUMBS, [{ ref_type: 'FEATURED', ...crumb }]);
}

export function loadFeaturedCrumbs(): FeaturedCrumb[] {
  return read<FeaturedCrumb[]>(BREADCRUMBS, []).filter((c) => c && c.ref_type === 'FEATURED');
}
