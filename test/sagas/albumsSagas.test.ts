import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { holdFile } from '../../src/lib/heldFiles';
import { ALBUM_MESSAGES, UPLOAD_CHUNK_BYTES, type AlbumView, type UploadAnswer } from '../../src/contracts/albums';
import { albumsApi } from '../../src/features/albums/albumsApi';
import { AUTOSAVE_DELAY_MS, albumsSagas, uploadFile, wait } from '../../src/features/albums/albumsSagas';
import {
  albumEdited,
  albumRequested,
  albumsReducer,
  autoLayoutActions,
  autoLayoutRequested,
  draftOf,
  initialAlbumsState,
  loadActions,
  saveActions,
  uploadActions,
  uploadRetrying,
} from '../../src/features/albums/albumsSlice';

const reducer = combineReducers({ albums: albumsReducer });
type State = ReturnType<typeof reducer>;

const album = (over: Partial<AlbumView> = {}): AlbumView => ({
  id: 7,
  title: 'Our wedding',
  size: 'SQUARE_10',
  cover: 'LINEN',
  pages: 20,
  price_cents: 11900,
  photo_count: 0,
  cover_image_id: null,
  ordered: false,
  updated_at: '2026-11-26T10:00:00.000Z',
  version: 1,
  cover_photo_id: null,
  spreads: Array.from({ length: 10 }, () => ({ layout: 'ONE_PER_PAGE' as const, photos: [null, null], caption: '' })),
  photos: [],
  ...over,
});

const opened = (a: AlbumView): State => ({
  albums: {
    ...initialAlbumsState,
    albums: { [a.id]: a },
    drafts: { [a.id]: draftOf(a) },
    saves: { [a.id]: { status: 'saved', message: null } },
  },
});

const upload = (over: Partial<UploadAnswer> = {}): UploadAnswer => ({
  upload_id: '0b6f5d1e-6c59-4d0b-9a51-1f3c2f5b8e10',
  photo_id: 31,
  size: 0,
  offset: 0,
  status: 'UPLOADING',
  ...over,
});

