import { createAction } from '@reduxjs/toolkit';
import type { AddToCartArg, Cart } from './types';

/**
 * The cart's events, the only cart code the UI outside the cart pages imports: the product page,
 * the registry page and the nav's count use them, and the first `cart/…` event loads the rest of
 * the domain (src/app/lazyDomains.ts). Only createAction calls here, so importing this file pulls
 * nothing else in.
 */

/** 'Add to cart' (a product, a registry gift with registryItemId, or a cash-fund amount). */
export const addToCartRequested = createAction<AddToCartArg>('cart/addToCartRequested');
/** The cart page, the cart modal or the checkout page wants the current cart (spec §4 cart load). */
export const cartRequested = createAction('cart/cartRequested');
/** The out-of-stock line the cart load left is read (or the cart page left). */
export const unavailableItemsDismissed = createAction('cart/unavailableItemsDismissed');
/**
 * A call answered with the cart, which is now the current one: the cart load, an add, a line's
 * change or removal, promo and credit, the checkout page. Every flow that gets a cart puts it.
 */
export const cartReceived = createAction<Cart>('cart/cartReceived');
/** An order was placed: it closed the cart, and the next one starts empty. */
export const cartClosed = createAction('cart/cartClosed');
