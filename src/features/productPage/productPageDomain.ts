import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { productPageReducer, type ProductPageState } from './productPageSlice';
import { productPageSagas } from './productPageSagas';

/** The product page domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { productPage: Reducer<ProductPageState> } = { productPage: productPageReducer };
export const sagas: Saga[] = [productPageSagas];
