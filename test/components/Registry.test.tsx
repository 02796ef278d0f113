import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { ModalRoot } from '../../src/features/modals/ModalRoot';
import { NoticeRegion } from '../../src/features/notices/components/NoticeRegion';
import { registryApi } from '../../src/features/registry/registryApi';
import type { RegistryCollection, RegistryItem, RegistrySearchRequest, RegistrySearchResponse } from '../../src/features/registry/types';
import { GUEST_CONTEXT, type UserContext } from '../../src/features/user/types';
import { HttpError } from '../../src/lib/http';
import { navApi } from '../../src/features/nav/navApi';
import AddGiftsPage from '../../src/routes/registry/AddGiftsPage';
import FindCouplePage from '../../src/routes/registry/FindCouplePage';
import ManageRegistryPage from '../../src/routes/registry/ManageRegistryPage';
import RegistryPage from '../../src/routes/registry/RegistryPage';
import { loadLazyCode } from '../setup/lazyCode';
import { coupleContext } from '../setup/userFixtures';

jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/nav/navApi');
jest.mock('../../src/features/cart/cartApi');
const api = jest.mocked(registryApi);
const nav = jest.mocked(navApi);

const couple: UserContext = coupleContext();

const item = (id: number, over: Partial<RegistryItem> = {}): RegistryItem => ({
  id,
  kind: 'PRODUCT',
  title: `Gift ${id}`,
  description: '',
  brand: 'Acme',
  image_url: null,
  price_cents: 5000,
  price_range: { min_price: 5000, max_price: 5000 },
  requested_qty: 2,
  purchased_qty: 0,
  remaining: 2,
  most_wanted: false,
  note: '',
  collection_id: null,
  position: id,
  created_at: '2026-01-01T00:00:00.000Z',
  product_id: id,
  sku_id: id * 10,
  product_slug: `g${id}`,
  product_path: `/shop/product/g${id}`,
  category_key: 'kitchen',
  in_stock: true,
  cash_fund: null,
  external: null,
  is_available: true,
  ...over,
});

const skillet = item(1, { title: 'Cast iron skillet', collection_id: 10, most_wanted: true, note: 'For Sunday pancakes' });
const teapot = item(2, { title: 'Teapot', collection_id: 10, purchased_qty: 2, remaining: 0, is_available: false, category_key: 'dining' });
const fund = item(3, {
  kind: 'CASH_FUND',
  title: 'Lisbon honeymoon',
  brand: null,
  price_cents: null,
  price_range: null,
  remaining: null,
  product_id: null,
  sku_id: null,
  product_path: null,
  category_key: null,
  cash_fund: { fund_type: 'HONEYMOON', goal_cents: 300000, contributed_cents: 75000, contribution_count: 0, contributions: [] },
});
const vase = item(4, {
  kind: 'EXTERNAL',
  title: 'Hand-thrown vase',
  brand: null,
  price_cents: 6400,
  price_range: null,
  product_id: null,
  sku_id: null,
  product_path: null,
  category_key: null,
  external: { store_name: 'Etsy', url: 'https://www.etsy.com/listing/1' },
});
const kitchen: RegistryCollection = { id: 10, name: 'Kitchen', position: 0, item_count: 2 };
const honeymoon: RegistryCollection = { id: 11, name: 'Honeymoon', position: 1, item_count: 0 };
const header = {
  id: 3,
  registry_key: 'alex-and-jordan',
  owner_first_name: 'Alex',
  owner_last_name: 'Morgan',
  partner_first_name: 'Jordan',
  partner_last_name: 'Lee',
  wedding_date: '2099-06-12',
  is_past_wedding_date: false,
  is_published: false,
  item_count: 4,
  version: 1,
  location: null,
  welcome_note: '',
  couple_photo: null,
};
const facets: RegistrySearchResponse['facets'] = [
  {
    type: 'PRICE',
    values: [
      { value: '0-5000', label: 'Under $50', count: 0 },
      { value: '5000-10000', label: '$50 to $100', count: 3 },
    ],
  },
  {
    type: 'CATEGORY',
    values: [
      { value: 'kitchen', label: 'Kitchen', count: 1 },
      { value: 'dining', label: 'Dining', count: 1 },
    ],
  },
  {
    type: 'AVAILABILITY',
    values: [
      { value: 'AVAILABLE', label: 'Available', count: 3 },
      { value: 'PURCHASED', label: 'Purchased', count: 1 },
    ],
  },
];

