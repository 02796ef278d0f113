import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import { cartClosed, cartReceived } from './cartEvents';

/**
 * The top nav's cart count: the one piece of the cart in the first page load (the rest loads on
 * first use, src/app/lazyDomains.ts). Its own events are `cartCount/*`, so they do not load the
 * cart domain. The state is just the number: a failed fetch leaves the last one (the link still
 * reads 'Cart').
 */
export const cartCountRequested = createAction('cartCount/requested');
export const fetchCartCountActions = createRequestActions<void, { itemCount: number }>('cartCount/fetch');

/** The count follows its own fetch and every cart a flow receives; a placed order closes the cart. */
export function cartCountReducer(state = 0, action: UnknownAction): number {
  if (fetchCartCountActions.succeeded.match(action)) return action.payload.result.itemCount;
  if (cartReceived.match(action)) return action.payload.itemCount;
  if (cartClosed.match(action)) return 0;
  return state;
}

/** Here rather than in cartSelectors.ts: the nav's link is in the first load, the rest is not. */
export const selectCartItemCount = (state: { cartCount: number }) => state.cartCount;
