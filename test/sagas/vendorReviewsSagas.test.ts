import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { vendorsSagas } from '../../src/features/vendors/vendorsSagas';
import { moreReviewsRequested, reviewSubmitted, storefrontActions } from '../../src/features/vendors/vendorsEvents';
import { vendorsReducer } from '../../src/features/vendors/vendorsSlice';
import { vendorsApi } from '../../src/features/vendors/vendorsApi';
import { HttpError } from '../../src/lib/http';
import type { Storefront } from '../../src/features/vendors/types';

const review = (id: number, reviewedOn: string) => ({ id, author: 'Ava W.', rating: 5, body: 'Lovely people.', reviewedOn });
const vendor = {
  id: 7,
  name: 'Willow Estate',
  reviews: [review(30, '2026-10-01')],
  reviewsNextCursor: '2026-10-01_30',
  reviewCount: 2,
  rating: 4,
  canReview: true,
} as unknown as Storefront;
const loaded = storefrontActions.succeeded({ arg: { categoryKey: 'wedding-venues', slug: 'willow' }, result: { vendor } });
const refused = new HttpError({
  message: 'You have already reviewed this vendor.',
  status: 409,
  code: null,
  category: null,
  reason: null,
  fields: null,
  supportId: null,
  data: null,
} as never);

describe('storefront reviews', () => {
  it('"Show more" appends the next page and its cursor', async () => {
    const { storeState } = await expectSaga(vendorsSagas)
      .withReducer(vendorsReducer)
      .provide([[matchers.call.fn(vendorsApi.fetchMoreReviews), { reviews: [review(12, '2026-09-01')], nextCursor: null }]])
      .dispatch(loaded)
      .dispatch(moreReviewsRequested({ vendorId: 7, after: '2026-10-01_30' }))
      .silentRun();
    expect(storeState.storefront.data!.reviews.map((r: { id: number }) => r.id)).toEqual([30, 12]);
    expect(storeState.storefront.data!.reviewsNextCursor).toBeNull();
    expect(storeState.moreReviews.status).toBe('succeeded');
  });

  it('a published review goes first and updates the count and rating; a refusal keeps the message', async () => {
    const { storeState } = await expectSaga(vendorsSagas)
      .withReducer(vendorsReducer)
      .provide([[matchers.call.fn(vendorsApi.writeReview), { review: review(99, '2026-11-26'), reviewCount: 3, rating: 4.3 }]])
      .dispatch(loaded)
      .dispatch(reviewSubmitted({ vendorId: 7, rating: 5, body: 'Lovely people.' }))
      .silentRun();
    expect(storeState.storefront.data).toMatchObject({ reviewCount: 3, rating: 4.3, canReview: false });
    expect(storeState.storefront.data!.reviews[0]!.id).toBe(99);

    const failed = await expectSaga(vendorsSagas)
      .withReducer(vendorsReducer)
      .provide([[matchers.call.fn(vendorsApi.writeReview), throwError(refused)]])
      .dispatch(loaded)
      .dispatch(reviewSubmitted({ vendorId: 7, rating: 5, body: 'Lovely people.' }))
      .silentRun();
    expect(failed.storeState.review).toMatchObject({ status: 'failed', error: { message: 'You have already reviewed this vendor.' } });
    expect(failed.storeState.storefront.data!.reviewCount).toBe(2);
  });
});
