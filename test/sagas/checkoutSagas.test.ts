import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { uuidV4 } from '../../src/lib/uuid';
import { noticeShown, noticesReducer, noticesWithdrawn } from '../../src/features/notices/noticesSlice';
import { modalOpened, modalsReducer } from '../../src/features/modals/modalsSlice';
import { cartClosed, cartReceived, cartReducer, initialCartState } from '../../src/features/cart/cartSlice';
import { cartCountReducer } from '../../src/features/cart/cartCountSlice';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import {
  addressFlow,
  applyPromoFlow,
  checkoutFlow,
  CHECKOUT_ERROR_LOG_MESSAGE,
  checkoutLoadFlow,
  creditFlow,
  deleteCardFlow,
  itemQuantityFlow,
  itemRemoveFlow,
  itemsRemoveFlow,
  loadCardsFlow,
  orderFlow,
  orderStatusFlow,
  PLACE_ORDER_NOTICE_TOPIC,
  removePromoFlow,
  retryDelay,
  returnFlow,
  shippingMethodFlow,
} from '../../src/features/checkout/checkoutSagas';
import {
  addressSubmitted,
  cardDeleteRequested,
  checkoutFailed,
  checkoutReducer,
  checkoutRequested,
  checkoutStarted,
  checkoutSucceeded,
  creditToggled,
  fetchTotalsActions,
  initialCheckoutState,
  itemQuantityChanged,
  itemRemoveRequested,
  itemsRemoveRequested,
  orderRequested,
  orderStatusRequested,
  placeOrderActions,
  promoApplyRequested,
  promoRejected,
  returnRequested,
  shippingMethodChosen,
  totalsReceived,
  updateItemActions,
} from '../../src/features/checkout/checkoutSlice';
import type { CheckoutState } from '../../src/features/checkout/checkoutSlice';
import type { Address, CheckoutSubmission, PlaceOrderBody } from '../../src/features/checkout/types';
import type { Cart } from '../../src/features/cart/types';
import { alexAndJordan, cart, cartItem, order, totals } from '../setup/commerceFixtures';

const reducer = combineReducers({
  cart: cartReducer,
  cartCount: cartCountReducer,
  checkout: checkoutReducer,
  modals: modalsReducer,
  notices: noticesReducer,
});
type State = ReturnType<typeof reducer>;

function state(over: { cart?: Cart | null; checkout?: Partial<CheckoutState> } = {}): State {
  return {
    cart: { ...initialCartState, cart: over.cart === undefined ? cart([cartItem(1, { quantity: 2 })]) : over.cart, status: 'succeeded' },
    cartCount: 2,
    checkout: { ...initialCheckoutState, totals: totals(), ...over.checkout },
    modals: { open: null },
    notices: { ids: [], entities: {} },
  };
}
const ownCart = cart([cartItem(1, { quantity: 2 })]);
const giftCart = cart([cartItem(1, { registryItemId: 9 })], { registry: alexAndJordan });
const noticeTexts = (s: State) => s.notices.ids.map((id) => `${s.notices.entities[id]!.kind}: ${s.notices.entities[id]!.message}`);

