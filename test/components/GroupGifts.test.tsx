import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { cartApi } from '../../src/features/cart/cartApi';
import { navApi } from '../../src/features/nav/navApi';
import { registryApi } from '../../src/features/registry/registryApi';
import type { RegistrySearchResponse } from '../../src/features/registry/types';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { GroupGiftSwitch } from '../../src/features/registry/components/GroupGiftSwitch';
import { GroupGiftingSection } from '../../src/features/groupGifts/components/GroupGiftingSection';
import { GroupGiftsTracker } from '../../src/features/groupGifts/components/GroupGiftsTracker';
import { overfundMessage, underMinimumMessage, type ItemGroupGift } from '../../src/contracts/groupGifts';
import type { Cart, CartItem } from '../../src/contracts/cart';
import RegistryPage from '../../src/routes/registry/RegistryPage';
import { loadLazyCode } from '../setup/lazyCode';
import { outsideItem } from '../setup/outsideGiftFixtures';

jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/nav/navApi');
jest.mock('../../src/features/cart/cartApi');
const api = jest.mocked(registryApi);
const cart = jest.mocked(cartApi);
const nav = jest.mocked(navApi);

const group = (changes: Partial<ItemGroupGift> = {}): ItemGroupGift => ({
  setting: null,
  goal_cents: 24_000,
  funded_cents: 10_000,
  remaining_cents: 14_000,
  min_contribution_cents: 1_000,
  buyable_qty: 0,
  contribution_count: 1,
  contributions: [{ giver_name: 'Priya', message: 'For your kitchen!', received_at: '2026-05-02T10:00:00.000Z' }],
  ...changes,
});
const mixer = outsideItem({
  id: 31,
  kind: 'PRODUCT',
  title: 'Stand Mixer',
  external: null,
  sku_id: 310,
  product_id: 31,
  price_cents: 24_000,
  requested_qty: 1,
  remaining: 1,
  group_gift: group(),
  group_gift_setting: true,
});

function searchAnswer(items = [mixer]): RegistrySearchResponse {
  return {
    registry: {
      id: 3,
      registry_key: 'alex-and-jordan',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
      wedding_date: '2099-06-12',
      is_past_wedding_date: false,
      is_published: true,
      item_count: items.length,
      version: 1,
      location: null,
      welcome_note: '',
      couple_photo: null,
    },
    viewer: { is_owner: false, can_edit: false },
    summary: null,
    collections: [],
    uncollected_count: items.length,
    facets: [],
    filters: [],
    sort: 'FEATURED',
    total: items.length,
    page: 1,
    page_size: 24,
    page_count: 1,
    items: null,
    groups: [{ collection_id: null, name: 'Other gifts', items }],
  };
}

const line: CartItem = {
  id: 1,
  kind: 'GROUP_GIFT',
  skuId: 310,
  productId: 31,
  productSlug: 'stand-mixer',
  name: 'Stand Mixer',
  brandName: null,
  imageUrl: null,
  skuLabel: null,
  quantity: 1,
  priceCents: 4_000,
  lineTotalCents: 4_000,
  isPersonalized: false,
  deliverySurchargeCents: 0,
  shippingRestrictions: null,
  shipping: null,
  availability: { stockStatus: 'IN_STOCK', availableQuantity: 1 },
  registryItemId: 31,
  remainingQuantity: null,
};
const added = {
  cart: { cartId: 'c1', items: [line], itemCount: 1, subtotalCents: 4_000, promo: null, applyCredit: false, registry: null } satisfies Cart,
  item: line,
};

function mount() {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: GUEST_CONTEXT, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/registry/alex-and-jordan']}>
        <Routes>
          <Route path="/registry/:id" element={<RegistryPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
  nav.fetchCategories.mockResolvedValue({ categories: [] });
  cart.getCart.mockResolvedValue(added.cart);
});

