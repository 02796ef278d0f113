import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { RelatedAnswer, ReviewAnswer, ReviewsAnswer } from '../../contracts/productPage';
import type { ReviewsRequest, WriteReviewRequest } from './productPageApi';

export const reviewsRequested = createAction<ReviewsRequest>('productPage/reviewsRequested');
export const reviewSubmitted = createAction<WriteReviewRequest>('productPage/reviewSubmitted');
export const relatedRequested = createAction<string>('productPage/relatedRequested');
export const fetchReviewsActions = createRequestActions<ReviewsRequest, ReviewsAnswer>('productPage/fetchReviews');
export const writeReviewActions = createRequestActions<WriteReviewRequest, ReviewAnswer>('productPage/writeReview');
export const fetchRelatedActions = createRequestActions<string, RelatedAnswer>('productPage/fetchRelated');

export interface ProductPageState {
  /** The product whose reviews are held. */
  reviewsSlug: string | null;
  reviews: ReviewsAnswer | null;
  reviewsLoad: RequestState;
  /** The review just written (shown as thanks), and the write's state. */
  written: ReviewAnswer['review'] | null;
  write: RequestState;
  relatedSlug: string | null;
  related: RelatedAnswer | null;
  relatedLoad: RequestState;
}

export const initialProductPageState: ProductPageState = {
  reviewsSlug: null,
  reviews: null,
  reviewsLoad: idleRequest,
  written: null,
  write: idleRequest,
  relatedSlug: null,
  related: null,
  relatedLoad: idleRequest,
};

const productPageSlice = createSlice({
  name: 'productPage',
  initialState: initialProductPageState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchReviewsActions, (state) => state.reviewsLoad, {
      started: (state, action) => {
        // Another product's reviews: the last one's, and its form's state, are not this one's.
        if (state.reviewsSlug !== null && state.reviewsSlug !== action.payload.slug) {
          state.reviews = null;
          state.written = null;
          state.write = idleRequest;
        }
        state.reviewsSlug = action.payload.slug;
      },
      succeeded: (state, action) => {
        if (action.payload.arg.slug === state.reviewsSlug) state.reviews = action.payload.result;
      },
    });
    addRequestCases(builder, writeReviewActions, (state) => state.write, {
      started: (state) => {
        state.written = null;
      },
      succeeded: (state, action) => {
        state.written = action.payload.result.review;
      },
    });
    addRequestCases(builder, fetchRelatedActions, (state) => state.relatedLoad, {
      started: (state, action) => {
        if (state.relatedSlug !== action.payload) state.related = null;
        state.relatedSlug = action.payload;
      },
      succeeded: (state, action) => {
        if (action.payload.arg === state.relatedSlug) state.related = action.payload.result;
      },
    });
  },
});

export const productPageReducer = productPageSlice.reducer;
