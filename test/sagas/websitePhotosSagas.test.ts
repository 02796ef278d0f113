import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { HttpError } from '../../src/lib/http';
import { PAGE_KINDS, PHOTO_MESSAGES, websitePageContent, type WebsiteAnswer, type WebsitePhotoView } from '../../src/contracts/website';
import { NOT_AN_IMAGE_MESSAGE } from '../../src/contracts/media';
import { websiteApi, type PhotoUpload } from '../../src/features/website/websiteApi';
import { websiteSagas } from '../../src/features/website/websiteSagas';
import {
  loadActions,
  personPhotoUploadRequested,
  photoCaptionSaveRequested,
  photoRemoveRequested,
  photoUploadProgressed,
  photoUploadRequested,
  photosReordered,
  removePhotoActions,
  reorderPhotosActions,
  saveCaptionActions,
  uploadPersonPhotoActions,
  uploadPhotoActions,
  websiteReducer,
  websiteRequested,
} from '../../src/features/website/websiteSlice';

const reducer = combineReducers({ website: websiteReducer });
type State = ReturnType<typeof reducer>;

const photo = (photo_id: number, caption = ''): WebsitePhotoView => ({
  id: `00000000-0000-4000-8000-00000000000${photo_id}`,
  photo_id,
  caption,
  position: photo_id - 1,
  url: `/media/images/p${photo_id}/640.webp`,
  src_set: `/media/images/p${photo_id}/320.webp 320w`,
  large_url: `/media/images/p${photo_id}/1280.webp`,
  width: 600,
  height: 400,
});
const answerWith = (photos: WebsitePhotoView[]): WebsiteAnswer => ({
  website: {
    id: 1,
    slug: 'alex-and-jordan',
    path: '/wedding/alex-and-jordan',
    theme: 'classic',
    published: false,
    published_at: null,
    has_password: false,
    hide_from_search: false,
    rsvp_deadline: null,
    updated_at: '2026-11-26T06:00:00.000Z',
  },
  pages: PAGE_KINDS.map((kind, position) => ({ kind, enabled: true, position, content: websitePageContent.parse({}) })),
  photos,
  preview: {
    slug: 'alex-and-jordan',
    theme: 'classic',
    hide_from_search: false,
    couple: { first_names: 'Alex & Jordan', owner_name: 'Alex Morgan', partner_name: 'Jordan Lee' },
    wedding_date: null,
    place: '',
    venue: '',
    time_zone: 'America/New_York',
    photo: null,
    rsvp_deadline: null,
    schedule: [],
    registry_path: null,
    gallery: [],
    pages: [],
  },
});
const initial = reducer(undefined, { type: 'init' });
const loaded = (photos: WebsitePhotoView[]): State => ({
  website: { ...initial.website, answer: answerWith(photos), load: { status: 'succeeded', error: null } },
});
const file = (id: string, size = 1000) => ({ id, name: `${id}.jpg`, size, type: 'image/jpeg' });

afterEach(() => jest.restoreAllMocks());

describe('gallery uploads', () => {
  it('sends each chosen photo with its crop, reports its progress, and shows it in the gallery', async () => {
    const crop = { x: 10, y: 20, width: 300, height: 200 };
    const upload: PhotoUpload = { file: file('file-a'), crop };
    const after = answerWith([photo(1)]);
    const api = jest.spyOn(websiteApi, 'uploadPhoto').mockImplementation((_upload, onProgress) => {
      onProgress?.(400, 1000);
      return Promise.resolve(after);
    });
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([]))
      .dispatch(photoUploadRequested(upload))
      .put(uploadPhotoActions.started(upload))
      .put(photoUploadProgressed({ fileId: 'file-a', sent: 400, total: 1000 }))
      .put(uploadPhotoActions.succeeded({ arg: upload, result: after }))
      .silentRun(50);
    expect(api).toHaveBeenCalledWith(upload, expect.any(Function));
    const state = (storeState as State).website;
    expect(state.answer!.photos).toEqual([photo(1)]);
    // A finished upload leaves the list: its photo is in the gallery.
    expect(state.uploads).toEqual([]);
  });

  it('uploads one after another in the order chosen; a refused one stays listed with the server’s words', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    jest.spyOn(websiteApi, 'uploadPhoto').mockImplementation((upload) => {
      order.push(upload.file.id);
      if (upload.file.id === 'file-a') return new Promise((resolve) => (release = () => resolve(answerWith([photo(1)]))));
      return Promise.reject(new HttpError({ message: NOT_AN_IMAGE_MESSAGE, status: 400 }));
    });
    const a: PhotoUpload = { file: file('file-a'), crop: null };
    const b: PhotoUpload = { file: file('file-b'), crop: null };
    const saga = expectSaga(websiteSagas)
      .withReducer(reducer, loaded([]))
      .dispatch(photoUploadRequested(a))
      .dispatch(photoUploadRequested(b))
      .put(uploadPhotoActions.failed({ arg: b, error: { message: NOT_AN_IMAGE_MESSAGE, status: 400 } }));
    const run = saga.silentRun(100);
    // The second has not gone while the first is on its way.
    await Promise.resolve();
    expect(order).toEqual(['file-a']);
    release();
    const { storeState } = await run;
    expect(order).toEqual(['file-a', 'file-b']);
    const state = (storeState as State).website;
    expect(state.answer!.photos.map((p) => p.photo_id)).toEqual([1]);
    expect(state.uploads).toEqual([
      {
        fileId: 'file-b',
        name: 'file-b.jpg',
        size: 1000,
        sent: 0,
        status: 'failed',
        error: { message: NOT_AN_IMAGE_MESSAGE, status: 400 },
      },
    ]);
  });

  it('uploads a wedding party photo and keeps the stored picture for the editor’s draft', async () => {
    const upload: PhotoUpload = { file: file('file-p'), crop: { x: 0, y: 0, width: 500, height: 500 } };
    const stored = { ...photo(9), width: 500, height: 500 };
    const { photo_id: _id, caption: _c, position: _p, ...picture } = stored;
    jest.spyOn(websiteApi, 'uploadPersonPhoto').mockResolvedValue({ photo: picture });
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([]))
      .dispatch(personPhotoUploadRequested(upload))
      .put(uploadPersonPhotoActions.succeeded({ arg: upload, result: { photo: picture } }))
      .silentRun(50);
    expect((storeState as State).website.personPhotos['file-p']).toMatchObject({ status: 'succeeded', photo: picture });
  });
});

