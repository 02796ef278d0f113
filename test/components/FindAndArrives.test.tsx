import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { registryApi } from '../../src/features/registry/registryApi';
import type { RegistryItem, RegistrySearchRequest, RegistrySearchResponse } from '../../src/features/registry/types';
import { GUEST_CONTEXT } from '../../src/features/user/types';
import { navApi } from '../../src/features/nav/navApi';
import FindCouplePage from '../../src/routes/registry/FindCouplePage';
import RegistryPage from '../../src/routes/registry/RegistryPage';
import { loadLazyCode } from '../setup/lazyCode';

/** Issue 26 on screen: Find a couple by state, and the guest page's "Arrives before the wedding" with each gift's estimate. */
jest.mock('../../src/features/registry/registryApi');
jest.mock('../../src/features/nav/navApi');
jest.mock('../../src/features/cart/cartApi');
const api = jest.mocked(registryApi);
const nav = jest.mocked(navApi);

const item = (id: number, over: Partial<RegistryItem> = {}): RegistryItem => ({
  id,
  kind: 'PRODUCT',
  title: `Gift ${id}`,
  description: '',
  brand: 'Acme',
  image_url: null,
  price_cents: 5000,
  price_range: null,
  requested_qty: 1,
  purchased_qty: 0,
  remaining: 1,
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
const skillet = item(1, {
  title: 'Cast iron skillet',
  delivery: { arrives_by: '2027-06-08', before_wedding: true, label: 'Arrives by Jun 8' },
});
const lamp = item(2, {
  title: 'Engraved lamp',
  in_stock: false,
  delivery: { arrives_by: '2027-06-22', before_wedding: false, label: 'May arrive after the wedding' },
});
const fund = item(3, {
  kind: 'CASH_FUND',
  title: 'Lisbon honeymoon',
  brand: null,
  price_cents: null,
  remaining: null,
  product_id: null,
  sku_id: null,
  product_path: null,
  category_key: null,
  cash_fund: { fund_type: 'HONEYMOON', goal_cents: 300000, contributed_cents: 75000, contribution_count: 0, contributions: [] },
  delivery: null,
});
const vase = item(4, {
  kind: 'EXTERNAL',
  title: 'Hand-thrown vase',
  brand: null,
  product_id: null,
  sku_id: null,
  product_path: null,
  category_key: null,
  external: { store_name: 'Etsy', url: 'https://www.etsy.com/listing/1' },
  delivery: null,
});

/** The server's answer: the DELIVERY filter keeps funds and gifts that arrive in time. */
function fakeSearch(body: RegistrySearchRequest): RegistrySearchResponse {
  const before = (body.filters ?? []).some((f) => f.type === 'DELIVERY');
  const items = [skillet, lamp, fund, vase].filter((i) => !before || i.kind === 'CASH_FUND' || i.delivery?.before_wedding === true);
  return {
    registry: {
      id: 3,
      registry_key: 'alex-and-jordan',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
      wedding_date: '2027-06-12',
      is_past_wedding_date: false,
      is_published: true,
      item_count: 4,
      version: 1,
      location: null,
      welcome_note: '',
      couple_photo: null,
    },
    viewer: { is_owner: false, can_edit: false },
    summary: null,
    collections: [],
    uncollected_count: 4,
    facets: [{ type: 'DELIVERY', values: [{ value: 'BEFORE_WEDDING', label: 'Arrives before the wedding', count: 2 }] }],
    filters: body.filters ?? [],
    sort: 'FEATURED',
    total: items.length,
    page: 1,
    page_size: body.page_size ?? null,
    page_count: 1,
    items,
    groups: null,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function mount(path: string) {
  const base = makeStore().getState();
  const store = makeStore({ user: { ...base.user, context: GUEST_CONTEXT, status: 'succeeded' } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/registry/:id" element={<RegistryPage />} />
          <Route path="/search/wedding-registry" element={<FindCouplePage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(loadLazyCode);
beforeEach(() => {
  jest.resetAllMocks();
  nav.fetchCategories.mockResolvedValue({ categories: [] });
});

describe('arrives before the wedding', () => {
  it('shows each gift its estimate (none for funds and other stores) and filters on the server', async () => {
    api.search.mockImplementation((body) => Promise.resolve(fakeSearch(body)));
    mount('/registry/alex-and-jordan?view=all');
    const skilletCard = await screen.findByRole('article', { name: 'Cast iron skillet' });
    expect(within(skilletCard).getByText('Arrives by Jun 8')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Engraved lamp' })).getByText('May arrive after the wedding')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lisbon honeymoon' })).queryByText(/Arrives|arrive after/)).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Hand-thrown vase' })).queryByText(/Arrives|arrive after/)).toBeNull();

    const delivery = screen.getByRole('group', { name: 'Delivery' });
    await userEvent.click(within(delivery).getByRole('checkbox', { name: 'Arrives before the wedding (2)' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/registry/alex-and-jordan?delivery=BEFORE_WEDDING&view=all');
    expect(api.search).toHaveBeenLastCalledWith(expect.objectContaining({ filters: [{ type: 'DELIVERY', values: ['BEFORE_WEDDING'] }] }));
    expect(await screen.findByRole('article', { name: 'Lisbon honeymoon' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Engraved lamp' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Hand-thrown vase' })).toBeNull();
  });
});

describe('find a couple by state', () => {
  it('sends the state with the names, and keeps it in the URL', async () => {
    api.find.mockResolvedValue({ registries: [], total: 0, page: 1, page_size: 20, page_count: 1 });
    mount('/search/wedding-registry');
    expect(screen.getByText(/Nicknames and small misspellings are fine/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Jordon');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'New York');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: '0 couples found' })).toBeInTheDocument();
    expect(api.find).toHaveBeenCalledWith({ first_name: 'Jordon', state: 'NY' });
    expect(screen.getByTestId('location')).toHaveTextContent('/search/wedding-registry?first_name=Jordon&state=NY');
  });
});
