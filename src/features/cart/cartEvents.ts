import { createAction } from '@reduxjs/toolkit';
import type { AddToCartArg } from './types';

/**
 * The cart's events, the only cart code the UI outside the cart pages imports: the product page,
 * the registry page and the nav dispatch them, and the first one loads the rest of the domain
 * (cartDomain.ts). Only createAction calls here, so importing this file pulls nothing else in.
 */

/** 'Add to cart' (a product, a registry gift with registryItemId, or a cash-fund amount). */
export const addToCartRequested = createAction<AddToCartArg>('cart/addToCartRequested');
/** The cart page, the cart modal or the checkout page wants the current cart (spec §4 cart load). */
export const cartRequested = createAction('cart/cartRequested');
/** The out-of-stock line the cart load left is read (or the cart page left). */
export const unavailableItemsDismissed = createAction('cart/unavailableItemsDismissed');
