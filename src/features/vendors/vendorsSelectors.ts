import type { RootState } from '../../app/rootReducer';
import { initialVendorsState } from './vendorsState';

export {
  MARKETPLACE_EXPERIMENT,
  selectEffectiveLocation,
  selectFallbackLocation,
  selectMarketplaceEntryPath,
  selectMarketplaceExperimentEligible,
  selectSearchResultsExperimentOn,
} from './vendorLocationSelectors';

/** The marketplace's state, or its initial state until its code has loaded (src/app/lazyDomains.ts). */
export const selectVendors = (s: RootState) => s.vendors ?? initialVendorsState;
export const selectSearch = (s: RootState) => selectVendors(s).search;
export const selectStorefront = (s: RootState) => selectVendors(s).storefront;
export const selectStateLanding = (s: RootState) => selectVendors(s).stateLanding;
export const selectInquiry = (s: RootState) => selectVendors(s).inquiry;
export const selectFavorites = (s: RootState) => selectVendors(s).favorites;
export const selectBookingReminder = (s: RootState) => selectVendors(s).bookingReminder;
export const selectNearMe = (s: RootState) => selectVendors(s).nearMe;
export const selectMoreReviews = (s: RootState) => selectVendors(s).moreReviews;
export const selectReview = (s: RootState) => selectVendors(s).review;