describe('album sagas', () => {
  it('loads an album and makes its draft: started, then succeeded', async () => {
    const a = album();
    const { storeState } = await expectSaga(albumsSagas)
      .withReducer(reducer)
      .provide([[matchers.call.fn(albumsApi.get), a]])
      .dispatch(albumRequested(7))
      .put(loadActions.started(7))
      .put(loadActions.succeeded({ arg: 7, result: a }))
      .silentRun(50);
    expect((storeState as State).albums.drafts[7]).toEqual(draftOf(a));
  });

  it('autosaves the builder once after a pause, with the version it was made from', async () => {
    const a = album();
    const draft = { ...draftOf(a), title: 'Forever' };
    const saved = album({ version: 2, title: 'Forever' });
    const { storeState } = await expectSaga(albumsSagas)
      .withReducer(reducer, opened(a))
      .provide([[matchers.call.fn(albumsApi.save), saved]])
      .dispatch(albumEdited({ id: 7, draft: { ...draftOf(a), title: 'Fore' } }))
      .dispatch(albumEdited({ id: 7, draft }))
      .put(saveActions.started({ id: 7, body: { ...draft, version: 1 } }))
      .put(saveActions.succeeded({ arg: { id: 7, body: { ...draft, version: 1 } }, result: saved }))
      .silentRun(AUTOSAVE_DELAY_MS + 100);
    expect((storeState as State).albums.saves[7]).toEqual({ status: 'saved', message: null });
  });

  it('a save refused as stale shows the latest copy with the message', async () => {
    const a = album();
    const latest = album({ version: 3, title: 'Partner’s title' });
    const { storeState } = await expectSaga(albumsSagas)
      .withReducer(reducer, opened(a))
      .provide([
        [
          matchers.call.fn(albumsApi.save),
          throwError(new HttpError({ status: 409, code: 'album_stale', message: ALBUM_MESSAGES.stale, data: { album: latest } })),
        ],
      ])
      .dispatch(albumEdited({ id: 7, draft: { ...draftOf(a), title: 'Mine' } }))
      .put.like({ action: { type: saveActions.failed.type } })
      .silentRun(AUTOSAVE_DELAY_MS + 100);
    const state = (storeState as State).albums;
    expect(state.drafts[7]!.title).toBe('Partner’s title');
    expect(state.saves[7]).toEqual({ status: 'saved', message: ALBUM_MESSAGES.stale });
  });

  it('auto-layout: started, then succeeded with the laid-out album; a failure keeps the reason', async () => {
    const laid = album({ version: 2, spreads: [{ layout: 'FULL_BLEED', photos: [1], caption: '' }] });
    const ok = await expectSaga(albumsSagas)
      .withReducer(reducer, opened(album()))
      .provide([[matchers.call.fn(albumsApi.autoLayout), laid]])
      .dispatch(autoLayoutRequested(7))
      .put(autoLayoutActions.started(7))
      .put(autoLayoutActions.succeeded({ arg: 7, result: laid }))
      .silentRun(50);
    expect((ok.storeState as State).albums.drafts[7]!.spreads).toEqual(laid.spreads);
    const failed = await expectSaga(albumsSagas)
      .withReducer(reducer, opened(album()))
      .provide([[matchers.call.fn(albumsApi.autoLayout), throwError(new HttpError({ status: 409, message: ALBUM_MESSAGES.frozen }))]])
      .dispatch(autoLayoutRequested(7))
      .put.like({ action: { type: autoLayoutActions.failed.type } })
      .silentRun(50);
    expect((failed.storeState as State).albums.action.error?.message).toBe(ALBUM_MESSAGES.frozen);
  });

  it('resumes a file after a dropped connection from the server’s offset, without resending what it has', async () => {
    const size = UPLOAD_CHUNK_BYTES + 10;
    const ref = holdFile(new File([new Uint8Array(size)], 'first-dance.jpg', { type: 'image/jpeg' }));
    const sent: Array<{ offset: number; bytes: number }> = [];
    let calls = 0;
    await expectSaga(uploadFile, 7, ref)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(albumsApi.createUpload), upload({ size })],
        [matchers.call.fn(wait), undefined],
        [matchers.call.fn(albumsApi.uploadState), upload({ size, offset: UPLOAD_CHUNK_BYTES })],
        {
          call(effect, next) {
            if (effect.fn !== albumsApi.putChunk) return next();
            const arg = effect.args[0] as { offset: number; bytes: Blob };
            calls += 1;
            // The first chunk arrives but its answer is lost (the connection drops).
            if (calls === 1) throw new HttpError({ message: 'Network Error' });
            sent.push({ offset: arg.offset, bytes: arg.bytes.size });
            return upload({ size, offset: arg.offset + arg.bytes.size, status: 'PROCESSING' });
          },
        },
      ])
      .put(uploadActions.started({ id: 7, fileId: ref.id }))
      .put(uploadRetrying({ fileId: ref.id, attempt: 1 }))
      .put(uploadActions.succeeded({ arg: { id: 7, fileId: ref.id }, result: { photoId: 31 } }))
      .run();
    expect(sent).toEqual([{ offset: UPLOAD_CHUNK_BYTES, bytes: 10 }]);
  });

  it('a file the server refuses fails with its reason (not retried)', async () => {
    const ref = holdFile(new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' }));
    await expectSaga(uploadFile, 7, ref)
      .withReducer(reducer)
      .provide([[matchers.call.fn(albumsApi.createUpload), throwError(new HttpError({ status: 400, message: ALBUM_MESSAGES.tooLarge }))]])
      .put(uploadActions.failed({ arg: { id: 7, fileId: ref.id }, error: { status: 400, message: ALBUM_MESSAGES.tooLarge } }))
      .not.put.like({ action: { type: uploadRetrying.type } })
      .run();
  });
});
