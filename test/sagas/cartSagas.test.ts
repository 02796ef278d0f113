import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { noticeShown } from '../../src/features/notices/noticesSlice';
import { modalOpened } from '../../src/features/modals/modalsSlice';
import { cartApi } from '../../src/features/cart/cartApi';
import { addToCartFlow, loadCartFlow } from '../../src/features/cart/cartSagas';
import { cartCountSagas, fetchCartCount } from '../../src/features/cart/cartCountSagas';
import { cartCountReducer, cartCountRequested } from '../../src/features/cart/cartCountSlice';
import {
  addItemActions,
  addToCartRequested,
  cartClosed,
  cartReceived,
  cartReducer,
  fetchCartActions,
  initialCartState,
  removeUnavailableActions,
  unavailableFound,
} from '../../src/features/cart/cartSlice';
import { loginActions, signOutActions } from '../../src/features/auth/authSlice';
import { alexAndJordan, cart, cartItem } from '../setup/commerceFixtures';

const reducer = combineReducers({ cart: cartReducer, cartCount: cartCountReducer });
const initial = { cart: initialCartState, cartCount: 0 };

describe('cart load (spec §4)', () => {
  it('stores the cart as it is when nothing is out of stock, and makes no follow-up call', async () => {
    const fresh = cart([cartItem(1, { quantity: 2 }), cartItem(2, { availability: { stockStatus: 'LOW_STOCK', availableQuantity: 2 } })]);
    const { storeState } = await expectSaga(loadCartFlow)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(cartApi.getCart), fresh]])
      .put(fetchCartActions.started())
      .put(cartReceived(fresh))
      .not.call.fn(cartApi.removeUnavailable)
      .not.put.actionType(unavailableFound.type)
      .run();
    expect(storeState.cart.cart).toEqual(fresh);
    expect(storeState.cart.status).toBe('succeeded');
    expect(storeState.cart.unavailableItems).toEqual([]);
    expect(storeState.cartCount).toBe(3);
  });

  it('records the out-of-stock items (any case), takes them out with POST /cart/items and keeps that answer', async () => {
    const vase = cartItem(2, { name: 'Glass vase', availability: { stockStatus: 'out_of_stock', availableQuantity: 0 } as never });
    const lamp = cartItem(3, { name: 'Lamp', availability: { stockStatus: 'OUT_OF_STOCK', availableQuantity: 0 } });
    const stale = cart([cartItem(1), vase, lamp]);
    const fresh = {
      ...cart([cartItem(1)]),
      unavailableItems: [
        { id: 2, name: 'Glass vase' },
        { id: 3, name: 'Lamp' },
      ],
    };
    const { storeState } = await expectSaga(loadCartFlow)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(cartApi.getCart), stale],
        [matchers.call.fn(cartApi.removeUnavailable), fresh],
      ])
      .put(
        unavailableFound([
          { id: 2, name: 'Glass vase' },
          { id: 3, name: 'Lamp' },
        ]),
      )
      .call(cartApi.removeUnavailable, [2, 3])
      .put(removeUnavailableActions.succeeded({ arg: [2, 3], result: fresh }))
      .put(cartReceived(fresh))
      .run();
    expect(storeState.cart.cart).toEqual(fresh);
    expect(storeState.cart.cart?.items.map((i: { id: number }) => i.id)).toEqual([1]);
    expect(storeState.cart.unavailableItems).toEqual([
      { id: 2, name: 'Glass vase' },
      { id: 3, name: 'Lamp' },
    ]);
    expect(storeState.cart.status).toBe('succeeded');
    expect(storeState.cartCount).toBe(1);
  });

  it('never shows the cart with the out-of-stock items while they are taken out', async () => {
    const stale = cart([cartItem(1, { availability: { stockStatus: 'OUT_OF_STOCK', availableQuantity: 0 } })]);
    const { storeState } = await expectSaga(loadCartFlow)
      .withReducer(reducer, initial)
      .provide([
        [matchers.call.fn(cartApi.getCart), stale],
        [matchers.call.fn(cartApi.removeUnavailable), throwError(new HttpError({ message: 'An error has occurred' }))],
      ])
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: 'An error has occurred' } } })
      .not.put.actionType(cartReceived.type)
      .run();
    expect(storeState.cart.cart).toBeNull();
    expect(storeState.cart.status).toBe('failed');
  });

  it('a failed fetch is kept as the error the page shows', async () => {
    const { storeState } = await expectSaga(loadCartFlow)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(cartApi.getCart), throwError(new HttpError({ message: 'An error has occurred', status: 500 }))]])
      .run();
    expect(storeState.cart.status).toBe('failed');
    expect(storeState.cart.error).toEqual({ message: 'An error has occurred', status: 500 });
  });
});

