import type { RootState } from '../../app/store';
import { initialProductPageState, type ProductPageState } from './productPageSlice';

const domain = (state: RootState): ProductPageState => state.productPage ?? initialProductPageState;

export const selectReviews = (state: RootState) => domain(state).reviews;
export const selectReviewsLoad = (state: RootState) => domain(state).reviewsLoad;
export const selectReviewWrite = (state: RootState) => domain(state).write;
export const selectWrittenReview = (state: RootState) => domain(state).written;
export const selectRelated = (state: RootState) => domain(state).related;
