import { waitFor } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { addToCartRequested, cartRequested } from '../../src/features/cart/cartEvents';
import { initialCartState } from '../../src/features/cart/cartState';
import { selectCartState } from '../../src/features/cart/cartSelectors';
import { selectCheckout } from '../../src/features/checkout/checkoutSelectors';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { checkoutRequested, shippingMethodChosen } from '../../src/features/checkout/checkoutEvents';
import { initialCheckoutState } from '../../src/features/checkout/checkoutState';
import { cart, cartItem, totals } from '../setup/commerceFixtures';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
const api = jest.mocked(cartApi);
const checkout = jest.mocked(checkoutApi);

describe('the cart and checkout domains, loaded on first use', () => {
  it('hold their initial state until the first cart or checkout event, then answer every event, including those raised while they loaded', async () => {
    const one = cart([cartItem(1)]);
    const two = cart([cartItem(1), cartItem(2)]);
    api.getCart.mockResolvedValue(one);
    api.add.mockResolvedValue({ cart: two, item: cartItem(2) });
    const store = makeStore();
    // Nothing of the domains' state is in the first load; the selectors read their initial states.
    expect(store.getState().cart).toBeNull();
    expect(store.getState().checkout).toBeNull();
    expect(selectCartState(store.getState())).toEqual(initialCartState);
    expect(selectCheckout(store.getState())).toEqual(initialCheckoutState);

    // Two events in the same tick: the second arrives while the domain's code is loading.
    store.dispatch(cartRequested());
    store.dispatch(addToCartRequested({ skuId: 20, quantity: 1 }));
    await waitFor(() => expect(selectCartState(store.getState()).add.status).toBe('succeeded'));
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(store.getState().modals.open).toEqual({ type: 'cart', props: {} });

    // The checkout domain came with them: its watchers answer directly.
    checkout.summary.mockResolvedValue({ cart: two, totals: totals(), user: { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 }, testMode: true });
    checkout.totals.mockResolvedValue(totals({ shippingMethod: 'EXPEDITED', shippingCents: 1495, totalCents: 6939 }));
    store.dispatch(checkoutRequested());
    await waitFor(() => expect(selectCheckout(store.getState()).summary.status).toBe('succeeded'));
    expect(selectCheckout(store.getState()).testMode).toBe(true);
    store.dispatch(shippingMethodChosen('EXPEDITED'));
    await waitFor(() => expect(selectCheckout(store.getState()).totals?.totalCents).toBe(6939));
    expect(checkout.totals).toHaveBeenCalledWith({ isExpedited: true, isRushed: false });
    expect(store.getState().cartCount).toBe(2);
  });
});