/** A fake of the server's search: filters by category and availability, groups by collection or not, pages. */
function fakeSearch(body: RegistrySearchRequest, gifts = [skillet, teapot, fund, vase]): RegistrySearchResponse {
  let items = gifts;
  for (const f of body.filters ?? []) {
    if (f.type === 'CATEGORY') items = items.filter((i) => i.category_key !== null && f.values.includes(i.category_key));
    if (f.type === 'AVAILABILITY') items = items.filter((i) => f.values.includes(i.is_available ? 'AVAILABLE' : 'PURCHASED'));
  }
  const total = items.length;
  if (body.grouped_by_collection)
    items = [...items.filter((i) => i.collection_id === 10), ...items.filter((i) => i.collection_id === null)];
  const page = body.page ?? 1;
  const size = body.page_size ?? total;
  const shown = items.slice((page - 1) * size, page * size);
  const groups = body.grouped_by_collection
    ? [
        { collection_id: 10, name: 'Kitchen', items: shown.filter((i) => i.collection_id === 10) },
        { collection_id: null, name: 'Other gifts', items: shown.filter((i) => i.collection_id === null) },
      ].filter((g) => g.items.length > 0)
    : null;
  return {
    registry: header,
    viewer: { is_owner: false, can_edit: false },
    summary: null,
    collections: [kitchen],
    uncollected_count: 2,
    facets,
    filters: body.filters ?? [],
    sort: body.sort ?? 'FEATURED',
    total,
    page,
    page_size: body.page_size ?? null,
    page_count: Math.max(1, Math.ceil(total / size)),
    items: groups ? null : shown,
    groups,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function mount(path: string, user: UserContext = GUEST_CONTEXT) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: user, status: 'succeeded' } });
  const dispatch = jest.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registry/:id" element={<RegistryPage />} />
          <Route path="/my-registry" element={<ManageRegistryPage />} />
          <Route path="/search/wedding-registry" element={<FindCouplePage />} />
          <Route path="/registry/add-gifts" element={<AddGiftsPage />} />
          <Route path="/registry/shop" element={<h1>Post-wedding shop</h1>} />
        </Routes>
        <LocationProbe />
        <ModalRoot />
        <NoticeRegion />
      </MemoryRouter>
    </Provider>,
  );
  return { store, dispatch };
}

// What the app loads on first use is loaded before any test waits for it (test/setup/lazyCode.ts).
beforeAll(loadLazyCode);

beforeEach(() => {
  jest.resetAllMocks();
  nav.fetchCategories.mockResolvedValue({ categories: [{ key: 'kitchen', name: 'Kitchen', children: [] }] });
});

