import { createAction, createSlice } from '@reduxjs/toolkit';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { ProductSummary } from '../shop/types';

export const HOME_PRODUCT_LIMIT = 8;
export const newArrivalsRequested = createAction('marketing/newArrivalsRequested');
export const fetchNewArrivalsActions = createRequestActions<number, { products: ProductSummary[] }>('marketing/fetchNewArrivals');

export interface MarketingState {
  newArrivals: ProductSummary[];
  newArrivalsStatus: RequestStatus;
}

const initialState: MarketingState = { newArrivals: [], newArrivalsStatus: 'idle' };

const marketingSlice = createSlice({
  name: 'marketing',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchNewArrivalsActions.started, (state) => {
        state.newArrivalsStatus = 'loading';
      })
      .addCase(fetchNewArrivalsActions.succeeded, (state, action) => {
        state.newArrivalsStatus = 'succeeded';
        state.newArrivals = action.payload.result.products;
      })
      .addCase(fetchNewArrivalsActions.failed, (state) => {
        state.newArrivalsStatus = 'failed';
      });
  },
});

export const marketingReducer = marketingSlice.reducer;
