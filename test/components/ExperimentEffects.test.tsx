import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { checkoutApi } from '../../src/features/checkout/checkoutApi';
import { navApi } from '../../src/features/nav/navApi';
import { experimentsApi } from '../../src/features/experiments/experimentsApi';
import { overrideKey } from '../../src/features/experiments/experiments';
import { fetchUserContextActions } from '../../src/features/user/userSlice';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import type { CheckoutSummary } from '../../src/features/checkout/types';
import CheckoutPage from '../../src/routes/checkout/CheckoutPage';
import ShopIndexPage from '../../src/routes/shop/ShopIndexPage';
import { alexAndJordan, cart, cartItem, totals } from '../setup/commerceFixtures';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/cart/cartApi');
jest.mock('../../src/features/checkout/checkoutApi');
jest.mock('../../src/features/nav/navApi');
jest.mock('../../src/features/experiments/experimentsApi');
const checkout = jest.mocked(checkoutApi);
jest.mocked(cartApi);
const experiments = jest.mocked(experimentsApi);
jest.mocked(navApi).fetchCategories.mockResolvedValue({ categories: [] });

const summary: CheckoutSummary = {
  cart: cart(
    [cartItem(1, { name: 'Cast iron skillet', priceCents: 5000, lineTotalCents: 5000, registryItemId: 9, remainingQuantity: 2 })],
    { registry: alexAndJordan },
  ),
  totals: totals(),
  user: { isGuest: true, email: null, firstName: null, lastName: null, creditBalanceCents: 0 },
  testMode: true,
};

function mount(ui: React.ReactElement) {
  const store = makeStore();
  store.dispatch(fetchUserContextActions.succeeded({ arg: undefined, result: GUEST_CONTEXT }));
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}

const SECTION_IDS = ['co-contact', 'co-shipping', 'co-delivery', 'co-items', 'co-promo', 'co-payment'];
const headings = () =>
  within(screen.getByRole('form', { name: 'Checkout' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.id)
    .filter((id) => SECTION_IDS.includes(id));

beforeAll(loadLazyCode);
// The errors these tests raise on purpose are handled (jsdom would report an unhandled one as a failure).
const swallow = (event: ErrorEvent) => event.preventDefault();
beforeAll(() => window.addEventListener('error', swallow));
afterAll(() => window.removeEventListener('error', swallow));
beforeEach(() => {
  window.sessionStorage.clear();
  jest.clearAllMocks();
  experiments.recordExposure.mockResolvedValue({ recorded: true, variation: 'TEST-1' });
  experiments.sendCheckoutReport.mockResolvedValue(undefined);
  checkout.summary.mockResolvedValue(summary);
});

describe('checkout-better-hierarchy-v2 (session override, outside production)', () => {
  it('TEST-0 keeps the control order and records the exposure', async () => {
    window.sessionStorage.setItem(overrideKey('checkout-better-hierarchy-v2'), 'TEST-0');
    mount(<CheckoutPage />);
    await screen.findByText('Cast iron skillet');
    expect(headings()).toEqual(['co-contact', 'co-shipping', 'co-delivery', 'co-items', 'co-promo', 'co-payment']);
    await waitFor(() =>
      expect(experiments.recordExposure).toHaveBeenCalledWith(
        expect.objectContaining({ experiment: 'checkout-better-hierarchy-v2', variation: 'TEST-0' }),
      ),
    );
  });

  it('TEST-1 puts the items first and the discounts last', async () => {
    window.sessionStorage.setItem(overrideKey('checkout-better-hierarchy-v2'), 'TEST-1');
    mount(<CheckoutPage />);
    await screen.findByText('Cast iron skillet');
    expect(headings()).toEqual(['co-items', 'co-contact', 'co-shipping', 'co-delivery', 'co-payment', 'co-promo']);
  });
});

describe('logrocket-checkout', () => {
  it('TEST reports the page ready time to our own log, and a client error, scrubbed', async () => {
    window.sessionStorage.setItem(overrideKey('logrocket-checkout'), 'TEST');
    mount(<CheckoutPage />);
    await screen.findByText('Cast iron skillet');
    await waitFor(() => expect(experiments.sendCheckoutReport).toHaveBeenCalledTimes(1));
    const [{ id, body }] = experiments.sendCheckoutReport.mock.calls[0]!;
    expect(id).toMatch(/^checkout-report-/);
    expect(body).toMatchObject({ meta: { id, message: 'Web Checkout Report: page_ready' }, data: { kind: 'page_ready', page: '/' } });
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('boom with 4242 4242 4242 4242'),
        message: 'boom',
        filename: 'main.js',
        lineno: 3,
        colno: 7,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(experiments.sendCheckoutReport).toHaveBeenCalledTimes(2));
    const sent = JSON.stringify(experiments.sendCheckoutReport.mock.calls[1]![0]);
    expect(sent).toContain('client_error');
    expect(sent).not.toContain('4242');
  });

  it('NOT_IN_TEST sends no report', async () => {
    window.sessionStorage.setItem(overrideKey('logrocket-checkout'), 'NOT_IN_TEST');
    mount(<CheckoutPage />);
    await screen.findByText('Cast iron skillet');
    await waitFor(() => expect(experiments.recordExposure).toHaveBeenCalled());
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom', cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(experiments.sendCheckoutReport).not.toHaveBeenCalled();
  });
});

describe('holiday-shops on the shop index', () => {
  const inSeason = new Date(2026, 11, 1, 10, 0, 0);
  const outOfSeason = new Date(2026, 6, 1, 10, 0, 0);
  afterEach(() => jest.useRealTimers());
  const at = (date: Date) =>
    jest.useFakeTimers({
      now: date,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
      ],
    });

  it('TEST-1 in season shows the holiday shops and records the exposure', async () => {
    at(inSeason);
    window.sessionStorage.setItem(overrideKey('holiday-shops'), 'TEST-1');
    mount(<ShopIndexPage />);
    const block = await screen.findByRole('region', { name: 'Holiday shops' });
    expect(within(block).getByRole('link', { name: 'Holiday Hosting' })).toHaveAttribute('href', '/shop/collection/holiday-hosting');
    expect(within(block).getAllByRole('link')).toHaveLength(3);
    await waitFor(() =>
      expect(experiments.recordExposure).toHaveBeenCalledWith(
        expect.objectContaining({ experiment: 'holiday-shops', variation: 'TEST-1' }),
      ),
    );
  });

  it('TEST-0 in season: no block, but the exposure is recorded (the control arm)', async () => {
    at(inSeason);
    window.sessionStorage.setItem(overrideKey('holiday-shops'), 'TEST-0');
    mount(<ShopIndexPage />);
    await screen.findByRole('heading', { name: 'Shop' });
    await waitFor(() =>
      expect(experiments.recordExposure).toHaveBeenCalledWith(
        expect.objectContaining({ experiment: 'holiday-shops', variation: 'TEST-0' }),
      ),
    );
    expect(screen.queryByRole('region', { name: 'Holiday shops' })).not.toBeInTheDocument();
  });

  it('out of season: no block and no exposure, whatever the variation', async () => {
    at(outOfSeason);
    window.sessionStorage.setItem(overrideKey('holiday-shops'), 'TEST-1');
    mount(<ShopIndexPage />);
    await screen.findByRole('heading', { name: 'Shop' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Holiday shops' })).not.toBeInTheDocument();
    expect(experiments.recordExposure).not.toHaveBeenCalled();
  });
});
