import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { communityReducer, type CommunityState } from './communitySlice';
import { communitySagas } from './communitySagas';

/**
 * The community domain as lazyDomains.ts loads it, in lazyDomain's shape. The community's pages
 * import this module as well, so it travels in (or beside) their chunk, which the route's preload
 * tags fetch with the entry: the first event finds the code already here.
 */
export const reducers: { community: Reducer<CommunityState> } = { community: communityReducer };
export const sagas: Saga[] = [communitySagas];
