import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import type { HeldFile } from '../../lib/heldFiles';
import type { AlbumView, AlbumsAnswer, CreateAlbumBody, FormatsAnswer, SaveAlbumBody } from '../../contracts/albums';

// Events the pages raise.
export const formatsRequested = createAction('albums/formatsRequested');
export const albumsListRequested = createAction('albums/listRequested');
export const albumRequested = createAction<number>('albums/albumRequested');
export const albumCreateRequested = createAction<CreateAlbumBody>('albums/createRequested');
/** A change in the builder (layout, swap, caption, title, cover, format): saved after a pause. */
export const albumEdited = createAction<{ id: number; draft: AlbumDraft }>('albums/edited');
export const autoLayoutRequested = createAction<number>('albums/autoLayoutRequested');
export const photoRemoveRequested = createAction<{ id: number; photoId: number }>('albums/photoRemoveRequested');
/** Photos chosen (picker or drop): each is uploaded in chunks, three at a time. */
export const photosChosen = createAction<{ id: number; files: HeldFile[] }>('albums/photosChosen');
/** A failed upload resumed from where the server's copy ends (finished files are not sent again). */
export const uploadResumeRequested = createAction<{ id: number; fileId: string }>('albums/uploadResumeRequested');
export const uploadDismissed = createAction<string>('albums/uploadDismissed');

/** The builder's editable part of an album (the body of a save, without its version). */
export type AlbumDraft = Omit<SaveAlbumBody, 'version'>;

// Requests (started / succeeded / failed).
export const formatsActions = createRequestActions<void, FormatsAnswer>('albums/formats');
export const listActions = createRequestActions<void, AlbumsAnswer>('albums/list');
export const loadActions = createRequestActions<number, AlbumView>('albums/load');
export const createActions = createRequestActions<CreateAlbumBody, AlbumView>('albums/create');
export const saveActions = createRequestActions<{ id: number; body: SaveAlbumBody }, AlbumView>('albums/save');
export const autoLayoutActions = createRequestActions<number, AlbumView>('albums/autoLayout');
export const removePhotoActions = createRequestActions<{ id: number; photoId: number }, AlbumView>('albums/removePhoto');
/** One file's whole upload (every chunk, with retries): started → succeeded (its photo id) or failed. */
export const uploadActions = createRequestActions<{ id: number; fileId: string }, { photoId: number }>('albums/upload');
export const uploadProgressed = createAction<{ fileId: string; sent: number; uploadId: string }>('albums/uploadProgressed');
/** The connection dropped: the upload waits, then asks the server where to resume. */
export const uploadRetrying = createAction<{ fileId: string; attempt: number }>('albums/uploadRetrying');

export interface UploadState {
  fileId: string;
  albumId: number;
  name: string;
  size: number;
  /** Bytes the server has confirmed. */
  sent: number;
  uploadId: string | null;
  status: 'queued' | 'uploading' | 'retrying' | 'done' | 'failed';
  attempt: number;
  error: ApiError | null;
}

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface AlbumsState {
  formats: RequestState & { answer: FormatsAnswer | null };
  list: RequestState & { albums: AlbumsAnswer['albums'] | null };
  load: RequestState & { id: number | null };
  create: RequestState & { createdId: number | null };
  /** The server's copy of each album opened. */
  albums: Record<number, AlbumView>;
  /** The builder's copy, ahead of the server's while a save is pending. */
  drafts: Record<number, AlbumDraft>;
  saves: Record<number, { status: SaveStatus; message: string | null }>;
  /** Auto-layout and photo removal: their status line. */
  action: RequestState;
  uploads: UploadState[];
}

export const initialAlbumsState: AlbumsState = {
  formats: { ...idleRequest, answer: null },
  list: { ...idleRequest, albums: null },
  load: { ...idleRequest, id: null },
  create: { ...idleRequest, createdId: null },
  albums: {},
  drafts: {},
  saves: {},
  action: idleRequest,
  uploads: [],
};

export const draftOf = (a: AlbumView): AlbumDraft => ({
  title: a.title,
  size: a.size,
  cover: a.cover,
  pages: a.pages,
  cover_photo_id: a.cover_photo_id,
  spreads: a.spreads,
});

/** The server's copy arrived: the builder shows it unless an edit is waiting to be saved. */
function received(state: AlbumsState, album: AlbumView, force = false) {
  state.albums[album.id] = album;
  const save = state.saves[album.id];
  if (force || !save || save.status === 'saved') {
    state.drafts[album.id] = draftOf(album);
    state.saves[album.id] = { status: 'saved', message: save?.message ?? null };
  }
}

