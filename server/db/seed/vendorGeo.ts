/**
 * Vendor taxonomy and the US cities (with coordinates) the marketplace knows. Every state, DC and
 * territory of spec §3 has at least one city; each city is its own vendor market. New York is market
 * 3169 (spec §9). Seed data, in the database layer: the database layer imports no module.
 */
export const VENDOR_CATEGORIES: Array<{ key: string; name: string; singular: string; hasCapacity: boolean }> = [
  { key: 'wedding-venues', name: 'Reception Venues', singular: 'Venue', hasCapacity: true },
  { key: 'wedding-photographers', name: 'Wedding Photographers', singular: 'Photographer', hasCapacity: false },
  { key: 'wedding-videographers', name: 'Videographers', singular: 'Videographer', hasCapacity: false },
  { key: 'wedding-florists', name: 'Florists', singular: 'Florist', hasCapacity: false },
  { key: 'wedding-caterers', name: 'Caterers', singular: 'Caterer', hasCapacity: true },
  { key: 'wedding-bands-djs', name: 'Bands & DJs', singular: 'Band / DJ', hasCapacity: false },
  { key: 'wedding-hair-makeup', name: 'Hair & Makeup', singular: 'Beauty pro', hasCapacity: false },
  { key: 'wedding-planners', name: 'Wedding Planners', singular: 'Planner', hasCapacity: false },
  { key: 'wedding-cakes', name: 'Wedding Cakes', singular: 'Baker', hasCapacity: false },
];

export const VENDOR_STYLES = ['Classic', 'Rustic', 'Modern', 'Bohemian', 'Glam', 'Outdoor'] as const;

export const NEW_YORK_MARKET_ID = 3169;

/** [city, state code, latitude, longitude] */
export const CITY_ROWS: Array<[string, string, number, number]> = [
  ['New York', 'NY', 40.7128, -74.006],
  ['Buffalo', 'NY', 42.8864, -78.8784],
  ['Birmingham', 'AL', 33.5186, -86.8104],
  ['Anchorage', 'AK', 61.2181, -149.9003],
  ['Phoenix', 'AZ', 33.4484, -112.074],
  ['Little Rock', 'AR', 34.7465, -92.2896],
  ['Los Angeles', 'CA', 34.0522, -118.2437],
  ['San Francisco', 'CA', 37.7749, -122.4194],
  ['San Diego', 'CA', 32.7157, -117.1611],
  ['Denver', 'CO', 39.7392, -104.9903],
  ['Hartford', 'CT', 41.7658, -72.6734],
  ['Wilmington', 'DE', 39.7391, -75.5398],
  ['Miami', 'FL', 25.7617, -80.1918],
  ['Orlando', 'FL', 28.5383, -81.3792],
  ['Atlanta', 'GA', 33.749, -84.388],
  ['Honolulu', 'HI', 21.3069, -157.8583],
  ['Boise', 'ID', 43.615, -116.2023],
  ['Chicago', 'IL', 41.8781, -87.6298],
  ['Indianapolis', 'IN', 39.7684, -86.1581],
  ['Des Moines', 'IA', 41.5868, -93.625],
  ['Wichita', 'KS', 37.6872, -97.3301],
  ['Louisville', 'KY', 38.2527, -85.7585],
  ['New Orleans', 'LA', 29.9511, -90.0715],
  ['Portland', 'ME', 43.6591, -70.2568],
  ['Baltimore', 'MD', 39.2904, -76.6122],
  ['Boston', 'MA', 42.3601, -71.0589],
  ['Detroit', 'MI', 42.3314, -83.0458],
  ['Minneapolis', 'MN', 44.9778, -93.265],
  ['Jackson', 'MS', 32.2988, -90.1848],
  ['St. Louis', 'MO', 38.627, -90.1994],
  ["O'Fallon", 'MO', 38.8106, -90.6998],
  ['Billings', 'MT', 45.7833, -108.5007],
  ['Omaha', 'NE', 41.2565, -95.9345],
  ['Las Vegas', 'NV', 36.1699, -115.1398],
  ['Manchester', 'NH', 42.9956, -71.4548],
  ['Newark', 'NJ', 40.7357, -74.1724],
  ['Albuquerque', 'NM', 35.0844, -106.6504],
  ['Charlotte', 'NC', 35.2271, -80.8431],
  ['Fargo', 'ND', 46.8772, -96.7898],
  ['Columbus', 'OH', 39.9612, -82.9988],
  ['Oklahoma City', 'OK', 35.4676, -97.5164],
  ['Portland', 'OR', 45.5152, -122.6784],
  ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['Providence', 'RI', 41.824, -71.4128],
  ['Charleston', 'SC', 32.7765, -79.9311],
  ['Sioux Falls', 'SD', 43.5446, -96.7311],
  ['Nashville', 'TN', 36.1627, -86.7816],
  ['Austin', 'TX', 30.2672, -97.7431],
  ['Dallas', 'TX', 32.7767, -96.797],
  ['Houston', 'TX', 29.7604, -95.3698],
  ['McAllen', 'TX', 26.2034, -98.23],
  ['Salt Lake City', 'UT', 40.7608, -111.891],
  ['Burlington', 'VT', 44.4759, -73.2121],
  ['Richmond', 'VA', 37.5407, -77.436],
  ['Seattle', 'WA', 47.6062, -122.3321],
  ['Charleston', 'WV', 38.3498, -81.6326],
  ['Milwaukee', 'WI', 43.0389, -87.9065],
  ['Cheyenne', 'WY', 41.14, -104.8202],
  ['Washington', 'DC', 38.9072, -77.0369],
  ['Pago Pago', 'AS', -14.2756, -170.702],
  ['Hagatna', 'GU', 13.4757, 144.7489],
  ['Majuro', 'MH', 7.0897, 171.3803],
  ['San Juan', 'PR', 18.4655, -66.1057],
  ['Charlotte Amalie', 'VI', 18.3419, -64.9307],
];

/** Market id of a city row: New York is 3169; the rest get stable ids from their position. */
export const marketIdFor = (index: number): number => (index === 0 ? NEW_YORK_MARKET_ID : 4000 + index);
