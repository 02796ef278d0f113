import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { AddCartItemAnswer } from '../../contracts/cart';
import type { AddPaperArg } from './paperOrderApi';

// Events the customiser raises.
/** "Add to cart" on a card: its quantity and paper options. */
export const paperAddToCartRequested = createAction<AddPaperArg>('paperOrder/addToCartRequested');

// Requests (started / succeeded / failed).
export const addToCartActions = createRequestActions<AddPaperArg, AddCartItemAnswer>('paperOrder/addToCart');

export interface PaperOrderState {
  /** The last "Add to cart", for the order panel's status line. */
  add: RequestState & { projectId: number | null; quantity: number | null };
}

export const initialPaperOrderState: PaperOrderState = { add: { ...idleRequest, projectId: null, quantity: null } };

const slice = createSlice({
  name: 'paperOrder',
  initialState: initialPaperOrderState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, addToCartActions, (state) => state.add, {
      started: (state, { payload }) => {
        state.add.projectId = payload.projectId;
        state.add.quantity = payload.body.quantity;
      },
    });
  },
});

export const paperOrderReducer = slice.reducer;
