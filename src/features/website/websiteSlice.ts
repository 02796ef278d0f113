import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  PageKind,
  PersonPhotoAnswer,
  PhotoCaptionBody,
  PublicSite,
  SlugAvailability,
  WebImage,
  WebsiteAnswer,
  WebsitePageBody,
  WebsiteSettingsBody,
} from '../../contracts/website';
import type { PhotoUpload } from './websiteApi';
import type { RsvpFindBody, RsvpInvitation, RsvpSaveBody } from '../../contracts/websiteRsvp';

/** Which part of the editor a settings save came from (each shows its own progress and error). */
export type SettingsSection = 'address' | 'theme' | 'publish' | 'privacy' | 'rsvp';

// Events the editor raises.
export const websiteRequested = createAction('website/websiteRequested');
export const websiteCreateRequested = createAction('website/websiteCreateRequested');
export const settingsSaveRequested = createAction<{ section: SettingsSection; body: WebsiteSettingsBody }>('website/settingsSaveRequested');
export const passwordSaveRequested = createAction<{ password: string | null }>('website/passwordSaveRequested');
export const pageSaveRequested = createAction<{ kind: PageKind; body: WebsitePageBody }>('website/pageSaveRequested');
/** The list in its new order (a drag, a keyboard move or an up/down button). */
export const pagesReordered = createAction<PageKind[]>('website/pagesReordered');
export const slugTyped = createAction<string>('website/slugTyped');
// Events the guest's page raises.
export const publicSiteRequested = createAction<string>('website/publicSiteRequested');
export const unlockRequested = createAction<{ slug: string; password: string }>('website/unlockRequested');
export const rsvpFindRequested = createAction<{ slug: string; body: RsvpFindBody }>('website/rsvpFindRequested');
export const rsvpSaveRequested = createAction<{ slug: string; body: RsvpSaveBody }>('website/rsvpSaveRequested');
/** "Not you?": back to the name form. */
export const rsvpReset = createAction('website/rsvpReset');
// The gallery and the wedding party's photos.
/** A chosen (and cropped) file for the gallery: uploads go one after another, in the order chosen. */
export const photoUploadRequested = createAction<PhotoUpload>('website/photoUploadRequested');
/** How much of an upload has been sent (bytes). */
export const photoUploadProgressed = createAction<{ fileId: string; sent: number; total: number }>('website/photoUploadProgressed');
/** A failed upload's message put away. */
export const photoUploadDismissed = createAction<string>('website/photoUploadDismissed');
export const photoCaptionSaveRequested = createAction<{ id: number; body: PhotoCaptionBody }>('website/photoCaptionSaveRequested');
export const photoRemoveRequested = createAction<number>('website/photoRemoveRequested');
/** The gallery in its new order (a drag, a keyboard move or an arrow button). */
export const photosReordered = createAction<number[]>('website/photosReordered');
/** A wedding party photo chosen (and cropped square) for one person of the page being edited. */
export const personPhotoUploadRequested = createAction<PhotoUpload>('website/personPhotoUploadRequested');

// Requests (started / succeeded / failed).
export const loadActions = createRequestActions<void, WebsiteAnswer>('website/load');
export const createActions = createRequestActions<void, WebsiteAnswer>('website/create');
export const saveSettingsActions = createRequestActions<{ section: SettingsSection; body: WebsiteSettingsBody }, WebsiteAnswer>(
  'website/saveSettings',
);
export const savePasswordActions = createRequestActions<{ password: string | null }, WebsiteAnswer>('website/savePassword');
export const savePageActions = createRequestActions<{ kind: PageKind; body: WebsitePageBody }, WebsiteAnswer>('website/savePage');
export const reorderActions = createRequestActions<{ kinds: PageKind[] }, WebsiteAnswer>('website/reorder');
export const slugCheckActions = createRequestActions<string, SlugAvailability>('website/slugCheck');
export const publicLoadActions = createRequestActions<string, PublicSite>('website/publicLoad');
export const unlockActions = createRequestActions<{ slug: string; password: string }, PublicSite>('website/unlock');
export const rsvpFindActions = createRequestActions<{ slug: string; body: RsvpFindBody }, RsvpInvitation>('website/rsvpFind');
export const rsvpSaveActions = createRequestActions<{ slug: string; body: RsvpSaveBody }, RsvpInvitation>('website/rsvpSave');
export const uploadPhotoActions = createRequestActions<PhotoUpload, WebsiteAnswer>('website/uploadPhoto');
export const saveCaptionActions = createRequestActions<{ id: number; body: PhotoCaptionBody }, WebsiteAnswer>('website/saveCaption');
export const removePhotoActions = createRequestActions<number, WebsiteAnswer>('website/removePhoto');
export const reorderPhotosActions = createRequestActions<number[], WebsiteAnswer>('website/reorderPhotos');
export const uploadPersonPhotoActions = createRequestActions<PhotoUpload, PersonPhotoAnswer>('website/uploadPersonPhoto');

