import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, all, call, debounce, fork, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { buffers, channel, type Channel } from 'redux-saga';
import { requestSaga } from '../../lib/requestSaga';
import { toApiError, type ApiError } from '../../lib/http';
import { peekHeldFile, releaseHeldFile, type HeldFile } from '../../lib/heldFiles';
import type { RootState } from '../../app/rootReducer';
import { UPLOAD_CHUNK_BYTES, type AlbumView, type CreateAlbumBody, type UploadAnswer } from '../../contracts/albums';
import { albumsApi } from './albumsApi';
import {
  albumCreateRequested,
  albumEdited,
  albumRequested,
  albumsListRequested,
  autoLayoutActions,
  autoLayoutRequested,
  createActions,
  formatsActions,
  formatsRequested,
  initialAlbumsState,
  listActions,
  loadActions,
  photoRemoveRequested,
  photosChosen,
  removePhotoActions,
  saveActions,
  uploadActions,
  uploadProgressed,
  uploadResumeRequested,
  uploadRetrying,
  type AlbumsState,
  type UploadState,
} from './albumsSlice';

/** How long the builder waits after the last change before saving. */
export const AUTOSAVE_DELAY_MS = 700;
/** Files sent at once: enough to fill a connection, few enough that each shows progress. */
export const PARALLEL_UPLOADS = 3;
/** Tries of one chunk after a dropped connection before the upload waits for the person's "Resume". */
export const CHUNK_RETRIES = 4;
/** The wait before the n-th retry (1 s, 2 s, 4 s, 8 s). */
export const retryDelayMs = (attempt: number): number => 1000 * 2 ** (attempt - 1);
/** A pause (its own function, so a saga test can skip it). */
export const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
/** How often the builder asks whether photos being processed are ready. */
export const PROCESSING_POLL_MS = 1500;

const domain = (state: RootState): AlbumsState => state.albums ?? initialAlbumsState;

function* loadFormats() {
  yield* requestSaga(formatsActions, undefined, albumsApi.formats);
}
function* loadList() {
  yield* requestSaga(listActions, undefined, albumsApi.list);
}
function* loadAlbum(action: PayloadAction<number>): Generator<unknown, void, unknown> {
  yield* requestSaga(loadActions, action.payload, albumsApi.get);
  yield* pollWhileProcessing(action.payload);
}
function* createAlbum(action: PayloadAction<CreateAlbumBody>) {
  yield* requestSaga(createActions, action.payload, albumsApi.create);
}

/** Saves the builder's draft when it has changes waiting (after a pause). */
export function* saveDraft(action: PayloadAction<{ id: number }>): Generator<unknown, void, unknown> {
  const id = action.payload.id;
  const state = (yield select(domain)) as AlbumsState;
  const draft = state.drafts[id];
  const album = state.albums[id];
  const status = state.saves[id]?.status;
  if (!draft || !album || (status !== 'pending' && status !== 'failed')) return;
  yield* requestSaga(saveActions, { id, body: { ...draft, version: album.version } }, albumsApi.save);
}

function* autoLayout(action: PayloadAction<number>) {
  yield* requestSaga(autoLayoutActions, action.payload, albumsApi.autoLayout);
}
function* removePhoto(action: PayloadAction<{ id: number; photoId: number }>) {
  yield* requestSaga(removePhotoActions, action.payload, albumsApi.removePhoto);
}

/** Whether an error means the connection (or the server for a moment) failed, so trying again can work. */
const isTransient = (e: ApiError) => e.status === undefined || e.status >= 500 || e.status === 408 || e.status === 429;

/**
 * One file, in chunks of UPLOAD_CHUNK_BYTES: the upload is made once (its id is kept), then each
 * chunk goes at the offset the server has. When the connection drops, the saga waits (1, 2, 4,
 * 8 s), asks the server how much it has and goes on from there; after CHUNK_RETRIES it stops and
 * the person can resume it later (from the server's offset again). Finished files are never sent
 * again, and a resumed one sends only what the server lacks.
 */
