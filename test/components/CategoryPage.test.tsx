import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { navApi } from '../../src/features/nav/navApi';
import { shopApi } from '../../src/features/shop/shopApi';
import type { Listing } from '../../src/features/shop/types';
import CategoryPage from '../../src/routes/shop/CategoryPage';

jest.mock('../../src/features/shop/shopApi', () => {
  const actual = jest.requireActual('../../src/features/shop/shopApi');
  return { ...actual, shopApi: { ...actual.shopApi, fetchListing: jest.fn() } };
});
const fetchListing = jest.mocked(shopApi.fetchListing);
jest.mock('../../src/features/nav/navApi', () => {
  const actual = jest.requireActual('../../src/features/nav/navApi');
  return { ...actual, navApi: { ...actual.navApi, fetchCategories: jest.fn() } };
});
const fetchCategories = jest.mocked(navApi.fetchCategories);

const tree = [
  {
    key: 'kitchen',
    name: 'Kitchen',
    children: [
      { key: 'cookware', name: 'Cookware', children: [] },
      { key: 'bakeware', name: 'Bakeware', children: [] },
    ],
  },
];

function mount(path: string, treeLoaded = true) {
  const base = makeStore().getState();
  const store = makeStore(
    treeLoaded ? { nav: { ...base.nav, categories: tree, categoriesLoad: { status: 'succeeded', error: null } } } : {},
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/category/:slug" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

/** The category's name and sub-categories come from the navigation's tree while its listing loads, so nothing moves when it arrives. */
describe('category page', () => {
  it('names the category and lists its sub-categories before the listing arrives', async () => {
    fetchListing.mockReturnValue(new Promise<Listing>(() => undefined));
    mount('/shop/category/kitchen');
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Sub-categories' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Cookware', 'Bakeware']);
    expect(within(chips).getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/shop/category/cookware');
    expect(fetchListing).toHaveBeenCalledWith(expect.objectContaining({ kind: 'category', slug: 'kitchen' }));
  });

  it('asks for the tree when the navigation has not loaded it, and names the category from it', async () => {
    fetchListing.mockReturnValue(new Promise<Listing>(() => undefined));
    fetchCategories.mockResolvedValue({ categories: tree });
    mount('/shop/category/cookware', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookware' })).toBeInTheDocument();
    expect(fetchCategories).toHaveBeenCalledTimes(1);
  });

  it("a category the tree does not know waits for its listing's name", () => {
    fetchListing.mockReturnValue(new Promise<Listing>(() => undefined));
    mount('/shop/category/new-arrivals');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sub-categories' })).not.toBeInTheDocument();
  });

  it('counts the listing with thousands separators', async () => {
    fetchListing.mockResolvedValue({
      products: [],
      total: 13890,
      page: 1,
      page_size: 24,
      page_count: 579,
      sort: 'price_asc',
      category: { key: 'kitchen', name: 'Kitchen', children: [], category_chain: [] },
    });
    mount('/shop/category/kitchen');
    expect(await screen.findByRole('heading', { level: 2, name: '13,890 items' })).toBeInTheDocument();
  });
});
