import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import ProductPage from '../../src/routes/shop/ProductPage';
import { shopApi } from '../../src/features/shop/shopApi';
import { registryApi } from '../../src/features/registry/registryApi';
import { cartApi } from '../../src/features/cart/cartApi';
import { CartLine } from '../../src/features/cart/components/CartLine';
import { RegistryItemCard } from '../../src/features/registry/components/RegistryItemCard';
import type { CartItem } from '../../src/features/cart/types';
import type { ProductDetail } from '../../src/features/shop/types';
import type { RegistryGiftAnswer, RegistryHeader, RegistryItem } from '../../src/features/registry/types';
import { HttpError } from '../../src/lib/http';
import { loadLazyCode } from '../setup/lazyCode';

// The page's reviews and related rows: empty, no real HTTP (test/setup/productPageApiStub.ts).
jest.mock('../../src/features/productPage/productPageApi', () => jest.requireActual('../setup/productPageApiStub'));
jest.mock('../../src/features/shop/shopApi', () => {
  const actual = jest.requireActual('../../src/features/shop/shopApi');
  return { ...actual, shopApi: { ...actual.shopApi, fetchProduct: jest.fn() } };
});
jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/cart/cartApi');
const registry = jest.mocked(registryApi);
const cart = jest.mocked(cartApi);

const look = (key: string, label: string, id: number) => ({
  key,
  id,
  label,
  images: [{ url: `/media/p/vase-9/${key}/3x4-1.svg`, aspect_ratios: ['3x4'] }],
  sku_previews: [],
});
const product: ProductDetail = {
  id: 9,
  slug: 'vase-9',
  name: 'Stoneware Vase',
  description: 'A vase.',
  kind: 'PRODUCT',
  brand: 'Hearth',
  brand_slug: 'hearth',
  category_chain: [{ key: 'vases', name: 'Vases' }],
  product_look_views: [look('sage', 'Sage', 91), look('sand', 'Sand', 92)],
  attributes: {},
  price_range: { min_price: 4800, max_price: 5200 },
  reference_price: null,
  reference_price_range: null,
  suggested_quantity: 2,
  skus: [
    { id: 1, price_cents: 4800, reference_price_cents: null, stock: 8, look: 'sage', attributes: {} },
    { id: 2, price_cents: 5200, reference_price_cents: null, stock: 8, look: 'sand', attributes: {} },
  ],
  swatches: [
    { product_look_id: 91, key: 'sage', image_url: '/media/swatch/sage.svg', label: 'Sage' },
    { product_look_id: 92, key: 'sand', image_url: '/media/swatch/sand.svg', label: 'Sand' },
  ],
  shipping_restrictions: null,
  is_personalized: false,
  delivery_surcharge_cents: 0,
  in_stock: true,
  shipping: {
    ship_method: 'Ground Shipping',
    arrival_range: { min: '2026-11-30', max: '2026-12-04' },
    expedited_arrival_range: null,
    holiday_shipping: null,
  },
};

const header: RegistryHeader = {
  id: 4,
  registry_key: 'alex-and-jordan',
  owner_first_name: 'Alex',
  owner_last_name: 'Morgan',
  partner_first_name: 'Jordan',
  partner_last_name: 'Lee',
  wedding_date: '2099-06-12',
  is_past_wedding_date: false,
  is_published: true,
  item_count: 20,
  version: 3,
  location: null,
  welcome_note: '',
  couple_photo: null,
};