describe('totals', () => {
  it('a new shipping speed asks for totals with its flags and the checked ZIP', async () => {
    const expedited = totals({ shippingMethod: 'EXPEDITED', shippingCents: 1495, totalCents: 6939 });
    const start = state({ checkout: { shipping: { method: 'STANDARD', zipCode: '10001', stateCode: 'NY' } } });
    const { storeState } = await expectSaga(shippingMethodFlow, shippingMethodChosen('EXPEDITED'))
      .withReducer(reducer, reducer(start, shippingMethodChosen('EXPEDITED')))
      .provide([[matchers.call.fn(checkoutApi.totals), expedited]])
      .put(fetchTotalsActions.started({ isExpedited: true, isRushed: false, zipCode: '10001', stateCode: 'NY' }))
      .run();
    expect(storeState.checkout.totals).toEqual(expedited);
    expect(storeState.checkout.shipping.method).toBe('EXPEDITED');
  });

  it('a registry cart sends the registry, never a ZIP', async () => {
    await expectSaga(shippingMethodFlow, shippingMethodChosen('RUSH'))
      .withReducer(reducer, reducer(state({ cart: giftCart }), shippingMethodChosen('RUSH')))
      .provide([[matchers.call.fn(checkoutApi.totals), totals()]])
      .call(checkoutApi.totals, { isExpedited: false, isRushed: true, registryId: 1 })
      .run();
  });

  it('the checkout page load opens the shipping-exclusion modal when items cannot ship there', async () => {
    const excluded = totals({ shippingExclusions: [{ itemId: 1, name: 'Product 1', reason: 'Cannot ship to Hawaii or Alaska' }] });
    const { storeState } = await expectSaga(checkoutLoadFlow)
      .withReducer(reducer, state({ checkout: {} }))
      .provide([
        [
          matchers.call.fn(checkoutApi.summary),
          {
            cart: ownCart,
            totals: excluded,
            user: { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 },
            testMode: true,
          },
        ],
      ])
      .put(cartReceived(ownCart))
      .put(totalsReceived(excluded))
      .put(modalOpened({ type: 'shippingExclusion' }))
      .not.call.fn(checkoutApi.savedCards)
      .run();
    expect(storeState.checkout.totals).toEqual(excluded);
    expect(storeState.checkout.testMode).toBe(true);
  });

  it('a signed-in buyer gets their saved cards with the page', async () => {
    const cards = [{ id: 4, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, cardholderName: 'Alex Morgan', isExpired: false }];
    const { storeState } = await expectSaga(checkoutLoadFlow)
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.summary),
          {
            cart: ownCart,
            totals: totals(),
            user: { isGuest: false, email: 'alex@confetti.test', firstName: 'Alex', lastName: 'Morgan', creditBalanceCents: 2500 },
            testMode: true,
          },
        ],
        [matchers.call.fn(checkoutApi.savedCards), { creditCards: cards }],
      ])
      .run();
    expect(storeState.checkout.cards.list).toEqual(cards);
    expect(storeState.checkout.user?.creditBalanceCents).toBe(2500);
  });
});

describe('totalsReceived (the one way answers with totals reach the state)', () => {
  it('sets the totals and marks them loaded', () => {
    const next = totals({ totalCents: 4321 });
    const after = reducer(state({ checkout: { totals: null } }), totalsReceived(next));
    expect(after.checkout.totals).toEqual(next);
    expect(after.checkout.totalsLoad).toEqual({ status: 'succeeded', error: null });
  });

  it('a request success carrying totals no longer changes them by its shape alone', () => {
    const before = state();
    const answer = { cart: cart([cartItem(1, { quantity: 3 })]), totals: totals({ subtotalCents: 7500 }), errorMessage: null };
    const after = reducer(
      before,
      updateItemActions.succeeded({ arg: { id: 1, quantity: 3, flags: { isExpedited: false, isRushed: false } }, result: answer }),
    );
    expect(after.checkout.totals).toEqual(before.checkout.totals);
  });

  it('a failed quantity change puts no totals', async () => {
    await expectSaga(itemQuantityFlow, itemQuantityChanged({ id: 1, quantity: 3 }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.updateItem), throwError(new HttpError({ message: 'Only 2 left.', status: 409 }))]])
      .not.put.actionType(totalsReceived.type)
      .run();
  });
});

