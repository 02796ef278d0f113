import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import type { BookingReminder, BookingStatus, InquiryInput, InquiryResult, SearchLocation, SearchResult, StateLanding, Storefront, VendorCard } from './types';

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
export const accountLocationActions = createRequestActions<void, { isDefault: boolean; location: SearchLocation }>('vendors/accountLocation');
export const inquiryActions = createRequestActions<InquiryInput, InquiryResult>('vendors/inquiry');
export const favoriteActions = createRequestActions<{ vendorId: number; favorite: boolean }, { vendorId: number; isFavorite: boolean }>('vendors/favorite');
export const favoritesActions = createRequestActions<void, { vendors: VendorCard[] }>('vendors/favorites');
export const bookingReminderActions = createRequestActions<void, BookingReminder>('vendors/bookingReminder');
export const bookingStatusActions = createRequestActions<{ vendorId: number; status: BookingStatus }, { vendorId: number; status: BookingStatus }>('vendors/bookingStatus');

interface Req<T> { status: RequestStatus; data: T | null; error: ApiError | null }
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
  fallbackStatus: RequestStatus;
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
  fallbackStatus: 'idle',
};

const vendorsSlice = createSlice({
  name: 'vendors',
  initialState: initialVendorsState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(searchActions.started, (s, a) => { s.search.status = 'loading'; s.search.error = null; s.search.params = a.payload; })
      .addCase(searchActions.succeeded, (s, a) => {
        s.search.status = 'succeeded';
        s.search.data = a.payload.result;
        const loc = a.payload.result.location;
        s.searchedLocation = loc;
        if (loc.type !== 'ALL_MARKETS') s.lastSpecificLocation = loc;
      })
      .addCase(searchActions.failed, (s, a) => { s.search.status = 'failed'; s.search.error = a.payload.error; })
      .addCase(searchedLocationRestored, (s, a) => { if (!s.lastSpecificLocation && a.payload.type !== 'ALL_MARKETS') s.lastSpecificLocation = a.payload; })
      .addCase(storefrontActions.started, (s) => { s.storefront = { status: 'loading', data: null, error: null }; s.inquiry = idle(); })
      .addCase(storefrontActions.succeeded, (s, a) => { s.storefront = { status: 'succeeded', data: a.payload.result.vendor, error: null }; })
      .addCase(storefrontActions.failed, (s, a) => { s.storefront = { status: 'failed', data: null, error: a.payload.error }; })
      .addCase(stateLandingActions.started, (s) => { s.stateLanding = { status: 'loading', data: null, error: null }; })
      .addCase(stateLandingActions.succeeded, (s, a) => { s.stateLanding = { status: 'succeeded', data: a.payload.result, error: null }; })
      .addCase(stateLandingActions.failed, (s, a) => { s.stateLanding = { status: 'failed', data: null, error: a.payload.error }; })
      .addCase(accountLocationActions.started, (s) => { s.fallbackStatus = 'loading'; })
      .addCase(accountLocationActions.succeeded, (s, a) => { s.fallbackStatus = 'succeeded'; s.fallbackLocation = a.payload.result.location; })
      // Spec §7: failures are silently ignored (no error kept, nothing shown).
      .addCase(accountLocationActions.failed, (s) => { s.fallbackStatus = 'failed'; })
      .addCase(inquiryActions.started, (s) => { s.inquiry = { status: 'loading', data: null, error: null }; })
      .addCase(inquiryActions.succeeded, (s, a) => { s.inquiry = { status: 'succeeded', data: a.payload.result, error: null }; })
      .addCase(inquiryActions.failed, (s, a) => { s.inquiry = { status: 'failed', data: null, error: a.payload.error }; })
      .addCase(inquiryReset, (s) => { s.inquiry = idle(); })
      .addCase(favoriteActions.succeeded, (s, a) => {
        const { vendorId, isFavorite } = a.payload.result;
        if (s.storefront.data?.id === vendorId) s.storefront.data.isFavorite = isFavorite;
        // Removed from the favorites page: off the list.
        if (!isFavorite && s.favorites.data) s.favorites.data = s.favorites.data.filter((v) => v.id !== vendorId);
      })
      .addCase(favoritesActions.started, (s) => { s.favorites.status = 'loading'; s.favorites.error = null; })
      .addCase(favoritesActions.succeeded, (s, a) => { s.favorites = { status: 'succeeded', data: a.payload.result.vendors, error: null }; })
      .addCase(favoritesActions.failed, (s, a) => { s.favorites.status = 'failed'; s.favorites.error = a.payload.error; })
      .addCase(bookingReminderActions.started, (s) => { s.bookingReminder.status = 'loading'; })
      .addCase(bookingReminderActions.succeeded, (s, a) => { s.bookingReminder.status = 'succeeded'; s.bookingReminder.data = a.payload.result; })
      // A reminder is a nudge: a failure only marks the status (nothing is shown).
      .addCase(bookingReminderActions.failed, (s, a) => { s.bookingReminder.status = 'failed'; s.bookingReminder.error = a.payload.error; })
      .addCase(bookingStatusActions.started, (s, a) => { s.bookingReminder.saving = a.payload.vendorId; s.bookingReminder.saveError = null; })
      .addCase(bookingStatusActions.succeeded, (s, a) => {
        s.bookingReminder.saving = null;
        const data = s.bookingReminder.data;
        if (!data) return;
        const vendor = data.vendors.find((v) => v.id === a.payload.result.vendorId);
        if (vendor) vendor.status = a.payload.result.status;
        data.due = data.vendors.length > 0 && !data.vendors.some((v) => v.status === 'BOOKED');
      })
      .addCase(bookingStatusActions.failed, (s, a) => { s.bookingReminder.saving = null; s.bookingReminder.saveError = a.payload.error; });
  },
});

export const vendorsReducer = vendorsSlice.reducer;
