import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';

export { selectCartItemCount } from './cartCountSlice';
export const selectCartState = (state: RootState) => state.cart;
export const selectCart = (state: RootState) => state.cart.cart;
export const selectCartStatus = (state: RootState) => state.cart.status;
export const selectCartError = (state: RootState) => state.cart.error;
export const selectUnavailableItems = (state: RootState) => state.cart.unavailableItems;
export const selectAddToCart = (state: RootState) => state.cart.add;
export const selectCartRegistry = (state: RootState) => state.cart.cart?.registry ?? null;
export const selectCartItems = createSelector([selectCart], (cart) => cart?.items ?? []);
export const selectIsCartEmpty = createSelector([selectCart], (cart) => !cart || cart.items.length === 0);
