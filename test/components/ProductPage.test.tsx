import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import ProductPage from '../../src/routes/shop/ProductPage';
import { ProductCard } from '../../src/components/ProductCard/ProductCard';
import { listingTrail } from '../../src/features/shop/listingTrail';
import {
  kitCrumbKey,
  loadCrumbs,
  loadFeaturedCrumbs,
  lookCrumbKey,
  productTrail,
  rememberProductTrail,
  saveCrumbs,
  saveFeaturedCrumb,
} from '../../src/lib/breadcrumbs';
import type { Listing, ProductDetail, ProductSummary } from '../../src/features/shop/types';
import { shopApi } from '../../src/features/shop/shopApi';
import { loadLazyCode } from '../setup/lazyCode';

// The page's reviews and related rows: empty, no real HTTP (test/setup/productPageApiStub.ts).
jest.mock('../../src/features/productPage/productPageApi', () => jest.requireActual('../setup/productPageApiStub'));
jest.mock('../../src/features/shop/shopApi', () => {
  const actual = jest.requireActual('../../src/features/shop/shopApi');
  return { ...actual, shopApi: { ...actual.shopApi, fetchProduct: jest.fn() } };
});

const images = (look: string) =>
  ['1x1-1', '1x1-2', '3x4-1', '3x4-2'].map((f) => ({ url: `/media/p/vase-9/${look}/${f}.svg`, aspect_ratios: [f.slice(0, 3)] }));