describe('gallery edits', () => {
  it('saves a caption; a refused one is that photo’s', async () => {
    const body = { caption: 'Our first trip' };
    const after = answerWith([photo(1, 'Our first trip'), photo(2)]);
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([photo(1), photo(2)]))
      .provide([
        [matchers.call.like({ fn: websiteApi.setCaption, args: [{ id: 1, body }] }), after],
        [
          matchers.call.like({ fn: websiteApi.setCaption, args: [{ id: 2, body }] }),
          throwError(new HttpError({ message: PHOTO_MESSAGES.notFound, status: 404 })),
        ],
      ])
      .dispatch(photoCaptionSaveRequested({ id: 1, body }))
      .put(saveCaptionActions.succeeded({ arg: { id: 1, body }, result: after }))
      .dispatch(photoCaptionSaveRequested({ id: 2, body }))
      .put(saveCaptionActions.failed({ arg: { id: 2, body }, error: { message: PHOTO_MESSAGES.notFound, status: 404 } }))
      .silentRun(50);
    const state = (storeState as State).website;
    expect(state.answer!.photos[0]!.caption).toBe('Our first trip');
    // The second save started after the first's answer: no 'Caption saved' is left standing for either.
    expect(state.captionSaved).toBeNull();
    expect(state.photoSaves[1]).toEqual({ status: 'succeeded', error: null, removing: false });
    expect(state.photoSaves[2]).toEqual({ status: 'failed', error: { message: PHOTO_MESSAGES.notFound, status: 404 }, removing: false });
  });

  it('removes a photo', async () => {
    const after = answerWith([photo(2)]);
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([photo(1), photo(2)]))
      .provide([[matchers.call.fn(websiteApi.removePhoto), after]])
      .dispatch(photoRemoveRequested(1))
      .put(removePhotoActions.started(1))
      .put(removePhotoActions.succeeded({ arg: 1, result: after }))
      .silentRun(50);
    expect((storeState as State).website.answer!.photos.map((p) => p.photo_id)).toEqual([2]);
  });

  it('a refused removal stays on the photo', async () => {
    const { storeState } = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([photo(1)]))
      .provide([
        [matchers.call.fn(websiteApi.removePhoto), throwError(new HttpError({ message: 'Please log in to continue.', status: 401 }))],
      ])
      .dispatch(photoRemoveRequested(1))
      .put(removePhotoActions.failed({ arg: 1, error: { message: 'Please log in to continue.', status: 401 } }))
      .silentRun(50);
    const state = (storeState as State).website;
    expect(state.answer!.photos).toHaveLength(1);
    expect(state.photoSaves[1]).toMatchObject({ status: 'failed', removing: true });
  });

  it('shows a new order at once and saves it; a refused order is reloaded', async () => {
    const saved = answerWith([photo(2), photo(1)].map((p, position) => ({ ...p, position })));
    const ok = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([photo(1), photo(2)]))
      .provide([[matchers.call.fn(websiteApi.reorderPhotos), saved]])
      .dispatch(photosReordered([2, 1]))
      .put(reorderPhotosActions.succeeded({ arg: [2, 1], result: saved }))
      .silentRun(50);
    expect((ok.storeState as State).website.answer!.photos.map((p) => p.photo_id)).toEqual([2, 1]);
    expect((ok.storeState as State).website.pendingPhotoOrder).toBeNull();

    const refused = await expectSaga(websiteSagas)
      .withReducer(reducer, loaded([photo(1), photo(2)]))
      .provide([
        [matchers.call.fn(websiteApi.reorderPhotos), throwError(new HttpError({ message: PHOTO_MESSAGES.order, status: 400 }))],
        [matchers.call.fn(websiteApi.get), answerWith([photo(1), photo(2)])],
      ])
      .dispatch(photosReordered([2, 1]))
      .put(reorderPhotosActions.failed({ arg: [2, 1], error: { message: PHOTO_MESSAGES.order, status: 400 } }))
      .put(websiteRequested())
      .put(loadActions.succeeded({ arg: undefined, result: answerWith([photo(1), photo(2)]) }))
      .silentRun(50);
    expect((refused.storeState as State).website.answer!.photos.map((p) => p.photo_id)).toEqual([1, 2]);
  });
});
