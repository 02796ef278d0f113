import { takeLatest, takeLeading, type ForkEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { productPageApi, type ReviewsRequest, type WriteReviewRequest } from './productPageApi';
import {
  fetchRelatedActions,
  fetchReviewsActions,
  relatedRequested,
  reviewSubmitted,
  reviewsRequested,
  writeReviewActions,
} from './productPageSlice';

export function* loadReviews(action: PayloadAction<ReviewsRequest>) {
  yield* requestSaga(fetchReviewsActions, action.payload, productPageApi.fetchReviews);
}

/** A review written: stored, then the first page again (it is the newest, and the purchase is no longer open to review). */
export function* writeReview(action: PayloadAction<WriteReviewRequest>) {
  const outcome = yield* requestSaga(writeReviewActions, action.payload, productPageApi.writeReview);
  if (outcome.ok) yield* requestSaga(fetchReviewsActions, { slug: action.payload.slug, page: 1 }, productPageApi.fetchReviews);
}

export function* loadRelated(action: PayloadAction<string>) {
  yield* requestSaga(fetchRelatedActions, action.payload, productPageApi.fetchRelated);
}

export function* productPageSagas(): Generator<ForkEffect> {
  // takeLatest: only the product and page on screen matter.
  yield takeLatest(reviewsRequested.type, loadReviews);
  yield takeLatest(relatedRequested.type, loadRelated);
  // takeLeading: a double click on 'Post review' posts once.
  yield takeLeading(reviewSubmitted.type, writeReview);
}
