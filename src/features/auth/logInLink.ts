import { RETURN_TO_PARAM } from '../../contracts/returnToNames';

/**
 * The header's Log in link, which brings the person back to this page. The log-in page checks the
 * path (safeReturnTo) before it follows it, so the header, on every page's first load, carries no
 * validator: a path it would refuse only means landing on the couple's home.
 */
export function logInLinkFor(location: { pathname: string; search: string; hash: string }): string {
  if (location.pathname.startsWith('/account/')) return '/account/login';
  return `/account/login?${RETURN_TO_PARAM}=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;
}
