import type { SearchLocation } from './types';

/** Spec §9: the default search location is New York, NY (vendor market 3169). */
export const DEFAULT_SEARCH_LOCATION: SearchLocation = {
  type: 'CITY',
  label: 'New York, NY',
  slug: 'new-york-ny',
  stateSlug: 'new-york',
  marketSlug: 'new-york-ny',
  storefrontSearchPayload: { vendorMarketId: 3169, city: 'New York', stateProvince: 'NY' },
};
export const SEARCH_LOCATION_COOKIE = 'confetti_search_location';

/**
 * The location helper of spec §4. `searched` is the current search's location; `lastSpecific` the
 * last non-ALL_MARKETS one; `fallback` the account-preference location (if loaded).
 * - A specific search location is used as is.
 * - For ALL_MARKETS: the last specific location, else the account fallback, else the default.
 */
export function effectiveLocation(
  searched: SearchLocation | null,
  lastSpecific: SearchLocation | null,
  fallback: SearchLocation | null,
): SearchLocation {
  if (searched && searched.type !== 'ALL_MARKETS') return searched;
  return lastSpecific ?? fallback ?? DEFAULT_SEARCH_LOCATION;
}

/** Fetch the account location only with the experiment on, an ALL_MARKETS search and no fallback loaded (spec §7). */
export function shouldFetchAccountLocation(experimentOn: boolean, searched: SearchLocation | null, fallbackLoaded: boolean): boolean {
  return experimentOn && searched?.type === 'ALL_MARKETS' && !fallbackLoaded;
}

export function readLocationCookie(cookie: string): SearchLocation | null {
  const raw = cookie.split('; ').find((c) => c.startsWith(`${SEARCH_LOCATION_COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(SEARCH_LOCATION_COOKIE.length + 1))) as SearchLocation;
    return value && typeof value.slug === 'string' && typeof value.label === 'string' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeLocationCookie(location: SearchLocation): void {
  const value = encodeURIComponent(
    JSON.stringify({ slug: location.slug, label: location.label, type: location.type, stateSlug: location.stateSlug }),
  );
  document.cookie = `${SEARCH_LOCATION_COOKIE}=${value}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
}
