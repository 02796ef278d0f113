import type { RootState } from '../../app/rootReducer';
import { selectIsGuest } from '../user/userSelectors';
import { selectVariation } from '../experiments/experimentsSelectors';
import { effectiveLocation } from './searchLocation';
import { buildSearchPath } from '../../lib/vendorUrls';

/**
 * The marketplace selectors the first page load reads (the header's and the home page's
 * marketplace links): the searched location and the spec §6 experiment. The rest, over the
 * marketplace's lazily loaded state, are in vendorsSelectors.ts, which re-exports these.
 */
export const MARKETPLACE_EXPERIMENT = 'marketplace-clp-lp-links-to-srp-v2' as const;
const selectMarketplaceVariation = selectVariation(MARKETPLACE_EXPERIMENT);

export const selectFallbackLocation = (s: RootState) => s.vendorLocation.fallbackLocation;
/** Spec §6: TEST-2 for signed-in users sends marketplace links to search results (the desktop check is the caller's). */
export const selectSearchResultsExperimentOn = (s: RootState) => !selectIsGuest(s) && selectMarketplaceVariation(s) === 'TEST-2';
export const selectEffectiveLocation = (s: RootState) =>
  effectiveLocation(s.vendorLocation.searchedLocation, s.vendorLocation.lastSpecificLocation, s.vendorLocation.fallbackLocation);

/**
 * Spec §6: marketplace links go straight to search results (for the effective location) in the
 * experiment's TEST-2 variation for signed-in desktop users; otherwise to the explore page.
 */
export const selectMarketplaceEntryPath =
  (isDesktop: boolean) =>
  (s: RootState): string =>
    isDesktop && selectSearchResultsExperimentOn(s) ? buildSearchPath({ location: selectEffectiveLocation(s).slug }) : '/wedding-vendors';

/** The experiment is shown (and so tracked as viewed) only to the users it can change: signed in, desktop. */
export const selectMarketplaceExperimentEligible =
  (isDesktop: boolean) =>
  (s: RootState): boolean =>
    isDesktop && !selectIsGuest(s);
