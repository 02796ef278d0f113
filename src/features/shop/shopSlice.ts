import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { Directory, DirectoryKind, Listing, ListingRequest, ProductDetail } from './types';

export const listingRequested = createAction<ListingRequest>('shop/listingRequested');
export const productRequested = createAction<string>('shop/productRequested');
export const fetchListingActions = createRequestActions<ListingRequest, Listing>('shop/fetchListing');
export const directoryRequested = createAction<DirectoryKind>('shop/directoryRequested');
export const fetchDirectoryActions = createRequestActions<DirectoryKind, Directory>('shop/fetchDirectory');
export const fetchProductActions = createRequestActions<string, { product: ProductDetail }>('shop/fetchProduct');

export interface ShopState {
  listingRequest: ListingRequest | null;
  listing: Listing | null;
  listingStatus: RequestStatus;
  listingError: ApiError | null;
  productKey: string | null;
  product: ProductDetail | null;
  productStatus: RequestStatus;
  productError: ApiError | null;
  /** Brands, starter collections and cash funds, by kind. */
  directories: Partial<Record<DirectoryKind, { status: RequestStatus; data: Directory | null; error: ApiError | null }>>;
}

export const initialShopState: ShopState = {
  listingRequest: null, listing: null, listingStatus: 'idle', listingError: null,
  productKey: null, product: null, productStatus: 'idle', productError: null,
  directories: {},
};

const shopSlice = createSlice({
  name: 'shop',
  initialState: initialShopState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchListingActions.started, (state, action) => {
        state.listingRequest = action.payload;
        state.listingStatus = 'loading';
        state.listingError = null;
      })
      .addCase(fetchListingActions.succeeded, (state, action) => {
        state.listingStatus = 'succeeded';
        state.listing = action.payload.result;
      })
      .addCase(fetchListingActions.failed, (state, action) => {
        state.listingStatus = 'failed';
        state.listingError = action.payload.error;
        state.listing = null;
      })
      .addCase(fetchDirectoryActions.started, (state, action) => {
        state.directories[action.payload] = { status: 'loading', data: state.directories[action.payload]?.data ?? null, error: null };
      })
      .addCase(fetchDirectoryActions.succeeded, (state, action) => {
        state.directories[action.payload.arg] = { status: 'succeeded', data: action.payload.result, error: null };
      })
      .addCase(fetchDirectoryActions.failed, (state, action) => {
        state.directories[action.payload.arg] = { status: 'failed', data: null, error: action.payload.error };
      })
      .addCase(fetchProductActions.started, (state, action) => {
        state.productKey = action.payload;
        state.productStatus = 'loading';
        state.productError = null;
        if (state.product && state.product.slug !== action.payload && String(state.product.id) !== action.payload) state.product = null;
      })
      .addCase(fetchProductActions.succeeded, (state, action) => {
        state.productStatus = 'succeeded';
        state.product = action.payload.result.product;
      })
      .addCase(fetchProductActions.failed, (state, action) => {
        state.productStatus = 'failed';
        state.productError = action.payload.error;
        state.product = null;
      });
  },
});

export const shopReducer = shopSlice.reducer;
