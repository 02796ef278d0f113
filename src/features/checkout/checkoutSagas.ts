import type { Action, PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiError } from '../../lib/http';
import { requestSaga, type RequestActions } from '../../lib/requestSaga';
import { uuidV4 } from '../../lib/uuid';
import { cartClosed, cartRequested } from '../cart/cartEvents';
import { outOfStockItems } from '../cart/cartRules';
import { selectCart } from '../cart/cartSelectors';
import { requestWithCart } from '../cart/cartSagas';
import { fetchCartActions, removeUnavailableActions } from '../cart/cartSlice';
import type { Cart } from '../cart/types';
import { modalOpened } from '../modals/modalsSlice';
import type { ModalsState } from '../modals/modalsSlice';
import { noticeShown, noticesWithdrawn } from '../notices/noticesSlice';
import { checkoutApi } from './checkoutApi';
import { PROOF_NOT_APPROVED_CODE } from '../../contracts/paperOrder';
import { selectCheckoutFlags, selectTotals } from './checkoutSelectors';
import {
  addressSubmitted,
  applyCreditActions,
  applyPromoActions,
  cardDeleteRequested,
  checkoutFailed,
  checkoutRequested,
  checkoutStarted,
  checkoutSucceeded,
  creditToggled,
  deleteCardActions,
  fetchCardsActions,
  fetchOrderActions,
  fetchSummaryActions,
  fetchTotalsActions,
  itemQuantityChanged,
  itemRemoveRequested,
  itemsRemoveRequested,
  orderRequested,
  orderStatusActions,
  orderStatusRequested,
  paymentIntentActions,
  placeOrderActions,
  promoApplyRequested,
  promoRejected,
  promoRemoveRequested,
  removeCreditActions,
  removeItemActions,
  removeItemsActions,
  removePromoActions,
  returnRequested,
  savedCardsRequested,
  shippingMethodChosen,
  startReturnActions,
  totalsReceived,
  totalsRequested,
  tokenActions,
  updateItemActions,
  validateAddressActions,
} from './checkoutSlice';
import type {
  Address,
  CheckoutFlags,
  CheckoutSubmission,
  OrderLookup,
  PaymentIntentRequest,
  PlaceOrderBody,
  ReturnArg,
  ShippingMethod,
  Totals,
} from './types';

/** Spec §8: how a checkout failure is logged (POST /api/v0/log/{id}). */
export const CHECKOUT_ERROR_LOG_MESSAGE = 'Web Checkout Error';
/** Spec §4: a promo that could not be applied, when the server gave no reason. */
export const promoFailedMessage = (code: string) => `Promo ${code} could not be applied`;
/** Spec §8: the checkout failure notice. */
export const checkoutFailureMessage = (message: string, supportId: string) => `${message} (Support ID: ${supportId})`;

/** Place order is retried on a lost connection (or a gateway hiccup) with the same Idempotency-Key. */
export const MAX_ORDER_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;
export const retryDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether the same attempt may be sent again: no answer arrived (network, timeout), a gateway
 * failed, or the server is still working on the first send. The server answers a repeat of a
 * finished attempt with its first answer, so the order is never placed twice.
 */
export function isRetryable(error: ApiError): boolean {
  if (error.status === undefined) return true;
  if (error.status === 502 || error.status === 503 || error.status === 504) return true;
  return error.status === 409 && error.code === 'idempotency.in_progress';
}

const negative = (message: string) => noticeShown({ kind: 'negative', message });
/**
 * The topic of Place order's failure notice: the next attempt's start withdraws it, and so does a
 * success (a declined card's notice must not stay on 'Thank you for your order').
 */
export const PLACE_ORDER_NOTICE_TOPIC = 'checkout/placeOrder';

function* currentFlags() {
  return (yield select(selectCheckoutFlags)) as CheckoutFlags;
}

/**
 * requestSaga for a checkout call that answers with the cart and its totals (`{ cart, totals, … }`):
 * a success puts cart/cartReceived, then checkout/totalsReceived.
 */
export function* requestWithTotals<Arg, Result extends { cart: Cart; totals: Totals }>(
  actions: RequestActions<Arg, Result>,
  arg: Arg,
  fn: (arg: Arg) => Promise<Result>,
) {
  const outcome = yield* requestWithCart(actions, arg, fn);
  if (outcome.ok) yield put(totalsReceived(outcome.result.totals));
  return outcome;
}

