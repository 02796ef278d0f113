import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { cartReducer, type CartState } from '../cart/cartSlice';
import { cartSagas } from '../cart/cartSagas';
import { checkoutExperimentsSagas } from '../experiments/domainExperimentsSagas';
import { checkoutReducer, type CheckoutState } from './checkoutSlice';
import { checkoutSagas } from './checkoutSagas';

/** The cart and checkout as lazyDomains.ts loads them (together: each answers with the other's data). */
export const reducers: { cart: Reducer<CartState>; checkout: Reducer<CheckoutState> } = { cart: cartReducer, checkout: checkoutReducer };
export const sagas: Saga[] = [cartSagas, checkoutSagas, checkoutExperimentsSagas];