describe('a group gift on the guest registry page', () => {
  it('shows funded of the goal with a bar, who gave (not how much), and the ways to give', async () => {
    api.search.mockResolvedValue(searchAnswer());
    mount();
    const card = await screen.findByRole('article', { name: 'Stand Mixer' });
    expect(within(card).getByRole('progressbar', { name: 'Stand Mixer funding' })).toHaveAttribute('aria-valuenow', '41');
    expect(within(card).getByText(/of \$240 funded/)).toBeInTheDocument();
    const givers = within(card).getByRole('list', { name: 'Contributions to Stand Mixer' });
    expect(givers).toHaveTextContent('Priya');
    expect(givers).not.toHaveTextContent('$100');
    expect(within(card).getByText('From $10 to $140.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Give the rest of Stand Mixer: $140' })).toBeInTheDocument();
    // Bought whole only before anyone has given; the plain 'Add to cart' is not offered on a group gift.
    expect(within(card).queryByRole('button', { name: /Buy it all/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add to cart: Stand Mixer' })).not.toBeInTheDocument();
  });

  it('checks the amount first (the contract’s messages), then adds the contribution to the cart for the couple', async () => {
    api.search.mockResolvedValue(searchAnswer());
    cart.add.mockResolvedValue(added);
    mount();
    const card = await screen.findByRole('article', { name: 'Stand Mixer' });
    const field = within(card).getByLabelText('Your contribution to Stand Mixer');
    await userEvent.type(field, '5');
    await userEvent.click(within(card).getByRole('button', { name: 'Contribute' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(underMinimumMessage(1_000));
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(within(card).getByRole('button', { name: 'Contribute' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(overfundMessage(14_000));
    expect(cart.add).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.click(within(card).getByRole('button', { name: 'Contribute' }));
    await waitFor(() => expect(cart.add).toHaveBeenCalledWith({ registryItemId: 31, amountCents: 4_000, registryKey: 'alex-and-jordan' }));
  });

  it('before anyone gives: "Buy it all" buys the gift whole', async () => {
    api.search.mockResolvedValue(
      searchAnswer([
        {
          ...mixer,
          group_gift: group({ funded_cents: 0, remaining_cents: 24_000, buyable_qty: 1, contribution_count: 0, contributions: [] }),
        },
      ]),
    );
    cart.add.mockResolvedValue(added);
    mount();
    const card = await screen.findByRole('article', { name: 'Stand Mixer' });
    expect(within(card).getByText('Be the first to contribute.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Buy it all: Stand Mixer' }));
    await waitFor(() =>
      expect(cart.add).toHaveBeenCalledWith({ skuId: 310, quantity: 1, registryItemId: 31, registryKey: 'alex-and-jordan' }),
    );
  });
});

describe('the couple’s side', () => {
  it('turning a gift being funded off asks first and says contributors are refunded', async () => {
    const onSwitch = jest.fn();
    render(<GroupGiftSwitch item={mixer} minPriceCents={25_000} onSwitch={onSwitch} />);
    const select = screen.getByLabelText('Group gifting');
    expect(select).toHaveValue('on');
    expect(screen.getByText('Guests have given $100 of $240.')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'off');
    const question = screen.getByRole('group', { name: 'Turn group gifting off for Stand Mixer?' });
    expect(question).toHaveTextContent('refunds the contributor (to their card, or as store credit) and emails them');
    expect(onSwitch).not.toHaveBeenCalled();
    expect(within(question).getByRole('button', { name: 'Turn off and refund' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it a group gift' }));
    expect(select).toHaveValue('on');
    await userEvent.selectOptions(select, 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off and refund' }));
    expect(onSwitch).toHaveBeenCalledWith(false);
    await userEvent.selectOptions(select, 'rule');
    expect(onSwitch).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('option', { name: 'Follow my price rule ($250 or more)' })).toBeInTheDocument();
  });

  it('the settings section checks the amount and saves the rule, or none', async () => {
    const onSave = jest.fn();
    const idle = { status: 'idle' as const, error: null };
    render(
      <GroupGiftingSection
        data={{ min_price_cents: null, group_gift_count: 0 }}
        load={{ status: 'succeeded', error: null }}
        save={{ ...idle, saved: false }}
        onSave={onSave}
        onRetry={jest.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Every gift priced at or above an amount' }));
    const amount = screen.getByLabelText('Gifts of this much or more');
    expect(amount).toHaveValue('250');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save group gifting' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an amount from $50 to $100,000.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Save group gifting' }));
    expect(onSave).toHaveBeenCalledWith(30_000);
    await userEvent.click(screen.getByRole('radio', { name: 'Only the gifts I switch on myself' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save group gifting' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
  });

  it('the tracker shows each group gift, its order when funded, and every contributor with their amount', () => {
    render(
      <GroupGiftsTracker
        load={{ status: 'succeeded', error: null }}
        onRetry={jest.fn()}
        units={[
          {
            key: 'order-12',
            item_id: 31,
            title: 'Stand Mixer',
            image_url: null,
            status: 'FUNDED',
            goal_cents: 24_000,
            funded_cents: 24_000,
            order_number: 'CF-100012',
            fulfilment_status: 'PLACED',
            contributions: [
              {
                id: 1,
                giver_name: 'Priya',
                giver_email: 'p@example.com',
                message: 'Enjoy',
                amount_cents: 10_000,
                received_at: '2026-05-02T10:00:00.000Z',
                status: 'FUNDED',
                refund: null,
              },
              {
                id: 2,
                giver_name: 'Marco',
                giver_email: 'm@example.com',
                message: '',
                amount_cents: 14_000,
                received_at: '2026-05-03T10:00:00.000Z',
                status: 'FUNDED',
                refund: null,
              },
            ],
          },
          {
            key: 'refund-9',
            item_id: null,
            title: 'Espresso Machine',
            image_url: null,
            status: 'REFUNDED',
            goal_cents: 0,
            funded_cents: 5_000,
            order_number: null,
            fulfilment_status: null,
            contributions: [
              {
                id: 3,
                giver_name: 'Dana',
                giver_email: 'd@example.com',
                message: '',
                amount_cents: 5_000,
                received_at: '2026-05-02T10:00:00.000Z',
                status: 'REFUNDED',
                refund: { card_cents: 5_000, credit_cents: 0, reason: 'CONVERTED', refunded_at: '2026-05-04T10:00:00.000Z' },
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('Fully funded ($240): ordered, order CF-100012')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Contributors to Stand Mixer' });
    expect(list).toHaveTextContent('Priya$100');
    expect(list).toHaveTextContent('Marco$140');
    expect(screen.getByText('Refunded: $50 back to 1 contributor')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Contributors to Espresso Machine' })).toHaveTextContent('Refunded $50 to their card');
  });
});
