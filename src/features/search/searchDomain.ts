import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { searchReducer, type SearchState } from './searchSlice';
import { searchSagas } from './searchSagas';

/** The search domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { search: Reducer<SearchState> } = { search: searchReducer };
export const sagas: Saga[] = [searchSagas];