/** A gallery upload on its way (or refused): its file's name and size, and how much has been sent. */
export interface PhotoUploadState extends RequestState {
  fileId: string;
  name: string;
  size: number;
  sent: number;
}
/** A wedding party photo's upload, by its file's id: the stored picture once it is done. */
export interface PersonPhotoState extends RequestState {
  sent: number;
  size: number;
  photo: WebImage | null;
}

export interface WebsiteState {
  answer: WebsiteAnswer | null;
  load: RequestState;
  create: RequestState;
  settings: Record<SettingsSection, RequestState>;
  lastSaved: SettingsSection | 'password' | PageKind | 'order' | null;
  password: RequestState;
  pages: Partial<Record<PageKind, RequestState>>;
  reorder: RequestState;
  slugCheck: RequestState & { slug: string | null; result: SlugAvailability | null };
  /** The guest's page: the site at `slug`. */
  visit: { slug: string | null; site: PublicSite | null; load: RequestState; unlock: RequestState };
  /**
   * Changes shown before the server has them (a page switched on or off, a new order): an answer to
   * an earlier request, arriving meanwhile, must not put the old state back on screen.
   */
  pendingEnabled: Partial<Record<PageKind, boolean>>;
  pendingOrder: PageKind[] | null;
  /** The guest's online RSVP: their invitation once found, and whether their answers were saved. */
  rsvp: { invitation: RsvpInvitation | null; find: RequestState; save: RequestState; saved: boolean };
  /** Gallery uploads waiting, sending or refused, in the order chosen (a finished one leaves: its photo is in the gallery). */
  uploads: PhotoUploadState[];
  /** Each gallery photo's caption save or removal. */
  photoSaves: Record<number, RequestState & { removing: boolean }>;
  /** The photo whose caption was saved last (its "Saved"). */
  captionSaved: number | null;
  photoOrder: RequestState;
  /** The gallery order shown before the server has it (as pendingOrder for pages). */
  pendingPhotoOrder: number[] | null;
  personPhotos: Record<string, PersonPhotoState>;
}

export const initialWebsiteState: WebsiteState = {
  answer: null,
  load: idleRequest,
  create: idleRequest,
  settings: { address: idleRequest, theme: idleRequest, publish: idleRequest, privacy: idleRequest, rsvp: idleRequest },
  lastSaved: null,
  password: idleRequest,
  pages: {},
  reorder: idleRequest,
  slugCheck: { ...idleRequest, slug: null, result: null },
  visit: { slug: null, site: null, load: idleRequest, unlock: idleRequest },
  rsvp: { invitation: null, find: idleRequest, save: idleRequest, saved: false },
  pendingEnabled: {},
  pendingOrder: null,
  uploads: [],
  photoSaves: {},
  captionSaved: null,
  photoOrder: idleRequest,
  pendingPhotoOrder: null,
  personPhotos: {},
};

/** The gallery in `ids` order, when `ids` names every photo once (else as it is). */
function photosInOrder<P extends { photo_id: number }>(photos: P[], ids: number[] | null): P[] {
  if (!ids || ids.length !== photos.length) return photos;
  const byId = new Map(photos.map((p) => [p.photo_id, p]));
  if (ids.some((id) => !byId.has(id))) return photos;
  return ids.map((id, position) => ({ ...byId.get(id)!, position }));
}

function setEnabled(state: WebsiteState, kind: PageKind, enabled: boolean): void {
  const page = state.answer?.pages.find((p) => p.kind === kind);
  if (page) page.enabled = enabled;
}

function setOrder(state: WebsiteState, kinds: PageKind[]): void {
  if (!state.answer) return;
  const byKind = new Map(state.answer.pages.map((p) => [p.kind, p]));
  if (kinds.some((k) => !byKind.has(k))) return;
  state.answer.pages = kinds.map((kind, position) => ({ ...byKind.get(kind)!, position }));
}

