import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { uuidV4 } from '../../src/lib/uuid';
import { cartPaperOf, PAPER_ORDER_MESSAGES, PROOF_NOT_APPROVED_CODE } from '../../src/contracts/paperOrder';
import { cartReceived, cartReducer, initialCartState } from '../../src/features/cart/cartSlice';
import { cartCountReducer } from '../../src/features/cart/cartCountSlice';
import { modalOpened, modalsReducer } from '../../src/features/modals/modalsSlice';
import { noticesReducer } from '../../src/features/notices/noticesSlice';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { checkoutFlow, itemQuantityFlow, retryDelay } from '../../src/features/checkout/checkoutSagas';
import {
  checkoutReducer,
  checkoutStarted,
  initialCheckoutState,
  itemQuantityChanged,
  updateItemActions,
} from '../../src/features/checkout/checkoutSlice';
import { paperOrderApi } from '../../src/features/paperOrder/paperOrderApi';
import { paperOrderSagas } from '../../src/features/paperOrder/paperOrderSagas';
import { addToCartActions, paperAddToCartRequested, paperOrderReducer } from '../../src/features/paperOrder/paperOrderSlice';
import type { Cart } from '../../src/features/cart/types';
import { cart, cartItem, totals } from '../setup/commerceFixtures';

const paperItem = (approved: boolean) =>
  cartItem(3, {
    kind: 'PAPER',
    skuId: null,
    productId: null,
    productSlug: null,
    name: 'Wildflower Meadow Invitation',
    brandName: null,
    quantity: 100,
    priceCents: 229,
    lineTotalCents: 22900,
    shipping: null,
    paper: cartPaperOf({
      projectId: 5,
      design: 'wildflower-meadow-invitation',
      cardType: 'INVITATION',
      version: 2,
      approvedVersion: approved ? 2 : 1,
      options: [{ kind: 'STOCK', key: 'cotton', label: 'Cotton' }],
    }),
  });
const paperCart = (approved = true) => cart([paperItem(approved)]);

describe('adding a card to the cart', () => {
  const reducer = combineReducers({ paperOrder: paperOrderReducer, cart: cartReducer, modals: modalsReducer });
  const arg = { projectId: 5, body: { quantity: 100, options: { STOCK: 'cotton' } } };

  it('started, succeeded: the cart follows the answer and the cart modal opens', async () => {
    const answer = { cart: paperCart(), item: paperItem(true) };
    const { storeState } = await expectSaga(paperOrderSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperOrderApi.addToCart), answer]])
      .dispatch(paperAddToCartRequested(arg))
      .put(addToCartActions.started(arg))
      .put(addToCartActions.succeeded({ arg, result: answer }))
      .put(cartReceived(answer.cart))
      .put(modalOpened({ type: 'cart' }))
      .silentRun(50);
    const state = storeState as ReturnType<typeof reducer>;
    expect(state.paperOrder.add).toMatchObject({ status: 'succeeded', projectId: 5, quantity: 100 });
    expect(state.cart.cart).toEqual(answer.cart);
  });

  it('failed: the server’s message stays for the panel, the cart is untouched', async () => {
    const error = new HttpError({ status: 400, message: PAPER_ORDER_MESSAGES.option });
    const { storeState } = await expectSaga(paperOrderSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(paperOrderApi.addToCart), throwError(error)]])
      .dispatch(paperAddToCartRequested(arg))
      .put.like({ action: { type: addToCartActions.failed.type, payload: { arg } } })
      .not.put.actionType(cartReceived.type)
      .not.put.actionType(modalOpened.type)
      .silentRun(50);
    expect((storeState as ReturnType<typeof reducer>).paperOrder.add).toMatchObject({
      status: 'failed',
      error: { message: PAPER_ORDER_MESSAGES.option },
    });
  });
});

describe('paper in the cart and at checkout', () => {
  const reducer = combineReducers({
    cart: cartReducer,
    cartCount: cartCountReducer,
    checkout: checkoutReducer,
    modals: modalsReducer,
    notices: noticesReducer,
  });
  const state = (c: Cart) => ({
    cart: { ...initialCartState, cart: c, status: 'succeeded' as const },
    cartCount: c.itemCount,
    checkout: { ...initialCheckoutState, totals: totals() },
    modals: { open: null },
    notices: { ids: [], entities: {} },
  });
  const flags = { isExpedited: false, isRushed: false };

  it('a paper line’s quantity goes to the paper endpoint (its tiers reach 200), and the cart follows', async () => {
    const answer = { cart: cart([{ ...paperItem(true), quantity: 200, lineTotalCents: 41000 }]), totals: totals(), errorMessage: null };
    await expectSaga(itemQuantityFlow, itemQuantityChanged({ id: 3, quantity: 200 }))
      .withReducer(reducer, state(paperCart()))
      .provide([[matchers.call.fn(checkoutApi.updatePaperItem), answer]])
      .call(checkoutApi.updatePaperItem, { id: 3, quantity: 200, flags })
      .not.call.fn(checkoutApi.updateItem)
      .put(updateItemActions.succeeded({ arg: { id: 3, quantity: 200, flags }, result: answer }))
      .put(cartReceived(answer.cart))
      .run();
  });

  it('checkout refused for a proof not approved: the message, then the cart reloaded to show the line needing approval', async () => {
    const error = new HttpError({
      status: 409,
      message: PAPER_ORDER_MESSAGES.proofNotApproved('Wildflower Meadow Invitation'),
      code: PROOF_NOT_APPROVED_CODE,
      supportId: 'S1',
      data: { cartId: 'c', supportId: 'S1', proofUrl: '/web-api/v2/paper/projects/5/proof.pdf?v=2' },
    });
    const reloaded = { cart: paperCart(false), totals: totals(), user: { isGuest: false }, testMode: true };
    const paying: StaticProvider[] = [
      [matchers.call.fn(uuidV4), '0f8fad5b-d9cb-469f-a165-70867728950e'],
      [matchers.call.fn(checkoutApi.braintreeToken), { braintreeToken: 'tok', environment: 'sandbox', testMode: true }],
      [
        matchers.call.fn(checkoutApi.createPaymentIntent),
        { paymentIntentId: 'pi_1', card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 }, status: 'requires_confirmation' },
      ],
      [matchers.call.fn(retryDelay), undefined],
      [matchers.call.fn(checkoutApi.placeOrder), throwError(error)],
      [matchers.call.fn(checkoutApi.logError), undefined],
      [matchers.call.fn(checkoutApi.summary), reloaded],
      [matchers.call.fn(checkoutApi.savedCards), { creditCards: [] }],
    ];
    const { storeState } = await expectSaga(
      checkoutFlow,
      checkoutStarted({
        email: 'alex@example.com',
        giverName: 'Alex',
        shippingAddress: { name: 'Alex Morgan', address1: '1 Main St', city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' },
        payment: {
          kind: 'new',
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', cardholderName: 'Alex' },
          saveCard: false,
        },
      }),
    )
      .withReducer(reducer, state(paperCart()))
      .provide(paying)
      .call.fn(checkoutApi.summary)
      .run();
    const s = storeState as ReturnType<typeof reducer>;
    expect(s.cart.cart!.items[0]!.paper!.approved).toBe(false);
    expect(s.notices.ids.map((id) => s.notices.entities[id]!.message).join()).toContain(
      'Approve the proof of Wildflower Meadow Invitation before paying.',
    );
  });
});
