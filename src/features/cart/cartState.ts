import type { ApiError } from '../../lib/http';
import type { RequestStatus } from '../../lib/requestSaga';
import type { AddToCartArg, Cart, CartItem, UnavailableItem } from './types';

/** The cart state's shape and starting value (static: the root reducer holds it from the start). */
export interface CartState {
  cart: Cart | null;
  status: RequestStatus;
  error: ApiError | null;
  /** Spec §4: items the last cart load found out of stock and removed. */
  unavailableItems: UnavailableItem[];
  add: { status: RequestStatus; error: ApiError | null; arg: AddToCartArg | null; lastAdded: CartItem | null };
}

export const initialCartState: CartState = {
  cart: null,
  status: 'idle',
  error: null,
  unavailableItems: [],
  add: { status: 'idle', error: null, arg: null, lastAdded: null },
};
