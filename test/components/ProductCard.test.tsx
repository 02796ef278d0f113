import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CARD_SWATCH_LIMIT, ProductCard } from '../../src/components/ProductCard/ProductCard';
import { ProductGrid } from '../../src/components/ProductGrid/ProductGrid';
import type { ProductSummary } from '../../src/features/shop/types';
import { loadCrumbs, loadFeaturedCrumbs, saveCrumbs, saveFeaturedCrumb } from '../../src/lib/breadcrumbs';

const swatch = (i: number) => ({ product_look_id: i, key: `look-${i}`, image_url: `/media/swatch/${i}.svg`, label: `Colour ${i}` });
const base: ProductSummary = {
  id: 1,
  slug: 'linen-napkins-1',
  name: 'Linen Napkins',
  brand: 'Hearth',
  kind: 'PRODUCT',
  image_url: '/media/p/linen-napkins-1/a/3x4-1.svg',
  price_range: { min_price: 2400, max_price: 2400 },
  reference_price: null,
  in_stock: true,
  is_new_arrival: false,
  swatches: [swatch(1)],
  swatch_count: 1,
};
const renderCard = (p: Partial<ProductSummary>) =>
  render(
    <MemoryRouter>
      <ProductCard product={{ ...base, ...p }} />
    </MemoryRouter>,
  );

describe('<ProductCard>', () => {
  it('links the name to the product page and reserves the 3x4 image box, lazily loaded', () => {
    renderCard({});
    expect(screen.getByRole('link', { name: 'Linen Napkins' })).toHaveAttribute('href', '/shop/product/linen-napkins-1');
    const img = screen.getByTestId('product-card-image');
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('$24')).toBeInTheDocument();
  });

  it("shows 'Free' when the price range is 0 - 0 (spec §5)", () => {
    renderCard({ price_range: { min_price: 0, max_price: 0 } });
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('shows a range, and a higher reference price struck through', () => {
    renderCard({ price_range: { min_price: 1000, max_price: 2550 }, reference_price: { type: 'MSRP', amount: 4000 } });
    expect(screen.getByText('$10 – $25.50')).toBeInTheDocument();
    expect(screen.getByText('$40').tagName).toBe('S');
  });

  it(`shows up to ${CARD_SWATCH_LIMIT} swatches and a '+N' link for the rest`, () => {
    renderCard({ swatches: [1, 2, 3, 4, 5].map(swatch), swatch_count: 8 });
    const list = screen.getByRole('list', { name: '8 colours' });
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Colour 2' })).toHaveAttribute('href', '/shop/product/linen-napkins-1?look=look-2');
    expect(screen.getByRole('link', { name: '3 more colours' })).toHaveTextContent('+3');
  });

  it('marks out-of-stock products', () => {
    renderCard({ in_stock: false });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('the grid lists one item per product under its label', () => {
    render(
      <MemoryRouter>
        <ProductGrid label="Kitchen" products={[base, { ...base, id: 2, slug: 'b-2', name: 'Bowl' }]} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('list', { name: 'Kitchen' })).getAllByRole('article')).toHaveLength(2);
  });
});

describe('breadcrumb storage (spec §3)', () => {
  beforeEach(() => window.localStorage.clear());
  it('keeps trails under bcrumbs by product look key', () => {
    saveCrumbs('napkins:white', [{ label: 'Dining', href: '/shop/category/dining' }]);
    expect(JSON.parse(window.localStorage.getItem('bcrumbs')!)).toEqual({
      'napkins:white': [{ label: 'Dining', href: '/shop/category/dining' }],
    });
    expect(loadCrumbs('napkins:white')).toEqual([{ label: 'Dining', href: '/shop/category/dining' }]);
    expect(loadCrumbs('other')).toBeNull();
  });
  it('keeps the featured trail under breadcrumbs with ref_type FEATURED', () => {
    saveFeaturedCrumb({ label: 'New arrivals', href: '/shop/new-arrivals' });
    expect(loadFeaturedCrumbs()).toEqual([{ ref_type: 'FEATURED', label: 'New arrivals', href: '/shop/new-arrivals' }]);
  });
});

describe('<ProductGrid> images', () => {
  it('loads the first row at once (the first with high priority: the LCP) and the rest lazily', () => {
    const products = [1, 2, 3, 4, 5, 6].map((id) => ({ ...base, id, slug: `p-${id}` }));
    render(
      <MemoryRouter>
        <ProductGrid label="Products" products={products} />
      </MemoryRouter>,
    );
    const images = screen.getAllByTestId('product-card-image');
    expect(images.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((i) => i.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });
});
