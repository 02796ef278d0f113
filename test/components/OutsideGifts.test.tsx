import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { outsideGiftsApi } from '../../src/features/outsideGifts/outsideGiftsApi';
import { registryApi } from '../../src/features/registry/registryApi';
import { navApi } from '../../src/features/nav/navApi';
import type { RegistrySearchResponse } from '../../src/features/registry/types';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import type { MarkPurchaseAnswer } from '../../src/contracts/outsideGifts';
import AddGiftsPage from '../../src/routes/registry/AddGiftsPage';
import RegistryPage from '../../src/routes/registry/RegistryPage';
import { loadLazyCode } from '../setup/lazyCode';
import { outsideItem } from '../setup/outsideGiftFixtures';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/outsideGifts/outsideGiftsApi');
jest.mock('../../src/features/nav/navApi');
jest.mock('../../src/features/cart/cartApi');
const api = jest.mocked(registryApi);
const outside = jest.mocked(outsideGiftsApi);
const nav = jest.mocked(navApi);

const couple: UserContext = coupleContext();

const board = outsideItem();
const fund = outsideItem({
  id: 22,
  kind: 'CASH_FUND',
  title: 'Lisbon honeymoon',
  price_cents: null,
  remaining: null,
  external: null,
  cash_fund: { fund_type: 'HONEYMOON', goal_cents: 300000, contributed_cents: 0, contribution_count: 0, contributions: [] },
});
const skillet = outsideItem({ id: 23, kind: 'PRODUCT', title: 'Cast iron skillet', external: null, sku_id: 230, product_id: 23 });

function searchAnswer(items = [board, fund, skillet], isOwner = false): RegistrySearchResponse {
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
    viewer: { is_owner: isOwner, can_edit: isOwner },
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

function mount(path: string, user: UserContext = GUEST_CONTEXT) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registry/add-gifts" element={<AddGiftsPage />} />
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
});

