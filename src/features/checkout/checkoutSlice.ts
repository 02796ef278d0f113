import { createAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import {
  addressSubmitted,
  checkoutFailed,
  checkoutRequested,
  checkoutStarted,
  checkoutSucceeded,
  shippingMethodChosen,
  totalsReceived,
} from './checkoutEvents';
import type {
  Address,
  AddressValidation,
  BraintreeToken,
  CartAndTotals,
  CartUpdateResult,
  CheckoutFlags,
  CheckoutSummary,
  CheckoutUser,
  Order,
  OrderLookup,
  PaymentIntent,
  PaymentIntentRequest,
  PlaceOrderBody,
  PlaceOrderResult,
  PromoResult,
  ReturnArg,
  SavedCard,
  ShippingMethod,
  Totals,
} from './types';

export * from './checkoutEvents';

// ---- Request progress (started / succeeded / failed for every call) ------------------------

export const fetchSummaryActions = createRequestActions<void, CheckoutSummary>('checkout/fetchSummary');
export const fetchTotalsActions = createRequestActions<CheckoutFlags, Totals>('checkout/fetchTotals');
export const updateItemActions = createRequestActions<{ id: number; quantity: number; flags: CheckoutFlags }, CartUpdateResult>(
  'checkout/updateItem',
);
export const removeItemActions = createRequestActions<{ id: number; flags: CheckoutFlags }, CartUpdateResult>('checkout/removeItem');
export const removeItemsActions = createRequestActions<{ itemIds: number[]; flags: CheckoutFlags }, CartUpdateResult>(
  'checkout/removeItems',
);
export const applyPromoActions = createRequestActions<{ code: string; flags: CheckoutFlags }, PromoResult>('checkout/applyPromo');
/** Spec §4: the answer had no promo, or the server refused the code; the message to show. */
export const promoRejected = createAction<{ code: string; message: string }>('checkout/promoRejected');
export const removePromoActions = createRequestActions<CheckoutFlags, CartAndTotals>('checkout/removePromo');
export const applyCreditActions = createRequestActions<CheckoutFlags, CartAndTotals>('checkout/applyCredit');
export const removeCreditActions = createRequestActions<CheckoutFlags, CartAndTotals>('checkout/removeCredit');
export const validateAddressActions = createRequestActions<{ address: Address; bypass: boolean }, AddressValidation>(
  'checkout/validateAddress',
);
export const fetchCardsActions = createRequestActions<void, { creditCards: SavedCard[] }>('checkout/fetchCards');
export const deleteCardActions = createRequestActions<number, void>('checkout/deleteCard');
export const tokenActions = createRequestActions<void, BraintreeToken>('checkout/braintreeToken');
export const paymentIntentActions = createRequestActions<PaymentIntentRequest, PaymentIntent>('checkout/paymentIntent');
export const placeOrderActions = createRequestActions<{ body: PlaceOrderBody; idempotencyKey: string }, PlaceOrderResult>(
  'checkout/placeOrder',
);
export const fetchOrderActions = createRequestActions<string, { order: Order }>('checkout/fetchOrder');
export const orderStatusActions = createRequestActions<OrderLookup, { order: Order }>('checkout/orderStatus');
export const startReturnActions = createRequestActions<ReturnArg, { order: Order }>('checkout/startReturn');

// ---- State --------------------------------------------------------------------------------

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
  totalsLoad: RequestState;
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
  totalsLoad: idleRequest,
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

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchSummaryActions, (state) => state.summary, {
      succeeded: (state, action) => {
        const { user, testMode, totals } = action.payload.result;
        state.user = user;
        state.testMode = testMode;
        state.shipping.method = totals.shippingMethod;
      },
    });
    addRequestCases(builder, fetchTotalsActions, (state) => state.totalsLoad, {
      succeeded: (state, action) => {
        state.totals = action.payload.result;
      },
    });
    // Without a promo in the answer the saga reports promoRejected (status failed, the message).
    addRequestCases(builder, applyPromoActions, (state) => state.promo, {
      started: (state) => {
        state.promo.message = null;
      },
    });
    addRequestCases(builder, validateAddressActions, (state) => state.address, {
      succeeded: (state, action) => {
        const answer = action.payload.result;
        if (answer.valid) {
          state.address = { status: 'succeeded', error: null, validated: answer.address, userMessage: null, pending: null };
          state.shipping.zipCode = answer.address.zipCode.slice(0, 5);
          state.shipping.stateCode = answer.address.stateCode;
        } else {
          // Spec §5: the doubt is shown as an error; 'Use this address anyway' resends with bypass.
          state.address.status = 'failed';
          state.address.userMessage = answer.userMessage;
          state.address.pending = action.payload.arg.address;
        }
      },
    });
    addRequestCases(builder, fetchCardsActions, (state) => state.cards, {
      succeeded: (state, action) => {
        state.cards.list = action.payload.result.creditCards;
      },
    });
    addRequestCases(builder, applyCreditActions, (state) => state.credit);
    addRequestCases(builder, removeCreditActions, (state) => state.credit);
    addRequestCases(builder, fetchOrderActions, (state) => state.order, {
      started: (state, action) => {
        if (state.order.data?.orderNumber !== action.payload) state.order.data = null;
      },
      succeeded: (state, action) => {
        state.order.data = action.payload.result.order;
      },
    });
    addRequestCases(builder, orderStatusActions, (state) => state.lookup, {
      started: (state) => {
        state.lookup.order = null;
        state.returnRequest = { status: 'idle', error: null };
      },
      succeeded: (state, action) => {
        state.lookup.order = action.payload.result.order;
      },
      failed: (state) => {
        state.lookup.order = null;
      },
    });
    addRequestCases(builder, startReturnActions, (state) => state.returnRequest, {
      succeeded: (state, action) => {
        state.lookup = { status: 'succeeded', error: null, order: action.payload.result.order };
      },
    });
    builder
      // The page's data; a new visit starts without the last attempt's outcome.
      .addCase(checkoutRequested, (state) => {
        state.submit = initialCheckoutState.submit;
      })
      .addCase(shippingMethodChosen, (state, action) => {
        state.shipping.method = action.payload;
      })
      // Every answer with totals keeps them current (the flows put totalsReceived).
      .addCase(totalsReceived, (state, action) => {
        state.totals = action.payload;
        state.totalsLoad = { status: 'succeeded', error: null };
      })

      // Lines
      .addCase(updateItemActions.started, (state, action) => {
        state.busyItems[action.payload.id] = 'updating';
      })
      .addCase(removeItemActions.started, (state, action) => {
        state.busyItems[action.payload.id] = 'removing';
      })
      .addCase(removeItemsActions.started, (state) => {
        state.itemsRemoving = true;
      })

      // Promo and credit
      .addCase(promoRejected, (state, action) => {
        state.promo.status = 'failed';
        state.promo.message = action.payload.message;
      })
      .addCase(removePromoActions.succeeded, (state) => {
        state.promo = { status: 'idle', error: null, message: null };
      })

      // Address
      .addCase(addressSubmitted, (state) => {
        state.address.status = 'loading';
        state.address.error = null;
        state.address.userMessage = null;
      })

      // Saved cards
      .addCase(deleteCardActions.started, (state, action) => {
        state.cards.deleting.push(action.payload);
      })
      .addCase(deleteCardActions.succeeded, (state, action) => {
        state.cards.deleting = state.cards.deleting.filter((id) => id !== action.payload.arg);
        state.cards.list = state.cards.list.filter((card) => card.id !== action.payload.arg);
      })
      .addCase(deleteCardActions.failed, (state, action) => {
        state.cards.deleting = state.cards.deleting.filter((id) => id !== action.payload.arg);
      })

      // Place order (spec §4: started, then success or failure)
      .addCase(checkoutStarted, (state) => {
        state.submit = { status: 'loading', error: null, step: 'token', supportId: null, result: null };
      })
      .addCase(paymentIntentActions.started, (state) => {
        state.submit.step = 'payment';
      })
      .addCase(placeOrderActions.started, (state) => {
        state.submit.step = 'order';
      })
      .addCase(checkoutSucceeded, (state, action) => {
        state.submit = { status: 'succeeded', error: null, step: null, supportId: null, result: action.payload };
        state.order = { status: 'succeeded', error: null, data: action.payload.order };
        // The cart is closed: what the next checkout needs is fetched again.
        state.totals = null;
        state.summary = { status: 'idle', error: null };
        state.promo = { status: 'idle', error: null, message: null };
      })
      .addCase(checkoutFailed, (state, action) => {
        state.submit = { status: 'failed', error: action.payload.error, step: null, supportId: action.payload.supportId, result: null };
      })

      // Orders

      // Groups of request outcomes
      .addMatcher(
        isAnyOf(updateItemActions.succeeded, updateItemActions.failed, removeItemActions.succeeded, removeItemActions.failed),
        (state, action) => {
          delete state.busyItems[action.payload.arg.id];
        },
      )
      .addMatcher(isAnyOf(removeItemsActions.succeeded, removeItemsActions.failed), (state) => {
        state.itemsRemoving = false;
      });
  },
});

export const checkoutReducer = checkoutSlice.reducer;
