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

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORY = /^wedding-[a-z0-9]+(-[a-z0-9]+)*$/;
const FILTER = /^(price|rating|capacity|style|sort|page)-/;

export const isCategoryKey = (s: string): boolean => CATEGORY.test(s);

/** Sorted, de-duplicated copy. */
const canon = <T extends string | number>(xs: readonly T[]): T[] => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

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

const posInt = (s: string | undefined, max: number): number | null => (s && /^[1-9][0-9]*$/.test(s) && Number(s) <= max ? Number(s) : null);

/** Parses a search path; null when it is not a canonical marketplace search URL. */
export function parseSearchPath(path: string): VendorSearchParams | null {
  const m = path.match(/^\/wedding-vendors\/(search|near-me)(?:\/(.*))?$/);
  if (!m) return null;
  const q: VendorSearchParams = { ...DEFAULT_SEARCH, priceTiers: [], styles: [], nearMe: m[1] === 'near-me' };
  const segs = m[2] ? m[2].split('--') : [];
  let i = 0;
  if (!q.nearMe && segs[i] !== undefined && !isCategoryKey(segs[i]!) && !FILTER.test(segs[i]!)) {
    if (!SLUG.test(segs[i]!) || segs[i] === ALL_LOCATIONS) return null;
    q.location = segs[i++]!;
  }
  if (segs[i] !== undefined && isCategoryKey(segs[i]!)) q.category = segs[i++]!;
  const order = ['price', 'rating', 'capacity', 'style', 'sort', 'page'];
  let last = -1;
  for (; i < segs.length; i++) {
    const seg = segs[i]!;
    const dash = seg.indexOf('-');
    const name = seg.slice(0, dash);
    const rest = seg.slice(dash + 1);
    const at = order.indexOf(name);
    if (dash < 0 || at <= last) return null;
    last = at;
    if (name === 'price') {
      const tiers = rest.split('-').map((x) => posInt(x, 4));
      if (tiers.some((x) => x === null)) return null;
      q.priceTiers = tiers as number[];
      if (q.priceTiers.join() !== canon(q.priceTiers).join()) return null;
    } else if (name === 'rating') {
      if ((q.minRating = posInt(rest, 5)) === null) return null;
    } else if (name === 'capacity') {
      if ((q.minCapacity = posInt(rest, 10000)) === null) return null;
    } else if (name === 'style') {
      const styles = rest.split('-');
      if (!styles.every((s) => (VENDOR_STYLES as readonly string[]).includes(s)) || styles.join() !== canon(styles).join()) return null;
      q.styles = styles as VendorStyle[];
    } else if (name === 'sort') {
      if (rest !== 'distance') return null;
      q.sort = 'distance';
    } else {
      const page = posInt(rest, 10000);
      if (page === null || page === 1) return null;
      q.page = page;
    }
  }
  return q;
}

/** The API query for a search (GET /web-marketplace-api/v1/vendors/search). */
export function toApiQuery(p: VendorSearchParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sort: p.sort, page: p.page };
  if (p.location) out.location = p.location;
  if (p.category) out.category = p.category;
  if (p.priceTiers.length) out.price_tier = canon(p.priceTiers).join(',');
  if (p.minRating) out.min_rating = p.minRating;
  if (p.minCapacity) out.min_capacity = p.minCapacity;
  if (p.styles.length) out.style = canon(p.styles).join(',');
  return out;
}

export const storefrontPath = (categoryKey: string, slug: string): string => `/wedding-vendors/${categoryKey}/${slug}`;
export const statePath = (stateSlug: string): string => `/wedding-vendors/states/${stateSlug}`;
