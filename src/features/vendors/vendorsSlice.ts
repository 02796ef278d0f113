import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import type {
  BookingReminder,
  BookingStatus,
  InquiryInput,
  InquiryResult,
  SearchLocation,
  SearchResult,
  StateLanding,
  Storefront,
  VendorCard,
} from './types';

export const searchRequested = createAction<VendorSearchParams>('vendors/searchRequested');
export const storefrontRequested = createAction<{ categoryKey: string; slug: string }>('vendors/storefrontRequested');
export const stateLandingRequested = createAction<string>('vendors/stateLandingRequested');
export const inquirySubmitted = createAction<InquiryInput>('vendors/inquirySubmitted');
export const inquiryReset = createAction('vendors/inquiryReset');
export const favoriteToggled = createAction<{ vendorId: number; favorite: boolean }>('vendors/favoriteToggled');
/** The searched location restored from the cookie at start-up. */
export const searchedLocationRestored = createAction<SearchLocation>('vendors/searchedLocationRestored');

/** The couple's favorites page asks for its list. */
export const favoritesRequested = createAction('vendors/favoritesRequested');
/** A vendor page was shown: the booking status reminder may be due (at most once per session). */
export const bookingReminderChecked = createAction('vendors/bookingReminderChecked');
/** The couple answered the reminder for one vendor. */
export const bookingStatusMarked = createAction<{ vendorId: number; status: BookingStatus }>('vendors/bookingStatusMarked');

export const searchActions = createRequestActions<VendorSearchParams, SearchResult>('vendors/search');
export const storefrontActions = createRequestActions<{ categoryKey: string; slug: string }, { vendor: Storefront }>('vendors/storefront');
export const stateLandingActions = createRequestActions<string, StateLanding>('vendors/stateLanding');
export const accountLocationActions = createRequestActions<void, { isDefault: boolean; location: SearchLocation }>(
  'vendors/accountLocation',
);
export const inquiryActions = createRequestActions<InquiryInput, InquiryResult>('vendors/inquiry');
export const favoriteActions = createRequestActions<{ vendorId: number; favorite: boolean }, { vendorId: number; isFavorite: boolean }>(
  'vendors/favorite',
);
export const favoritesActions = createRequestActions<void, { vendors: VendorCard[] }>('vendors/favorites');
export const bookingReminderActions = createRequestActions<void, BookingReminder>('vendors/bookingReminder');
export const bookingStatusActions = createRequestActions<
  { vendorId: number; status: BookingStatus },
  { vendorId: number; status: BookingStatus }
>('vendors/bookingStatus');

interface Req<T> {
  status: RequestStatus;
  data: T | null;
  error: ApiError | null;
}
const idle = <T>(): Req<T> => ({ status: 'idle', data: null, error: null });

export interface VendorsState {
  search: Req<SearchResult> & { params: VendorSearchParams | null };
  storefront: Req<Storefront>;
  stateLanding: Req<StateLanding>;
  inquiry: Req<InquiryResult>;
  favorites: Req<VendorCard[]>;
  /** The booking status reminder's data, and the vendor whose answer is being saved (if any). */
  bookingReminder: Req<BookingReminder> & { saving: number | null; saveError: ApiError | null };
  /** The current search's location (ALL_MARKETS included). */
  searchedLocation: SearchLocation | null;
  /** The last specific (non-ALL_MARKETS) searched location. */
  lastSpecificLocation: SearchLocation | null;
  /** The account-preference location (spec §4 fallback); failures leave it null, silently. */
  fallbackLocation: SearchLocation | null;
  fallbackLoad: RequestState;
}

export const initialVendorsState: VendorsState = {
  search: { ...idle<SearchResult>(), params: null },
  storefront: idle(),
  stateLanding: idle(),
  inquiry: idle(),
  favorites: idle(),
  bookingReminder: { ...idle<BookingReminder>(), saving: null, saveError: null },
  searchedLocation: null,
  lastSpecificLocation: null,
  fallbackLocation: null,
  fallbackLoad: idleRequest,
};

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
        const loc = a.payload.result.location;
        s.searchedLocation = loc;
        if (loc.type !== 'ALL_MARKETS') s.lastSpecificLocation = loc;
      },
    });
    addRequestCases(b, storefrontActions, (s) => s.storefront, {
      started: (s) => {
        s.storefront.data = null;
        s.inquiry = idle();
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
    // Spec §7: failures are silently ignored (nothing shown).
    addRequestCases(b, accountLocationActions, (s) => s.fallbackLoad, {
      succeeded: (s, a) => {
        s.fallbackLocation = a.payload.result.location;
      },
    });
    b.addCase(searchedLocationRestored, (s, a) => {
      if (!s.lastSpecificLocation && a.payload.type !== 'ALL_MARKETS') s.lastSpecificLocation = a.payload;
    })
      .addCase(inquiryReset, (s) => {
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
