/** A position in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * "Near me" (issue 32): where the visitor is, in this order: the browser's position (the browser asks
 * for consent; a refusal, no support or no answer in time moves on), the account's location
 * preference (spec §4, when one is set), else spec §9's default search location, New York, NY.
 */
export type NearMeSource = 'BROWSER' | 'ACCOUNT' | 'DEFAULT';
export interface NearMe {
  /** The city slug searched ('chicago-il'). */
  slug: string;
  source: NearMeSource;
}

/** Spec §9: the default search location. */
export const DEFAULT_NEAR_ME: NearMe = { slug: 'new-york-ny', source: 'DEFAULT' };

/** How long the browser may take to answer before the account's or the default location is used. */
export const POSITION_TIMEOUT_MS = 10_000;

/** The browser's position, or null when it is refused, unsupported or too slow. Never rejects. */
export function browserPosition(): Promise<Point | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    );
  });
}

/** What the results page says about where "near me" is. */
export function nearMeNote(source: NearMeSource, label: string): string {
  if (source === 'BROWSER') return `Showing vendors near ${label}, the closest city to your location.`;
  if (source === 'ACCOUNT') return `Showing vendors near ${label}, your saved location.`;
  return `Showing vendors near ${label}. Allow location access in your browser to see vendors near you.`;
}
