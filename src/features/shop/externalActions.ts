import { createAction } from '@reduxjs/toolkit';

/**
 * The product page's buttons dispatch other domains' events. The registry and cart slices
 * (src/features/registry/registrySlice.ts, src/features/cart/cartSlice.ts) did not exist when
 * the shop was built, so these creators carry the agreed action types; once those slices export
 * addToRegistryRequested / addToCartRequested, import them instead and delete this file.
 */
export const addToRegistryRequested = createAction<{ productId: number; skuId: number; quantity: number; shippingRestrictions: string[] | null }>('registry/addToRegistryRequested');
export const addToCartRequested = createAction<{ skuId: number; quantity: number }>('cart/addToCartRequested');
