/**
 * Where log-in and sign-up send a person back to (issue 25: "return the user to where they were":
 * a storefront, a registry, the cart). One rule, used by the SPA (log-in page, sign-up page, the
 * auth modal, the confirm link's page) and by the server (before it writes the path into the
 * sign-up confirmation mail): only a same-origin path of the SPA, from an allow-list, ever passes.
 */

import { HOME_AFTER_LOG_IN, RETURN_TO_PARAM } from './returnToNames';

export { HOME_AFTER_LOG_IN, RETURN_TO_PARAM } from './returnToNames';

/** Longest return path kept (a search with filters fits; anything longer is not a page we link to). */
export const RETURN_TO_MAX_LENGTH = 1000;

/** The SPA's page areas a person may be sent back to: the path is one of these or below one. */
const ALLOWED_AREAS = [
  '/wedding-vendors',
  '/vendor-inbox',
  '/wedding-registry',
  '/my-registry',
  '/registry',
  '/search/wedding-registry',
  '/shop',
  '/cart',
  '/checkout',
  '/order-status',
  '/returns',
  '/wedding-planning',
  '/wedding-budget',
  '/wedding-albums',
  '/wedding',
  '/universal',
  '/inspiration',
  '/inspire',
  '/community',
  '/expert-advice',
  '/faq',
  '/contact-us',
  '/advisor',
  '/about',
  '/privacy',
  '/privacy-center',
  '/terms',
  '/webaccessibility',
  '/account/settings',
] as const;

/**
 * Pages that would loop or replay a one-time link (log-in, sign-up, the mailed links' pages):
 * never a place to go back to, although they are SPA pages.
 */
const REFUSED_AREAS = [
  '/account/login',
  '/account/signup',
  '/account/confirm',
  '/account/forgot-password',
  '/account/reset-password',
  '/account/unlock',
] as const;

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

// Control characters and any whitespace: a browser strips some of them ("/\t/evil.com" is "//evil.com").
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/** Percent-decoding until nothing changes (at most a few rounds); null if an escape is malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after four rounds: nobody links to such a path.
  return null;
}

/** Whether a path part (raw or decoded) is one a browser could read as another host or a parent folder. */
function looksLikeATrick(path: string): boolean {
  if (UNSAFE_CHARACTERS.test(path)) return true;
  if (!path.startsWith('/') || path.includes('//')) return true;
  // Dot segments ("/registry/../web-api/…") are resolved by the browser: refuse them outright.
  return path.split('/').some((segment) => segment === '.' || segment === '..');
}

/** The path part, as the router matches it (case-insensitively, trailing slash ignored). */
const routePath = (path: string) => path.toLowerCase().replace(/\/+$/u, '') || '/';

/**
 * The return path to follow, or null when there is none to follow. Accepts only a path that
 * starts with one slash, has no scheme, host, backslash, control character, whitespace or dot
 * segment (its path part neither as sent nor once percent-decoded, the rest as sent), is not an
 * API path, and lies in one of the SPA's page areas ('/' itself too). Returns it as sent (query
 * and fragment kept).
 */
export function safeReturnTo(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_TO_MAX_LENGTH) return null;
  // As sent, nothing a browser would strip or turn into a slash, anywhere (query and fragment too).
  if (UNSAFE_CHARACTERS.test(raw)) return null;
  const path = raw.split(/[?#]/u, 1)[0]!;
  const decoded = fullyDecoded(path);
  if (decoded === null || looksLikeATrick(path) || looksLikeATrick(decoded)) return null;
  for (const candidate of [routePath(path), routePath(decoded)]) {
    if (REFUSED_AREAS.some((area) => under(candidate, area))) return null;
    if (candidate !== '/' && !ALLOWED_AREAS.some((area) => under(candidate, area))) return null;
  }
  return raw;
}

/** The return path for the page a person is on now: its path, query and fragment, if allowed. */
export const returnToFor = (location: { pathname: string; search?: string; hash?: string }): string | null =>
  safeReturnTo(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);

/** A link to an account page (log-in, sign-up) that brings the person back to `returnTo` afterwards. */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = safeReturnTo(returnTo);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/**
 * Where to go once signed in, from a page's query (`returnTo`, or the older `next`): the allowed
 * return path, else the couple's home.
 */
export function afterSignInPath(params: { get(name: string): string | null }, fallback: string = HOME_AFTER_LOG_IN): string {
  return safeReturnTo(params.get(RETURN_TO_PARAM)) ?? safeReturnTo(params.get('next')) ?? fallback;
}