const registryItem = (over: Partial<RegistryItem> = {}): RegistryItem => ({
  id: 55,
  kind: 'PRODUCT',
  title: 'Stoneware Vase',
  description: '',
  brand: 'Hearth',
  image_url: '/media/p/vase-9/sand/1x1-1.svg',
  price_cents: 5200,
  price_range: null,
  requested_qty: 3,
  purchased_qty: 1,
  remaining: 2,
  most_wanted: false,
  note: '',
  collection_id: null,
  position: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  product_id: 9,
  sku_id: 2,
  product_slug: 'vase-9',
  product_path: '/shop/product/vase-9',
  category_key: 'home-decor',
  in_stock: true,
  cash_fund: null,
  external: null,
  is_available: true,
  ...over,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderProduct(path: string) {
  jest.mocked(shopApi.fetchProduct).mockResolvedValue({ product });
  const store = makeStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/product/:slug" element={<ProductPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatch };
}

const addedToCart = (dispatch: jest.SpyInstance) =>
  dispatch.mock.calls.map(([a]) => a as { type: string; payload: unknown }).filter((a) => a.type === 'cart/addToCartRequested');

beforeAll(loadLazyCode);
beforeEach(() => jest.resetAllMocks());

describe('the product page opened from a registry', () => {
  const gift = (over: Partial<RegistryItem> = {}): RegistryGiftAnswer => ({ registry: header, item: registryItem(over) });

  it('says whose registry it is, what is still needed, and adds the couple’s gift (their option) for them', async () => {
    registry.gift.mockResolvedValue(gift());
    cart.add.mockReturnValue(new Promise(() => undefined));
    const { dispatch } = renderProduct('/shop/product/vase-9?registry=alex-and-jordan&item=55');
    const banner = await screen.findByRole('complementary', { name: 'From Alex & Jordan’s registry' });
    expect(registry.gift).toHaveBeenCalledWith({ key: 'alex-and-jordan', itemId: 55 });
    expect(
      within(banner)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Requested', 'Still needed']);
    expect(
      within(banner)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '2']);
    expect(within(banner).getByRole('link', { name: 'Back to Alex & Jordan’s registry' })).toHaveAttribute(
      'href',
      '/registry/alex-and-jordan',
    );
    // The couple asked for Sand: it is the one chosen, at one.
    expect(await screen.findByRole('radio', { name: 'Sand' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    expect(screen.queryByRole('button', { name: 'Add to registry' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart for Alex & Jordan' }));
    expect(addedToCart(dispatch).at(-1)!.payload).toEqual({ skuId: 2, quantity: 1, registryItemId: 55, registryKey: 'alex-and-jordan' });
    expect(screen.getByText('Adding to your cart…')).toHaveAttribute('role', 'status');
  });

  it('lets a guest buy one for themselves instead: a normal line', async () => {
    registry.gift.mockResolvedValue(gift());
    cart.add.mockReturnValue(new Promise(() => undefined));
    const { dispatch } = renderProduct('/shop/product/vase-9?registry=alex-and-jordan&item=55');
    await screen.findByRole('button', { name: 'Add to cart for Alex & Jordan' });
    await userEvent.click(screen.getByRole('button', { name: 'Buy for yourself instead' }));
    expect(addedToCart(dispatch).at(-1)!.payload).toEqual({ skuId: 2, quantity: 1 });
  });

  it('another option than the couple’s is not their gift, until theirs is chosen again', async () => {
    registry.gift.mockResolvedValue(gift());
    renderProduct('/shop/product/vase-9?registry=alex-and-jordan&item=55');
    await screen.findByRole('button', { name: 'Add to cart for Alex & Jordan' });
    await userEvent.click(screen.getByRole('radio', { name: 'Sage' }));
    expect(screen.getByRole('button', { name: 'Add to cart for Alex & Jordan' })).toBeDisabled();
    expect(screen.getByText('Alex & Jordan asked for another option.', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose theirs' }));
    expect(screen.getByRole('radio', { name: 'Sand' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add to cart for Alex & Jordan' })).toBeEnabled();
  });

  it('a gift they have all of cannot be added for them', async () => {
    registry.gift.mockResolvedValue(gift({ purchased_qty: 3, remaining: 0, is_available: false }));
    renderProduct('/shop/product/vase-9?registry=alex-and-jordan&item=55');
    const banner = await screen.findByRole('complementary', { name: 'From Alex & Jordan’s registry' });
    expect(within(banner).getByText('Alex & Jordan have received all they asked for.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart for Alex & Jordan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy for yourself instead' })).toBeEnabled();
  });

  it('says so when the registry cannot be read, or the gift is another product, and stays a product page', async () => {
    registry.gift.mockRejectedValue(new HttpError({ message: 'We could not find that registry.', status: 404 }));
    renderProduct('/shop/product/vase-9?registry=nobody&item=55');
    const banner = await screen.findByRole('complementary', { name: 'Registry gift' });
    expect(banner).toHaveTextContent('We could not find that registry. What you buy here is for yourself.');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('a gift of another product is not sold as the couple’s', async () => {
    registry.gift.mockResolvedValue(gift({ product_id: 77 }));
    renderProduct('/shop/product/vase-9?registry=alex-and-jordan&item=55');
    const banner = await screen.findByRole('complementary', { name: 'Registry gift' });
    expect(banner).toHaveTextContent('This is not the gift on Alex & Jordan’s registry.');
    expect(screen.queryByRole('button', { name: 'Add to cart for Alex & Jordan' })).not.toBeInTheDocument();
  });

  it('follows a registry key the couple changed, keeping the gift', async () => {
    registry.gift.mockImplementation(({ key }) =>
      key === 'old-key'
        ? Promise.reject(
            new HttpError({
              message: 'This registry has a new web address.',
              status: 404,
              code: 'registry_moved',
              data: { registry_key: 'alex-and-jordan' },
            }),
          )
        : Promise.resolve(gift()),
    );
    renderProduct('/shop/product/vase-9?registry=old-key&item=55');
    await screen.findByRole('complementary', { name: 'From Alex & Jordan’s registry' });
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/product/vase-9?registry=alex-and-jordan&item=55');
  });
});

describe('“Adding to your registry…” always ends', () => {
  const info = { registry_id: 4, registry_key: 'alex-and-jordan', is_published: true, address_view: { state_province_region: 'NY' } };
  const duplicate = new HttpError({
    message: 'Already on your registry (requested 2).',
    status: 409,
    code: 'registry.duplicate',
    data: {
      message: 'Already on your registry (requested 2).',
      code: 'registry.duplicate',
      existing: { id: 55, title: 'Stoneware Vase', requested_qty: 2, purchased_qty: 0 },
    },
  });

  it('added: the note says so', async () => {
    registry.userInfo.mockResolvedValue(info);
    registry.add.mockResolvedValue({ id: 90, skuId: 1, quantity: 2 });
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    expect(await screen.findByText('Saved on your registry.')).toBeInTheDocument();
  });

  it('already there: asks to raise the requested quantity, and raises it', async () => {
    registry.userInfo.mockResolvedValue(info);
    registry.add.mockRejectedValue(duplicate);
    registry.raise.mockResolvedValue({ item: registryItem({ requested_qty: 4, sku_id: 1 }) });
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    // The page's quantity (the product's suggested 2) is what is added: 2 + 2.
    const question = await screen.findByText('Already on your registry (requested 2). Raise the requested quantity to 4?');
    expect(question).toHaveFocus();
    expect(screen.queryByText('Adding to your registry…')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Raise to 4' }));
    expect(registry.raise).toHaveBeenCalledWith({ itemId: 55, requestedQty: 4 });
    expect(await screen.findByText('Your registry now asks for 4.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Already on your registry/ })).not.toBeInTheDocument();
  });

  it('already there, kept as it was: the note ends without a change', async () => {
    registry.userInfo.mockResolvedValue(info);
    registry.add.mockRejectedValue(duplicate);
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep 2' }));
    expect(screen.getByText('Nothing changed: it stays on your registry as it was.')).toHaveAttribute('role', 'status');
    expect(registry.raise).not.toHaveBeenCalled();
  });

  it('a raise that fails says why', async () => {
    registry.userInfo.mockResolvedValue(info);
    registry.add.mockRejectedValue(duplicate);
    registry.raise.mockRejectedValue(new HttpError({ message: 'We could not find that item on your registry.', status: 404 }));
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Raise to 4' }));
    expect(await screen.findByText('We could not find that item on your registry.')).toBeInTheDocument();
  });

  it('refused (the server’s message), or signed out: the note shows why', async () => {
    registry.userInfo.mockResolvedValue(info);
    registry.add.mockRejectedValue(new HttpError({ message: 'Product not found', status: 404 }));
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.queryByText('Adding to your registry…')).not.toBeInTheDocument();
  });

  it('signed out: the note shows the log-in message', async () => {
    registry.userInfo.mockRejectedValue(new HttpError({ message: 'Please log in to continue.', status: 401 }));
    renderProduct('/shop/product/vase-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to registry' }));
    expect(await screen.findByText('Please log in to continue.')).toBeInTheDocument();
    expect(registry.add).not.toHaveBeenCalled();
  });
});

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  kind: 'PRODUCT',
  skuId: 2,
  productId: 9,
  productSlug: 'vase-9',
  name: 'Stoneware Vase',
  brandName: 'Hearth',
  imageUrl: null,
  skuLabel: 'Color: Sand',
  quantity: 1,
  priceCents: 5200,
  lineTotalCents: 5200,
  isPersonalized: false,
  deliverySurchargeCents: 0,
  shippingRestrictions: null,
  shipping: null,
  availability: { stockStatus: 'IN_STOCK', availableQuantity: 2 },
  registryItemId: 55,
  remainingQuantity: 2,
  ...over,
});
const couple = { slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' };

describe('cart lines', () => {
  const renderLine = (item: CartItem, forCouple: typeof couple | null) =>
    render(
      <MemoryRouter>
        <CartLine item={item} registry={forCouple} />
      </MemoryRouter>,
    );

  it('a registry gift says who it is for and links to its page in the couple’s registry', () => {
    renderLine(line(), couple);
    expect(screen.getByText('For Alex & Jordan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stoneware Vase' })).toHaveAttribute(
      'href',
      '/shop/product/vase-9?registry=alex-and-jordan&item=55',
    );
  });

  it('“Only N left” is about stock, not about what the couple still needs', () => {
    renderLine(line({ availability: { stockStatus: 'LOW_STOCK', availableQuantity: 2 }, remainingQuantity: 2 }), couple);
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
    expect(screen.getByText('The couple still needs 2')).toBeInTheDocument();
    renderLine(line({ id: 2, availability: { stockStatus: 'LOW_STOCK', availableQuantity: 1 }, remainingQuantity: 3 }), couple);
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();
  });

  it('your own things say nothing of a couple', () => {
    renderLine(line({ registryItemId: null, remainingQuantity: null }), null);
    expect(screen.queryByText(/^For /)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stoneware Vase' })).toHaveAttribute('href', '/shop/product/vase-9');
  });

  it('a cash-fund contribution never reads as stock', () => {
    renderLine(
      line({
        kind: 'CASH_FUND',
        skuId: null,
        productId: null,
        productSlug: null,
        name: 'Honeymoon fund',
        skuLabel: null,
        priceCents: 5000,
        lineTotalCents: 5000,
        // What an older server answered for a fund: it must not show as 'Only 1 left'.
        availability: { stockStatus: 'LOW_STOCK', availableQuantity: 1 },
        remainingQuantity: null,
      }),
      couple,
    );
    expect(screen.getByText('For Alex & Jordan')).toBeInTheDocument();
    expect(screen.getByText('Cash gift')).toBeInTheDocument();
    expect(screen.queryByText(/left/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ship/i)).not.toBeInTheDocument();
  });
});

describe('registry cards', () => {
  const renderCard = (item: RegistryItem) =>
    render(
      <MemoryRouter>
        <RegistryItemCard item={item} registryKey="alex-and-jordan" onBuy={jest.fn()} onContribute={jest.fn()} />
      </MemoryRouter>,
    );

  it('a gift’s name and picture open its page in the registry’s context', () => {
    renderCard(registryItem());
    expect(screen.getByRole('link', { name: 'Stoneware Vase' })).toHaveAttribute(
      'href',
      '/shop/product/vase-9?registry=alex-and-jordan&item=55',
    );
    // The picture's link is the same place, out of the tab order (the title is the link to use).
    const [pictureLink] = screen.getAllByRole('link', { hidden: true }).filter((a) => a.getAttribute('aria-hidden') === 'true');
    expect(pictureLink).toHaveAttribute('href', '/shop/product/vase-9?registry=alex-and-jordan&item=55');
    expect(pictureLink).toHaveAttribute('tabindex', '-1');
  });

  const fund = (over: Partial<NonNullable<RegistryItem['cash_fund']>> = {}) =>
    registryItem({
      id: 60,
      kind: 'CASH_FUND',
      title: 'Lisbon honeymoon',
      brand: null,
      price_cents: null,
      remaining: null,
      product_id: null,
      sku_id: null,
      product_slug: null,
      product_path: null,
      cash_fund: {
        fund_type: 'HONEYMOON',
        goal_cents: 300000,
        contributed_cents: 75000,
        contribution_count: 3,
        contributions: [
          { giver_name: 'Robin', message: 'Have a glass of vinho verde on us!', received_at: '2026-05-02T00:00:00.000Z' },
          { giver_name: 'Pat', message: '', received_at: '2026-05-01T00:00:00.000Z' },
        ],
        ...over,
      },
    });

  it('a cash fund shows its goal, what was raised and who gave with their messages, never their amounts', () => {
    renderCard(fund());
    const card = screen.getByRole('article', { name: 'Lisbon honeymoon' });
    expect(card).toHaveTextContent('$750 of $3,000 raised');
    expect(within(card).getByText('3 contributions')).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Contributions to Lisbon honeymoon' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['RobinHave a glass of vinho verde on us!', 'Pat']);
    expect(list).not.toHaveTextContent('$');
    expect(within(card).getByText('and 1 more')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/left|ship/i);
  });

  it('a card lists the five newest and says how many more', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      giver_name: `Giver ${i + 1}`,
      message: '',
      received_at: '2026-05-01T00:00:00.000Z',
    }));
    renderCard(fund({ contribution_count: 42, contributions: many }));
    const list = screen.getByRole('list', { name: 'Contributions to Lisbon honeymoon' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('and 37 more')).toBeInTheDocument();
  });

  it('a fund nobody gave to yet invites the first contribution', () => {
    renderCard(fund({ contributed_cents: 0, contribution_count: 0, contributions: [] }));
    const card = screen.getByRole('article', { name: 'Lisbon honeymoon' });
    expect(within(card).getByText('Be the first to contribute.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/left|ship/i);
  });
});
