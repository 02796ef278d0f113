import {
  DEFAULT_SEARCH_LOCATION,
  effectiveLocation,
  readLocationCookie,
  shouldFetchAccountLocation,
  SEARCH_LOCATION_COOKIE,
} from '../../src/features/vendors/searchLocation';
import type { SearchLocation } from '../../src/features/vendors/types';

const city = (slug: string, label: string): SearchLocation => ({ type: 'CITY', slug, label });
const all: SearchLocation = { type: 'ALL_MARKETS', slug: 'all-locations', label: 'All locations' };
const austin = city('austin-tx', 'Austin, TX');
const boston = city('boston-ma', 'Boston, MA');

describe('location helper (spec §4)', () => {
  it('uses a specific searched location as is', () => expect(effectiveLocation(austin, boston, null)).toBe(austin));
  it('falls back to the last specific location when the search is all markets', () =>
    expect(effectiveLocation(all, boston, austin)).toBe(boston));
  it('then to the account-preference location', () => expect(effectiveLocation(all, null, austin)).toBe(austin));
  it('then to New York, NY (market 3169)', () => {
    expect(effectiveLocation(all, null, null)).toBe(DEFAULT_SEARCH_LOCATION);
    expect(effectiveLocation(null, null, null).storefrontSearchPayload?.vendorMarketId).toBe(3169);
  });
  it('fetches the account location only with the experiment on, an all-markets search and no fallback loaded', () => {
    expect(shouldFetchAccountLocation(true, all, false)).toBe(true);
    expect(shouldFetchAccountLocation(false, all, false)).toBe(false);
    expect(shouldFetchAccountLocation(true, austin, false)).toBe(false);
    expect(shouldFetchAccountLocation(true, all, true)).toBe(false);
    expect(shouldFetchAccountLocation(true, null, false)).toBe(false);
  });
  it('reads the search-location cookie and ignores a broken one', () => {
    const value = encodeURIComponent(JSON.stringify({ slug: 'austin-tx', label: 'Austin, TX', type: 'CITY' }));
    expect(readLocationCookie(`a=1; ${SEARCH_LOCATION_COOKIE}=${value}`)).toEqual({ slug: 'austin-tx', label: 'Austin, TX', type: 'CITY' });
    expect(readLocationCookie(`${SEARCH_LOCATION_COOKIE}=%7Bnope`)).toBeNull();
    expect(readLocationCookie('')).toBeNull();
  });
});
