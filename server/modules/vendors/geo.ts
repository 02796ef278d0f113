/** Great-circle distance in miles. */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = 3958.8;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(a));
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** The place nearest `at` (great-circle); ties go to the earlier one. Null for no places. */
export function nearest<T extends Point>(places: readonly T[], at: Point): T | null {
  let best: T | null = null;
  let bestMiles = Infinity;
  for (const p of places) {
    const miles = distanceMiles(at.latitude, at.longitude, p.latitude, p.longitude);
    if (miles < bestMiles) {
      best = p;
      bestMiles = miles;
    }
  }
  return best;
}
