import { api } from '../../lib/http';
import type { RelatedAnswer, ReviewAnswer, ReviewBody, ReviewsAnswer } from '../../contracts/productPage';

const BASE = '/web-registry-api/v1/shop/product';

/** The product page's reviews and related products (server/API.md "Product reviews and related products"). */
export const productPageApi = {
  fetchReviews: ({ slug, page }: ReviewsRequest) =>
    api.get<ReviewsAnswer>(`${BASE}/${encodeURIComponent(slug)}/reviews${page > 1 ? `?page=${page}` : ''}`),
  writeReview: ({ slug, body }: WriteReviewRequest) => api.post<ReviewAnswer>(`${BASE}/${encodeURIComponent(slug)}/reviews`, body),
  fetchRelated: (slug: string) => api.get<RelatedAnswer>(`${BASE}/${encodeURIComponent(slug)}/related`),
};

export interface ReviewsRequest {
  slug: string;
  page: number;
}
export interface WriteReviewRequest {
  slug: string;
  body: ReviewBody;
}