describe('cart item updates', () => {
  const flags = { isExpedited: false, isRushed: false };

  it('a quantity change keeps the new cart and totals', async () => {
    const answer = { cart: cart([cartItem(1, { quantity: 3 })]), totals: totals({ subtotalCents: 7500 }), errorMessage: null };
    const { storeState } = await expectSaga(itemQuantityFlow, itemQuantityChanged({ id: 1, quantity: 3 }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.updateItem), answer]])
      .put(updateItemActions.started({ id: 1, quantity: 3, flags }))
      .put(cartReceived(answer.cart))
      .put(totalsReceived(answer.totals))
      .not.put.actionType(noticeShown.type)
      .run();
    expect(storeState.cart.cart).toEqual(answer.cart);
    expect(storeState.checkout.totals?.subtotalCents).toBe(7500);
    expect(storeState.checkout.busyItems).toEqual({});
    expect(storeState.cartCount).toBe(3);
  });

  it('an answer with errorMessage shows it as a notice (the server capped the quantity)', async () => {
    const answer = {
      cart: cart([cartItem(1, { quantity: 2 })]),
      totals: totals(),
      errorMessage: 'Only 2 left in stock, so we updated your quantity.',
    };
    const { storeState } = await expectSaga(itemQuantityFlow, itemQuantityChanged({ id: 1, quantity: 5 }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.updateItem), answer]])
      .run();
    expect(noticeTexts(storeState)).toEqual(['negative: Only 2 left in stock, so we updated your quantity.']);
    expect(storeState.cart.cart?.items[0]?.quantity).toBe(2);
  });

  it("a failed update shows the server's message", async () => {
    const { storeState } = await expectSaga(itemQuantityFlow, itemQuantityChanged({ id: 1, quantity: 3 }))
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.updateItem),
          throwError(new HttpError({ message: 'We could not find that item in your cart.', status: 404 })),
        ],
      ])
      .not.put.actionType(cartReceived.type)
      .run();
    expect(noticeTexts(storeState)).toEqual(['negative: We could not find that item in your cart.']);
    expect(storeState.cart.cart).toEqual(state().cart.cart);
    expect(storeState.checkout.busyItems).toEqual({});
  });

  it('remove takes the line out (and its failure is a notice)', async () => {
    const answer = { cart: cart([]), totals: totals({ subtotalCents: 0, totalCents: 0 }), errorMessage: null };
    const { storeState } = await expectSaga(itemRemoveFlow, itemRemoveRequested({ id: 1 }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.removeItem), answer]])
      .call(checkoutApi.removeItem, { id: 1, flags })
      .put(cartReceived(answer.cart))
      .run();
    expect(storeState.cart.cart?.items).toEqual([]);
    expect(storeState.cartCount).toBe(0);

    const failed = await expectSaga(itemRemoveFlow, itemRemoveRequested({ id: 1 }))
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.removeItem),
          throwError(new HttpError({ message: 'We could not find that item in your cart.', status: 404 })),
        ],
      ])
      .run();
    expect(noticeTexts(failed.storeState)).toEqual(['negative: We could not find that item in your cart.']);
  });

  it("the shipping-exclusion modal's 'Remove items' removes them all", async () => {
    const answer = { cart: cart([cartItem(2)]), totals: totals(), errorMessage: null };
    const { storeState } = await expectSaga(itemsRemoveFlow, itemsRemoveRequested({ itemIds: [1, 3] }))
      .withReducer(reducer, state({ checkout: { shipping: { method: 'STANDARD', zipCode: '96813', stateCode: 'HI' } } }))
      .provide([[matchers.call.fn(checkoutApi.removeItems), answer]])
      .call(checkoutApi.removeItems, { itemIds: [1, 3], flags: { ...flags, zipCode: '96813', stateCode: 'HI' } })
      .run();
    expect(storeState.cart.cart?.items.map((i: { id: number }) => i.id)).toEqual([2]);
    expect(storeState.checkout.itemsRemoving).toBe(false);
  });
});

