import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import type { NearMe } from './nearMe';
import type { ReviewAnswer, ReviewInput, ReviewsAnswer } from '../../contracts/vendors';
import type { BookingReminder, BookingStatus, InquiryInput, StateLanding, Storefront, VendorCard } from './types';

/**
 * The marketplace's events, apart from its slice and sagas: those load with the first `vendors/…`
 * event (src/app/lazyDomains.ts). The few that the first page load's code names (the experiments'
 * conversions, the searched location that the header's links read) are in
 * vendorsFirstLoadEvents.ts, re-exported here; first-load code imports them from there.
 */
export { accountLocationActions, inquiryActions, searchActions, searchRequested } from './vendorsFirstLoadEvents';

/** A near-me results page: find where "near me" is (nearMe.ts), then search there. */
export const nearMeSearchRequested = createAction<VendorSearchParams>('vendors/nearMeSearchRequested');
export const nearMeActions = createRequestActions<void, NearMe>('vendors/nearMe');

/** The storefront's "Show more reviews". */
export const moreReviewsRequested = createAction<{ vendorId: number; after: string }>('vendors/moreReviewsRequested');
export const moreReviewsActions = createRequestActions<{ vendorId: number; after: string }, ReviewsAnswer>('vendors/moreReviews');
/** A couple who wrote to the vendor sends their review. */
export const reviewSubmitted = createAction<ReviewInput & { vendorId: number }>('vendors/reviewSubmitted');
export const reviewActions = createRequestActions<ReviewInput & { vendorId: number }, ReviewAnswer>('vendors/review');

export const storefrontRequested = createAction<{ categoryKey: string; slug: string }>('vendors/storefrontRequested');
export const stateLandingRequested = createAction<string>('vendors/stateLandingRequested');
export const inquirySubmitted = createAction<InquiryInput>('vendors/inquirySubmitted');
export const inquiryReset = createAction('vendors/inquiryReset');
export const favoriteToggled = createAction<{ vendorId: number; favorite: boolean }>('vendors/favoriteToggled');

/** The couple's favorites page asks for its list. */
export const favoritesRequested = createAction('vendors/favoritesRequested');
/** A vendor page was shown: the booking status reminder may be due (at most once per session). */
export const bookingReminderChecked = createAction('vendors/bookingReminderChecked');
/** The couple answered the reminder for one vendor. */
export const bookingStatusMarked = createAction<{ vendorId: number; status: BookingStatus }>('vendors/bookingStatusMarked');

export const storefrontActions = createRequestActions<{ categoryKey: string; slug: string }, { vendor: Storefront }>('vendors/storefront');
export const stateLandingActions = createRequestActions<string, StateLanding>('vendors/stateLanding');
export const favoriteActions = createRequestActions<{ vendorId: number; favorite: boolean }, { vendorId: number; isFavorite: boolean }>(
  'vendors/favorite',
);
export const favoritesActions = createRequestActions<void, { vendors: VendorCard[] }>('vendors/favorites');
export const bookingReminderActions = createRequestActions<void, BookingReminder>('vendors/bookingReminder');
export const bookingStatusActions = createRequestActions<
  { vendorId: number; status: BookingStatus },
  { vendorId: number; status: BookingStatus }
>('vendors/bookingStatus');
