import { distanceMiles, nearest } from '../../server/modules/vendors/geo';
import { DEFAULT_NEAR_ME, nearMeNote } from '../../src/features/vendors/nearMe';
import { CITY_ROWS } from '../../server/db/seed/vendorGeo';

const cities = CITY_ROWS.map(([name, stateCode, latitude, longitude]) => ({ name, stateCode, latitude, longitude }));

describe('nearest city', () => {
  it('finds the listed city nearest a position', () => {
    // Evanston, IL is Chicago's; Boulder, CO is Denver's; Times Square is New York's.
    expect(nearest(cities, { latitude: 42.0451, longitude: -87.6877 })?.name).toBe('Chicago');
    expect(nearest(cities, { latitude: 40.015, longitude: -105.2705 })?.name).toBe('Denver');
    expect(nearest(cities, { latitude: 40.758, longitude: -73.9855 })?.name).toBe('New York');
  });

  it('is null with no places, and keeps the first of equally near ones', () => {
    expect(nearest([], { latitude: 0, longitude: 0 })).toBeNull();
    const a = { latitude: 1, longitude: 0 };
    const b = { latitude: -1, longitude: 0 };
    expect(nearest([a, b], { latitude: 0, longitude: 0 })).toBe(a);
  });

  it('measures great-circle miles', () => {
    expect(distanceMiles(40.7128, -74.006, 41.8781, -87.6298)).toBeCloseTo(711, 0);
    expect(distanceMiles(10, 10, 10, 10)).toBe(0);
  });
});

describe('near-me note', () => {
  it('says where the results are and why', () => {
    expect(nearMeNote('BROWSER', 'Chicago, IL')).toBe('Showing vendors near Chicago, IL, the closest city to your location.');
    expect(nearMeNote('ACCOUNT', 'Denver, CO')).toBe('Showing vendors near Denver, CO, your saved location.');
    expect(nearMeNote('DEFAULT', 'New York, NY')).toBe(
      'Showing vendors near New York, NY. Allow location access in your browser to see vendors near you.',
    );
    // Spec §9: the default search location.
    expect(DEFAULT_NEAR_ME).toEqual({ slug: 'new-york-ny', source: 'DEFAULT' });
  });
});