describe('promo (spec §4)', () => {
  const promo = { code: 'WELCOME10', description: '10% off', discountCents: 500 };

  it('applies when the answer contains promo', async () => {
    const answer = { cart: cart([cartItem(1)], { promo }), totals: totals({ discountCents: 500 }), promo };
    const { storeState } = await expectSaga(applyPromoFlow, promoApplyRequested({ code: ' WELCOME10 ' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.applyPromo), answer]])
      .call(checkoutApi.applyPromo, { code: 'WELCOME10', flags: { isExpedited: false, isRushed: false } })
      .put(cartReceived(answer.cart))
      .put(totalsReceived(answer.totals))
      .not.put.actionType(promoRejected.type)
      .run();
    expect(storeState.checkout.promo).toEqual({ status: 'succeeded', error: null, message: null });
    expect(storeState.cart.cart?.promo).toEqual(promo);
    expect(storeState.checkout.totals?.discountCents).toBe(500);
  });

  it("without promo in the answer: 'Promo {code} could not be applied'", async () => {
    const { storeState } = await expectSaga(applyPromoFlow, promoApplyRequested({ code: 'SAVE20' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.applyPromo), { cart: ownCart, totals: totals() }]])
      .put(promoRejected({ code: 'SAVE20', message: 'Promo SAVE20 could not be applied' }))
      .run();
    expect(storeState.checkout.promo.status).toBe('failed');
    expect(storeState.checkout.promo.message).toBe('Promo SAVE20 could not be applied');
  });

  it("a 422 refusal shows the error's trigger", async () => {
    const error = new HttpError({
      message: 'That promo code cannot be used.',
      status: 422,
      code: 'promo.invalid',
      data: { message: 'That promo code cannot be used.', code: 'promo.invalid', trigger: 'This code has expired.' },
    });
    const { storeState } = await expectSaga(applyPromoFlow, promoApplyRequested({ code: 'SPRING2020' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.applyPromo), throwError(error)]])
      .run();
    expect(storeState.checkout.promo.message).toBe('This code has expired.');
  });

  it('a refusal without a trigger falls back to the spec message', async () => {
    const { storeState } = await expectSaga(applyPromoFlow, promoApplyRequested({ code: 'NOPE' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.applyPromo), throwError(new HttpError({ message: 'An error has occurred' }))]])
      .run();
    expect(storeState.checkout.promo.message).toBe('Promo NOPE could not be applied');
  });

  it("a failed removal shows the server's message", async () => {
    const { storeState } = await expectSaga(removePromoFlow)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.removePromo), throwError(new HttpError({ message: 'Your cart is empty.', status: 400 }))]])
      .run();
    expect(noticeTexts(storeState)).toEqual(['negative: Your cart is empty.']);
  });
});

describe('credit', () => {
  it('apply and remove send the flags and keep the new totals', async () => {
    const applied = { cart: cart([cartItem(1)], { applyCredit: true }), totals: totals({ creditAppliedCents: 2500, totalCents: 2944 }) };
    const { storeState } = await expectSaga(creditFlow, creditToggled({ apply: true }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.applyCredit), applied]])
      .call(checkoutApi.applyCredit, { isExpedited: false, isRushed: false })
      .put(cartReceived(applied.cart))
      .put(totalsReceived(applied.totals))
      .run();
    expect(storeState.checkout.totals?.creditAppliedCents).toBe(2500);
    expect(storeState.cart.cart?.applyCredit).toBe(true);

    await expectSaga(creditFlow, creditToggled({ apply: false }))
      .provide([[matchers.call.fn(checkoutApi.removeCredit), { cart: ownCart, totals: totals() }]])
      .withReducer(reducer, state())
      .call(checkoutApi.removeCredit, { isExpedited: false, isRushed: false })
      .not.call.fn(checkoutApi.applyCredit)
      .run();
  });

  it("failures show the server's message", async () => {
    const apply = await expectSaga(creditFlow, creditToggled({ apply: true }))
      .withReducer(reducer, state())
      .provide([
        [matchers.call.fn(checkoutApi.applyCredit), throwError(new HttpError({ message: 'You have no credit to apply.', status: 400 }))],
      ])
      .run();
    expect(noticeTexts(apply.storeState)).toEqual(['negative: You have no credit to apply.']);
    expect(apply.storeState.checkout.credit.status).toBe('failed');
    const remove = await expectSaga(creditFlow, creditToggled({ apply: false }))
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.removeCredit),
          throwError(new HttpError({ message: 'Please log in to use your credit.', status: 401 })),
        ],
      ])
      .run();
    expect(noticeTexts(remove.storeState)).toEqual(['negative: Please log in to use your credit.']);
  });
});

