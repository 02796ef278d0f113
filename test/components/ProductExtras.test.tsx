import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { REVIEW_MESSAGES, type ReviewsAnswer } from '../../src/contracts/productPage';
import { productPageApi } from '../../src/features/productPage/productPageApi';
import { RECENTLY_VIEWED_KEY, readRecentlyViewed, rememberViewed } from '../../src/features/productPage/recentlyViewed';
import { ProductExtras } from '../../src/routes/shop/ProductExtras';
import { loadLazyCode } from '../setup/lazyCode';

jest.mock('../../src/features/productPage/productPageApi', () => ({
  productPageApi: { fetchReviews: jest.fn(), writeReview: jest.fn(), fetchRelated: jest.fn() },
}));

const review = (id: number, rating: number, title: string) => ({
  id,
  rating,
  title,
  body: `${title}: we love it.`,
  author_name: 'Maya R.',
  verified_buyer: true,
  created_on: '2026-05-0' + id,
});
const answer = (overrides: Partial<ReviewsAnswer> = {}): ReviewsAnswer => ({
  reviews: [review(2, 5, 'Love it'), review(1, 4, 'Very good')],
  page: 1,
  page_count: 1,
  total: 2,
  average_rating: 4.5,
  rating_counts: [0, 0, 0, 1, 1],
  reviewable: [],
  ...overrides,
});
const vase = { slug: 'vase-9', name: 'Glass Vase', image_url: '/media/p/vase-9/sage/1x1-1.svg', price_cents: 4800 };

function renderExtras() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <ProductExtras product={vase} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeAll(loadLazyCode);
beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(productPageApi.fetchRelated).mockResolvedValue({
    related: [{ id: 2, slug: 'bud-vase-trio-2', name: 'Classic Bud Vase Trio', brand: 'Vela', image_url: null, price_cents: 3400 }],
    goes_with: [{ id: 3, slug: 'taper-candles-3', name: 'Vintage Taper Candles', brand: 'Vela', image_url: null, price_cents: 1900 }],
  });
});

describe('a product page’s reviews, related rows and recently viewed', () => {
  it('shows the rating summary and the reviews, and the rows of related products', async () => {
    jest.mocked(productPageApi.fetchReviews).mockResolvedValue(answer());
    renderExtras();
    expect(await screen.findByText('Rated 4.5 out of 5 from 2 reviews')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews of Glass Vase, page 1 of 1' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Love it, 5 out of 5 stars, by Maya R.', 'Very good, 4 out of 5 stars, by Maya R.']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Vintage Taper Candles' })).toHaveAttribute('href', '/shop/product/taper-candles-3');
    expect(within(screen.getByRole('region', { name: 'You may also like' })).getByRole('link')).toHaveTextContent('Classic Bud Vase Trio');
  });

  it('lets a buyer write a review: checked first, posted once, then thanked', async () => {
    jest
      .mocked(productPageApi.fetchReviews)
      .mockResolvedValueOnce(answer({ reviewable: [{ order_line_id: 77, order_number: 'CF1001' }] }))
      .mockResolvedValueOnce(answer({ total: 3, reviews: [review(3, 5, 'Perfect'), ...answer().reviews] }));
    jest.mocked(productPageApi.writeReview).mockResolvedValue({ review: review(3, 5, 'Perfect') });
    renderExtras();
    const form = await screen.findByRole('form', { name: 'Review your Glass Vase' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText(REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(REVIEW_MESSAGES.title);
    expect(productPageApi.writeReview).not.toHaveBeenCalled();

    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(form).getByLabelText('Title'), 'Perfect');
    await userEvent.type(within(form).getByLabelText('Your review'), 'Holds a big bunch of peonies.');
    await userEvent.type(within(form).getByLabelText('Name to show'), 'Casey L.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your review of Glass Vase is posted.');
    expect(productPageApi.writeReview).toHaveBeenCalledWith({
      slug: 'vase-9',
      body: { order_line_id: 77, rating: 5, title: 'Perfect', body: 'Holds a big bunch of peonies.', author_name: 'Casey L.' },
    });
    expect(await screen.findByRole('article', { name: 'Perfect, 5 out of 5 stars, by Maya R.' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows what this browser viewed before, and remembers this product', async () => {
    jest.mocked(productPageApi.fetchReviews).mockResolvedValue(answer());
    rememberViewed({ slug: 'wool-throw-4', name: 'Nordic Wool Throw', image_url: null, price_cents: 12900 });
    renderExtras();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Nordic Wool Throw']);
    expect(readRecentlyViewed().map((p) => p.slug)).toEqual(['vase-9', 'wool-throw-4']);
  });
});

describe('recently viewed (localStorage)', () => {
  it('keeps the newest eight, once each, and reads a tampered list as empty', () => {
    for (let i = 1; i <= 10; i++) rememberViewed({ slug: `p-${i}`, name: `P ${i}`, image_url: null, price_cents: 100 });
    rememberViewed({ slug: 'p-5', name: 'P 5', image_url: null, price_cents: 100 });
    expect(readRecentlyViewed().map((p) => p.slug)).toEqual(['p-5', 'p-10', 'p-9', 'p-8', 'p-7', 'p-6', 'p-4', 'p-3']);
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ slug: 1 }, { slug: 'ok', name: 'Ok', image_url: null, price_cents: 5 }]),
    );
    expect(readRecentlyViewed().map((p) => p.slug)).toEqual(['ok']);
  });
});
