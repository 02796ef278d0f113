import type { ApiError } from '../../lib/http';
import type { RequestStatus } from '../../lib/requestSaga';
import type { Address, CheckoutUser, Order, PlaceOrderResult, SavedCard, ShippingMethod, Totals } from './types';

/** The checkout state's shape and starting value (static: the root reducer holds it from the start). */
interface Request {
  status: RequestStatus;
  error: ApiError | null;
}
const idle: Request = { status: 'idle', error: null };

/** Where the submit is: fetching the payment token, creating the payment intent, placing the order. */
export type SubmitStep = 'token' | 'payment' | 'order' | null;

export interface CheckoutState {
  /** GET /checkout. */
  summary: Request;
  user: CheckoutUser | null;
  testMode: boolean;
  totals: Totals | null;
  totalsStatus: RequestStatus;
  /** The chosen speed and the own-purchase destination the totals are for. */
  shipping: { method: ShippingMethod; zipCode: string | null; stateCode: string | null };
  /** The shipping address (own purchases): the checked one, or the server's doubt about it. */
  address: Request & { validated: Address | null; userMessage: string | null; pending: Address | null };
  /** The promo field's message when a code could not be applied. */
  promo: Request & { message: string | null };
  credit: Request;
  cards: Request & { list: SavedCard[]; deleting: number[] };
  /** Lines with a quantity change or removal in flight. */
  busyItems: Record<number, 'updating' | 'removing'>;
  itemsRemoving: boolean;
  submit: Request & { step: SubmitStep; supportId: string | null; result: PlaceOrderResult | null };
  /** The confirmation page's order. */
  order: Request & { data: Order | null };
  /** Track order. */
  lookup: Request & { order: Order | null };
  returnRequest: Request;
}

export const initialCheckoutState: CheckoutState = {
  summary: idle,
  user: null,
  testMode: false,
  totals: null,
  totalsStatus: 'idle',
  shipping: { method: 'STANDARD', zipCode: null, stateCode: null },
  address: { ...idle, validated: null, userMessage: null, pending: null },
  promo: { ...idle, message: null },
  credit: idle,
  cards: { ...idle, list: [], deleting: [] },
  busyItems: {},
  itemsRemoving: false,
  submit: { ...idle, step: null, supportId: null, result: null },
  order: { ...idle, data: null },
  lookup: { ...idle, order: null },
  returnRequest: idle,
};
