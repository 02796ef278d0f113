import { EXPERIMENT_KEYS, VARIATION_KEYS, type ExperimentKey, type VariationKey } from '../../../config/experiments';
import { AUTOMATED_TEST_COOKIE } from '../../contracts/experiments';

export { AUTOMATED_TEST_COOKIE };

/** Spec §9: experiments use session storage; same prefix the auth module clears at log-in. */
export const EXPERIMENT_STORAGE_PREFIX = 'confetti.experiment';
export const overrideKey = (key: ExperimentKey) => `${EXPERIMENT_STORAGE_PREFIX}.override.${key}`;
export const viewedKey = (key: ExperimentKey) => `${EXPERIMENT_STORAGE_PREFIX}.viewed.${key}`;

const isVariation = (v: unknown): v is VariationKey => typeof v === 'string' && (VARIATION_KEYS as readonly string[]).includes(v);

export interface VariationInput {
  key: ExperimentKey;
  assigned: Record<string, string>;
  env: string;
  storage: Pick<Storage, 'getItem'> | null;
  cookie: string;
}

export const hasAutomatedTestCookie = (cookie: string) =>
  cookie.split(';').some((part) => part.trim().split('=')[0] === AUTOMATED_TEST_COOKIE);

/**
 * Spec §4: the automated-test cookie forces NOT_IN_TEST; a session override wins outside
 * production only; otherwise the user context's assignment; unknown → NOT_IN_TEST.
 */
export function resolveVariation({ key, assigned, env, storage, cookie }: VariationInput): VariationKey {
  if (hasAutomatedTestCookie(cookie)) return 'NOT_IN_TEST';
  if (env !== 'production' && storage) {
    const override = storage.getItem(overrideKey(key));
    if (isVariation(override)) return override;
  }
  const value = assigned[key];
  return isVariation(value) ? value : 'NOT_IN_TEST';
}

/** Spec §4: viewed at most once per session. Returns true when this call is the first view. */
export function markViewedOnce(key: ExperimentKey, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (!storage) return true;
  if (storage.getItem(viewedKey(key))) return false;
  storage.setItem(viewedKey(key), '1');
  return true;
}

export { EXPERIMENT_KEYS };
export type { ExperimentKey, VariationKey };

/**
 * The experiment session (spec §4 "once per session"; §9 "experiments use session storage"): a
 * random id kept in session storage beside the viewed markers, so log-in, which clears them,
 * starts a new one. The server stores it hashed with the visitor (server/modules/experiments).
 */
export const sessionIdKey = `${EXPERIMENT_STORAGE_PREFIX}.session`;
export function experimentSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random = (n: number) => crypto.getRandomValues(new Uint8Array(n)),
): string {
  const existing = storage?.getItem(sessionIdKey);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = Array.from(random(16), (b) => b.toString(16).padStart(2, '0')).join('');
  storage?.setItem(sessionIdKey, id);
  return id;
}

/** Whether this session has viewed an experiment (its conversions are worth reporting). */
export const hasViewed = (key: ExperimentKey, storage: Pick<Storage, 'getItem'> | null) => !!storage?.getItem(viewedKey(key));

/** holiday-shops: a holiday collection was opened in this session, so a following add converts. */
export const holidayVisitKey = `${EXPERIMENT_STORAGE_PREFIX}.holidayVisit`;

/** holiday-shops: remembers that a holiday collection was opened (CollectionPage), for the conversion. */
export function rememberHolidayVisit(slug: string, storage: Pick<Storage, 'setItem'> | null, holidaySlugs: readonly string[]): void {
  if (holidaySlugs.includes(slug)) storage?.setItem(holidayVisitKey, slug);
}
