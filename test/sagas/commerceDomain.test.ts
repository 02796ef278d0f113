import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { addToCartRequested, cartRequested } from '../../src/features/cart/cartEvents';
import { selectCartState } from '../../src/features/cart/cartSelectors';
import { initialCartState } from '../../src/features/cart/cartSlice';
import { selectCheckout } from '../../src/features/checkout/checkoutSelectors';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { checkoutRequested, shippingMethodChosen } from '../../src/features/checkout/checkoutEvents';
import { initialCheckoutState } from '../../src/features/checkout/checkoutSlice';
import type { AddToCartResult } from '../../src/features/cart/types';
import { cart, cartItem, totals } from '../setup/commerceFixtures';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
const api = jest.mocked(cartApi);
const checkout = jest.mocked(checkoutApi);
/** Lets every promise already settled run its callbacks, the code's loading included (a macrotask turn; no time passes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The cart and checkout domains on a real store (src/app/lazyDomains.ts). One test: the domains'
 * code loads once per test file, and the first events are the ones raised while it loads.
 */
describe('the cart and checkout domains, loaded on first use', () => {
  it('hold null until the first cart event; a double add while the code loads posts once; then every event is answered', async () => {
    const one = cart([cartItem(1)]);
    const two = cart([cartItem(1), cartItem(2)]);
    api.getCart.mockResolvedValue(one);
    let answerAdd!: (result: AddToCartResult) => void;
    api.add.mockImplementation(() => new Promise((resolve) => (answerAdd = resolve)));
    const store = makeStore();
    // Nothing of the domains' state is in the first load; the selectors read their initial states.
    expect(store.getState().cart).toBeNull();
    expect(store.getState().checkout).toBeNull();
    expect(selectCartState(store.getState())).toEqual(initialCartState);
    expect(selectCheckout(store.getState())).toEqual(initialCheckoutState);

    // A cart load and a double click on 'Add to cart', all in the tick that starts loading the code.
    store.dispatch(cartRequested());
    store.dispatch(addToCartRequested({ skuId: 20, quantity: 1 }));
    store.dispatch(addToCartRequested({ skuId: 20, quantity: 1 }));
    await settle();
    // takeLeading held for the clicks made before the watchers existed: one POST /cart/item.
    expect(api.add).toHaveBeenCalledTimes(1);
    answerAdd({ cart: two, item: cartItem(2) });
    await settle();
    expect(selectCartState(store.getState()).add.status).toBe('succeeded');
    expect(api.add).toHaveBeenCalledTimes(1);
    expect(api.getCart).toHaveBeenCalledTimes(1);
    expect(store.getState().modals.open).toEqual({ type: 'cart', props: {} });
    expect(store.getState().cartCount).toBe(2);

    // The checkout domain came with them: its watchers answer directly.
    checkout.summary.mockResolvedValue({
      cart: two,
      totals: totals(),
      user: { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 },
      testMode: true,
    });
    checkout.totals.mockResolvedValue(totals({ shippingMethod: 'EXPEDITED', shippingCents: 1495, totalCents: 6939 }));
    store.dispatch(checkoutRequested());
    await settle();
    expect(selectCheckout(store.getState()).summary.status).toBe('succeeded');
    expect(selectCheckout(store.getState()).testMode).toBe(true);
    store.dispatch(shippingMethodChosen('EXPEDITED'));
    await settle();
    expect(selectCheckout(store.getState()).totals?.totalCents).toBe(6939);
    expect(checkout.totals).toHaveBeenCalledWith({ isExpedited: true, isRushed: false });
  });
});