const uploadOf = (state: AlbumsState, fileId: string) => state.uploads.find((u) => u.fileId === fileId);

const slice = createSlice({
  name: 'albums',
  initialState: initialAlbumsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, formatsActions, (state) => state.formats, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.formats.answer = payload.result;
      },
    });
    addRequestCases(builder, listActions, (state) => state.list, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.list.albums = payload.result.albums;
      },
    });
    addRequestCases(builder, loadActions, (state) => state.load, {
      keepSucceeded: true,
      started: (state, { payload }) => {
        if (state.load.id !== payload) state.load.status = 'loading';
        state.load.id = payload;
      },
      succeeded: (state, { payload }) => received(state, payload.result),
    });
    addRequestCases(builder, createActions, (state) => state.create, {
      started: (state) => {
        state.create.createdId = null;
      },
      succeeded: (state, { payload }) => {
        received(state, payload.result, true);
        state.create.createdId = payload.result.id;
        state.list.albums = null;
      },
    });
    builder.addCase(albumEdited, (state, { payload: { id, draft } }) => {
      state.drafts[id] = draft;
      state.saves[id] = { status: 'pending', message: null };
    });
    builder.addCase(saveActions.started, (state, { payload }) => {
      state.saves[payload.id] = { status: 'saving', message: null };
    });
    builder.addCase(saveActions.succeeded, (state, { payload }) => {
      const a = payload.result;
      state.albums[a.id] = a;
      const { version: _v, ...sent } = payload.arg.body;
      const stillPending = JSON.stringify(state.drafts[a.id]) !== JSON.stringify(sent);
      state.saves[a.id] = { status: stillPending ? 'pending' : 'saved', message: null };
    });
    builder.addCase(saveActions.failed, (state, { payload }) => {
      const latest = payload.error.data?.album as AlbumView | undefined;
      // Changed elsewhere (the partner): the latest copy is shown, with the message.
      if (payload.error.code === 'album_stale' && latest) {
        received(state, latest, true);
        state.saves[latest.id] = { status: 'saved', message: payload.error.message };
      } else state.saves[payload.arg.id] = { status: 'failed', message: payload.error.message };
    });
    addRequestCases(builder, autoLayoutActions, (state) => state.action, {
      succeeded: (state, { payload }) => received(state, payload.result, true),
    });
    addRequestCases(builder, removePhotoActions, (state) => state.action, {
      succeeded: (state, { payload }) => received(state, payload.result, true),
    });
    builder.addCase(photosChosen, (state, { payload }) => {
      for (const f of payload.files)
        state.uploads.push({
          fileId: f.id,
          albumId: payload.id,
          name: f.name,
          size: f.size,
          sent: 0,
          uploadId: null,
          status: 'queued',
          attempt: 0,
          error: null,
        });
    });
    builder.addCase(uploadActions.started, (state, { payload }) => {
      const u = uploadOf(state, payload.fileId);
      if (u) Object.assign(u, { status: 'uploading', error: null, attempt: 0 });
    });
    builder.addCase(uploadProgressed, (state, { payload }) => {
      const u = uploadOf(state, payload.fileId);
      if (u) Object.assign(u, { sent: payload.sent, uploadId: payload.uploadId, status: 'uploading', attempt: 0 });
    });
    builder.addCase(uploadRetrying, (state, { payload }) => {
      const u = uploadOf(state, payload.fileId);
      if (u) Object.assign(u, { status: 'retrying', attempt: payload.attempt });
    });
    builder.addCase(uploadActions.succeeded, (state, { payload }) => {
      const u = uploadOf(state, payload.arg.fileId);
      if (u) Object.assign(u, { status: 'done', sent: u.size, error: null });
    });
    builder.addCase(uploadActions.failed, (state, { payload }) => {
      const u = uploadOf(state, payload.arg.fileId);
      if (u) Object.assign(u, { status: 'failed', error: payload.error });
    });
    builder.addCase(uploadResumeRequested, (state, { payload }) => {
      const u = uploadOf(state, payload.fileId);
      if (u) Object.assign(u, { status: 'queued', error: null });
    });
    builder.addCase(uploadDismissed, (state, { payload }) => {
      state.uploads = state.uploads.filter((u) => u.fileId !== payload);
    });
  },
});

export const albumsReducer = slice.reducer;
