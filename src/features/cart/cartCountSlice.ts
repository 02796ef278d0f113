import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type { Cart } from './types';

/**
 * The top nav's cart count: the one piece of the cart in the first page load (the rest loads on
 * first use, cartDomain.ts). Its events are `cartCount/*`, so they do not load the cart domain.
 * The state is just the number: a failed fetch leaves the last one (the link still reads 'Cart').
 */
export const cartCountRequested = createAction('cartCount/requested');
export const fetchCartCountActions = createRequestActions<void, { itemCount: number }>('cartCount/fetch');

/** The cart in a cart or checkout response: the Cart itself (GET /cart) or its `cart` field. */
export function cartIn(result: unknown): Cart | null {
  const cart = ((result as { cart?: unknown } | null)?.cart ?? result) as Cart | null | undefined;
  return Array.isArray(cart?.items) && typeof cart.itemCount === 'number' ? cart : null;
}

/** The count follows its own fetch and every cart or checkout answer carrying the cart; a placed order closes the cart. */
export function cartCountReducer(state = 0, action: UnknownAction): number {
  if (fetchCartCountActions.succeeded.match(action)) return action.payload.result.itemCount;
  // checkoutSucceeded (checkoutEvents.ts), by its type so the checkout's events stay out of the first load.
  if (action.type === 'checkout/checkoutSucceeded') return 0;
  const cart = /^(cart|checkout)\/.+\/succeeded$/.test(action.type) ? cartIn((action.payload as { result?: unknown } | undefined)?.result) : null;
  return cart ? cart.itemCount : state;
}

/** Here rather than in cartSelectors.ts: the nav's link is in the first load, the rest is not. */
export const selectCartItemCount = (state: { cartCount: number }) => state.cartCount;
