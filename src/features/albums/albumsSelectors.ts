import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialAlbumsState, type AlbumsState } from './albumsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): AlbumsState => state.albums ?? initialAlbumsState;

export const selectAlbumFormats = (state: RootState) => domain(state).formats;
export const selectAlbumList = (state: RootState) => domain(state).list;
export const selectAlbumLoad = (state: RootState) => domain(state).load;
export const selectAlbumCreate = (state: RootState) => domain(state).create;
export const selectAlbum = (state: RootState, id: number) => domain(state).albums[id] ?? null;
export const selectAlbumDraft = (state: RootState, id: number) => domain(state).drafts[id] ?? null;
const NOTHING_WAITING = { status: 'saved' as const, message: null };
export const selectAlbumSave = (state: RootState, id: number) => domain(state).saves[id] ?? NOTHING_WAITING;
export const selectAlbumAction = (state: RootState) => domain(state).action;
const selectUploads = (state: RootState) => domain(state).uploads;
export const selectAlbumUploads = createSelector([selectUploads, (_state: RootState, id: number) => id], (uploads, id) =>
  uploads.filter((u) => u.albumId === id),
);
