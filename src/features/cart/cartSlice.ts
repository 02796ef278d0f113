import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import { cartClosed, cartReceived, unavailableItemsDismissed } from './cartEvents';
import type { AddToCartArg, AddToCartResult, Cart, CartItem, CartWithUnavailable, UnavailableItem } from './types';

export * from './cartEvents';

// ---- Request progress (started / succeeded / failed for every call) ------------------------

export const fetchCartActions = createRequestActions<void, Cart>('cart/fetchCart');
export const removeUnavailableActions = createRequestActions<number[], CartWithUnavailable>('cart/removeUnavailable');
export const addItemActions = createRequestActions<AddToCartArg, AddToCartResult>('cart/addItem');
/** Spec §4: the cart load found these items out of stock (recorded before they are taken out). */
export const unavailableFound = createAction<UnavailableItem[]>('cart/unavailableFound');

// ---- State --------------------------------------------------------------------------------

export interface CartState {
  cart: Cart | null;
  status: RequestStatus;
  error: ApiError | null;
  /** Spec §4: items the last cart load found out of stock and removed. */
  unavailableItems: UnavailableItem[];
  add: { status: RequestStatus; error: ApiError | null; arg: AddToCartArg | null; lastAdded: CartItem | null };
}

export const initialCartState: CartState = {
  cart: null,
  status: 'idle',
  error: null,
  unavailableItems: [],
  add: { status: 'idle', error: null, arg: null, lastAdded: null },
};

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, addItemActions, (state) => state.add, {
      started: (state, action) => {
        state.add.arg = action.payload;
        state.add.lastAdded = null;
      },
      succeeded: (state, action) => {
        state.add.lastAdded = action.payload.result.item;
      },
    });
    builder
      .addCase(fetchCartActions.started, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchCartActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      })
      .addCase(unavailableFound, (state, action) => {
        state.unavailableItems = action.payload;
      })
      .addCase(removeUnavailableActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      })
      // Spec §4: a fetched cart with out-of-stock items is never put; the follow-up call's answer is.
      .addCase(cartReceived, (state, action) => {
        state.cart = action.payload;
        state.status = 'succeeded';
      })
      .addCase(cartClosed, (state) => {
        state.cart = null;
        state.status = 'idle';
        state.unavailableItems = [];
      })
      .addCase(unavailableItemsDismissed, (state) => {
        state.unavailableItems = [];
      });
  },
});

export const cartReducer = cartSlice.reducer;