/** An answer from the server, with the changes still on their way laid over it (a new object: answers are frozen). */
function receive(state: WebsiteState, answer: WebsiteAnswer): void {
  const byKind = new Map(answer.pages.map((p) => [p.kind, p]));
  const order = state.pendingOrder?.every((k) => byKind.has(k)) ? state.pendingOrder : answer.pages.map((p) => p.kind);
  const pending = state.pendingEnabled;
  const pages = order.map((kind, position) => {
    const page = byKind.get(kind)!;
    const enabled = pending[kind] ?? page.enabled;
    return page.position === position && page.enabled === enabled ? page : { ...page, position, enabled };
  });
  state.answer = { ...answer, pages, photos: photosInOrder(answer.photos, state.pendingPhotoOrder) };
}

const slice = createSlice({
  name: 'website',
  initialState: initialWebsiteState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, loadActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        receive(state, payload.result);
      },
    });
    addRequestCases(builder, createActions, (state) => state.create, {
      succeeded: (state, { payload }) => {
        receive(state, payload.result);
        state.load = { status: 'succeeded', error: null };
      },
    });
    addRequestCases(builder, saveSettingsActions, (state, arg) => state.settings[arg.section], {
      started: (state) => {
        state.lastSaved = null;
      },
      succeeded: (state, { payload }) => {
        receive(state, payload.result);
        state.lastSaved = payload.arg.section;
        if (payload.arg.section === 'address') state.slugCheck = { ...idleRequest, slug: null, result: null };
      },
    });
    addRequestCases(builder, savePasswordActions, (state) => state.password, {
      started: (state) => {
        state.lastSaved = null;
      },
      succeeded: (state, { payload }) => {
        receive(state, payload.result);
        state.lastSaved = 'password';
      },
    });
    // A page's request state is made on its first save. Switching a page on or off shows at once
    // (the checkbox follows the click); a refused switch is put back.
    builder.addCase(savePageActions.started, (state, { payload }) => {
      state.pages[payload.kind] = { status: 'loading', error: null };
      state.lastSaved = null;
      if (payload.body.enabled !== undefined) {
        state.pendingEnabled[payload.kind] = payload.body.enabled;
        setEnabled(state, payload.kind, payload.body.enabled);
      }
    });
    builder.addCase(savePageActions.succeeded, (state, { payload }) => {
      state.pages[payload.arg.kind] = { status: 'succeeded', error: null };
      if (state.pendingEnabled[payload.arg.kind] === payload.arg.body.enabled) delete state.pendingEnabled[payload.arg.kind];
      receive(state, payload.result);
      state.lastSaved = payload.arg.kind;
    });
    builder.addCase(savePageActions.failed, (state, { payload }) => {
      state.pages[payload.arg.kind] = { status: 'failed', error: payload.error };
      const { enabled } = payload.arg.body;
      if (enabled !== undefined && state.pendingEnabled[payload.arg.kind] === enabled) {
        delete state.pendingEnabled[payload.arg.kind];
        setEnabled(state, payload.arg.kind, !enabled);
      }
    });
    // The new order shows at once; a refused reorder is replaced by the saved one (the saga reloads).
    builder.addCase(pagesReordered, (state, { payload }) => {
      state.pendingOrder = payload;
      setOrder(state, payload);
    });
    addRequestCases(builder, reorderActions, (state) => state.reorder, {
      succeeded: (state, { payload }) => {
        if (state.pendingOrder?.join() === payload.arg.kinds.join()) state.pendingOrder = null;
        receive(state, payload.result);
        state.lastSaved = 'order';
      },
      failed: (state) => {
        state.pendingOrder = null;
      },
    });
    builder.addCase(slugTyped, (state) => {
      state.slugCheck = { ...idleRequest, slug: null, result: null };
    });
    addRequestCases(builder, slugCheckActions, (state) => state.slugCheck, {
      started: (state, { payload }) => {
        state.slugCheck.slug = payload;
        state.slugCheck.result = null;
      },
      succeeded: (state, { payload }) => {
        if (state.slugCheck.slug === payload.arg) state.slugCheck.result = payload.result;
      },
    });
    addRequestCases(builder, publicLoadActions, (state) => state.visit.load, {
      started: (state, { payload }) => {
        if (state.visit.slug !== payload) {
          state.visit.site = null;
          state.rsvp = initialWebsiteState.rsvp;
        }
        state.visit.slug = payload;
        state.visit.unlock = idleRequest;
      },
      succeeded: (state, { payload }) => {
        if (state.visit.slug === payload.arg) state.visit.site = payload.result;
      },
    });
    addRequestCases(builder, rsvpFindActions, (state) => state.rsvp.find, {
      succeeded: (state, { payload }) => {
        state.rsvp.invitation = payload.result;
        state.rsvp.saved = false;
        state.rsvp.save = idleRequest;
      },
    });
    addRequestCases(builder, rsvpSaveActions, (state) => state.rsvp.save, {
      started: (state) => {
        state.rsvp.saved = false;
      },
      succeeded: (state, { payload }) => {
        state.rsvp.invitation = payload.result;
        state.rsvp.saved = true;
      },
    });
    builder.addCase(rsvpReset, (state) => {
      state.rsvp = initialWebsiteState.rsvp;
    });
    // Gallery uploads: listed from the moment they are chosen; gone once their photo is in the gallery.
    builder.addCase(photoUploadRequested, (state, { payload }) => {
      state.uploads.push({
        fileId: payload.file.id,
        name: payload.file.name,
        size: payload.file.size,
        sent: 0,
        status: 'idle',
        error: null,
      });
    });
    builder.addCase(photoUploadProgressed, (state, { payload }) => {
      const upload = state.uploads.find((u) => u.fileId === payload.fileId);
      if (upload) upload.sent = Math.min(payload.sent, upload.size || payload.total);
      const person = state.personPhotos[payload.fileId];
      if (person) person.sent = Math.min(payload.sent, person.size || payload.total);
    });
    builder.addCase(photoUploadDismissed, (state, { payload }) => {
      state.uploads = state.uploads.filter((u) => u.fileId !== payload);
    });
    addRequestCases(
      builder,
      uploadPhotoActions,
      (state, arg) => state.uploads.find((u) => u.fileId === arg.file.id) ?? { status: 'idle', error: null },
      {
        succeeded: (state, { payload }) => {
          state.uploads = state.uploads.filter((u) => u.fileId !== payload.arg.file.id);
          receive(state, payload.result);
        },
      },
    );
    builder.addCase(saveCaptionActions.started, (state, { payload }) => {
      state.photoSaves[payload.id] = { status: 'loading', error: null, removing: false };
      state.captionSaved = null;
    });
    builder.addCase(saveCaptionActions.succeeded, (state, { payload }) => {
      state.photoSaves[payload.arg.id] = { status: 'succeeded', error: null, removing: false };
      state.captionSaved = payload.arg.id;
      receive(state, payload.result);
    });
    builder.addCase(saveCaptionActions.failed, (state, { payload }) => {
      state.photoSaves[payload.arg.id] = { status: 'failed', error: payload.error, removing: false };
    });
    builder.addCase(removePhotoActions.started, (state, { payload }) => {
      state.photoSaves[payload] = { status: 'loading', error: null, removing: true };
    });
    builder.addCase(removePhotoActions.succeeded, (state, { payload }) => {
      delete state.photoSaves[payload.arg];
      if (state.pendingPhotoOrder) state.pendingPhotoOrder = state.pendingPhotoOrder.filter((id) => id !== payload.arg);
      receive(state, payload.result);
    });
    builder.addCase(removePhotoActions.failed, (state, { payload }) => {
      state.photoSaves[payload.arg] = { status: 'failed', error: payload.error, removing: true };
    });
    // The new order shows at once; a refused reorder is replaced by the saved one (the saga reloads).
    builder.addCase(photosReordered, (state, { payload }) => {
      state.pendingPhotoOrder = payload;
      if (state.answer) state.answer.photos = photosInOrder(state.answer.photos, payload);
    });
    addRequestCases(builder, reorderPhotosActions, (state) => state.photoOrder, {
      succeeded: (state, { payload }) => {
        if (state.pendingPhotoOrder?.join() === payload.arg.join()) state.pendingPhotoOrder = null;
        receive(state, payload.result);
      },
      failed: (state) => {
        state.pendingPhotoOrder = null;
      },
    });
    builder.addCase(personPhotoUploadRequested, (state, { payload }) => {
      state.personPhotos[payload.file.id] = { status: 'idle', error: null, sent: 0, size: payload.file.size, photo: null };
    });
    addRequestCases(builder, uploadPersonPhotoActions, (state, arg) => state.personPhotos[arg.file.id] ?? { status: 'idle', error: null }, {
      succeeded: (state, { payload }) => {
        const upload = state.personPhotos[payload.arg.file.id];
        if (upload) upload.photo = payload.result.photo;
      },
    });
    addRequestCases(builder, unlockActions, (state) => state.visit.unlock, {
      succeeded: (state, { payload }) => {
        if (state.visit.slug !== payload.arg.slug) return;
        state.visit.site = payload.result;
        state.visit.load = { status: 'succeeded', error: null };
      },
    });
  },
});

export const websiteReducer = slice.reducer;
