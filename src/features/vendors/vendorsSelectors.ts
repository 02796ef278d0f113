import type { RootState } from '../../app/rootReducer';
import { selectIsGuest } from '../user/userSelectors';
import { selectVariation } from '../experiments/experimentsSelectors';
import { effectiveLocation } from './searchLocation';

export const MARKETPLACE_EXPERIMENT = 'marketplace-clp-lp-links-to-srp-v2' as const;
const selectMarketplaceVariation = selectVariation(MARKETPLACE_EXPERIMENT);

export const selectVendors = (s: RootState) => s.vendors;
export const selectFallbackLocation = (s: RootState) => s.vendors.fallbackLocation;
export const selectSearch = (s: RootState) => s.vendors.search;
export const selectStorefront = (s: RootState) => s.vendors.storefront;
export const selectStateLanding = (s: RootState) => s.vendors.stateLanding;
export const selectInquiry = (s: RootState) => s.vendors.inquiry;
/** Spec §6: TEST-2 for signed-in users sends marketplace links to search results (the desktop check is the caller's). */
export const selectSearchResultsExperimentOn = (s: RootState) => !selectIsGuest(s) && selectMarketplaceVariation(s) === 'TEST-2';
export const selectEffectiveLocation = (s: RootState) =>
  effectiveLocation(s.vendors.searchedLocation, s.vendors.lastSpecificLocation, s.vendors.fallbackLocation);
