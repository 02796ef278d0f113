import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import type { Address, CheckoutSubmission, OrderLookup, PlaceOrderResult, ReturnArg, ShippingMethod, Totals } from './types';

/**
 * The checkout's events: only createAction calls, so a page or another domain can import them
 * without the slice. The first `checkout/…` event loads the domain with the cart's (src/app/lazyDomains.ts).
 */

/** Spec §4 'Checkout actions go started, then success or failure': Place order. */
export const checkoutStarted = createAction<CheckoutSubmission>('checkout/checkoutStarted');
export const checkoutSucceeded = createAction<PlaceOrderResult>('checkout/checkoutSucceeded');
export const checkoutFailed = createAction<{ error: ApiError; supportId: string }>('checkout/checkoutFailed');

/** The checkout page opened (GET /checkout: cart, totals, who is buying). */
export const checkoutRequested = createAction('checkout/checkoutRequested');
/** The cart page's shipping estimate: totals for the current cart, speed and destination. */
export const totalsRequested = createAction('checkout/totalsRequested');
/**
 * A call answered with the checkout totals, which are now the current ones: the checkout page, a
 * line's change or removal, promo and credit. Every flow that gets totals in its answer puts it
 * (as cart/cartReceived for the cart); PUT /checkout/totals keeps its own request state.
 */
export const totalsReceived = createAction<Totals>('checkout/totalsReceived');
export const shippingMethodChosen = createAction<ShippingMethod>('checkout/shippingMethodChosen');
/** A line's quantity stepper (0 removes the line). */
export const itemQuantityChanged = createAction<{ id: number; quantity: number }>('checkout/itemQuantityChanged');
export const itemRemoveRequested = createAction<{ id: number }>('checkout/itemRemoveRequested');
/** The shipping-exclusion modal's 'Remove items'. */
export const itemsRemoveRequested = createAction<{ itemIds: number[] }>('checkout/itemsRemoveRequested');
export const promoApplyRequested = createAction<{ code: string }>('checkout/promoApplyRequested');
export const promoRemoveRequested = createAction('checkout/promoRemoveRequested');
export const creditToggled = createAction<{ apply: boolean }>('checkout/creditToggled');
export const savedCardsRequested = createAction('checkout/savedCardsRequested');
export const cardDeleteRequested = createAction<{ id: number }>('checkout/cardDeleteRequested');
/** The shipping address form (or the set-shipping-address modal); bypass after 'Use this address anyway'. */
export const addressSubmitted = createAction<{ address: Address; bypass: boolean }>('checkout/addressSubmitted');
/** The confirmation page: GET /orders/{orderNumber}. */
export const orderRequested = createAction<{ orderNumber: string }>('checkout/orderRequested');
/** Track order: POST /orders/status. */
export const orderStatusRequested = createAction<OrderLookup>('checkout/orderStatusRequested');
/** Start a return: POST /orders/return. */
export const returnRequested = createAction<ReturnArg>('checkout/returnRequested');
