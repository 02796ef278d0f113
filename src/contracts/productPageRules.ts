/**
 * The product page's review rules as the SPA needs them at run time (limits, messages, the rating
 * summary), free of zod so the product route's first load stays small (config/build/checkSize.ts);
 * the schemas are in productPage.ts.
 */

export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_NAME_MAX = 60;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5 stars.',
  title: 'Please give your review a title.',
  titleTooLong: `Please keep the title to ${REVIEW_TITLE_MAX} characters.`,
  body: `Please write at least ${REVIEW_BODY_MIN} characters about the product.`,
  bodyTooLong: `Please keep your review to ${REVIEW_BODY_MAX} characters.`,
  name: 'Please tell us the name to show with your review.',
  nameTooLong: `Please keep the name to ${REVIEW_NAME_MAX} characters.`,
  notYourPurchase: 'Only someone who bought this product can review it, once for each purchase.',
  alreadyReviewed: 'You have already reviewed this purchase. Thank you!',
  noProduct: 'We could not find that product.',
} as const;

/** 'Rated 4.3 out of 5 from 12 reviews' */
export function ratingSummary(average: number | null, total: number): string {
  if (average === null || total === 0) return 'No reviews yet';
  return `Rated ${average.toFixed(1)} out of 5 from ${total} review${total === 1 ? '' : 's'}`;
}
