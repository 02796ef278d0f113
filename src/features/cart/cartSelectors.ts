import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialCartState } from './cartSlice';

export { selectCartItemCount } from './cartCountSlice';
/** The cart's state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
export const selectCartState = (state: RootState) => state.cart ?? initialCartState;
export const selectCart = (state: RootState) => selectCartState(state).cart;
export const selectCartStatus = (state: RootState) => selectCartState(state).status;
export const selectCartError = (state: RootState) => selectCartState(state).error;
export const selectUnavailableItems = (state: RootState) => selectCartState(state).unavailableItems;
export const selectAddToCart = (state: RootState) => selectCartState(state).add;
export const selectCartRegistry = (state: RootState) => selectCartState(state).cart?.registry ?? null;
export const selectCartItems = createSelector([selectCart], (cart) => cart?.items ?? []);
export const selectIsCartEmpty = createSelector([selectCart], (cart) => !cart || cart.items.length === 0);
