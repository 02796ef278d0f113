import { createAction } from '@reduxjs/toolkit';

/**
 * The product page's buttons dispatch other domains' events. The cart slice
 * (src/features/cart/cartSlice.ts) did not exist when the shop was built, so this creator carries
 * the agreed action type; once that slice exports addToCartRequested, import it instead and delete
 * this file. (addToRegistryRequested now comes from src/features/registry/registryEvents.ts.)
 */
export const addToCartRequested = createAction<{ skuId: number; quantity: number }>('cart/addToCartRequested');
