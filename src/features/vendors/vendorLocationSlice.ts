import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { accountLocationActions, searchActions } from './vendorsFirstLoadEvents';
import type { SearchLocation } from './types';

/**
 * Where the visitor looks for vendors (spec §4's location helper): in the first page load, since the
 * header's and the home page's marketplace links read it, while the rest of the marketplace loads
 * with its pages. Its own prefix, so that restoring it at start-up does not load the marketplace.
 */
export interface VendorLocationState {
  /** The current search's location (ALL_MARKETS included). */
  searchedLocation: SearchLocation | null;
  /** The last specific (non-ALL_MARKETS) searched location. */
  lastSpecificLocation: SearchLocation | null;
  /** The account-preference location (spec §4 fallback); failures leave it null, silently. */
  fallbackLocation: SearchLocation | null;
  fallbackLoad: RequestState;
}

export const initialVendorLocationState: VendorLocationState = {
  searchedLocation: null,
  lastSpecificLocation: null,
  fallbackLocation: null,
  fallbackLoad: idleRequest,
};

/** The searched location restored from the cookie at start-up. */
export const searchedLocationRestored = createAction<SearchLocation>('vendorLocation/searchedLocationRestored');

const vendorLocationSlice = createSlice({
  name: 'vendorLocation',
  initialState: initialVendorLocationState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(searchActions.succeeded, (s, a) => {
      const loc = a.payload.result.location;
      s.searchedLocation = loc;
      if (loc.type !== 'ALL_MARKETS') s.lastSpecificLocation = loc;
    });
    // Spec §7: failures are silently ignored (nothing shown).
    addRequestCases(b, accountLocationActions, (s) => s.fallbackLoad, {
      succeeded: (s, a) => {
        s.fallbackLocation = a.payload.result.location;
      },
    });
    b.addCase(searchedLocationRestored, (s, a) => {
      if (!s.lastSpecificLocation && a.payload.type !== 'ALL_MARKETS') s.lastSpecificLocation = a.payload;
    });
  },
});

export const vendorLocationReducer = vendorLocationSlice.reducer;
