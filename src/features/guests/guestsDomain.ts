import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { guestsReducer, type GuestsState } from './guestsSlice';
import { guestsSagas } from './guestsSagas';

/**
 * The guests domain as lazyDomains.ts loads it, already in lazyDomain's shape: one module (one
 * chunk request) and no glue in the first load, which is counted to the byte (`npm run size`).
 */
export const reducers: { guests: Reducer<GuestsState> } = { guests: guestsReducer };
export const sagas: Saga[] = [guestsSagas];