export function* uploadFile(albumId: number, ref: HeldFile): Generator<unknown, void, unknown> {
  const fileId = ref.id;
  const arg = { id: albumId, fileId };
  yield put(uploadActions.started(arg));
  try {
    const file = peekHeldFile(ref);
    const known = ((yield select(domain)) as AlbumsState).uploads.find((u) => u.fileId === fileId);
    let uploadId = known?.uploadId ?? null;
    let offset = 0;
    if (uploadId) offset = ((yield call(albumsApi.uploadState, { id: albumId, uploadId })) as UploadAnswer).offset;
    else {
      const created = (yield call(albumsApi.createUpload, { id: albumId, fileName: ref.name, size: ref.size })) as UploadAnswer;
      uploadId = created.upload_id;
    }
    yield put(uploadProgressed({ fileId, sent: offset, uploadId }));
    let failures = 0;
    let photoId: number | null = null;
    while (photoId === null) {
      try {
        if (offset >= ref.size) {
          // Everything is there (an answer was lost): the server's state says which photo it is.
          const answer = (yield call(albumsApi.uploadState, { id: albumId, uploadId })) as UploadAnswer;
          photoId = answer.photo_id;
          break;
        }
        const bytes = file.slice(offset, Math.min(ref.size, offset + UPLOAD_CHUNK_BYTES));
        const answer = (yield call(albumsApi.putChunk, { id: albumId, uploadId, offset, bytes })) as UploadAnswer;
        offset = answer.offset;
        failures = 0;
        yield put(uploadProgressed({ fileId, sent: offset, uploadId }));
        if (answer.status !== 'UPLOADING') photoId = answer.photo_id;
      } catch (error) {
        const e = toApiError(error);
        const serverOffset = e.code === 'upload_offset' ? (e.data?.offset as number | undefined) : undefined;
        if (typeof serverOffset === 'number') {
          offset = serverOffset;
          continue;
        }
        if (!isTransient(e) || failures >= CHUNK_RETRIES) throw error;
        failures += 1;
        yield put(uploadRetrying({ fileId, attempt: failures }));
        yield call(wait, retryDelayMs(failures));
        try {
          offset = ((yield call(albumsApi.uploadState, { id: albumId, uploadId })) as UploadAnswer).offset;
        } catch {
          // Still offline: the next chunk's try finds out again.
        }
      }
    }
    releaseHeldFile(ref);
    yield put(uploadActions.succeeded({ arg, result: { photoId } }));
  } catch (error) {
    yield put(uploadActions.failed({ arg, error: toApiError(error) }));
  }
}

/** A worker taking the next chosen file, one at a time. */
function* uploadWorker(queue: Channel<{ albumId: number; ref: HeldFile }>): Generator<unknown, void, unknown> {
  for (;;) {
    const next = (yield take(queue)) as { albumId: number; ref: HeldFile };
    yield call(uploadFile, next.albumId, next.ref);
  }
}

/** Chosen files (and resumed ones) wait in one queue; PARALLEL_UPLOADS workers send them. */
function* uploads(): Generator<unknown, void, unknown> {
  const queue = (yield actionChannel([photosChosen.type, uploadResumeRequested.type], buffers.expanding(50))) as Channel<
    PayloadAction<unknown>
  >;
  const work = channel<{ albumId: number; ref: HeldFile }>(buffers.expanding(400));
  for (let i = 0; i < PARALLEL_UPLOADS; i++) yield fork(uploadWorker, work);
  for (;;) {
    const action = (yield take(queue)) as PayloadAction<unknown>;
    if (photosChosen.match(action)) for (const ref of action.payload.files) work.put({ albumId: action.payload.id, ref });
    else if (uploadResumeRequested.match(action)) {
      const u = ((yield select(domain)) as AlbumsState).uploads.find((x: UploadState) => x.fileId === action.payload.fileId);
      if (u) work.put({ albumId: u.albumId, ref: { id: u.fileId, name: u.name, size: u.size, type: '' } });
    }
  }
}

/** While any photo of the album is being processed (or uploads are going), its state is asked for again. */
function* pollWhileProcessing(albumId: number): Generator<unknown, void, unknown> {
  for (;;) {
    const state = (yield select(domain)) as AlbumsState;
    const album: AlbumView | undefined = state.albums[albumId];
    const processing = album?.photos.some((p) => p.status === 'PROCESSING' || p.status === 'UPLOADING') ?? false;
    const sending = state.uploads.some(
      (u) => u.albumId === albumId && (u.status === 'queued' || u.status === 'uploading' || u.status === 'retrying'),
    );
    if (!processing && !sending) return;
    yield call(wait, PROCESSING_POLL_MS);
    const outcome = yield* requestSaga(loadActions, albumId, albumsApi.get);
    if (!outcome.ok) return;
  }
}

function* afterUpload(action: ReturnType<typeof uploadActions.succeeded>): Generator<unknown, void, unknown> {
  yield put(albumRequested(action.payload.arg.id));
}

export function* albumsSagas(): Generator<unknown, void, unknown> {
  yield all([
    // Reads: only the latest matters (a newer load of the album replaces a poll in progress).
    takeLatest(formatsRequested.type, loadFormats),
    takeLatest(albumsListRequested.type, loadList),
    takeLatest(albumRequested.type, loadAlbum),
    // Creating an album and laying it out must not run twice from a double click.
    takeLeading(albumCreateRequested.type, createAlbum),
    takeLeading(autoLayoutRequested.type, autoLayout),
    // The builder saves once the person pauses.
    debounce(AUTOSAVE_DELAY_MS, albumEdited.type, saveDraft),
    takeEvery(photoRemoveRequested.type, removePhoto),
    // Each finished upload refreshes the album (its photo appears, being processed).
    takeEvery(uploadActions.succeeded.type, afterUpload),
    fork(uploads),
  ]);
}