/** PUT /checkout/totals for the current speed and destination. */
export function* refreshTotals() {
  yield* requestSaga(fetchTotalsActions, yield* currentFlags(), checkoutApi.totals);
}

/** Items that cannot ship where the order goes: the shipping-exclusion modal lists them. */
function* showExclusions() {
  const totals = (yield select(selectTotals)) as Totals | null;
  const open = (yield select((state: { modals: ModalsState }) => state.modals.open)) as ModalsState['open'];
  if (totals && totals.shippingExclusions.length > 0 && open?.type !== 'shippingExclusion')
    yield put(modalOpened({ type: 'shippingExclusion' }));
}

/** The cart load of spec §4 (cart domain) has finished: with or without out-of-stock items taken out. */
const cartLoadSettled = (action: Action) =>
  action.type === removeUnavailableActions.succeeded.type ||
  action.type === removeUnavailableActions.failed.type ||
  action.type === fetchCartActions.failed.type ||
  (fetchCartActions.succeeded.match(action) && outOfStockItems(action.payload.result).length === 0);

/**
 * The checkout page: GET /checkout (cart, totals, who is buying). Out-of-stock items go through
 * the cart load of spec §4 first; totals follow the speed and address already chosen; signed-in
 * buyers get their saved cards; items that cannot ship there open the shipping-exclusion modal.
 */
export function* checkoutLoadFlow() {
  const outcome = yield* requestWithTotals(fetchSummaryActions, undefined, checkoutApi.summary);
  if (!outcome.ok) return;
  const flags = yield* currentFlags();
  if (outOfStockItems(outcome.result.cart).length > 0) {
    yield put(cartRequested());
    yield take(cartLoadSettled);
    yield* refreshTotals();
  } else if (flags.isExpedited || flags.isRushed || flags.zipCode) {
    yield* refreshTotals();
  }
  if (!outcome.result.user.isGuest) yield* loadCardsFlow();
  yield* showExclusions();
}

export function* shippingMethodFlow(_action: PayloadAction<ShippingMethod>) {
  yield* refreshTotals();
}

/** Spec §8: a failed cart item update is the server's message; an answer's errorMessage is shown too. */
export function* itemQuantityFlow(action: PayloadAction<{ id: number; quantity: number }>) {
  // A paper line (issue 30) changes among its tiers' quantities through the paper endpoint.
  const cart = (yield select(selectCart)) as Cart | null;
  const isPaper = cart?.items.some((i) => i.id === action.payload.id && i.kind === 'PAPER') ?? false;
  const outcome = yield* requestWithTotals(
    updateItemActions,
    { ...action.payload, flags: yield* currentFlags() },
    isPaper ? checkoutApi.updatePaperItem : checkoutApi.updateItem,
  );
  if (!outcome.ok) yield put(negative(outcome.error.message));
  else if (outcome.result.errorMessage) yield put(negative(outcome.result.errorMessage));
}

