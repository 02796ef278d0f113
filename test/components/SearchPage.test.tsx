import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { loadLazyCode } from '../setup/lazyCode';
import type { SuggestAnswer } from '../../src/contracts/search';
import { searchApi } from '../../src/features/search/searchApi';
import { shopApi } from '../../src/features/shop/shopApi';
import type { Listing, ProductSummary } from '../../src/features/shop/types';
import SearchPage from '../../src/routes/shop/SearchPage';

jest.mock('../../src/features/search/searchApi');
const suggest = jest.mocked(searchApi.suggest);
jest.mock('../../src/features/shop/shopApi', () => {
  const actual = jest.requireActual('../../src/features/shop/shopApi');
  return { ...actual, shopApi: { ...actual.shopApi, fetchListing: jest.fn() } };
});
const fetchListing = jest.mocked(shopApi.fetchListing);

const card = (id: number, name: string): ProductSummary => ({
  id,
  slug: `${name.toLowerCase().replace(/ /g, '-')}-${id}`,
  name,
  brand: 'Copper Lane',
  kind: 'PRODUCT',
  image_url: '/media/product/blender.svg',
  price_range: { min_price: 8900, max_price: 8900 },
  reference_price: null,
  in_stock: true,
  is_new_arrival: false,
  swatches: [],
  swatch_count: 0,
});
const listing = (over: Partial<Listing>): Listing => ({
  q: 'blendr',
  did_you_mean: null,
  products: [],
  total: 0,
  page: 1,
  page_size: 24,
  page_count: 1,
  sort: 'featured',
  ...over,
});
const matches = (over: Partial<SuggestAnswer>): SuggestAnswer => ({
  q: 'blendr',
  products: [],
  brands: [],
  categories: [],
  vendors: [],
  vendor_categories: [],
  did_you_mean: null,
  ...over,
});

function mount(path: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('search results page', () => {
  beforeAll(loadLazyCode);
  it('a misspelling: the corrected spelling’s products, said so, and the matching brands and categories', async () => {
    fetchListing.mockResolvedValue(
      listing({ did_you_mean: 'blender', products: [card(1, 'Copper Blender'), card(2, 'Classic Blender')], total: 2 }),
    );
    suggest.mockResolvedValue(
      matches({
        categories: [{ name: 'Small Appliances', key: 'small-appliances' }],
        brands: [{ name: 'Blue Heron', slug: 'blue-heron' }],
      }),
    );
    mount('/shop/search?q=blendr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “blender”' })).toBeInTheDocument();
    expect(screen.getByText('Nothing matched “blendr”, so these are the results for “blender”.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 items' })).toBeInTheDocument();
    const shop = await screen.findByRole('region', { name: 'Brands and categories' });
    expect(within(shop).getByRole('link', { name: 'Blue Heron' })).toHaveAttribute('href', '/shop/brand/blue-heron');
    expect(within(shop).getByRole('link', { name: 'Small Appliances' })).toHaveAttribute('href', '/shop/category/small-appliances');
    expect(screen.queryByRole('region', { name: /Vendors matching/ })).not.toBeInTheDocument();
    expect(suggest).toHaveBeenCalledWith('blendr');
    expect(fetchListing).toHaveBeenCalledWith(expect.objectContaining({ kind: 'search', slug: 'blendr' }));
  });

  it('a trade’s word: no products, and the vendors that match, linked to the marketplace', async () => {
    fetchListing.mockResolvedValue(listing({ q: 'dj' }));
    suggest.mockResolvedValue(
      matches({
        q: 'dj',
        vendor_categories: [{ name: 'Bands & DJs', key: 'wedding-bands-djs' }],
        vendors: [{ name: 'Golden Band', slug: 'golden-band-austin-tx-7', category_key: 'wedding-bands-djs', city: 'Austin, TX' }],
      }),
    );
    mount('/shop/search?q=dj');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “dj”' })).toBeInTheDocument();
    const vendors = await screen.findByRole('region', { name: 'Vendors matching “dj”' });
    expect(within(vendors).getByRole('link', { name: 'Bands & DJs' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/wedding-vendors\/search\/.*wedding-bands-djs/),
    );
    expect(within(vendors).getByRole('link', { name: 'Golden Band' })).toHaveAttribute(
      'href',
      '/wedding-vendors/wedding-bands-djs/golden-band-austin-tx-7',
    );
    expect(within(vendors).getByText('Austin, TX')).toBeInTheDocument();
    // Nothing to clear: the empty state speaks of the search, not of filters.
    expect(screen.getByText('Nothing matched “dj”. Check the spelling, or try fewer or more general words.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('nothing found with a filter on: offers to clear the filters', async () => {
    fetchListing.mockResolvedValue(listing({ q: 'blender' }));
    suggest.mockResolvedValue(matches({ q: 'blender' }));
    mount('/shop/search?q=blender&in_stock=true');
    expect(await screen.findByText('No items match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