describe('a guest marks a gift from another store as bought', () => {
  const marked: MarkPurchaseAnswer = {
    item: outsideItem({ purchased_qty: 2, remaining: 1 }),
    purchase: { id: 90, quantity: 2, giver_name: 'Aunt Rosa', received_at: '2026-05-02T10:00:00.000Z' },
  };

  it('offers "Buy it at" and "I bought this" on an outside gift only', async () => {
    api.search.mockResolvedValue(searchAnswer());
    mount('/registry/alex-and-jordan');
    const card = await screen.findByRole('article', { name: board.title });
    const buy = within(card).getByRole('link', { name: 'Buy it at Etsy (opens in a new tab)' });
    expect(buy).toHaveAttribute('href', board.external!.url);
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('button', { name: `I bought this: ${board.title}` })).toBeInTheDocument();
    for (const other of [fund, skillet])
      expect(
        within(screen.getByRole('article', { name: other.title })).queryByRole('button', { name: /I bought this/ }),
      ).not.toBeInTheDocument();
  });

  it('the dialog checks the name first, sends the mark, thanks the guest, and the registry is read again', async () => {
    api.search.mockResolvedValueOnce(searchAnswer()).mockResolvedValue(searchAnswer([marked.item, fund, skillet]));
    outside.markPurchased.mockResolvedValue(marked);
    mount('/registry/alex-and-jordan');
    const opener = await screen.findByRole('button', { name: `I bought this: ${board.title}` });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'I bought this' });
    expect(within(dialog).getByText(/Tell Alex Morgan & Jordan Lee you bought/)).toBeInTheDocument();
    expect(within(dialog).getByText('3 still needed.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    expect(await within(dialog).findByText('Please tell the couple who it is from.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your email/ }), 'rosa@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    expect(within(dialog).getByText('Please enter a valid email address, or leave it empty.')).toBeInTheDocument();
    expect(outside.markPurchased).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'How many did you buy?' }), '2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Aunt Rosa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the couple/ }), 'Enjoy!');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your email/ }), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    expect(outside.markPurchased).toHaveBeenCalledWith({
      registryKey: 'alex-and-jordan',
      itemId: board.id,
      body: { quantity: 2, giver_name: 'Aunt Rosa', message: 'Enjoy!', giver_email: 'rosa@example.com' },
    });
    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(thanks).getByText(/We told Alex Morgan & Jordan Lee that Aunt Rosa bought 2 of this gift/)).toHaveFocus();
    expect(within(thanks).getByText('1 still needed.')).toBeInTheDocument();
    // The registry is read again: what is still needed moved for everyone.
    await waitFor(() => expect(api.search).toHaveBeenCalledTimes(2));
    const card = await screen.findByRole('article', { name: board.title });
    expect(await within(card).findByText('2 of 3 purchased · 1 still needed')).toBeInTheDocument();

    await userEvent.click(within(thanks).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `I bought this: ${board.title}` })).toHaveFocus();
  });

  it("shows the server's refusal (someone else was quicker) and lets the guest try again", async () => {
    api.search.mockResolvedValue(searchAnswer());
    outside.markPurchased.mockRejectedValue(
      new HttpError({
        message: 'Only 1 is still needed.',
        status: 409,
        code: 'outside_gifts.over_remaining',
        fields: { quantity: 'Only 1 is still needed.' },
      }),
    );
    mount('/registry/alex-and-jordan');
    await userEvent.click(await screen.findByRole('button', { name: `I bought this: ${board.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'I bought this' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'How many did you buy?' }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Uncle Ben');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as bought' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 1 is still needed.');
    expect(within(dialog).getByRole('button', { name: 'Mark as bought' })).toBeEnabled();
    // Escape closes it; opened again it starts afresh.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: `I bought this: ${board.title}` }));
    expect(within(screen.getByRole('dialog', { name: 'I bought this' })).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the couple's preview shows no 'I bought this'", async () => {
    api.search.mockResolvedValue(searchAnswer([board], true));
    mount('/registry/alex-and-jordan?preview=true', couple);
    const card = await screen.findByRole('article', { name: board.title });
    expect(within(card).getByRole('link', { name: /Buy it at Etsy/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /I bought this/ })).not.toBeInTheDocument();
  });
});

describe('the couple adds a gift from another store by its address', () => {
  const product = {
    url: 'https://shop.example.com/duvet',
    title: 'Linen Duvet Cover',
    price_cents: 129950,
    image_id: '5b7c7f8e-4a8b-4c3e-9d1f-2a3b4c5d6e7f',
    image_url: '/media/images/5b7c7f8e-4a8b-4c3e-9d1f-2a3b4c5d6e7f/640.webp',
    brand: 'Parachute',
    store_name: 'Parachute Home',
  };

  async function pasteAddress(form: HTMLElement, address: string) {
    await userEvent.click(within(form).getByRole('textbox', { name: /Web address of the gift/ }));
    await userEvent.paste(address);
  }

  it('paste → "Fetching details…" → the form filled in and editable (what was typed kept) → saved with our copy of the picture', async () => {
    let answer!: (value: { product: typeof product }) => void;
    outside.importProduct.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    api.addExternal.mockResolvedValue({ item: outsideItem({ id: 40, title: 'My duvet' }) });
    mount('/registry/add-gifts', couple);
    const form = screen.getByRole('form', { name: 'Add a gift from another store' });
    // The couple typed a name of their own before pasting.
    await userEvent.type(within(form).getByRole('textbox', { name: /Gift name/ }), 'My duvet');
    await pasteAddress(form, product.url);
    expect(outside.importProduct).toHaveBeenCalledWith(product.url);
    expect(within(form).getByRole('textbox', { name: /Web address of the gift/ })).toHaveValue(product.url);
    expect(await within(form).findByText('Fetching details…')).toBeInTheDocument();

    answer({ product });
    expect(await within(form).findByText('We filled in what the store’s page says. Check it before you add it.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Gift name/ })).toHaveValue('My duvet');
    expect(within(form).getByRole('textbox', { name: /Price in dollars/ })).toHaveValue('1299.50');
    expect(within(form).getByRole('textbox', { name: /Store name/ })).toHaveValue('Parachute Home');
    expect(within(form).getByRole('textbox', { name: /Brand/ })).toHaveValue('Parachute');
    expect(within(form).getByText('Picture from the store’s page')).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: /Image address/ })).not.toBeInTheDocument();

    const price = within(form).getByRole('textbox', { name: /Price in dollars/ });
    await userEvent.clear(price);
    await userEvent.type(price, '1250');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to registry' }));
    expect(api.addExternal).toHaveBeenCalledWith({
      url: product.url,
      title: 'My duvet',
      price_cents: 125000,
      quantity: 1,
      store_name: 'Parachute Home',
      brand: 'Parachute',
      image_id: product.image_id,
    });
    expect(await screen.findByText('My duvet was added to your registry.')).toBeInTheDocument();
  });

  it('a page that cannot be read says so in words and keeps what the couple typed', async () => {
    outside.importProduct.mockRejectedValue(
      new HttpError({ message: "We couldn't read that page. Fill in the details yourself.", status: 422, code: 'outside_gifts.timeout' }),
    );
    mount('/registry/add-gifts', couple);
    const form = screen.getByRole('form', { name: 'Add a gift from another store' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Gift name/ }), 'Hand-thrown vase');
    await pasteAddress(form, 'https://slow.example.com/vase');
    expect(await within(form).findByRole('alert')).toHaveTextContent("We couldn't read that page. Fill in the details yourself.");
    expect(within(form).getByRole('textbox', { name: /Gift name/ })).toHaveValue('Hand-thrown vase');
    expect(within(form).getByRole('textbox', { name: /Web address of the gift/ })).toHaveValue('https://slow.example.com/vase');
    expect(within(form).getByRole('textbox', { name: /Image address/ })).toBeInTheDocument();
  });

  it("'Fetch details' reads an address typed by hand; a paste into a half-typed address is only a paste", async () => {
    outside.importProduct.mockResolvedValue({ product });
    mount('/registry/add-gifts', couple);
    const form = screen.getByRole('form', { name: 'Add a gift from another store' });
    const address = within(form).getByRole('textbox', { name: /Web address of the gift/ });
    await userEvent.type(address, 'https://shop.example.com/');
    await userEvent.paste('duvet');
    expect(outside.importProduct).not.toHaveBeenCalled();
    expect(address).toHaveValue('https://shop.example.com/duvet');
    await userEvent.click(within(form).getByRole('button', { name: 'Fetch details' }));
    expect(outside.importProduct).toHaveBeenCalledWith('https://shop.example.com/duvet');
    expect(await within(form).findByRole('textbox', { name: /Gift name/ })).toHaveValue('Linen Duvet Cover');
  });
});
