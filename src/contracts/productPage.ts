import { z } from 'zod';
import { id, intParam, text, wholeNumber } from './inputs';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MESSAGES, REVIEW_NAME_MAX, REVIEW_TITLE_MAX } from './productPageRules';

/**
 * A product page's reviews and its neighbours (issue 32, "The catalogue"; server/API.md "Product
 * reviews and related products"). Reviews are seeded, and a shopper who bought the product writes
 * one per order line (the order must be theirs: the account or guest session that placed it).
 * Declared once for the server and the SPA.
 */

export * from './productPageRules';

export const reviewBody = z.object({
  order_line_id: id(REVIEW_MESSAGES.notYourPurchase),
  rating: wholeNumber(1, 5, { type: REVIEW_MESSAGES.rating, tooSmall: REVIEW_MESSAGES.rating, tooLarge: REVIEW_MESSAGES.rating }),
  title: text(REVIEW_TITLE_MAX, { type: REVIEW_MESSAGES.title, tooLong: REVIEW_MESSAGES.titleTooLong }).min(1, REVIEW_MESSAGES.title),
  body: text(REVIEW_BODY_MAX, { type: REVIEW_MESSAGES.body, tooLong: REVIEW_MESSAGES.bodyTooLong }).min(
    REVIEW_BODY_MIN,
    REVIEW_MESSAGES.body,
  ),
  author_name: text(REVIEW_NAME_MAX, { type: REVIEW_MESSAGES.name, tooLong: REVIEW_MESSAGES.nameTooLong }).min(1, REVIEW_MESSAGES.name),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewsQuery = z.object({ page: intParam(1, 10_000, { type: 'must be a page number from 1' }).optional() });

export interface ProductReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  /** Written by someone who bought it here (every review written on the site; some seeded ones). */
  verified_buyer: boolean;
  /** ISO date (YYYY-MM-DD). */
  created_on: string;
}

/** A purchase of this product by the caller that has no review yet. */
export interface ReviewablePurchase {
  order_line_id: number;
  order_number: string;
}

export interface ReviewsAnswer {
  reviews: ProductReview[];
  page: number;
  page_count: number;
  total: number;
  /** The mean rating to one decimal, or null with no reviews. */
  average_rating: number | null;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  rating_counts: [number, number, number, number, number];
  reviewable: ReviewablePurchase[];
}

export interface ReviewAnswer {
  review: ProductReview;
}

/** A small product card for the related rows. */
export interface RelatedCard {
  id: number;
  slug: string;
  name: string;
  brand: string;
  image_url: string | null;
  price_cents: number;
}

export interface RelatedAnswer {
  /** Other things of the same kind. */
  related: RelatedCard[];
  /** Things from the subcategories that go with this one (a wine rack with wine glasses). */
  goes_with: RelatedCard[];
}
