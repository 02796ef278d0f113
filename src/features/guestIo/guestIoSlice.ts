import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ImportPreview, ImportResult, LabelsSummary } from '../../contracts/guestImport';
import type { CollectActivity, CollectionLinkAnswer, CollectionLinkBody, CollectionLinkView } from '../../contracts/guestCollect';
import type { EventView, GuestListAnswer, TagView } from '../../contracts/guests';

/**
 * The couple's import, export, labels and address-collection link (issue 27): the page
 * /wedding-planning/guests/import. The chosen file stays in the page (a File is not state); its
 * events carry it to the sagas.
 */

// Events the page raises.
export const importFileChosen = createAction<File>('guestIo/importFileChosen');
export const importConfirmed = createAction<{ file: File; skip: string }>('guestIo/importConfirmed');
export const importCleared = createAction('guestIo/importCleared');
export const guestIoPageOpened = createAction('guestIo/pageOpened');
export const labelsSummaryRequested = createAction<string>('guestIo/labelsSummaryRequested');
export const collectionLinkChanged = createAction<CollectionLinkBody>('guestIo/collectionLinkChanged');
export const collectionLinkRegenerateRequested = createAction('guestIo/collectionLinkRegenerateRequested');

// Requests.
export const previewActions = createRequestActions<File, ImportPreview>('guestIo/preview');
export const importActions = createRequestActions<{ file: File; skip: string }, ImportResult>('guestIo/import');
export const optionsActions = createRequestActions<void, GuestListAnswer>('guestIo/options');
export const labelsSummaryActions = createRequestActions<string, LabelsSummary>('guestIo/labelsSummary');
export const linkActions = createRequestActions<void, CollectionLinkAnswer>('guestIo/link');
export const updateLinkActions = createRequestActions<CollectionLinkBody, CollectionLinkAnswer>('guestIo/updateLink');
export const regenerateLinkActions = createRequestActions<void, CollectionLinkAnswer>('guestIo/regenerateLink');
export const activityActions = createRequestActions<void, CollectActivity>('guestIo/activity');

export interface GuestIoState {
  preview: RequestState & { fileName: string | null; result: ImportPreview | null };
  import: RequestState & { result: ImportResult | null };
  options: RequestState & { tags: TagView[]; events: EventView[]; partnerNames: [string, string] };
  labels: RequestState & { query: string | null; summary: LabelsSummary | null };
  link: RequestState & { link: CollectionLinkView | null; loaded: boolean };
  linkSave: RequestState & { regenerated: boolean };
  activity: RequestState & { changes: CollectActivity['changes'] };
}

export const initialGuestIoState: GuestIoState = {
  preview: { ...idleRequest, fileName: null, result: null },
  import: { ...idleRequest, result: null },
  options: { ...idleRequest, tags: [], events: [], partnerNames: ['', ''] },
  labels: { ...idleRequest, query: null, summary: null },
  link: { ...idleRequest, link: null, loaded: false },
  linkSave: { ...idleRequest, regenerated: false },
  activity: { ...idleRequest, changes: [] },
};

const slice = createSlice({
  name: 'guestIo',
  initialState: initialGuestIoState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(importCleared, (state) => {
      state.preview = initialGuestIoState.preview;
      state.import = initialGuestIoState.import;
    });
    addRequestCases(builder, previewActions, (state) => state.preview, {
      started: (state, { payload }) => {
        state.preview.fileName = payload.name;
        state.preview.result = null;
        state.import = initialGuestIoState.import;
      },
      succeeded: (state, { payload }) => {
        state.preview.result = payload.result;
      },
    });
    addRequestCases(builder, importActions, (state) => state.import, {
      succeeded: (state, { payload }) => {
        state.import.result = payload.result;
        state.preview = initialGuestIoState.preview;
      },
    });
    addRequestCases(builder, optionsActions, (state) => state.options, {
      succeeded: (state, { payload }) => {
        state.options.tags = payload.result.tags;
        state.options.events = payload.result.events;
        state.options.partnerNames = [payload.result.partner1_first_name, payload.result.partner2_first_name];
      },
    });
    addRequestCases(builder, labelsSummaryActions, (state) => state.labels, {
      keepSucceeded: true,
      started: (state, { payload }) => {
        state.labels.query = payload;
      },
      succeeded: (state, { payload }) => {
        if (state.labels.query === payload.arg) state.labels.summary = payload.result;
      },
    });
    addRequestCases(builder, linkActions, (state) => state.link, {
      succeeded: (state, { payload }) => {
        state.link.link = payload.result.link;
        state.link.loaded = true;
      },
    });
    const linkSaved = (state: GuestIoState, link: CollectionLinkView | null) => {
      state.link.link = link;
      state.link.loaded = true;
    };
    addRequestCases(builder, updateLinkActions, (state) => state.linkSave, {
      started: (state) => {
        state.linkSave.regenerated = false;
      },
      succeeded: (state, { payload }) => linkSaved(state, payload.result.link),
    });
    addRequestCases(builder, regenerateLinkActions, (state) => state.linkSave, {
      started: (state) => {
        state.linkSave.regenerated = false;
      },
      succeeded: (state, { payload }) => {
        linkSaved(state, payload.result.link);
        state.linkSave.regenerated = true;
      },
    });
    addRequestCases(builder, activityActions, (state) => state.activity, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.activity.changes = payload.result.changes;
      },
    });
  },
});

export const guestIoReducer = slice.reducer;