describe('the guest registry page', () => {
  beforeEach(() => {
    api.search.mockImplementation((body) => Promise.resolve(fakeSearch(body)));
  });

  it('shows the couple, gifts grouped by collection, purchased marked, fund progress and external gifts linking out', async () => {
    mount('/registry/alex-and-jordan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeInTheDocument();
    expect(screen.getByText('Getting married June 12, 2099')).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledWith({
      registry_key: 'alex-and-jordan',
      filters: [],
      grouped_by_collection: true,
      page: 1,
      page_size: 24,
    });

    const kitchenSection = screen.getByRole('region', { name: 'Kitchen' });
    const teapotCard = within(kitchenSection).getByRole('article', { name: 'Teapot' });
    expect(within(teapotCard).getByText('Purchased')).toBeInTheDocument();
    expect(within(teapotCard).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    const skilletCard = within(kitchenSection).getByRole('article', { name: 'Cast iron skillet' });
    expect(within(skilletCard).getByText('Most wanted')).toBeInTheDocument();
    expect(within(skilletCard).getByText('“For Sunday pancakes”')).toBeInTheDocument();

    const other = screen.getByRole('region', { name: 'Other gifts' });
    expect(within(other).getByRole('progressbar', { name: 'Lisbon honeymoon progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(within(other).getByText('of $3,000 raised', { exact: false })).toBeInTheDocument();
    const buyAtEtsy = within(other).getByRole('link', { name: 'Buy it at Etsy (opens in a new tab)' });
    expect(buyAtEtsy).toHaveAttribute('href', 'https://www.etsy.com/listing/1');
    expect(buyAtEtsy).toHaveAttribute('target', '_blank');
    expect(buyAtEtsy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("'Add to cart' dispatches the cart domain's event with the gift's SKU and registry item", async () => {
    const { dispatch } = mount('/registry/alex-and-jordan');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Cast iron skillet' }));
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'cart/addToCartRequested',
        payload: { skuId: 10, quantity: 1, registryItemId: 1, registryKey: 'alex-and-jordan' },
      }),
    );
  });

  it("'Price: low to high' from the grouped view sorts every gift in one list; back in collections it says it sorts within each", async () => {
    mount('/registry/alex-and-jordan');
    await screen.findByRole('heading', { level: 2, name: '4 gifts' });
    expect(screen.getByRole('radio', { name: 'By collection' })).toBeChecked();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith({
        registry_key: 'alex-and-jordan',
        filters: [],
        flattened_view: true,
        sort: 'PRICE_LOW_HIGH',
        page: 1,
        page_size: 24,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/registry/alex-and-jordan?sort=PRICE_LOW_HIGH&view=all');
    expect(screen.getByRole('radio', { name: 'All gifts' })).toBeChecked();
    expect(await screen.findByRole('list', { name: 'Gifts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kitchen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sorted within each collection/)).not.toBeInTheDocument();

    // The guest asks for collections again: the price order now holds inside each one, and the page says so.
    await userEvent.click(screen.getByRole('radio', { name: 'By collection' }));
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith({
        registry_key: 'alex-and-jordan',
        filters: [],
        grouped_by_collection: true,
        sort: 'PRICE_LOW_HIGH',
        page: 1,
        page_size: 24,
      }),
    );
    expect(await screen.findByRole('region', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription(
      'Sorted within each collection. Choose All gifts to sort every gift together.',
    );

    // Featured is the couple's own arrangement: it keeps the collections and needs no note.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Featured');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/registry\/alex-and-jordan$/));
    expect(screen.getByRole('radio', { name: 'By collection' })).toBeChecked();
    expect(screen.queryByText(/Sorted within each collection/)).not.toBeInTheDocument();
  });

  it('filters by category and availability, sorts, and flattens: each choice is in the URL and in the search', async () => {
    mount('/registry/alex-and-jordan');
    await screen.findByRole('heading', { level: 2, name: '4 gifts' });

    // Values without matching gifts are not offered.
    expect(screen.queryByRole('checkbox', { name: /Under \$50/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Kitchen (1)' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 gift' })).toBeInTheDocument();
    expect(api.search).toHaveBeenLastCalledWith({
      registry_key: 'alex-and-jordan',
      filters: [{ type: 'CATEGORY', values: ['kitchen'] }],
      grouped_by_collection: true,
      page: 1,
      page_size: 24,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/registry/alex-and-jordan?category=kitchen');
    expect(screen.getByRole('article', { name: 'Cast iron skillet' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Teapot' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Kitchen (1)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Purchased (1)' }));
    expect(await screen.findByRole('heading', { level: 2, name: '1 gift' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Teapot' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await userEvent.click(screen.getByRole('radio', { name: 'All gifts' }));
    await waitFor(() =>
      expect(api.search).toHaveBeenLastCalledWith({
        registry_key: 'alex-and-jordan',
        filters: [{ type: 'AVAILABILITY', values: ['PURCHASED'] }],
        flattened_view: true,
        sort: 'PRICE_HIGH_LOW',
        page: 1,
        page_size: 24,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('availability=PURCHASED&sort=PRICE_HIGH_LOW&view=all');
    expect(await screen.findByRole('list', { name: 'Gifts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kitchen' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: '4 gifts' })).toBeInTheDocument();
  });

  it("shows 24 gifts, then 'Show more gifts' adds the next ones and takes keyboard focus to the first of them", async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(100 + i, { title: `Gift number ${i + 1}`, collection_id: i < 26 ? 10 : null }));
    let resolveMore: (answer: RegistrySearchResponse) => void = () => undefined;
    api.search.mockImplementation((body) =>
      body.page === 2 ? new Promise((resolve) => (resolveMore = resolve)) : Promise.resolve(fakeSearch(body, many)),
    );
    mount('/registry/alex-and-jordan');
    expect(await screen.findByRole('heading', { level: 2, name: '30 gifts' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 gifts')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more gifts' }));
    expect(api.search).toHaveBeenLastCalledWith({
      registry_key: 'alex-and-jordan',
      filters: [],
      grouped_by_collection: true,
      page: 2,
      page_size: 24,
    });
    const busy = screen.getByRole('button', { name: 'Loading more gifts…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // It waits (aria-disabled, so keyboard focus stays on it): pressing it again asks for nothing.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    expect(api.search).toHaveBeenCalledTimes(2);

    resolveMore(fakeSearch({ registry_key: 'alex-and-jordan', grouped_by_collection: true, page: 2, page_size: 24 }, many));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    // Gifts 25 and 26 continue the Kitchen group; the rest open 'Other gifts'.
    expect(within(screen.getByRole('region', { name: 'Kitchen' })).getAllByRole('article')).toHaveLength(26);
    expect(within(screen.getByRole('region', { name: 'Other gifts' })).getAllByRole('article')).toHaveLength(4);
    const firstNew = within(screen.getByRole('list', { name: 'Kitchen' })).getAllByRole('listitem')[24]!;
    expect(within(firstNew).getByRole('heading', { level: 4, name: 'Gift number 25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ of/)).not.toBeInTheDocument();
  });

  it("'Show more gifts' waits while a new filter loads: its first page replaces the gifts shown", async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(100 + i, { title: `Gift number ${i + 1}`, category_key: 'kitchen' }));
    let resolveFiltered: (answer: RegistrySearchResponse) => void = () => undefined;
    api.search.mockImplementation((body) =>
      body.filters?.length ? new Promise((resolve) => (resolveFiltered = resolve)) : Promise.resolve(fakeSearch(body, many)),
    );
    mount('/registry/alex-and-jordan');
    expect(await screen.findByRole('button', { name: 'Show more gifts' })).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kitchen (1)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Updating gifts…' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more gifts' })).toHaveAttribute('aria-disabled', 'true');
    resolveFiltered(
      fakeSearch(
        {
          registry_key: 'alex-and-jordan',
          filters: [{ type: 'CATEGORY', values: ['kitchen'] }],
          grouped_by_collection: true,
          page: 1,
          page_size: 24,
        },
        many,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Show more gifts' })).toHaveAttribute('aria-disabled', 'false');
  });

  it("a failed 'Show more gifts' says so and keeps the button to try again", async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(100 + i, { title: `Gift number ${i + 1}` }));
    api.search.mockImplementation((body) =>
      body.page === 2 ? Promise.reject(new HttpError({ message: 'Network Error', status: 0 })) : Promise.resolve(fakeSearch(body, many)),
    );
    mount('/registry/alex-and-jordan');
    await userEvent.click(await screen.findByRole('button', { name: 'Show more gifts' }));
    expect(await screen.findByText("Sorry we couldn't fetch your registry.")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const again = screen.getByRole('button', { name: 'Show more gifts' });
    expect(again).toHaveAttribute('aria-disabled', 'false');
    // Focus stayed on the button, so the guest can press it again.
    expect(again).toHaveFocus();
  });

  it('filters come from the URL on arrival', async () => {
    mount('/registry/alex-and-jordan?availability=AVAILABLE&view=all');
    expect(await screen.findByRole('heading', { level: 2, name: '3 gifts' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Available (3)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All gifts' })).toBeChecked();
  });

  it("a fetch failure shows 'Sorry we couldn't fetch your registry.' with the reason", async () => {
    api.search.mockRejectedValue(new HttpError({ message: 'We could not find that registry.', status: 404 }));
    mount('/registry/no-such-couple');
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry we couldn't fetch your registry." })).toBeInTheDocument();
    expect(screen.getByText('We could not find that registry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a couple' })).toHaveAttribute('href', '/search/wedding-registry');
  });

  it('the preview is the guest page plus a banner with the link to copy', async () => {
    mount('/registry/alex-and-jordan?preview=true', couple);
    const banner = await screen.findByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent('this is your registry as your guests see it');
    expect(banner).toHaveTextContent('It is not published yet');
    expect(within(banner).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(api.search).toHaveBeenCalledWith({
      registry_key: 'alex-and-jordan',
      filters: [],
      grouped_by_collection: true,
      preview_as_guest: true,
      page: 1,
      page_size: 24,
    });
    expect(screen.getByRole('article', { name: 'Teapot' })).toBeInTheDocument();
  });

  it('shows the couple’s photo, place and welcome note (registry settings)', async () => {
    api.search.mockImplementation((body) =>
      Promise.resolve({
        ...fakeSearch(body),
        registry: {
          ...header,
          location: 'St. Louis, MO',
          welcome_note: 'Thank you for\ncelebrating with us!',
          couple_photo: { id: 'p1', url: '/media/images/p1/640.webp', src_set: '/media/images/p1/320.webp 320w' },
        },
      }),
    );
    mount('/registry/alex-and-jordan');
    expect(await screen.findByRole('img', { name: 'Alex Morgan & Jordan Lee' })).toHaveAttribute('src', '/media/images/p1/640.webp');
    expect(screen.getByText('St. Louis, MO')).toBeInTheDocument();
    expect(screen.getByText(/Thank you for\s+celebrating with us!/)).toBeInTheDocument();
  });

  it('an old key the couple changed: goes to the new one in place of the old entry', async () => {
    api.search.mockImplementation((body) =>
      'registry_key' in body && body.registry_key === 'alex-and-jordan'
        ? Promise.reject(
            new HttpError({
              message: 'This registry has a new web address.',
              status: 404,
              code: 'registry_moved',
              data: { message: 'This registry has a new web address.', code: 'registry_moved', registry_key: 'alex-jordan-2027' },
            }),
          )
        : Promise.resolve({ ...fakeSearch(body), registry: { ...header, registry_key: 'alex-jordan-2027' } }),
    );
    mount('/registry/alex-and-jordan?preview=true', couple);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registry/alex-jordan-2027?preview=true'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeInTheDocument();
    expect(screen.queryByText("Sorry we couldn't fetch your registry.")).not.toBeInTheDocument();
  });
});

describe('the manage page', () => {
  const summary = {
    registry_id: 3,
    registry_key: 'alex-and-jordan',
    registry_path: '/registry/alex-and-jordan',
    is_published: false,
    published_at: null,
    wedding_date: '2099-06-12',
    is_past_wedding_date: false,
    days_until_wedding: 120,
    item_count: 4,
    product_count: 2,
    cash_fund_count: 1,
    external_count: 1,
    gift_card_count: 0,
    requested_qty_total: 6,
    purchased_qty_total: 2,
    fulfilled_item_count: 1,
    most_wanted_count: 1,
    cash_fund_contributed_cents: 75000,
    collection_count: 2,
    gift_count: 3,
    thank_you_pending_count: 2,
    has_shipping_address: true,
    version: 1,
  };

  beforeEach(() => {
    api.userInfo.mockResolvedValue({
      registry_id: 3,
      registry_key: 'alex-and-jordan',
      is_published: false,
      address_view: { state_province_region: 'NY' },
    });
    api.search.mockResolvedValue({
      ...fakeSearch({ registry_key: 'alex-and-jordan', flattened_view: true }),
      viewer: { is_owner: true, can_edit: true },
      summary,
      collections: [kitchen, honeymoon],
    });
  });

  it('signed out: asks to log in and comes back', () => {
    mount('/my-registry');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login?next=%2Fmy-registry');
    expect(api.userInfo).not.toHaveBeenCalled();
  });

  it('shows the counts and the gifts grouped by collection', async () => {
    mount('/my-registry', couple);
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan & Jordan Lee' })).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Registry summary' });
    const terms = within(counts)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(counts)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      'Gifts on your registry': '4',
      'Items requested': '6',
      'Items purchased': '2',
      'Most wanted': '1',
      'Raised in cash funds': '$750',
      'Thank-you notes to send': '2',
      'Days until the wedding': '120',
    });
    const kitchenGroup = screen.getByRole('region', { name: 'Kitchen (2)' });
    expect(
      within(kitchenGroup)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Cast iron skillet', 'Teapot']);
    expect(screen.getByRole('region', { name: 'Honeymoon (0)' })).toHaveTextContent('No gifts in this collection yet');
    expect(screen.getByRole('region', { name: 'Other gifts (2)' })).toBeInTheDocument();
  });

  it('edits a gift: most wanted, move to another collection, remove after confirming', async () => {
    api.updateItem.mockImplementation(({ id, changes }) =>
      Promise.resolve({ item: { ...[skillet, teapot, fund, vase].find((i) => i.id === id)!, ...changes } }),
    );
    api.removeItem.mockResolvedValue({ id: 4, deleted: true });
    mount('/my-registry', couple);
    const fundRow = await screen.findByRole('article', { name: 'Lisbon honeymoon' });

    await userEvent.click(within(fundRow).getByRole('button', { name: '★ Most wanted', pressed: false }));
    expect(api.updateItem).toHaveBeenCalledWith({ id: 3, changes: { most_wanted: true } });
    expect(await within(fundRow).findByRole('button', { name: '★ Most wanted', pressed: true })).toBeInTheDocument();
    expect(within(fundRow).queryByRole('spinbutton', { name: 'Quantity' })).not.toBeInTheDocument();

    await userEvent.selectOptions(within(fundRow).getByRole('combobox', { name: 'Collection' }), 'Honeymoon');
    expect(api.updateItem).toHaveBeenLastCalledWith({ id: 3, changes: { collection_id: 11 } });
    expect(await screen.findByRole('region', { name: 'Honeymoon (1)' })).toContainElement(
      screen.getByRole('article', { name: 'Lisbon honeymoon' }),
    );

    const vaseRow = screen.getByRole('article', { name: 'Hand-thrown vase' });
    await userEvent.click(within(vaseRow).getByRole('button', { name: 'Remove Hand-thrown vase' }));
    const confirm = within(vaseRow).getByRole('group', { name: 'Remove Hand-thrown vase?' });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(api.removeItem).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hand-thrown vase' })).not.toBeInTheDocument());
    expect(await screen.findByText('Hand-thrown vase was removed from your registry.')).toBeInTheDocument();
  });

  it('quantity below what was purchased is refused before any call; a valid one is saved', async () => {
    api.updateItem.mockResolvedValue({ item: { ...teapot, requested_qty: 4, remaining: 2 } });
    mount('/my-registry', couple);
    const teapotRow = await screen.findByRole('article', { name: 'Teapot' });
    const qty = within(teapotRow).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1{Enter}');
    expect(within(teapotRow).getByRole('alert')).toHaveTextContent('You cannot ask for fewer than the 2 already purchased.');
    expect(api.updateItem).not.toHaveBeenCalled();
    await userEvent.clear(qty);
    await userEvent.type(qty, '4{Enter}');
    expect(api.updateItem).toHaveBeenCalledWith({ id: 2, changes: { requested_qty: 4 } });
  });

  it("a refused edit shows the server's message", async () => {
    api.updateItem.mockRejectedValue(new HttpError({ message: 'Invalid note: Notes can be at most 500 characters.', status: 400 }));
    mount('/my-registry', couple);
    const row = await screen.findByRole('article', { name: 'Teapot' });
    await userEvent.click(within(row).getByRole('button', { name: 'Add note' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Note for guests about Teapot' }), 'Blue please');
    await userEvent.click(within(row).getByRole('button', { name: 'Save note' }));
    expect(api.updateItem).toHaveBeenCalledWith({ id: 2, changes: { note: 'Blue please' } });
    expect(await screen.findByText('Invalid note: Notes can be at most 500 characters.')).toBeInTheDocument();
  });

  it('collections: add, rename, reorder and delete', async () => {
    api.createCollection.mockResolvedValue({ collection: { id: 12, name: 'Bar', position: 2, item_count: 0 } });
    api.renameCollection.mockResolvedValue({ collection: { ...kitchen, name: 'Cooking' } });
    api.reorderCollections.mockResolvedValue({
      collections: [
        { ...honeymoon, position: 0 },
        { ...kitchen, name: 'Cooking', position: 1 },
        { id: 12, name: 'Bar', position: 2, item_count: 0 },
      ],
    });
    api.deleteCollection.mockResolvedValue({ id: 12, deleted: true, uncollected_item_count: 0 });
    mount('/my-registry', couple);
    const panel = await screen.findByRole('region', { name: 'Collections' });

    await userEvent.type(within(panel).getByRole('textbox', { name: 'New collection' }), 'Bar');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add collection' }));
    expect(api.createCollection).toHaveBeenCalledWith('Bar');
    expect(await within(panel).findByRole('button', { name: 'Rename Bar' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Rename Kitchen' }));
    const rename = within(panel).getByRole('textbox', { name: 'New name for Kitchen' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Cooking');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(api.renameCollection).toHaveBeenCalledWith({ id: 10, name: 'Cooking' });

    await userEvent.click(await within(panel).findByRole('button', { name: 'Move Cooking down' }));
    expect(api.reorderCollections).toHaveBeenCalledWith([11, 10, 12]);
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('listitem')
          .map((li) => li.textContent?.split(' (')[0]),
      ).toEqual(['Honeymoon', 'Cooking', 'Bar']),
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Delete Bar' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete collection' }));
    expect(api.deleteCollection).toHaveBeenCalledWith(12);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Rename Bar' })).not.toBeInTheDocument());
  });

  it('publishes through the publish registry modal, then offers the link', async () => {
    api.publish.mockResolvedValue({ registry_key: 'alex-and-jordan', is_published: true });
    mount('/my-registry', couple);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish registry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your registry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish registry' }));
    expect(api.publish).toHaveBeenCalledWith(true);
    const done = await screen.findByRole('dialog', { name: 'Your registry is live' });
    expect(within(done).getByRole('button', { name: 'Copy registry link' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Preview as guest' })).toHaveAttribute('href', '/registry/alex-and-jordan?preview=true');
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('region', { name: 'Sharing Published' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy public link' })).toBeInTheDocument();
  });

  it('an empty registry: the publish modal warns first and offers Add gifts or Publish anyway', async () => {
    api.search.mockResolvedValue({
      ...fakeSearch({ registry_key: 'alex-and-jordan', flattened_view: true }, []),
      registry: { ...header, item_count: 0 },
      viewer: { is_owner: true, can_edit: true },
      summary: { ...summary, item_count: 0, product_count: 0, cash_fund_count: 0, external_count: 0 },
      collections: [],
      uncollected_count: 0,
    });
    api.publish.mockResolvedValue({ registry_key: 'alex-and-jordan', is_published: true });
    mount('/my-registry', couple);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish registry' }));
    const warning = await screen.findByRole('dialog', { name: 'Your registry has no gifts yet' });
    expect(within(warning).getByText(/Guests who find it now will see an empty registry/)).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Add gifts' })).toHaveAttribute('href', '/registry/add-gifts');
    expect(api.publish).not.toHaveBeenCalled();

    // Add gifts goes to add them, and nothing is published.
    await userEvent.click(within(warning).getByRole('link', { name: 'Add gifts' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registry/add-gifts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.publish).not.toHaveBeenCalled();
  });

  it('an empty registry can still be published, after the warning', async () => {
    api.search.mockResolvedValue({
      ...fakeSearch({ registry_key: 'alex-and-jordan', flattened_view: true }, []),
      registry: { ...header, item_count: 0 },
      viewer: { is_owner: true, can_edit: true },
      summary: { ...summary, item_count: 0 },
      collections: [],
      uncollected_count: 0,
    });
    api.publish.mockResolvedValue({ registry_key: 'alex-and-jordan', is_published: true });
    mount('/my-registry', couple);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish registry' }));
    const warning = await screen.findByRole('dialog', { name: 'Your registry has no gifts yet' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Publish anyway' }));
    expect(api.publish).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Your registry is live' })).toBeInTheDocument();
  });

  it('an account without a registry is sent to start one', async () => {
    api.userInfo.mockResolvedValue({ registry_id: null, registry_key: null, is_published: false, address_view: null });
    mount('/my-registry', { ...couple, has_registry: false, user_role_account_weddings: [] });
    expect(await screen.findByRole('link', { name: 'Start your registry' })).toHaveAttribute('href', '/wedding/onboard/wedding-planning');
    expect(api.search).not.toHaveBeenCalled();
  });
});

describe('find a couple', () => {
  const alexAndJordan = {
    registry_key: 'alex-and-jordan',
    owner_first_name: 'Alex',
    owner_last_name: 'Morgan',
    partner_first_name: 'Jordan',
    partner_last_name: 'Lee',
    wedding_date: '2027-06-12',
    is_past_wedding_date: false,
    registry_path: '/registry/alex-and-jordan',
    location: null,
    couple_photo: null,
  };

  it('asks for a name, and for a year with a month, before searching', async () => {
    mount('/search/wedding-registry');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a first or last name to find a couple.')).toHaveAttribute('role', 'alert');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Jor');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'June');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose a year to search by month.')).toHaveAttribute('role', 'alert');
    expect(api.find).not.toHaveBeenCalled();
  });

  it('searches by the names and date, and links each couple to their registry', async () => {
    api.find.mockResolvedValue({ registries: [alexAndJordan], total: 1, page: 1, page_size: 20, page_count: 1 });
    mount('/search/wedding-registry');
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Jor');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'June');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2027');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '1 couple found' })).toBeInTheDocument();
    expect(api.find).toHaveBeenCalledWith({ first_name: 'Jor', last_name: 'Lee', month: 6, year: 2027 });
    expect(screen.getByTestId('location')).toHaveTextContent('/search/wedding-registry?first_name=Jor&last_name=Lee&month=6&year=2027');
    expect(screen.getByRole('link', { name: 'Alex Morgan & Jordan Lee' })).toHaveAttribute('href', '/registry/alex-and-jordan');
    expect(screen.getByText('Wedding June 12, 2027')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    api.find.mockResolvedValue({ registries: [], total: 0, page: 1, page_size: 20, page_count: 1 });
    mount('/search/wedding-registry?last_name=Nobody');
    expect(await screen.findByText('No couples match that search. Check the spelling, or try only a last name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Nobody');
  });
});

describe('add gifts', () => {
  it('after the wedding date the post-wedding shop takes its place (spec §2)', () => {
    const married = { ...couple, user_role_account_weddings: [{ ...couple.user_role_account_weddings[0]!, wedding_date: '2020-09-19' }] };
    mount('/registry/add-gifts', married);
    expect(screen.getByRole('heading', { level: 1, name: 'Post-wedding shop' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/registry/shop');
  });

  it('adds a cash fund: checked here first, then sent; the form says it worked', async () => {
    const fundItem = { ...fund, id: 30, title: 'Our first home' };
    api.addCash.mockResolvedValue({ item: fundItem });
    mount('/registry/add-gifts', couple);
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/shop/category/kitchen');
    const form = screen.getByRole('form', { name: 'Add a cash fund' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Goal in dollars (optional)' }), '0.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add cash fund' }));
    expect(within(form).getByText('Please give your fund a name.')).toBeInTheDocument();
    expect(within(form).getByText('The goal must be between $1 and $100,000.')).toBeInTheDocument();
    expect(api.addCash).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByRole('textbox', { name: /Fund name/ }), 'Our first home');
    await userEvent.click(within(form).getByRole('radio', { name: 'Home' }));
    const goal = within(form).getByRole('textbox', { name: 'Goal in dollars (optional)' });
    await userEvent.clear(goal);
    await userEvent.type(goal, '$2,500');
    await userEvent.click(within(form).getByRole('button', { name: 'Add cash fund' }));
    expect(api.addCash).toHaveBeenCalledWith({ title: 'Our first home', fund_type: 'HOME', goal_cents: 250000 });
    expect(await screen.findByText('Our first home was added to your registry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your registry' })).toHaveAttribute('href', '/my-registry');
    // A fresh form for the next fund.
    expect(within(screen.getByRole('form', { name: 'Add a cash fund' })).getByRole('textbox', { name: /Fund name/ })).toHaveValue('');
  });

  it("adds a gift from another store; the server's field message shows by its field", async () => {
    api.addExternal.mockRejectedValue(
      new HttpError({ message: 'Invalid url', status: 400, fields: { store_name: 'Store names can be at most 80 characters.' } }),
    );
    mount('/registry/add-gifts', couple);
    const form = screen.getByRole('form', { name: 'Add a gift from another store' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Web address of the gift/ }), 'https://www.etsy.com/listing/1');
    await userEvent.type(within(form).getByRole('textbox', { name: /Gift name/ }), 'Hand-thrown vase');
    await userEvent.type(within(form).getByRole('textbox', { name: /Price in dollars/ }), '64');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to registry' }));
    expect(api.addExternal).toHaveBeenCalledWith({
      url: 'https://www.etsy.com/listing/1',
      title: 'Hand-thrown vase',
      price_cents: 6400,
      quantity: 1,
    });
    expect(await within(form).findByText('Store names can be at most 80 characters.')).toBeInTheDocument();
  });
});
