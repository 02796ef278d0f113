import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { albumsReducer, type AlbumsState } from './albumsSlice';
import { albumsSagas } from './albumsSagas';

/** The albums domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { albums: Reducer<AlbumsState> } = { albums: albumsReducer };
export const sagas: Saga[] = [albumsSagas];