describe('cart count', () => {
  it('is fetched on request (app start) and when the identity changes (log-in, sign-out)', async () => {
    const { storeState } = await expectSaga(cartCountSagas)
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(fetchCartCount), { itemCount: 4 }]])
      .dispatch(
        loginActions.succeeded({ arg: { email: 'alex@confetti.test', password: 'confetti-demo' }, result: { two_factor_required: true } }),
      )
      .call.fn(fetchCartCount)
      .silentRun(50);
    expect(storeState.cartCount).toBe(4);

    for (const event of [cartCountRequested(), signOutActions.succeeded({ arg: undefined, result: { signed_out: true } })]) {
      await expectSaga(cartCountSagas)
        .provide([[matchers.call.fn(fetchCartCount), { itemCount: 1 }]])
        .dispatch(event)
        .call.fn(fetchCartCount)
        .silentRun(50);
    }
  });

  it('follows the cart every flow receives and drops to 0 when an order closes the cart', () => {
    let state = cartCountReducer(undefined, cartReceived(cart([cartItem(1, { quantity: 2 })])));
    expect(state).toBe(2);
    state = cartCountReducer(state, cartReceived(cart([cartItem(1, { quantity: 5 })])));
    expect(state).toBe(5);
    state = cartCountReducer(state, cartClosed());
    expect(state).toBe(0);
  });

  it('is not moved by an answer that merely carries a cart: only cart/cartReceived says the cart changed', () => {
    const answer = { cart: cart([cartItem(1, { quantity: 5 })]), totals: {}, errorMessage: null };
    expect(cartCountReducer(3, { type: 'checkout/updateItem/succeeded', payload: { arg: {}, result: answer } })).toBe(3);
    expect(
      cartCountReducer(3, addItemActions.succeeded({ arg: { skuId: 1, quantity: 2 }, result: { cart: answer.cart, item: cartItem(1) } })),
    ).toBe(3);
    expect(cartCountReducer(3, { type: 'checkout/checkoutSucceeded', payload: {} })).toBe(3);
  });
});

describe('add to cart', () => {
  const gift = { skuId: 70, quantity: 1, registryItemId: 9 };
  const added = cartItem(5, { skuId: 70, registryItemId: 9, remainingQuantity: 2 });
  const answer = { cart: cart([added], { registry: alexAndJordan }), item: added };

  it('adds, keeps the cart and the added item, and opens the cart modal', async () => {
    const { storeState } = await expectSaga(addToCartFlow, addToCartRequested(gift))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(cartApi.add), answer]])
      .put(addItemActions.started(gift))
      .call(cartApi.add, gift)
      .put(cartReceived(answer.cart))
      .put(modalOpened({ type: 'cart' }))
      .run();
    expect(storeState.cart.add).toEqual({ status: 'succeeded', error: null, arg: gift, lastAdded: added });
    expect(storeState.cart.cart).toEqual(answer.cart);
    expect(storeState.cartCount).toBe(1);
  });

  it('sends a cash-fund contribution as registryItemId and amountCents', async () => {
    const fund = { registryItemId: 3, amountCents: 5000 };
    await expectSaga(addToCartFlow, addToCartRequested(fund))
      .provide([[matchers.call.fn(cartApi.add), answer]])
      .call(cartApi.add, fund)
      .run();
  });

  it("shows the server's message as a negative notice and opens no modal", async () => {
    const error = new HttpError({ message: 'Sorry, Glass vase is out of stock.', status: 409, code: 'cart.out_of_stock' });
    const { storeState } = await expectSaga(addToCartFlow, addToCartRequested(gift))
      .withReducer(reducer, initial)
      .provide([[matchers.call.fn(cartApi.add), throwError(error)]])
      .put.like({ action: { type: noticeShown.type, payload: { kind: 'negative', message: 'Sorry, Glass vase is out of stock.' } } })
      .not.put.actionType(modalOpened.type)
      .not.put.actionType(cartReceived.type)
      .run();
    expect(storeState.cart.add.status).toBe('failed');
    expect(storeState.cart.add.error?.message).toBe('Sorry, Glass vase is out of stock.');
  });
});
