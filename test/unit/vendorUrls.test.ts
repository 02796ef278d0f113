import fc from 'fast-check';
import { buildSearchPath, VENDOR_STYLES, type VendorSearchParams } from '../../src/lib/vendorUrls';
import { parseSearchPath } from '../../src/lib/vendorSearchPath';

const slugPart = fc.stringMatching(/^[a-z0-9]{1,8}$/);
const locationSlug = fc
  .array(slugPart, { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'))
  .filter(
    (s) =>
      s !== 'all-locations' &&
      !/^wedding-/.test(s) &&
      !/^(price|rating|capacity|style|sort|page)-/.test(s) &&
      !/^(price|rating|capacity|style|sort|page)$/.test(s),
  );
const categoryKey = fc.array(slugPart, { minLength: 1, maxLength: 2 }).map((parts) => `wedding-${parts.join('-')}`);
const sortedUnique = <T extends string | number>(xs: T[]) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

const params: fc.Arbitrary<VendorSearchParams> = fc
  .record({
    nearMe: fc.boolean(),
    location: fc.option(locationSlug, { nil: null }),
    category: fc.option(categoryKey, { nil: null }),
    priceTiers: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }).map(sortedUnique),
    minRating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    minCapacity: fc.option(fc.integer({ min: 1, max: 10000 }), { nil: null }),
    styles: fc.array(fc.constantFrom(...VENDOR_STYLES), { maxLength: 6 }).map(sortedUnique),
    sort: fc.constantFrom('relevance' as const, 'distance' as const),
    page: fc.integer({ min: 1, max: 10000 }),
  })
  .map((p) => (p.nearMe ? { ...p, location: null } : p));

describe('vendor search URLs', () => {
  it('builds the spec examples', () => {
    expect(buildSearchPath({ location: 'new-york-ny', category: 'wedding-venues' })).toBe(
      '/wedding-vendors/search/new-york-ny--wedding-venues',
    );
    expect(buildSearchPath({ location: 'all-locations', category: 'wedding-photographers' })).toBe(
      '/wedding-vendors/search/wedding-photographers',
    );
    expect(
      buildSearchPath({
        location: 'washington-dc',
        category: 'wedding-florists',
        priceTiers: [3, 1],
        styles: ['rustic', 'classic'],
        page: 2,
      }),
    ).toBe('/wedding-vendors/search/washington-dc--wedding-florists--price-1-3--style-classic-rustic--page-2');
    expect(buildSearchPath({ nearMe: true, category: 'wedding-venues', sort: 'distance' })).toBe(
      '/wedding-vendors/near-me/wedding-venues--sort-distance',
    );
  });

  it('parses what it builds, exactly (generated inputs)', () => {
    fc.assert(fc.property(params, (p) => expect(parseSearchPath(buildSearchPath(p))).toEqual(p)));
  });

  it('builds what it parses, exactly (generated canonical paths)', () => {
    fc.assert(
      fc.property(params, (p) => {
        const path = buildSearchPath(p);
        expect(buildSearchPath(parseSearchPath(path)!)).toBe(path);
      }),
    );
  });

  it('rejects non-canonical or unknown paths', () => {
    for (const bad of [
      '/wedding-vendors/search/all-locations--wedding-venues',
      '/wedding-vendors/search/new-york-ny--wedding-venues--page-1',
      '/wedding-vendors/search/new-york-ny--price-3-1',
      '/wedding-vendors/search/new-york-ny--rating-9',
      '/wedding-vendors/search/new-york-ny--style-gothic',
      '/wedding-vendors/search/new-york-ny--page-2--price-1',
      '/wedding-vendors/states/new-york',
    ])
      expect(parseSearchPath(bad)).toBeNull();
  });
});
