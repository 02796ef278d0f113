import type { AddCartItemAnswer } from '../../contracts/cart';

/** server/API.md "Cart, checkout and orders" → Shapes: declared once, in src/contracts/cart.ts. */
export type { Cart, CartItem, CartPromo, CartRegistry, CartWithUnavailable, StockStatus, UnavailableItem } from '../../contracts/cart';

/**
 * POST /cart/item: a product (for yourself, or for a couple with registryItemId, whose SKU the
 * server knows) or a cash-fund contribution; cartApi checks it against the contract's body. A gift
 * bought from a registry's page names the registry (registryKey): the server checks the gift is on it.
 */
export type AddToCartArg =
  | { skuId: number; quantity: number; registryItemId?: number; registryKey?: string }
  | { registryItemId: number; quantity: number; registryKey?: string }
  | { registryItemId: number; amountCents: number; registryKey?: string };

/** POST /cart/item answers the cart and the line added to. */
export type AddToCartResult = AddCartItemAnswer;
