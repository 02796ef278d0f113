import type { AddCartItemBody, ItemIdsBody } from '../../contracts/cart';
import { api } from '../../lib/http';
import type { AddToCartArg, AddToCartResult, Cart, CartWithUnavailable } from './types';

const BASE = '/web-registry-api/v1';

/** The cart endpoints of server/API.md ("Cart"); nothing else in the domain talks HTTP. */
export const cartApi = {
  getCart: (): Promise<Cart> => api.get<Cart>(`${BASE}/cart`),
  /** Spec §4/§7: takes the listed out-of-stock items out and answers the fresh cart. */
  removeUnavailable: (itemIds: number[]): Promise<CartWithUnavailable> =>
    api.post<CartWithUnavailable>(`${BASE}/cart/items`, { itemIds } satisfies ItemIdsBody),
  add: (arg: AddToCartArg): Promise<AddToCartResult> => api.post<AddToCartResult>(`${BASE}/cart/item`, arg satisfies AddCartItemBody),
};