const product: ProductDetail = {
  id: 9,
  slug: 'vase-9',
  name: 'Stoneware Vase',
  description: 'A vase.',
  kind: 'PRODUCT',
  brand: 'Hearth',
  brand_slug: 'hearth',
  category_chain: [
    { key: 'home-decor', name: 'Home Decor' },
    { key: 'vases', name: 'Vases' },
  ],
  product_look_views: [
    { key: 'sage', id: 91, label: 'Sage', images: images('sage'), sku_previews: [{ id: 1, price_cents: 4800, in_stock: true }] },
    { key: 'sand', id: 92, label: 'Sand', images: images('sand'), sku_previews: [{ id: 2, price_cents: 5200, in_stock: true }] },
  ],
  attributes: {},
  price_range: { min_price: 4800, max_price: 5200 },
  reference_price: { type: 'MSRP', amount: 6000 },
  reference_price_range: { min_price: 6000, max_price: 6500 },
  suggested_quantity: 1,
  skus: [
    { id: 1, price_cents: 4800, reference_price_cents: 6000, stock: 3, look: 'sage', attributes: {} },
    { id: 2, price_cents: 5200, reference_price_cents: 6500, stock: 3, look: 'sand', attributes: {} },
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

function renderProduct(path = '/shop/product/vase-9') {
  jest.mocked(shopApi.fetchProduct).mockResolvedValue({ product });
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/product/:slug" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

// What the app loads on first use is loaded before any test waits for it (test/setup/lazyCode.ts).
beforeAll(loadLazyCode);

beforeEach(() => window.localStorage.clear());

describe('product page gallery (spec §3 look views on the react-slick carousel)', () => {
  it('shows the look’s images (one aspect ratio) as carousel slides; a thumbnail moves the carousel', async () => {
    renderProduct();
    expect(await screen.findByRole('region', { name: 'Stoneware Vase images' })).toHaveAttribute('aria-roledescription', 'carousel');
    // The placeholder gives way to slick (its arrows arrive with it).
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Stoneware Vase images' });
    const first = within(gallery).getByRole('img', { name: 'Stoneware Vase, Sage, front (1 of 2)' });
    expect(first).toHaveAttribute('src', '/media/p/vase-9/sage/3x4-1.svg');
    // The drawing's pixel sizes, for the browser to pick from.
    expect(first).toHaveAttribute(
      'srcset',
      '/media/p/vase-9/sage/3x4-1-320.webp 320w, /media/p/vase-9/sage/3x4-1-640.webp 640w, /media/p/vase-9/sage/3x4-1-1280.webp 1280w',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show view 2' }));
    expect(await within(gallery).findByText('Slide 2 of 2')).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Stoneware Vase, Sage, close up (2 of 2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show view 2' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('product reference prices (spec §3 reference_price / reference_price_range)', () => {
  it('shows the chosen SKU’s own reference price struck through', async () => {
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Stoneware Vase' });
    expect(screen.getByText('Was $60, now')).toBeInTheDocument();
    expect(screen.getByText('MSRP')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Sand' }));
    expect(await screen.findByText('Was $65, now')).toBeInTheDocument();
  });
});

describe('product breadcrumbs (spec §3: bcrumbs by product look or kit, breadcrumbs with ref_type FEATURED)', () => {
  it('without a remembered trail: the category chain, saved for the look', async () => {
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Stoneware Vase' });
    expect(crumbs()).toEqual([
      ['Home Decor', '/shop/category/home-decor'],
      ['Vases', '/shop/category/vases'],
    ]);
    expect(loadCrumbs(lookCrumbKey('vase-9', 'sage'))).toEqual([
      { label: 'Home Decor', href: '/shop/category/home-decor' },
      { label: 'Vases', href: '/shop/category/vases' },
    ]);
  });

  it('from a featured block: the featured entry, and it is not copied into bcrumbs', async () => {
    saveFeaturedCrumb({ label: 'New arrivals', href: '/shop/category/new-arrivals', product_slug: 'vase-9' });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Stoneware Vase' });
    expect(crumbs()).toEqual([['New arrivals', '/shop/category/new-arrivals']]);
    expect(JSON.parse(window.localStorage.getItem('breadcrumbs')!)).toEqual([
      { ref_type: 'FEATURED', label: 'New arrivals', href: '/shop/category/new-arrivals', product_slug: 'vase-9' },
    ]);
    expect(loadCrumbs(lookCrumbKey('vase-9', 'sage'))).toBeNull();
  });

  it('from a listing: its trail, kept when the shopper switches to another swatch', async () => {
    rememberProductTrail('vase-9', 'sage', [
      { label: 'Brands', href: '/shop/brands' },
      { label: 'Hearth', href: '/shop/brand/hearth?sort=newest' },
    ]);
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Stoneware Vase' });
    expect(crumbs()).toEqual([
      ['Brands', '/shop/brands'],
      ['Hearth', '/shop/brand/hearth?sort=newest'],
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Sand' }));
    expect(await screen.findByRole('img', { name: 'Stoneware Vase, Sand, front (1 of 2)' })).toBeInTheDocument();
    expect(crumbs()).toEqual([
      ['Brands', '/shop/brands'],
      ['Hearth', '/shop/brand/hearth?sort=newest'],
    ]);
    expect(loadCrumbs(lookCrumbKey('vase-9', 'sand'))).toEqual(loadCrumbs(lookCrumbKey('vase-9', 'sage')));
  });

  it('a listing trail replaces an older featured entry for the same product', () => {
    saveFeaturedCrumb({ label: 'New arrivals', href: '/shop/category/new-arrivals', product_slug: 'vase-9' });
    rememberProductTrail('vase-9', 'sage', [{ label: 'Vases', href: '/shop/category/vases' }]);
    expect(loadFeaturedCrumbs()).toEqual([]);
    expect(productTrail('vase-9', ['sage'], []).source).toBe('listing');
    saveCrumbs(kitCrumbKey('first-kitchen'), [{ label: 'Starter collections', href: '/shop/gift-collections/starter-collections' }]);
    expect(JSON.parse(window.localStorage.getItem('bcrumbs')!)).toHaveProperty('kit:first-kitchen');
  });

  it('listing trails: the category chain with the filters, brand, search', () => {
    const listing = {
      category: {
        key: 'vases',
        name: 'Vases',
        children: [],
        category_chain: [
          { key: 'home-decor', name: 'Home Decor' },
          { key: 'vases', name: 'Vases' },
        ],
      },
      brand: { slug: 'hearth', name: 'Hearth', description: '' },
    } as unknown as Listing;
    expect(listingTrail('category', 'vases', listing, 'sort=price_asc')).toEqual([
      { label: 'Home Decor', href: '/shop/category/home-decor' },
      { label: 'Vases', href: '/shop/category/vases?sort=price_asc' },
    ]);
    expect(listingTrail('brand', 'hearth', listing, '')).toEqual([
      { label: 'Brands', href: '/shop/brands' },
      { label: 'Hearth', href: '/shop/brand/hearth' },
    ]);
    expect(listingTrail('search', 'linen', listing, 'q=linen')).toEqual([
      { label: 'Search results for “linen”', href: '/shop/search?q=linen' },
    ]);
  });

  it('a product card reports which link (and look) was followed', async () => {
    const opened: Array<[string, string | undefined]> = [];
    const summary: ProductSummary = {
      id: 9,
      slug: 'vase-9',
      name: 'Stoneware Vase',
      brand: 'Hearth',
      kind: 'PRODUCT',
      image_url: null,
      price_range: { min_price: 4800, max_price: 5200 },
      reference_price: null,
      in_stock: true,
      is_new_arrival: false,
      swatches: product.swatches,
      swatch_count: 2,
    };
    render(
      <MemoryRouter>
        <ProductCard product={summary} onOpen={(p, look) => opened.push([p.slug, look])} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sand' }));
    await userEvent.click(screen.getByRole('link', { name: 'Stoneware Vase' }));
    expect(opened).toEqual([
      ['vase-9', 'sand'],
      ['vase-9', undefined],
    ]);
  });
});
