import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import type { InquiryInput, InquiryResult, SearchLocation, SearchResult } from './types';

/**
 * The marketplace events the first page load names: the searched location's slice
 * (vendorLocationSlice.ts) and the experiments' conversions watch these. The rest of the
 * marketplace's events are in vendorsEvents.ts, which re-exports these and loads with its pages.
 */
export const searchRequested = createAction<VendorSearchParams>('vendors/searchRequested');
export const searchActions = createRequestActions<VendorSearchParams, SearchResult>('vendors/search');
export const accountLocationActions = createRequestActions<void, { isDefault: boolean; location: SearchLocation }>(
  'vendors/accountLocation',
);
export const inquiryActions = createRequestActions<InquiryInput, InquiryResult>('vendors/inquiry');