describe('saved cards', () => {
  const visa = { id: 4, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, cardholderName: 'Alex Morgan', isExpired: false };
  const mc = { ...visa, id: 5, brand: 'Mastercard', last4: '4444' };

  it('lists the cards usable for a payment intent', async () => {
    const { storeState } = await expectSaga(loadCardsFlow)
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.savedCards), { creditCards: [visa, mc] }]])
      .run();
    expect(storeState.checkout.cards.list).toEqual([visa, mc]);
  });

  it('delete removes the card; a failure keeps it and shows the message', async () => {
    const withCards = state({ checkout: { cards: { status: 'succeeded', error: null, list: [visa, mc], deleting: [] } } });
    const { storeState } = await expectSaga(deleteCardFlow, cardDeleteRequested({ id: 4 }))
      .withReducer(reducer, withCards)
      .provide([[matchers.call.fn(checkoutApi.deleteCard), undefined]])
      .call(checkoutApi.deleteCard, 4)
      .run();
    expect(storeState.checkout.cards.list).toEqual([mc]);
    expect(noticeTexts(storeState)).toEqual(['positive: Card removed.']);

    const failed = await expectSaga(deleteCardFlow, cardDeleteRequested({ id: 4 }))
      .withReducer(reducer, withCards)
      .provide([
        [matchers.call.fn(checkoutApi.deleteCard), throwError(new HttpError({ message: 'We could not find that card.', status: 404 }))],
      ])
      .run();
    expect(failed.storeState.checkout.cards.list).toEqual([visa, mc]);
    expect(failed.storeState.checkout.cards.deleting).toEqual([]);
    expect(noticeTexts(failed.storeState)).toEqual(['negative: We could not find that card.']);
  });
});

describe('address validation (spec §5)', () => {
  const address: Address = { name: 'Pat Guest', address1: '1 Main St', city: 'Newark', stateCode: 'NJ', zipCode: '10001' };

  it('a valid address sets the ZIP and state the totals are for', async () => {
    const normalised = { ...address, stateCode: 'NY', city: 'New York' };
    const { storeState } = await expectSaga(addressFlow, addressSubmitted({ address, bypass: false }))
      .withReducer(reducer, state())
      .provide([
        [matchers.call.fn(checkoutApi.validateAddress), { valid: true, address: normalised }],
        [matchers.call.fn(checkoutApi.totals), totals({ taxStateCode: 'NY' })],
      ])
      .call(checkoutApi.totals, { isExpedited: false, isRushed: false, zipCode: '10001', stateCode: 'NY' })
      .run();
    expect(storeState.checkout.address.validated).toEqual(normalised);
    expect(storeState.checkout.shipping).toEqual({ method: 'STANDARD', zipCode: '10001', stateCode: 'NY' });
  });

  it('a userMessage is kept as the error with the address to resend, and no totals are asked for', async () => {
    const userMessage = 'ZIP code 10001 is in New York, not New Jersey. Please check your address, or continue with it as entered.';
    const { storeState } = await expectSaga(addressFlow, addressSubmitted({ address, bypass: false }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.validateAddress), { valid: false, userMessage, bypass: true }]])
      .not.call.fn(checkoutApi.totals)
      .run();
    expect(storeState.checkout.address).toMatchObject({ status: 'failed', userMessage, pending: address, validated: null });
  });

  it("'Use this address anyway' resends it with bypass: true and accepts it as entered", async () => {
    const { storeState } = await expectSaga(addressFlow, addressSubmitted({ address, bypass: true }))
      .withReducer(reducer, state())
      .provide([
        [matchers.call.fn(checkoutApi.validateAddress), { valid: true, address, bypassed: true }],
        [matchers.call.fn(checkoutApi.totals), totals()],
      ])
      .call(checkoutApi.validateAddress, { address, bypass: true })
      .run();
    expect(storeState.checkout.address).toMatchObject({ status: 'succeeded', validated: address, userMessage: null });
    expect(storeState.checkout.shipping.stateCode).toBe('NJ');
  });

  it('field errors come back on the error', async () => {
    const error = new HttpError({
      message: 'Please enter a street address.',
      status: 400,
      code: 'validation',
      fields: { address1: 'Please enter a street address.' },
    });
    const { storeState } = await expectSaga(addressFlow, addressSubmitted({ address: { ...address, address1: '' }, bypass: false }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.validateAddress), throwError(error)]])
      .run();
    expect(storeState.checkout.address.error?.fields).toEqual({ address1: 'Please enter a street address.' });
  });
});

