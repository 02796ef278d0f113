import type { RelatedAnswer, ReviewsAnswer } from '../../src/contracts/productPage';

/**
 * The product page's own reads (reviews, related rows) for component tests about something else on
 * the page (the cart button, a registry gift): a product with no reviews and nothing related, so
 * the page makes no real HTTP call and shows no load error beside what the test looks at. Plain
 * functions, so a test's jest.resetAllMocks leaves them answering.
 *
 *   jest.mock('../../src/features/productPage/productPageApi', () => jest.requireActual('../setup/productPageApiStub'));
 */
const noReviews: ReviewsAnswer = {
  reviews: [],
  page: 1,
  page_count: 1,
  total: 0,
  average_rating: null,
  rating_counts: [0, 0, 0, 0, 0],
  reviewable: [],
};
const nothingRelated: RelatedAnswer = { related: [], goes_with: [] };

export const productPageApi = {
  fetchReviews: () => Promise.resolve(noReviews),
  writeReview: () => Promise.reject(new Error('This test does not write reviews.')),
  fetchRelated: () => Promise.resolve(nothingRelated),
};
