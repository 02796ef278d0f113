import { createSlice } from '@reduxjs/toolkit';
import { addRequestCases } from '../../lib/requestCases';
import {
  bookingReminderActions,
  bookingStatusActions,
  favoriteActions,
  favoritesActions,
  inquiryActions,
  inquiryReset,
  nearMeActions,
  moreReviewsActions,
  reviewActions,
  searchActions,
  stateLandingActions,
  storefrontActions,
} from './vendorsEvents';
import { idle, initialVendorsState } from './vendorsState';

export type { VendorsState } from './vendorsState';

const vendorsSlice = createSlice({
  name: 'vendors',
  initialState: initialVendorsState,
  reducers: {},
  extraReducers: (b) => {
    addRequestCases(b, searchActions, (s) => s.search, {
      started: (s, a) => {
        s.search.params = a.payload;
      },
      succeeded: (s, a) => {
        s.search.data = a.payload.result;
      },
    });
    addRequestCases(b, storefrontActions, (s) => s.storefront, {
      started: (s) => {
        s.storefront.data = null;
        s.inquiry = idle();
        s.moreReviews = idle();
        s.review = idle();
      },
      succeeded: (s, a) => {
        s.storefront.data = a.payload.result.vendor;
      },
      failed: (s) => {
        s.storefront.data = null;
      },
    });
    addRequestCases(b, stateLandingActions, (s) => s.stateLanding, {
      started: (s) => {
        s.stateLanding.data = null;
      },
      succeeded: (s, a) => {
        s.stateLanding.data = a.payload.result;
      },
      failed: (s) => {
        s.stateLanding.data = null;
      },
    });
    addRequestCases(b, inquiryActions, (s) => s.inquiry, {
      started: (s) => {
        s.inquiry.data = null;
      },
      succeeded: (s, a) => {
        s.inquiry.data = a.payload.result;
      },
      failed: (s) => {
        s.inquiry.data = null;
      },
    });
    addRequestCases(b, nearMeActions, (s) => s.nearMe, {
      succeeded: (s, a) => {
        s.nearMe.data = a.payload.result;
      },
    });
    addRequestCases(b, moreReviewsActions, (s) => s.moreReviews, {
      succeeded: (s, a) => {
        const v = s.storefront.data;
        if (!v || v.id !== a.payload.arg.vendorId) return;
        v.reviews.push(...a.payload.result.reviews);
        v.reviewsNextCursor = a.payload.result.nextCursor;
      },
    });
    addRequestCases(b, reviewActions, (s) => s.review, {
      succeeded: (s, a) => {
        const v = s.storefront.data;
        if (!v || v.id !== a.payload.arg.vendorId) return;
        v.reviews.unshift(a.payload.result.review);
        v.reviewCount = a.payload.result.reviewCount;
        v.rating = a.payload.result.rating;
        v.canReview = false;
      },
    });
    addRequestCases(b, favoritesActions, (s) => s.favorites, {
      succeeded: (s, a) => {
        s.favorites.data = a.payload.result.vendors;
      },
    });
    // A reminder is a nudge: a failure only marks the status (nothing is shown).
    addRequestCases(b, bookingReminderActions, (s) => s.bookingReminder, {
      succeeded: (s, a) => {
        s.bookingReminder.data = a.payload.result;
      },
    });
    b.addCase(inquiryReset, (s) => {
      s.inquiry = idle();
    })
      .addCase(favoriteActions.succeeded, (s, a) => {
        const { vendorId, isFavorite } = a.payload.result;
        if (s.storefront.data?.id === vendorId) s.storefront.data.isFavorite = isFavorite;
        // Removed from the favorites page: off the list.
        if (!isFavorite && s.favorites.data) s.favorites.data = s.favorites.data.filter((v) => v.id !== vendorId);
      })
      .addCase(bookingStatusActions.started, (s, a) => {
        s.bookingReminder.saving = a.payload.vendorId;
        s.bookingReminder.saveError = null;
      })
      .addCase(bookingStatusActions.succeeded, (s, a) => {
        s.bookingReminder.saving = null;
        const data = s.bookingReminder.data;
        if (!data) return;
        const vendor = data.vendors.find((v) => v.id === a.payload.result.vendorId);
        if (vendor) vendor.status = a.payload.result.status;
        data.due = data.vendors.length > 0 && !data.vendors.some((v) => v.status === 'BOOKED');
      })
      .addCase(bookingStatusActions.failed, (s, a) => {
        s.bookingReminder.saving = null;
        s.bookingReminder.saveError = a.payload.error;
      });
  },
});

export const vendorsReducer = vendorsSlice.reducer;