describe('checkout (spec §4: started, then success or failure)', () => {
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', cardholderName: 'Pat Guest' };
  const submission: CheckoutSubmission = {
    email: 'pat@example.com',
    giverName: 'Pat Guest',
    giftMessage: 'Congratulations!',
    payment: { kind: 'new', card, saveCard: false },
  };
  const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const body: PlaceOrderBody = {
    isExpedited: false,
    isRushed: false,
    registryId: 1,
    paymentIntentId: 'pi_1',
    email: 'pat@example.com',
    giverName: 'Pat Guest',
    giftMessage: 'Congratulations!',
    expectedTotalCents: 5444,
  };
  const placed = { order: order(), cartId: giftCart.cartId! };
  const paying: StaticProvider[] = [
    [matchers.call.fn(uuidV4), KEY],
    [matchers.call.fn(checkoutApi.braintreeToken), { braintreeToken: 'tok', environment: 'sandbox', testMode: true }],
    [
      matchers.call.fn(checkoutApi.createPaymentIntent),
      { paymentIntentId: 'pi_1', card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }, status: 'requires_confirmation' },
    ],
    [matchers.call.fn(retryDelay), undefined],
  ];

  it('token, payment intent, then the order with the total the buyer saw and an Idempotency-Key', async () => {
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, reducer(state({ cart: giftCart }), checkoutStarted(submission)))
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .call(checkoutApi.createPaymentIntent, { braintreeToken: 'tok', card, saveCard: false })
      .call(checkoutApi.placeOrder, { body, idempotencyKey: KEY })
      .put(checkoutSucceeded(placed))
      .put(cartClosed())
      .not.put.actionType(noticeShown.type)
      .run();
    expect(storeState.checkout.submit).toMatchObject({ status: 'succeeded', result: placed });
    expect(storeState.checkout.order.data).toEqual(placed.order);
    expect(storeState.cart.cart).toBeNull();
    expect(storeState.cartCount).toBe(0);
  });

  it('a saved card is paid by its id; a total covered by credit needs no payment at all', async () => {
    await expectSaga(checkoutFlow, checkoutStarted({ ...submission, payment: { kind: 'saved', creditCardId: 4 } }))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .call(checkoutApi.createPaymentIntent, { braintreeToken: 'tok', creditCardId: 4 })
      .run();
    await expectSaga(checkoutFlow, checkoutStarted({ ...submission, payment: null }))
      .withReducer(reducer, state({ cart: giftCart, checkout: { totals: totals({ creditAppliedCents: 5444, totalCents: 0 }) } }))
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .not.call.fn(checkoutApi.braintreeToken)
      .call(checkoutApi.placeOrder, { body: { ...body, paymentIntentId: null, expectedTotalCents: 0 }, idempotencyKey: KEY })
      .run();
  });

  it('own purchases send the checked address and its ZIP', async () => {
    const address: Address = { name: 'Pat Guest', address1: '1 Main St', city: 'New York', stateCode: 'NY', zipCode: '10001' };
    const start = state({ cart: ownCart, checkout: { shipping: { method: 'EXPEDITED', zipCode: '10001', stateCode: 'NY' } } });
    await expectSaga(checkoutFlow, checkoutStarted({ ...submission, giftMessage: undefined, shippingAddress: address }))
      .withReducer(reducer, start)
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .call(checkoutApi.placeOrder, {
        body: {
          isExpedited: true,
          isRushed: false,
          zipCode: '10001',
          stateCode: 'NY',
          paymentIntentId: 'pi_1',
          email: 'pat@example.com',
          giverName: 'Pat Guest',
          shippingAddress: address,
          expectedTotalCents: 5444,
        },
        idempotencyKey: KEY,
      })
      .run();
  });

  it("failure: the notice '{message} (Support ID: {id})' and the error logged as Web Checkout Error with the cart id", async () => {
    const error = new HttpError({
      message: 'Your card was declined.',
      status: 402,
      code: 'payment.declined',
      supportId: 'A1B2C3',
      data: { message: 'Your card was declined.', code: 'payment.declined', cartId: 'cart-from-server', supportId: 'A1B2C3' },
    });
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(error)],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .put(checkoutFailed({ error: error.apiError, supportId: 'A1B2C3' }))
      .call(checkoutApi.logError, 'A1B2C3', CHECKOUT_ERROR_LOG_MESSAGE, {
        cartId: 'cart-from-server',
        message: 'Your card was declined.',
        code: 'payment.declined',
        status: 402,
      })
      .not.call.fn(retryDelay)
      .not.put.actionType(cartClosed.type)
      .run();
    expect(noticeTexts(storeState)).toEqual(['negative: Your card was declined. (Support ID: A1B2C3)']);
    expect(storeState.checkout.submit).toMatchObject({
      status: 'failed',
      supportId: 'A1B2C3',
      error: { message: 'Your card was declined.' },
    });
    expect(storeState.cart.cart).toEqual(giftCart);
  });

  it('a declined card, then a retry that succeeds: the decline notice is gone by the thank-you page', async () => {
    const declined = new HttpError({
      message: 'Your card was declined.',
      status: 402,
      code: 'payment.declined',
      supportId: 'A1B2C3',
      data: { cartId: 'c', supportId: 'A1B2C3' },
    });
    const first = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, reducer(state({ cart: giftCart }), checkoutStarted(submission)))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(declined)],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .run();
    expect(noticeTexts(first.storeState)).toEqual(['negative: Your card was declined. (Support ID: A1B2C3)']);

    // The retry's start withdraws it (the form shows this attempt's progress, not the last one's failure) …
    const retrying = reducer(first.storeState, checkoutStarted(submission));
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, retrying)
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .put(noticesWithdrawn({ topic: PLACE_ORDER_NOTICE_TOPIC }))
      .put(checkoutSucceeded(placed))
      .run();
    // … and nothing on the topic survives the success.
    expect(noticeTexts(storeState)).toEqual([]);
    expect(storeState.checkout.submit).toMatchObject({ status: 'succeeded', error: null, supportId: null });
  });

  it('a second decline replaces the first notice instead of stacking under it', async () => {
    const decline = (supportId: string) =>
      new HttpError({ message: 'Your card was declined.', status: 402, code: 'payment.declined', supportId, data: { supportId } });
    const first = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(decline('FIRST1'))],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .run();
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, first.storeState as State)
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(decline('SECND2'))],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .run();
    expect(noticeTexts(storeState)).toEqual(['negative: Your card was declined. (Support ID: SECND2)']);
  });

  it('withdrawing the checkout topic leaves other notices alone', () => {
    let s = reducer(state(), noticeShown({ kind: 'negative', message: 'Card declined (Support ID: 1)', topic: PLACE_ORDER_NOTICE_TOPIC }));
    s = reducer(s, noticeShown({ kind: 'positive', message: 'Card removed.' }));
    s = reducer(s, noticesWithdrawn({ topic: PLACE_ORDER_NOTICE_TOPIC }));
    expect(noticeTexts(s)).toEqual(['positive: Card removed.']);
  });

  it('a lost answer is retried with the same Idempotency-Key; the repeat gets the order', async () => {
    const calls: string[] = [];
    let attempt = 0;
    const placeOrder = ({ idempotencyKey }: { idempotencyKey: string }) => {
      calls.push(idempotencyKey);
      attempt += 1;
      if (attempt === 1) throw new HttpError({ message: 'An error has occurred' });
      return placed;
    };
    await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), dynamic((effect: { args: [{ idempotencyKey: string }] }) => placeOrder(effect.args[0]))],
      ])
      .call(retryDelay, 1000)
      .put(checkoutSucceeded(placed))
      .run();
    expect(calls).toEqual([KEY, KEY]);
  });

  it('gives up after three lost answers and reports the failure once', async () => {
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(new HttpError({ message: 'An error has occurred' }))],
        [matchers.call.fn(checkoutApi.logError), throwError(new Error('offline'))],
      ])
      .put(checkoutFailed({ error: { message: 'An error has occurred' }, supportId: KEY.slice(0, 8) }))
      .call(checkoutApi.logError, KEY.slice(0, 8), CHECKOUT_ERROR_LOG_MESSAGE, {
        cartId: giftCart.cartId,
        message: 'An error has occurred',
        code: null,
        status: null,
      })
      .run();
    expect(noticeTexts(storeState)).toEqual([`negative: An error has occurred (Support ID: ${KEY.slice(0, 8)})`]);
  });

  it('a card refused before the order (payment intent) is a checkout failure too', async () => {
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        [matchers.call.fn(uuidV4), KEY],
        [matchers.call.fn(checkoutApi.braintreeToken), { braintreeToken: 'tok', environment: 'sandbox', testMode: true }],
        [
          matchers.call.fn(checkoutApi.createPaymentIntent),
          throwError(new HttpError({ message: 'Your card number is not valid.', status: 400 })),
        ],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .not.call.fn(checkoutApi.placeOrder)
      .run();
    expect(noticeTexts(storeState)).toEqual([`negative: Your card number is not valid. (Support ID: ${KEY.slice(0, 8)})`]);
  });

  it("'Your total changed' brings the new totals", async () => {
    const changed = totals({ totalCents: 6000 });
    const error = new HttpError({
      message: 'Your total changed to $60. Please review your order.',
      status: 409,
      code: 'checkout.total_changed',
      supportId: 'Z9',
      data: { cartId: 'c', supportId: 'Z9', totals: changed },
    });
    const { storeState } = await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([
        ...paying,
        [matchers.call.fn(checkoutApi.placeOrder), throwError(error)],
        [matchers.call.fn(checkoutApi.logError), undefined],
      ])
      .put(totalsReceived(changed))
      .run();
    expect(storeState.checkout.totals).toEqual(changed);
  });

  it('a new visit to the checkout page starts without the last attempt', () => {
    const after = reducer(state({ cart: giftCart }), checkoutSucceeded(placed));
    expect(after.checkout.submit.status).toBe('succeeded');
    expect(reducer(after, checkoutRequested()).checkout.submit).toEqual(initialCheckoutState.submit);
  });

  it('sends the order once when the first answer arrives', async () => {
    await expectSaga(checkoutFlow, checkoutStarted(submission))
      .withReducer(reducer, state({ cart: giftCart }))
      .provide([...paying, [matchers.call.fn(checkoutApi.placeOrder), placed]])
      .put(placeOrderActions.started({ body, idempotencyKey: KEY }))
      .not.call.fn(retryDelay)
      .run();
  });
});

