import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ProductSummary } from '../shop/types';

export const HOME_PRODUCT_LIMIT = 8;
export const newArrivalsRequested = createAction('marketing/newArrivalsRequested');
export const fetchNewArrivalsActions = createRequestActions<number, { products: ProductSummary[] }>('marketing/fetchNewArrivals');

export interface MarketingState {
  newArrivals: ProductSummary[];
  newArrivalsLoad: RequestState;
}

const initialState: MarketingState = { newArrivals: [], newArrivalsLoad: idleRequest };

const marketingSlice = createSlice({
  name: 'marketing',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchNewArrivalsActions, (state) => state.newArrivalsLoad, {
      succeeded: (state, action) => {
        state.newArrivals = action.payload.result.products;
      },
    });
  },
});

export const marketingReducer = marketingSlice.reducer;
