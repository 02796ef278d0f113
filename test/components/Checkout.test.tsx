import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import type { CheckoutSummary, CheckoutUser } from '../../src/features/checkout/types';
import { ModalRoot } from '../../src/features/modals/ModalRoot';
import { NoticeRegion } from '../../src/features/notices/components/NoticeRegion';
import { HttpError } from '../../src/lib/http';
import { formatAbsoluteTime } from '../../src/lib/relativeTime';
import { uuidV4 } from '../../src/lib/uuid';
import CheckoutPage from '../../src/routes/checkout/CheckoutPage';
import ConfirmationPage from '../../src/routes/checkout/ConfirmationPage';
import OrderStatusPage from '../../src/routes/checkout/OrderStatusPage';
import ReturnsPage from '../../src/routes/checkout/ReturnsPage';
import { alexAndJordan, cart, cartItem, order, totals } from '../setup/commerceFixtures';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
jest.mock('../../src/lib/uuid', () => ({ uuidV4: jest.fn(() => '0f8fad5b-d9cb-469f-a165-70867728950e') }));
const checkout = jest.mocked(checkoutApi);
jest.mocked(cartApi);
jest.mocked(uuidV4);

const guest: CheckoutUser = { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 };
const alex: CheckoutUser = { isGuest: false, email: 'alex@confetti.test', firstName: 'Alex', lastName: 'Morgan', creditBalanceCents: 2500 };
const skillet = cartItem(1, { name: 'Cast iron skillet', priceCents: 5000, lineTotalCents: 5000, registryItemId: 9, remainingQuantity: 2 });
const giftCart = cart([skillet], { registry: alexAndJordan });
const ownCart = cart([cartItem(2, { name: 'Linen napkins', priceCents: 3000, lineTotalCents: 3000 })]);
const summary = (over: Partial<CheckoutSummary> = {}): CheckoutSummary => ({
  cart: giftCart,
  totals: totals(),
  user: guest,
  testMode: true,
  ...over,
});

function mount(path = '/checkout') {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/checkout/confirmation/:orderNumber" element={<ConfirmationPage />} />
          <Route path="/order-status" element={<OrderStatusPage />} />
          <Route path="/returns" element={<ReturnsPage />} />
        </Routes>
        <NoticeRegion />
        <ModalRoot />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const fillCard = async (number = '4242 4242 4242 4242') => {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '12/30');
  await userEvent.type(screen.getByLabelText(/Security code/), '123');
  await userEvent.type(screen.getByLabelText(/Name on card/), 'Pat Guest');
};

// What the app loads on first use is loaded before any test waits for it (test/setup/lazyCode.ts).
beforeAll(loadLazyCode);