export function* itemRemoveFlow(action: PayloadAction<{ id: number }>) {
  const outcome = yield* requestWithTotals(
    removeItemActions,
    { id: action.payload.id, flags: yield* currentFlags() },
    checkoutApi.removeItem,
  );
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

/** The shipping-exclusion modal's 'Remove items'. */
export function* itemsRemoveFlow(action: PayloadAction<{ itemIds: number[] }>) {
  const outcome = yield* requestWithTotals(
    removeItemsActions,
    { itemIds: action.payload.itemIds, flags: yield* currentFlags() },
    checkoutApi.removeItems,
  );
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

/**
 * Spec §4: a promo applies only when the answer contains `promo`; otherwise 'Promo {code} could
 * not be applied', or the error's trigger when the server refused the code with one.
 */
export function* applyPromoFlow(action: PayloadAction<{ code: string }>) {
  const code = action.payload.code.trim();
  const outcome = yield* requestWithTotals(applyPromoActions, { code, flags: yield* currentFlags() }, checkoutApi.applyPromo);
  if (outcome.ok && outcome.result.promo) return;
  const trigger = outcome.ok ? undefined : outcome.error.data?.trigger;
  yield put(promoRejected({ code, message: typeof trigger === 'string' && trigger ? trigger : promoFailedMessage(code) }));
}

export function* removePromoFlow() {
  const outcome = yield* requestWithTotals(removePromoActions, yield* currentFlags(), checkoutApi.removePromo);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* creditFlow(action: PayloadAction<{ apply: boolean }>) {
  const flags = yield* currentFlags();
  const outcome = action.payload.apply
    ? yield* requestWithTotals(applyCreditActions, flags, checkoutApi.applyCredit)
    : yield* requestWithTotals(removeCreditActions, flags, checkoutApi.removeCredit);
  if (!outcome.ok) yield put(negative(outcome.error.message));
}

export function* loadCardsFlow() {
  yield* requestSaga(fetchCardsActions, undefined, checkoutApi.savedCards);
}

export function* deleteCardFlow(action: PayloadAction<{ id: number }>) {
  const outcome = yield* requestSaga(deleteCardActions, action.payload.id, checkoutApi.deleteCard);
  yield put(outcome.ok ? noticeShown({ kind: 'positive', message: 'Card removed.' }) : negative(outcome.error.message));
}

/**
 * Spec §5: the address is checked by the server; a userMessage is shown as an error and
 * 'Use this address anyway' resends it with bypass. A good address sets the ZIP the totals
 * (tax, exclusions) are for.
 */
export function* addressFlow(action: PayloadAction<{ address: Address; bypass: boolean }>) {
  const outcome = yield* requestSaga(validateAddressActions, action.payload, checkoutApi.validateAddress);
  if (!outcome.ok || !outcome.result.valid) return;
  yield* refreshTotals();
  yield* showExclusions();
}

/** An error's `data.totals` (409 checkout.total_changed carries the new totals); the error data is untyped. */
const isTotals = (value: unknown): value is Totals =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Totals).totalCents === 'number' &&
  Array.isArray((value as Totals).shippingOptions);

/** Spec §8: the notice '{message} (Support ID: {id})', and the error logged with the cart id. */
function* checkoutFailure(error: ApiError, idempotencyKey: string, cartId: string | null) {
  const supportId = error.supportId ?? idempotencyKey.slice(0, 8);
  yield put(checkoutFailed({ error, supportId }));
  // 'Your total changed': the answer carries the new totals, which are now the current ones.
  const changed = error.data?.totals;
  if (isTotals(changed)) yield put(totalsReceived(changed));
  yield put(noticeShown({ kind: 'negative', message: checkoutFailureMessage(error.message, supportId), topic: PLACE_ORDER_NOTICE_TOPIC }));
  const loggedCartId = typeof error.data?.cartId === 'string' ? error.data.cartId : cartId;
  try {
    yield call(checkoutApi.logError, supportId, CHECKOUT_ERROR_LOG_MESSAGE, {
      cartId: loggedCartId,
      message: error.message,
      code: error.code ?? null,
      status: error.status ?? null,
    });
  } catch {
    // Spec §7: log failures are ignored.
  }
  // The cart changed under the buyer (sold out, cannot ship there): show it as it is now.
  // A paper line whose proof is not approved: the reloaded cart shows it as needing approval, with its proof.
  if (error.code === 'checkout.out_of_stock' || error.code === 'checkout.shipping_exclusion' || error.code === PROOF_NOT_APPROVED_CODE)
    yield* checkoutLoadFlow();
}

/**
 * Place order (spec §4 checkout: started, then success or failure). A total above zero is paid by
 * card: a client token, then a payment intent for the new or saved card; then POST /checkout with
 * the total the buyer saw. The card's details pass through this event and the intent call only;
 * no state keeps them.
 */
export function* checkoutFlow(action: PayloadAction<CheckoutSubmission>) {
  const submission = action.payload;
  // A new attempt: the last one's failure is history (the form shows this attempt's progress).
  yield put(noticesWithdrawn({ topic: PLACE_ORDER_NOTICE_TOPIC }));
  // One key per attempt; a retry of this attempt after a lost answer sends the same one.
  const idempotencyKey = (yield call(uuidV4)) as string;
  const totals = (yield select(selectTotals)) as Totals | null;
  const cart = (yield select(selectCart)) as Cart | null;
  const flags = yield* currentFlags();
  const cartId = cart?.cartId ?? null;
  if (!totals) {
    yield* checkoutFailure({ message: 'Your order total is still loading. Please try again.' }, idempotencyKey, cartId);
    return;
  }

  let paymentIntentId: string | null = null;
  if (totals.totalCents > 0) {
    if (!submission.payment) {
      yield* checkoutFailure({ message: 'Please enter your payment details.' }, idempotencyKey, cartId);
      return;
    }
    const token = yield* requestSaga(tokenActions, undefined, checkoutApi.braintreeToken);
    if (!token.ok) {
      yield* checkoutFailure(token.error, idempotencyKey, cartId);
      return;
    }
    const { braintreeToken } = token.result;
    const request: PaymentIntentRequest =
      submission.payment.kind === 'new'
        ? { braintreeToken, card: submission.payment.card, saveCard: submission.payment.saveCard }
        : { braintreeToken, creditCardId: submission.payment.creditCardId };
    const intent = yield* requestSaga(paymentIntentActions, request, checkoutApi.createPaymentIntent);
    if (!intent.ok) {
      yield* checkoutFailure(intent.error, idempotencyKey, cartId);
      return;
    }
    paymentIntentId = intent.result.paymentIntentId;
  }

  const body: PlaceOrderBody = {
    ...flags,
    paymentIntentId,
    email: submission.email,
    giverName: submission.giverName,
    ...(submission.giftMessage ? { giftMessage: submission.giftMessage } : {}),
    ...(submission.shippingAddress ? { shippingAddress: submission.shippingAddress } : {}),
    ...(submission.giverAddress ? { giverAddress: submission.giverAddress } : {}),
    expectedTotalCents: totals.totalCents,
  };
  for (let attempt = 1; ; attempt += 1) {
    const placed = yield* requestSaga(placeOrderActions, { body, idempotencyKey }, checkoutApi.placeOrder);
    if (placed.ok) {
      yield put(noticesWithdrawn({ topic: PLACE_ORDER_NOTICE_TOPIC }));
      yield put(checkoutSucceeded(placed.result));
      yield put(cartClosed());
      return;
    }
    if (attempt < MAX_ORDER_ATTEMPTS && isRetryable(placed.error)) {
      yield call(retryDelay, RETRY_DELAY_MS * attempt);
      continue;
    }
    yield* checkoutFailure(placed.error, idempotencyKey, cartId);
    return;
  }
}

/** The confirmation page's order (the page shows a failure itself). */
export function* orderFlow(action: PayloadAction<{ orderNumber: string }>) {
  yield* requestSaga(fetchOrderActions, action.payload.orderNumber, checkoutApi.order);
}

export function* orderStatusFlow(action: PayloadAction<OrderLookup>) {
  yield* requestSaga(orderStatusActions, action.payload, checkoutApi.orderStatus);
}

/** Start a return; the page tells the outcome itself (the updated order, or the server's message). */
export function* returnFlow(action: PayloadAction<ReturnArg>) {
  yield* requestSaga(startReturnActions, action.payload, checkoutApi.startReturn);
}

export function* checkoutSagas() {
  // takeLeading: Place order must never run twice at once (spec §4); nor a promo, credit or return submit.
  yield takeLeading(checkoutStarted.type, checkoutFlow);
  yield takeLeading(promoApplyRequested.type, applyPromoFlow);
  yield takeLeading(promoRemoveRequested.type, removePromoFlow);
  yield takeLeading(creditToggled.type, creditFlow);
  yield takeLeading(itemsRemoveRequested.type, itemsRemoveFlow);
  yield takeLeading(returnRequested.type, returnFlow);
  // takeLatest: reads, and totals for the newest speed or address only.
  yield takeLatest(checkoutRequested.type, checkoutLoadFlow);
  yield takeLatest(shippingMethodChosen.type, shippingMethodFlow);
  yield takeLatest(totalsRequested.type, refreshTotals);
  yield takeLatest(addressSubmitted.type, addressFlow);
  yield takeLatest(savedCardsRequested.type, loadCardsFlow);
  yield takeLatest(orderRequested.type, orderFlow);
  yield takeLatest(orderStatusRequested.type, orderStatusFlow);
  // takeEvery: changes to different lines or cards are independent requests.
  yield takeEvery(itemQuantityChanged.type, itemQuantityFlow);
  yield takeEvery(itemRemoveRequested.type, itemRemoveFlow);
  yield takeEvery(cardDeleteRequested.type, deleteCardFlow);
}
