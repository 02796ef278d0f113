import {
  ALL_LOCATIONS,
  canon,
  DEFAULT_SEARCH,
  FILTER,
  isCategoryKey,
  SLUG,
  VENDOR_STYLES,
  type VendorSearchParams,
  type VendorStyle,
} from './vendorUrls';

// Apart from vendorUrls.ts: only the search results page reads a search path; every page's first
// load builds them (the navigation's marketplace links) and needs no parser.

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
