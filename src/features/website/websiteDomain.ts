import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { websiteReducer, type WebsiteState } from './websiteSlice';
import { websiteSagas } from './websiteSagas';

/** The website domain as lazyDomains.ts loads it: one module, one chunk request. */
export const reducers: { website: Reducer<WebsiteState> } = { website: websiteReducer };
export const sagas: Saga[] = [websiteSagas];
