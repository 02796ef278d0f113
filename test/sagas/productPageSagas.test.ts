import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { productPageSagas } from '../../src/features/productPage/productPageSagas';
import {
  fetchRelatedActions,
  fetchReviewsActions,
  initialProductPageState,
  productPageReducer,
  relatedRequested,
  reviewSubmitted,
  reviewsRequested,
  writeReviewActions,
  type ProductPageState,
} from '../../src/features/productPage/productPageSlice';
import { productPageApi } from '../../src/features/productPage/productPageApi';
import { REVIEW_MESSAGES, type RelatedAnswer, type ReviewsAnswer } from '../../src/contracts/productPage';
import { HttpError } from '../../src/lib/http';

const reducer = (state: { productPage: ProductPageState } | undefined, action: UnknownAction) => ({
  productPage: productPageReducer(state?.productPage, action),
});
const review = {
  id: 5,
  rating: 5,
  title: 'Love it',
  body: 'Use it daily.',
  author_name: 'Casey',
  verified_buyer: true,
  created_on: '2026-11-20',
};
const answer: ReviewsAnswer = {
  reviews: [review],
  page: 1,
  page_count: 1,
  total: 1,
  average_rating: 5,
  rating_counts: [0, 0, 0, 0, 1],
  reviewable: [],
};
const request = { slug: 'glass-vase-9', page: 1 };
const write = {
  slug: 'glass-vase-9',
  body: { order_line_id: 7, rating: 5, title: 'Love it', body: 'Use it daily.', author_name: 'Casey' },
};

describe('product page sagas: reviews', () => {
  it('loads a page of reviews: started → succeeded', () =>
    expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(productPageApi.fetchReviews), answer]])
      .dispatch(reviewsRequested(request))
      .put(fetchReviewsActions.started(request))
      .put(fetchReviewsActions.succeeded({ arg: request, result: answer }))
      .hasFinalState({
        productPage: {
          ...initialProductPageState,
          reviewsSlug: 'glass-vase-9',
          reviews: answer,
          reviewsLoad: { status: 'succeeded', error: null },
        },
      })
      .silentRun(50));

  it('says why reviews could not load: started → failed', () => {
    const error = { message: 'We could not find that product.', status: 404 };
    return expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(productPageApi.fetchReviews), throwError(new HttpError(error))]])
      .dispatch(reviewsRequested(request))
      .put(fetchReviewsActions.failed({ arg: request, error }))
      .hasFinalState({ productPage: { ...initialProductPageState, reviewsSlug: 'glass-vase-9', reviewsLoad: { status: 'failed', error } } })
      .silentRun(50);
  });

  it('posts a review, then reloads the first page: started → succeeded → reviews again', () =>
    expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(productPageApi.writeReview), { review }],
        [matchers.call.fn(productPageApi.fetchReviews), answer],
      ])
      .dispatch(reviewSubmitted(write))
      .put(writeReviewActions.started(write))
      .put(writeReviewActions.succeeded({ arg: write, result: { review } }))
      .put(fetchReviewsActions.started(request))
      .put(fetchReviewsActions.succeeded({ arg: request, result: answer }))
      .silentRun(50)
      .then(({ storeState }) => {
        const state = (storeState as { productPage: ProductPageState }).productPage;
        expect(state.written).toEqual(review);
        expect(state.write).toEqual({ status: 'succeeded', error: null });
      }));

  it('keeps the form’s error when the post is refused, and reloads nothing: started → failed', () => {
    const error = { message: REVIEW_MESSAGES.alreadyReviewed, status: 409, code: 'review.exists' };
    return expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(productPageApi.writeReview), throwError(new HttpError(error))]])
      .dispatch(reviewSubmitted(write))
      .put(writeReviewActions.failed({ arg: write, error }))
      .not.call.fn(productPageApi.fetchReviews)
      .hasFinalState({ productPage: { ...initialProductPageState, write: { status: 'failed', error } } })
      .silentRun(50);
  });
});

describe('product page sagas: related products', () => {
  const related: RelatedAnswer = {
    related: [],
    goes_with: [{ id: 2, slug: 'x-2', name: 'X', brand: 'Vela', image_url: null, price_cents: 100 }],
  };
  it('loads the related rows: started → succeeded', () =>
    expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(productPageApi.fetchRelated), related]])
      .dispatch(relatedRequested('glass-vase-9'))
      .put(fetchRelatedActions.succeeded({ arg: 'glass-vase-9', result: related }))
      .hasFinalState({
        productPage: {
          ...initialProductPageState,
          relatedSlug: 'glass-vase-9',
          related,
          relatedLoad: { status: 'succeeded', error: null },
        },
      })
      .silentRun(50));

  it('leaves the rows empty when they cannot load: started → failed', () => {
    const error = { message: 'An error has occurred', status: 500 };
    return expectSaga(productPageSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(productPageApi.fetchRelated), throwError(new HttpError(error))]])
      .dispatch(relatedRequested('glass-vase-9'))
      .put(fetchRelatedActions.failed({ arg: 'glass-vase-9', error }))
      .hasFinalState({ productPage: { ...initialProductPageState, relatedSlug: 'glass-vase-9', relatedLoad: { status: 'failed', error } } })
      .silentRun(50);
  });
});
