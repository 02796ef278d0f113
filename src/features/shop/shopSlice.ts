import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
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
  listingLoad: RequestState;
  productKey: string | null;
  product: ProductDetail | null;
  productLoad: RequestState;
  /** Brands, starter collections and cash funds, by kind. */
  directories: Partial<Record<DirectoryKind, { status: RequestStatus; data: Directory | null; error: ApiError | null }>>;
}

export const initialShopState: ShopState = {
  listingRequest: null,
  listing: null,
  listingLoad: idleRequest,
  productKey: null,
  product: null,
  productLoad: idleRequest,
  directories: {},
};

const shopSlice = createSlice({
  name: 'shop',
  initialState: initialShopState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(
      builder,
      fetchDirectoryActions,
      (state, kind) => (state.directories[kind] ??= { status: 'idle', data: null, error: null }),
      {
        succeeded: (state, action) => {
          state.directories[action.payload.arg]!.data = action.payload.result;
        },
        failed: (state, action) => {
          state.directories[action.payload.arg]!.data = null;
        },
      },
    );
    addRequestCases(builder, fetchListingActions, (state) => state.listingLoad, {
      started: (state, action) => {
        state.listingRequest = action.payload;
      },
      succeeded: (state, action) => {
        state.listing = action.payload.result;
      },
      failed: (state) => {
        state.listing = null;
      },
    });
    addRequestCases(builder, fetchProductActions, (state) => state.productLoad, {
      started: (state, action) => {
        state.productKey = action.payload;
        if (state.product && state.product.slug !== action.payload && String(state.product.id) !== action.payload) state.product = null;
      },
      succeeded: (state, action) => {
        state.product = action.payload.result.product;
      },
      failed: (state) => {
        state.product = null;
      },
    });
  },
});

export const shopReducer = shopSlice.reducer;
