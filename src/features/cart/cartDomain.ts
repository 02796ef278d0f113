import type { PayloadAction, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, take } from 'redux-saga/effects';
import type { CheckoutState } from '../checkout/checkoutState';
import type { CartState } from './cartState';

/**
 * The cart and checkout domains, loaded together on first use (like the registry,
 * registryDomain.ts): the home page's first load has a budget (README, `npm run size`) and needs
 * only the cart link's count (cartCountSlice.ts). Checkout answers carry the cart and the cart's
 * pages change lines through checkout calls, so the two arrive as one. This file is all the root
 * reducer and saga carry: reducers holding `null` until the real ones arrive (the selectors read
 * the initial state meanwhile; it lives in the domains' own chunks), and a saga that loads both
 * slices, sagas and APIs on the first cart or checkout event and hands it (and any raised
 * meanwhile) to the real workflows.
 */

let loaded: { cart: Reducer<CartState>; checkout: Reducer<CheckoutState> } | null = null;

export function cartReducer(state: CartState | null = null, action: UnknownAction): CartState | null {
  return loaded ? loaded.cart(state ?? undefined, action) : state;
}

export function checkoutReducer(state: CheckoutState | null = null, action: UnknownAction): CheckoutState | null {
  return loaded ? loaded.checkout(state ?? undefined, action) : state;
}

const isCommerceEvent = (action: unknown) => /^(cart|checkout)\//.test(String((action as UnknownAction).type));

export async function loadCommerceDomains() {
  const [cartSlice, cartSagas, checkoutSlice, checkoutSagas] = await Promise.all([
    import('./cartSlice'),
    import('./cartSagas'),
    import('../checkout/checkoutSlice'),
    import('../checkout/checkoutSagas'),
  ]);
  loaded = { cart: cartSlice.cartReducer, checkout: checkoutSlice.checkoutReducer };
  return { cartSagas, checkoutSagas };
}

export function* commerceDomainSaga() {
  // Events raised while the chunks download wait here, in order.
  const events = (yield actionChannel(isCommerceEvent, buffers.expanding<UnknownAction>(8))) as Channel<UnknownAction>;
  const first = (yield take(events)) as UnknownAction;
  const { cartSagas, checkoutSagas } = (yield call(loadCommerceDomains)) as Awaited<ReturnType<typeof loadCommerceDomains>>;
  yield fork(cartSagas.cartSagas);
  yield fork(checkoutSagas.checkoutSagas);
  const waiting = (yield flush(events)) as UnknownAction[];
  events.close();
  // The watchers start after these events were dispatched, so they are handed over directly
  // (each domain's handler answers only its own events).
  for (const action of [first, ...waiting]) {
    yield fork(cartSagas.handleCartEvent, action as PayloadAction<unknown>);
    yield fork(checkoutSagas.handleCheckoutEvent, action as PayloadAction<unknown>);
  }
}
