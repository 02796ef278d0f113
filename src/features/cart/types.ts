import type { ShippingData } from '../../lib/shipping';

/** server/API.md "Cart, checkout and orders" → Shapes. Money in integer cents. */
export type StockStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

export interface CartItem {
  id: number;
  kind: 'PRODUCT' | 'CASH_FUND';
  skuId: number | null;
  productId: number | null;
  productSlug: string | null;
  name: string;
  brandName: string | null;
  imageUrl: string | null;
  /** e.g. 'Color: Sage'. */
  skuLabel: string | null;
  quantity: number;
  /** Unit price (a cash fund's amount). */
  priceCents: number;
  lineTotalCents: number;
  isPersonalized: boolean;
  /** Per unit. */
  deliverySurchargeCents: number;
  shippingRestrictions: string[] | null;
  shipping: ShippingData | null;
  availability: { stockStatus: StockStatus; availableQuantity: number };
  registryItemId: number | null;
  /** What the couple still needs; null for own items. */
  remainingQuantity: number | null;
}

export interface CartRegistry {
  id: number;
  slug: string;
  coupleName: string;
  stateCode: string | null;
}

export interface CartPromo {
  code: string;
  description: string;
  discountCents: number;
}

export interface Cart {
  /** null until the first add creates the cart. */
  cartId: string | null;
  items: CartItem[];
  /** Sum of quantities. */
  itemCount: number;
  subtotalCents: number;
  promo: CartPromo | null;
  applyCredit: boolean;
  registry: CartRegistry | null;
}

/** An item the cart load found out of stock and took out (spec §4). */
export interface UnavailableItem {
  id: number;
  name: string;
}

/** POST /cart/items answers the fresh cart and the items it took out. */
export type CartWithUnavailable = Cart & { unavailableItems: UnavailableItem[] };

/**
 * POST /cart/item: a product (for yourself, or for a couple with registryItemId, whose SKU the
 * server knows) or a cash-fund contribution.
 */
export type AddToCartArg = { skuId: number; quantity: number; registryItemId?: number } | { registryItemId: number; quantity: number } | { registryItemId: number; amountCents: number };

export interface AddToCartResult {
  cart: Cart;
  item: CartItem;
}
