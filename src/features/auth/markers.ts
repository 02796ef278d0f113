import Cookies from 'universal-cookie';

/** Spec §4 side effects that live in the browser: markers, experiment storage, creation time. */
export const LOGGED_IN_COOKIE = 'confetti_logged_in';
export const CHECKLIST_ONBOARD_COOKIE = 'checklistOnboard';
export const USER_CREATED_AT_KEY = 'confetti.userCreatedAt';
export const EXPERIMENT_STORAGE_PREFIX = 'confetti.experiment';
const ONE_DAY_S = 24 * 60 * 60;
const ONE_YEAR_S = 365 * ONE_DAY_S;

const cookies = () => new Cookies(null, { path: '/' });

export function setLoggedInMarker(loggedIn: boolean): void {
  cookies().set(LOGGED_IN_COOKIE, loggedIn ? '1' : '0', { path: '/', sameSite: 'lax', maxAge: ONE_YEAR_S });
}

export function readLoggedInMarker(): string | undefined {
  // doNotParse: universal-cookie would turn '1' into the number 1.
  return cookies().get<string | undefined>(LOGGED_IN_COOKIE, { doNotParse: true });
}

/** Spec §4: experiment storage is cleared at log-in (the new user has their own buckets). */
export function clearExperimentStorage(): void {
  const keys: string[] = [];
  for (let i = 0; i < window.sessionStorage.length; i++) {
    const key = window.sessionStorage.key(i);
    if (key?.startsWith(EXPERIMENT_STORAGE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => window.sessionStorage.removeItem(key));
}

export function storeUserCreatedAt(createdAt: string): void {
  window.localStorage.setItem(USER_CREATED_AT_KEY, createdAt);
}

/** Spec §4/§9: a 1-day cookie flag after default registry onboarding. */
export function setChecklistOnboardFlag(): void {
  cookies().set(CHECKLIST_ONBOARD_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: ONE_DAY_S });
}

export function readCookie(name: string): string | undefined {
  return cookies().get<string | undefined>(name, { doNotParse: true });
}
