/**
 * The one builder and parser of marketplace search URLs:
 *   /wedding-vendors/search/{location}--{category}--{filters…}
 *   /wedding-vendors/near-me/{category}--{filters…}
 * Segments are joined by double hyphens; the all-markets location ('all-locations') is left out.
 * Filters are canonical (fixed order, sorted values, defaults omitted), so parse(build(p)) equals p
 * and build(parse(path)) equals path for every canonical path.
 */
export const ALL_LOCATIONS = 'all-locations';
export const VENDOR_STYLES = ['bohemian', 'classic', 'glam', 'modern', 'outdoor', 'rustic'] as const;
export type VendorStyle = (typeof VENDOR_STYLES)[number];
export type VendorSort = 'relevance' | 'distance';

export interface VendorSearchParams {
  nearMe: boolean;
  /** A city slug ('new-york-ny') or a state slug ('new-york'); null is all markets. Always null near me. */
  location: string | null;
  /** A taxonomy key ('wedding-venues'); null is every category. */
  category: string | null;
  priceTiers: number[];
  minRating: number | null;
  minCapacity: number | null;
  styles: VendorStyle[];
  sort: VendorSort;
  page: number;
}

export const DEFAULT_SEARCH: VendorSearchParams = {
  nearMe: false,
  location: null,
  category: null,
  priceTiers: [],
  minRating: null,
  minCapacity: null,
  styles: [],
  sort: 'relevance',
  page: 1,
};

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORY = /^wedding-[a-z0-9]+(-[a-z0-9]+)*$/;
export const FILTER = /^(price|rating|capacity|style|sort|page)-/;

export const isCategoryKey = (s: string): boolean => CATEGORY.test(s);

/** Sorted, de-duplicated copy. */
export const canon = <T extends string | number>(xs: readonly T[]): T[] => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

export function buildSearchPath(p: Partial<VendorSearchParams>): string {
  const q = { ...DEFAULT_SEARCH, ...p };
  const segs: string[] = [];
  if (!q.nearMe && q.location && q.location !== ALL_LOCATIONS) segs.push(q.location);
  if (q.category) segs.push(q.category);
  const tiers = canon(q.priceTiers);
  if (tiers.length) segs.push(`price-${tiers.join('-')}`);
  if (q.minRating) segs.push(`rating-${q.minRating}`);
  if (q.minCapacity) segs.push(`capacity-${q.minCapacity}`);
  const styles = canon(q.styles);
  if (styles.length) segs.push(`style-${styles.join('-')}`);
  if (q.sort !== 'relevance') segs.push(`sort-${q.sort}`);
  if (q.page > 1) segs.push(`page-${q.page}`);
  return `/wedding-vendors/${q.nearMe ? 'near-me' : 'search'}${segs.length ? '/' + segs.join('--') : ''}`;
}

export const storefrontPath = (categoryKey: string, slug: string): string => `/wedding-vendors/${categoryKey}/${slug}`;
export const statePath = (stateSlug: string): string => `/wedding-vendors/states/${stateSlug}`;
