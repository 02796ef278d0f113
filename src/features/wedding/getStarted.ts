import { inferBusinessUnit, type BusinessUnit } from '../nav/businessUnit';

/**
 * Where "Get started", "Start your registry" and "Create our registry" lead (issue 25): onboarding
 * (sign-up with the wedding, or a wedding for a signed-in user), then the guided start
 * (/wedding/setup), then the couple's dashboard. Onboarding learns the business unit from the path
 * the visitor started on (spec §1), passed as `from`.
 */
export const ONBOARDING_PATH = '/wedding/onboard/wedding-planning';
export const SETUP_PATH = '/wedding/setup';

/** A same-origin path (no scheme, no '//host'), or null. */
export const sameOriginPath = (value: string | null | undefined): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null;

/** The onboarding link from a page: the page's path rides along (the home page needs none: the default unit). */
export function getStartedPath(fromPath: string): string {
  const from = sameOriginPath(fromPath);
  return from && from !== '/' && !from.startsWith(ONBOARDING_PATH)
    ? `${ONBOARDING_PATH}?from=${encodeURIComponent(from)}`
    : ONBOARDING_PATH;
}

/** The business unit of a sign-up or onboarding: the `from` page's, else the default (wedding registry). */
export const businessUnitFrom = (from: string | null): BusinessUnit => inferBusinessUnit(sameOriginPath(from) ?? '/');
