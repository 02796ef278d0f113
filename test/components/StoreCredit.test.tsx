import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { registryApi } from '../../src/features/registry/registryApi';
import { creditApi } from '../../src/features/credit/creditApi';
import { cartApi } from '../../src/features/cart/cartApi';
import type { Gift } from '../../src/contracts/registry';
import type { CompletionAnswer } from '../../src/contracts/completionDiscount';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import GiftTrackerPage from '../../src/routes/registry/GiftTrackerPage';
import { StoreCreditSection } from '../../src/routes/account/StoreCreditSection';
import { CompletionDiscountSection } from '../../src/routes/registry/CompletionDiscountSection';
import { ReturnForm } from '../../src/features/checkout/components/ReturnForm';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/credit/creditApi');
jest.mock('../../src/features/cart/cartApi');
const registry = jest.mocked(registryApi);
const credit = jest.mocked(creditApi);
const cart = jest.mocked(cartApi);

const couple: UserContext = {
  ...GUEST_CONTEXT,
  is_guest: false,
  email: 'alex@confetti.test',
  first_name: 'Alex',
  last_name: 'Morgan',
  has_registry: true,
  credit_balance_cents: 2500,
  user_role_account_weddings: [
    {
      role: 'OWNER',
      slug: 'alex-and-jordan',
      wedding_date: '2099-06-12',
      time_zone: 'America/New_York',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
    },
  ],
};

function mount(path: string, element: ReactNode) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: couple, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const gift = (over: Partial<Gift> = {}): Gift => ({
  id: 5,
  giver_name: 'Pat Guest',
  giver_email: 'pat@example.com',
  received_at: new Date().toISOString(),
  description: null,
  quantity: 1,
  amount_cents: 12000,
  message: null,
  thank_you_sent: false,
  order_id: 7,
  bought_elsewhere: false,
  item: { id: 1, kind: 'PRODUCT', title: 'Dutch oven', image_url: null },
  fulfilment_status: 'PLACED',
  shipment: null,
  giver_address: null,
  credit_exchange: { status: 'AVAILABLE', credit_cents: 12000 },
  ...over,
});

beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('exchange for credit in the gift tracker', () => {
  it('asks first, says what happens, then shows the gift as exchanged', async () => {
    registry.giftTracker.mockResolvedValue({ gifts: [gift()], totals: { gift_count: 1, amount_cents: 12000, thank_you_pending: 1 } });
    credit.exchange.mockResolvedValue({
      gift: gift({ fulfilment_status: 'CONVERTED', credit_exchange: { status: 'EXCHANGED', credit_cents: 12000 } }),
      credit_cents: 12000,
      balance_cents: 14500,
    });
    const user = userEvent.setup();
    mount('/registry/gift-tracker', <GiftTrackerPage />);
    await user.click(await screen.findByRole('button', { name: 'Exchange for credit: Dutch oven' }));
    const confirm = screen.getByRole('group', { name: 'Exchange for credit: Dutch oven' });
    expect(confirm).toHaveTextContent('Exchange for $120 in store credit? The gift will not ship, and the giver is not told.');
    const go = within(confirm).getByRole('button', { name: 'Exchange for $120' });
    expect(go).toHaveFocus();
    await user.click(go);
    expect(await screen.findByText('$120 added to store credit')).toBeInTheDocument();
    // The gift's status says it too (contracts/fulfilment.ts).
    expect(screen.getByText('Exchanged for credit')).toBeInTheDocument();
    expect(credit.exchange).toHaveBeenCalledWith({ giftId: 5 });
  });

  it('“Keep the gift” goes back without asking the server, focus on the button again', async () => {
    registry.giftTracker.mockResolvedValue({ gifts: [gift()], totals: { gift_count: 1, amount_cents: 12000, thank_you_pending: 1 } });
    const user = userEvent.setup();
    mount('/registry/gift-tracker', <GiftTrackerPage />);
    await user.click(await screen.findByRole('button', { name: 'Exchange for credit: Dutch oven' }));
    await user.click(screen.getByRole('button', { name: 'Keep the gift' }));
    expect(screen.getByRole('button', { name: 'Exchange for credit: Dutch oven' })).toHaveFocus();
    expect(credit.exchange).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, and offers nothing on gifts already on their way', async () => {
    registry.giftTracker.mockResolvedValue({
      gifts: [
        gift(),
        gift({
          id: 6,
          item: { id: 2, kind: 'PRODUCT', title: 'Kettle', image_url: null },
          credit_exchange: { status: 'UNAVAILABLE', credit_cents: 3000 },
        }),
      ],
      totals: { gift_count: 2, amount_cents: 15000, thank_you_pending: 2 },
    });
    const { HttpError } = await import('../../src/lib/http');
    credit.exchange.mockRejectedValue(
      new HttpError({ message: 'This gift is already on its way, so it can no longer be exchanged for store credit.', status: 409 }),
    );
    const user = userEvent.setup();
    mount('/registry/gift-tracker', <GiftTrackerPage />);
    await user.click(await screen.findByRole('button', { name: 'Exchange for credit: Dutch oven' }));
    await user.click(screen.getByRole('button', { name: 'Exchange for $120' }));
    expect(await screen.findByText(/This gift is already on its way/)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Exchange for credit: Kettle' })).not.toBeInTheDocument();
  });
});

describe('store credit on the account page', () => {
  it('shows the balance and each change with its order', async () => {
    credit.history.mockResolvedValue({
      balance_cents: 14500,
      entries: [
        {
          id: 2,
          amount_cents: 12000,
          balance_after_cents: 14500,
          reason: 'GIFT_EXCHANGE',
          description: 'Exchanged Dutch oven for credit',
          created_at: new Date().toISOString(),
          order_number: 'CF-100042',
        },
        {
          id: 1,
          amount_cents: -500,
          balance_after_cents: 2500,
          reason: 'CHECKOUT',
          description: 'Spent on order CF-100040',
          created_at: '2026-01-02T10:00:00.000Z',
          order_number: 'CF-100040',
        },
      ],
      has_more: false,
    });
    mount('/account/settings/info', <StoreCreditSection />);
    expect(await screen.findByText('$145')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Store credit history' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Exchanged Dutch oven for credit');
    expect(first).toHaveTextContent('+$120');
    expect(within(first!).getByRole('link', { name: 'CF-100042' })).toHaveAttribute('href', '/order-status?orderNumber=CF-100042');
    expect(second).toHaveTextContent('−$5');
  });
});

describe('the completion discount in the post-wedding shop', () => {
  it('lists what is left at 20% off and adds it to the cart', async () => {
    const answer: CompletionAnswer = {
      status: 'OPEN',
      percent: 20,
      starts_on: '2026-09-20',
      ends_on: '2027-03-19',
      message: '20% off what is left on your registry, through March 19, 2027. Applied at checkout.',
      items: [
        {
          registry_item_id: 3,
          sku_id: 30,
          product_slug: 'dutch-oven',
          title: 'Dutch oven',
          brand_name: 'Le Creuset',
          image_url: null,
          remaining_qty: 2,
          available_qty: 2,
          price_cents: 10000,
          discounted_price_cents: 8000,
        },
      ],
    };
    credit.completion.mockResolvedValue(answer);
    const user = userEvent.setup();
    cart.add.mockReturnValue(new Promise(() => undefined));
    mount('/registry/shop', <CompletionDiscountSection />);
    expect(await screen.findByRole('heading', { name: 'Your 20% completion discount' })).toBeInTheDocument();
    expect(screen.getByText(answer.message)).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'Left on your registry' })).getByRole('listitem');
    expect(item).toHaveTextContent('Was $100');
    expect(item).toHaveTextContent('Now $80');
    expect(item).toHaveTextContent('2 left on your registry');
    await user.click(within(item).getByRole('button', { name: 'Add to cart: Dutch oven' }));
    // The cart's own 'Add to cart' flow takes it from there (its domain loads first); checkout applies the discount.
    await waitFor(() => expect(cart.add).toHaveBeenCalledWith({ skuId: 30, quantity: 1 }));
  });
});

describe('the return form', () => {
  it('refunds to the card by default, or to store credit when chosen', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(
      <ReturnForm
        lines={[
          {
            id: 11,
            kind: 'PRODUCT',
            name: 'Kettle',
            skuLabel: null,
            imageUrl: null,
            quantity: 1,
            unitPriceCents: 3000,
            lineTotalCents: 3000,
            returnable: true,
          },
        ]}
        busy={false}
        error={null}
        card="Visa card ending 4242"
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Your Visa card ending 4242' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Kettle' }));
    await user.type(screen.getByLabelText(/Why are you returning it/), 'Too small');
    await user.click(screen.getByRole('radio', { name: 'Confetti store credit' }));
    await user.click(screen.getByRole('button', { name: 'Start a return' }));
    expect(onSubmit).toHaveBeenCalledWith([11], 'Too small', 'CREDIT');
    expect(screen.getByText(/Returns are free: we email you a prepaid label/)).toBeInTheDocument();
  });
});