describe('orders', () => {
  it('the confirmation page fetches its order', async () => {
    const { storeState } = await expectSaga(orderFlow, orderRequested({ orderNumber: 'CF-100042' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.order), { order: order() }]])
      .call(checkoutApi.order, 'CF-100042')
      .run();
    expect(storeState.checkout.order).toEqual({ status: 'succeeded', error: null, data: order() });
  });

  it('track order finds it by number and email, or keeps the message', async () => {
    const lookup = { orderNumber: 'CF-100042', email: 'guest@example.com' };
    const found = await expectSaga(orderStatusFlow, orderStatusRequested(lookup))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.orderStatus), { order: order({ status: 'SHIPPED' }) }]])
      .call(checkoutApi.orderStatus, lookup)
      .run();
    expect(found.storeState.checkout.lookup.order?.status).toBe('SHIPPED');
    const missing = await expectSaga(orderStatusFlow, orderStatusRequested(lookup))
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.orderStatus),
          throwError(new HttpError({ message: 'We could not find an order with that number and email.', status: 404 })),
        ],
      ])
      .run();
    expect(missing.storeState.checkout.lookup).toMatchObject({
      status: 'failed',
      order: null,
      error: { message: 'We could not find an order with that number and email.' },
    });
  });

  it('start a return: the order comes back with the return request', async () => {
    const arg = { orderNumber: 'CF-100042', email: 'guest@example.com', lineIds: [11], reason: 'Arrived broken' };
    const returned = order({
      status: 'RETURN_REQUESTED',
      returnRequest: { reference: 'RT-7', lineIds: [11], reason: 'Arrived broken', createdAt: '2026-02-21T10:00:00.000Z' },
    });
    const { storeState } = await expectSaga(returnFlow, returnRequested(arg))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(checkoutApi.startReturn), { order: returned }]])
      .call(checkoutApi.startReturn, arg)
      .run();
    expect(storeState.checkout.lookup.order).toEqual(returned);
    expect(storeState.checkout.returnRequest.status).toBe('succeeded');

    const refused = await expectSaga(returnFlow, returnRequested(arg))
      .withReducer(reducer, state())
      .provide([
        [
          matchers.call.fn(checkoutApi.startReturn),
          throwError(new HttpError({ message: 'This order already has a return in progress.', status: 409 })),
        ],
      ])
      .run();
    expect(refused.storeState.checkout.returnRequest).toMatchObject({
      status: 'failed',
      error: { message: 'This order already has a return in progress.' },
    });
  });
});
