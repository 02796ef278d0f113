import { createAction, createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import { checkoutSucceeded } from '../checkout/checkoutEvents';
import { cartIn } from './cartCountSlice';
import { unavailableItemsDismissed } from './cartEvents';
import { outOfStockItems } from './cartRules';
import { initialCartState } from './cartState';
import type { AddToCartArg, AddToCartResult, Cart, CartWithUnavailable, UnavailableItem } from './types';

export * from './cartEvents';
export { initialCartState, type CartState } from './cartState';

// ---- Request progress (started / succeeded / failed for every call) ------------------------

export const fetchCartActions = createRequestActions<void, Cart>('cart/fetchCart');
export const removeUnavailableActions = createRequestActions<number[], CartWithUnavailable>('cart/removeUnavailable');
export const addItemActions = createRequestActions<AddToCartArg, AddToCartResult>('cart/addItem');
/** Spec §4: the cart load found these items out of stock (recorded before they are taken out). */
export const unavailableFound = createAction<UnavailableItem[]>('cart/unavailableFound');

/**
 * Any other cart or checkout call that answers with the cart (adds, removals, quantity changes,
 * promo and credit, the checkout summary) leaves that cart as the current one.
 */
const answersWithCart = (action: UnknownAction): action is UnknownAction & { payload: { result: unknown } } =>
  action.type !== fetchCartActions.succeeded.type &&
  /^(cart|checkout)\/.+\/succeeded$/.test(action.type) &&
  cartIn((action.payload as { result?: unknown } | undefined)?.result) !== null;

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCartActions.started, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchCartActions.succeeded, (state, action) => {
        // Spec §4: a cart with out-of-stock items is not kept; the follow-up call's answer replaces it.
        if (outOfStockItems(action.payload.result).length > 0) return;
        state.cart = action.payload.result;
        state.status = 'succeeded';
      })
      .addCase(fetchCartActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      })
      .addCase(unavailableFound, (state, action) => {
        state.unavailableItems = action.payload;
      })
      .addCase(removeUnavailableActions.succeeded, (state) => {
        state.status = 'succeeded';
      })
      .addCase(removeUnavailableActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      })
      .addCase(addItemActions.started, (state, action) => {
        state.add = { status: 'loading', error: null, arg: action.payload, lastAdded: null };
      })
      .addCase(addItemActions.succeeded, (state, action) => {
        state.add.status = 'succeeded';
        state.add.lastAdded = action.payload.result.item;
        state.status = 'succeeded';
      })
      .addCase(addItemActions.failed, (state, action) => {
        state.add.status = 'failed';
        state.add.error = action.payload.error;
      })
      .addCase(checkoutSucceeded, (state) => {
        // The order closed the cart.
        state.cart = null;
        state.status = 'idle';
        state.unavailableItems = [];
      })
      .addCase(unavailableItemsDismissed, (state) => {
        state.unavailableItems = [];
      })
      .addMatcher(answersWithCart, (state, action) => {
        state.cart = cartIn(action.payload.result);
      });
  },
});

export const cartReducer = cartSlice.reducer;