describe('checkout form', () => {
  it("a registry cart: 'Ships to {couple}', no address asked, gift message, the test-mode label with the sandbox cards", async () => {
    checkout.summary.mockResolvedValue(summary());
    mount();
    expect(await screen.findByText('Alex & Jordan')).toBeInTheDocument();
    expect(screen.getByText(/Ships to/)).toHaveTextContent(
      'Ships to Alex & Jordan. We send gifts straight to the couple, so you do not need their address.',
    );
    expect(screen.queryByLabelText(/Street address/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Gift message (optional)')).toBeInTheDocument();
    expect(screen.getByText('Test mode — no real charge', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order · $54.44' })).toBeInTheDocument();
  });

  it('checks the fields before anything is sent and moves focus to the first problem', async () => {
    checkout.summary.mockResolvedValue(summary());
    mount();
    await userEvent.click(await screen.findByRole('button', { name: /Place order/ }));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please tell the couple who the gift is from.')).toBeInTheDocument();
    expect(screen.getByText('Your card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid expiry date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/Please enter a valid email address\./);

    await userEvent.type(screen.getByLabelText(/^Email/), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Pat Guest');
    await userEvent.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4241');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(/Your card number is not valid\./);
    expect(checkout.braintreeToken).not.toHaveBeenCalled();
    expect(checkout.placeOrder).not.toHaveBeenCalled();
  });

  it('places the order: token, payment intent, order with the total shown; then the confirmation', async () => {
    checkout.summary.mockResolvedValue(summary());
    checkout.braintreeToken.mockResolvedValue({ braintreeToken: 'tok', environment: 'sandbox', testMode: true });
    checkout.createPaymentIntent.mockResolvedValue({
      paymentIntentId: 'pi_1',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
      status: 'requires_confirmation',
    });
    checkout.placeOrder.mockResolvedValue({ order: order({ email: 'pat@example.com' }), cartId: giftCart.cartId! });
    mount();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Pat Guest');
    await userEvent.type(screen.getByLabelText('Gift message (optional)'), 'Congratulations!');
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(checkout.createPaymentIntent).toHaveBeenCalledWith({
      braintreeToken: 'tok',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', cardholderName: 'Pat Guest' },
      saveCard: false,
    });
    expect(checkout.placeOrder).toHaveBeenCalledWith({
      body: {
        isExpedited: false,
        isRushed: false,
        registryId: 1,
        paymentIntentId: 'pi_1',
        email: 'pat@example.com',
        giverName: 'Pat Guest',
        giftMessage: 'Congratulations!',
        expectedTotalCents: 5444,
      },
      idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(screen.getByText('CF-100042')).toBeInTheDocument();
    expect(screen.getByText('We emailed a confirmation to pat@example.com')).toBeInTheDocument();
  });

  it("a refused order: the notice '{message} (Support ID: {id})', the form stays", async () => {
    checkout.summary.mockResolvedValue(summary());
    checkout.braintreeToken.mockResolvedValue({ braintreeToken: 'tok', environment: 'sandbox', testMode: true });
    checkout.createPaymentIntent.mockResolvedValue({
      paymentIntentId: 'pi_1',
      card: { brand: 'Visa', last4: '0002', expMonth: 12, expYear: 2030 },
      status: 'requires_confirmation',
    });
    checkout.placeOrder.mockRejectedValue(
      new HttpError({
        message: 'Your card was declined.',
        status: 402,
        code: 'payment.declined',
        supportId: 'K7Q2ZD',
        data: { cartId: giftCart.cartId, supportId: 'K7Q2ZD' },
      }),
    );
    checkout.logError.mockResolvedValue(undefined);
    mount();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Pat Guest');
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findAllByText('Your card was declined. (Support ID: K7Q2ZD)')).not.toHaveLength(0);
    expect(checkout.logError).toHaveBeenCalledWith('K7Q2ZD', 'Web Checkout Error', expect.objectContaining({ cartId: giftCart.cartId }));
    expect(screen.getByRole('button', { name: /Place order/ })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  });

  it("declined, then a good card: 'Thank you for your order' shows without the decline", async () => {
    checkout.summary.mockResolvedValue(summary());
    checkout.braintreeToken.mockResolvedValue({ braintreeToken: 'tok', environment: 'sandbox', testMode: true });
    checkout.createPaymentIntent.mockResolvedValue({
      paymentIntentId: 'pi_1',
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
      status: 'requires_confirmation',
    });
    checkout.placeOrder
      .mockRejectedValueOnce(
        new HttpError({
          message: 'Your card was declined.',
          status: 402,
          code: 'payment.declined',
          supportId: 'K7Q2ZD',
          data: { cartId: giftCart.cartId, supportId: 'K7Q2ZD' },
        }),
      )
      .mockResolvedValueOnce({ order: order({ email: 'pat@example.com' }), cartId: giftCart.cartId! });
    checkout.logError.mockResolvedValue(undefined);
    mount();
    await userEvent.type(await screen.findByLabelText(/^Email/), 'pat@example.com');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Pat Guest');
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findAllByText('Your card was declined. (Support ID: K7Q2ZD)')).not.toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/Card number/));
    await userEvent.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.queryByText(/declined/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('own purchases: the address is checked; a doubt shows with Use this address anyway (bypass), then totals follow the ZIP', async () => {
    checkout.summary.mockResolvedValue(
      summary({
        cart: ownCart,
        totals: totals({ taxCents: 0, taxStateCode: null, totalCents: 3000, subtotalCents: 3000, shippingCents: 795 }),
      }),
    );
    const userMessage = 'ZIP code 10001 is in New York, not New Jersey. Please check your address, or continue with it as entered.';
    checkout.validateAddress.mockResolvedValueOnce({ valid: false, userMessage, bypass: true });
    const entered = { name: 'Pat Guest', address1: '1 Main St', city: 'Newark', stateCode: 'NJ', zipCode: '10001' };
    checkout.validateAddress.mockResolvedValueOnce({ valid: true, address: { ...entered, address2: null }, bypassed: true });
    checkout.totals.mockResolvedValue(
      totals({ subtotalCents: 3000, shippingCents: 795, taxCents: 199, taxStateCode: 'NJ', totalCents: 3994 }),
    );
    mount();
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Gift message (optional)')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(screen.getByText('Please enter a street address.')).toBeInTheDocument();
    expect(checkout.validateAddress).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Full name/), 'Pat Guest');
    await userEvent.type(screen.getByLabelText(/Street address/), '1 Main St');
    await userEvent.type(screen.getByLabelText(/^City/), 'Newark');
    await userEvent.selectOptions(screen.getByLabelText(/^State/), 'NJ');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '10001{Enter}');
    expect(await screen.findByText(userMessage)).toBeInTheDocument();
    expect(checkout.validateAddress).toHaveBeenLastCalledWith({ address: entered, bypass: false });

    await userEvent.click(screen.getByRole('button', { name: 'Use this address anyway' }));
    expect(await screen.findByText('Pat Guest', { selector: 'address', exact: false })).toBeInTheDocument();
    expect(checkout.validateAddress).toHaveBeenLastCalledWith({ address: entered, bypass: true });
    await waitFor(() =>
      expect(checkout.totals).toHaveBeenCalledWith({ isExpedited: false, isRushed: false, zipCode: '10001', stateCode: 'NJ' }),
    );
    expect(await screen.findByRole('button', { name: 'Place order · $39.94' })).toBeInTheDocument();
  });

  it('shipping speed, promo (with its trigger), credit and saved cards for a signed-in buyer', async () => {
    const visa = { id: 4, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, cardholderName: 'Alex Morgan', isExpired: false };
    checkout.summary.mockResolvedValue(summary({ user: alex }));
    checkout.savedCards.mockResolvedValue({ creditCards: [visa] });
    checkout.totals.mockResolvedValue(totals({ shippingMethod: 'RUSH', shippingCents: 2495, totalCents: 7939 }));
    checkout.applyPromo.mockRejectedValueOnce(
      new HttpError({
        message: 'That promo code cannot be used.',
        status: 422,
        code: 'promo.invalid',
        data: { trigger: 'This code has expired.' },
      }),
    );
    checkout.applyCredit.mockResolvedValue({
      cart: { ...giftCart, applyCredit: true },
      totals: totals({ creditAppliedCents: 2500, totalCents: 2944 }),
    });
    checkout.deleteCard.mockRejectedValue(new HttpError({ message: 'We could not find that card.', status: 404 }));
    mount();

    expect(await screen.findByLabelText(/^Email/)).toHaveValue('alex@confetti.test');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Alex Morgan');

    await userEvent.click(screen.getByRole('radio', { name: /Rush/ }));
    expect(await screen.findByRole('button', { name: 'Place order · $79.39' })).toBeInTheDocument();
    expect(checkout.totals).toHaveBeenCalledWith({ isExpedited: false, isRushed: true, registryId: 1 });

    await userEvent.type(screen.getByLabelText('Promo code'), 'SPRING2020{Enter}');
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toHaveAccessibleDescription('This code has expired.');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Use my store credit ($25 available)' }));
    expect(await screen.findByRole('button', { name: 'Place order · $29.44' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /store credit/ })).toBeChecked();

    expect(await screen.findByRole('radio', { name: /Visa ending 4242/ })).toBeChecked();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Delete Visa ending 4242?' })).getByRole('button', { name: 'Delete card' }),
    );
    expect(await screen.findByText('We could not find that card.')).toBeInTheDocument();
  });

  it('items that cannot ship to the couple open the shipping-exclusion modal; Remove items takes them out', async () => {
    const excluded = totals({ shippingExclusions: [{ itemId: 1, name: 'Cast iron skillet', reason: 'Ships to the contiguous US only.' }] });
    checkout.summary.mockResolvedValue(
      summary({ totals: excluded, cart: cart([skillet, cartItem(3, { name: 'Tea towels' })], { registry: alexAndJordan }) }),
    );
    checkout.removeItems.mockResolvedValue({
      cart: cart([cartItem(3, { name: 'Tea towels' })], { registry: alexAndJordan }),
      totals: totals(),
      errorMessage: null,
    });
    mount();
    const dialog = await screen.findByRole('dialog', { name: "Some items can't ship there" });
    expect(within(dialog).getByText("This item cannot be shipped to Alex & Jordan's address:")).toBeInTheDocument();
    expect(within(dialog).getByText('Ships to the contiguous US only.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(checkout.removeItems).toHaveBeenCalledWith({ itemIds: [1], flags: { isExpedited: false, isRushed: false, registryId: 1 } });
    expect(screen.queryByText('Cast iron skillet')).not.toBeInTheDocument();
  });
});

describe('confirmation', () => {
  it('fetches the order on a fresh visit: thank-you (focused), number, lines, totals and the email', async () => {
    checkout.order.mockResolvedValue({ order: order() });
    mount('/checkout/confirmation/CF-100042');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(checkout.order).toHaveBeenCalledWith('CF-100042');
    expect(screen.getByText('We emailed a confirmation to guest@example.com')).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Items' });
    expect(within(items).getByText('Cast iron skillet')).toBeInTheDocument();
    expect(within(items).getByText('Honeymoon fund')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Order total')).getByText('$79.44')).toBeInTheDocument();
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.getByText('“Congratulations!”')).toBeInTheDocument();
  });

  it('an unknown order says so and points to Track order', async () => {
    checkout.order.mockRejectedValue(new HttpError({ message: 'We could not find that order.', status: 404 }));
    mount('/checkout/confirmation/CF-1');
    expect(await screen.findByText('We could not find that order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/order-status');
  });
});

describe('track order and returns', () => {
  it('finds the order by number and email, shows its status, and starts a return', async () => {
    const placedAt = new Date(Date.now() - 3 * 3600 * 1000 - 60_000).toISOString();
    const shippedAt = new Date(Date.now() - 60 * 60_000 - 60_000).toISOString();
    const found = order({
      status: 'SHIPPED',
      createdAt: placedAt,
      fulfilment: [
        {
          lineIds: [11],
          status: 'SHIPPED',
          shipment: { carrier: 'USPS', trackingNumber: '9400 1000 0100 0950', shippedAt: shippedAt, deliveredAt: null },
          events: [
            { status: 'PLACED', at: placedAt },
            { status: 'PROCESSING', at: shippedAt },
            { status: 'SHIPPED', at: shippedAt },
          ],
        },
      ],
    });
    checkout.orderStatus.mockResolvedValue({ order: found });
    checkout.startReturn.mockResolvedValue({
      order: order({
        status: 'RETURN_REQUESTED',
        returnRequest: { reference: 'RT-7', lineIds: [11], reason: 'Arrived broken', createdAt: '2026-02-21T10:00:00.000Z' },
      }),
    });
    mount('/order-status');
    await userEvent.click(screen.getByRole('button', { name: 'Find order' }));
    expect(screen.getByLabelText(/Order number/)).toHaveFocus();
    expect(checkout.orderStatus).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Order number/), 'cf-100042');
    await userEvent.type(screen.getByLabelText(/Email used/), 'guest@example.com{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Order CF-100042' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(checkout.orderStatus).toHaveBeenCalledWith({ orderNumber: 'CF-100042', email: 'guest@example.com' });
    expect(screen.getByText('Shipped', { selector: '.badge' })).toBeInTheDocument();
    // Issue 26: the timeline says where the skillet is, with its carrier and tracking number.
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('USPS · tracking number 9400 1000 0100 0950');
    // Spec §9 relative time, with the exact moment beside it.
    const placed = within(screen.getByText('Placed', { selector: '.muted' })).getByText('3 hours ago', { exact: false });
    expect(placed.tagName).toBe('TIME');
    expect(placed).toHaveAttribute('dateTime', placedAt);
    expect(screen.getByText('Placed', { selector: '.muted' })).toHaveTextContent(`Placed 3 hours ago (${formatAbsoluteTime(placedAt)})`);

    const form = screen.getByRole('form', { name: 'Start a return' });
    // Cash gifts are not offered.
    expect(within(form).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Start a return' }));
    expect(within(form).getByText('Choose at least one item to return.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Cast iron skillet' }));
    await userEvent.type(within(form).getByLabelText(/Why are you returning it/), 'Arrived broken');
    await userEvent.click(within(form).getByRole('button', { name: 'Start a return' }));
    expect(await screen.findByText('RT-7')).toBeInTheDocument();
    expect(checkout.startReturn).toHaveBeenCalledWith({
      orderNumber: 'CF-100042',
      email: 'guest@example.com',
      lineIds: [11],
      reason: 'Arrived broken',
      // Free returns (issue 26): the refund goes back to the card the order was paid with unless store credit is chosen.
      refundMethod: 'CARD',
    });
    expect(screen.getByText('Return requested')).toBeInTheDocument();
  });

  it('a wrong number or email shows the server’s message; /returns has the policy and the same form', async () => {
    checkout.orderStatus.mockRejectedValue(
      new HttpError({ message: 'We could not find an order with that number and email.', status: 404 }),
    );
    mount('/returns');
    expect(screen.getByRole('heading', { name: 'Our returns policy' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Order number/), 'CF-9');
    await userEvent.type(screen.getByLabelText(/Email used/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('We could not find an order with that number and email.')).toHaveAttribute('role', 'alert');
  });
});
