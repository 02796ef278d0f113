import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { PaperShape } from '../../contracts/paper';
import type { PhotoUpload } from './paperProjectsApi';
import type { CreateProjectBody, ProjectSummary, ProjectView, ProjectsAnswer, SaveProjectBody } from '../../contracts/paperProjects';

// Events the pages raise.
export const projectsListRequested = createAction('paperProjects/listRequested');
export const projectRequested = createAction<number>('paperProjects/projectRequested');
/** The customise page for a design opened: a new project is made from it. */
export const projectCreateRequested = createAction<CreateProjectBody>('paperProjects/createRequested');
/** One change in the customiser (a slot's text, the colourway, typeface or shape): saved after a pause. */
export const projectEdited = createAction<{ id: number; change: ProjectChange }>('paperProjects/edited');
/** Save now what is pending (leaving the page, before a proof or an approval). */
export const projectFlushRequested = createAction<number>('paperProjects/flushRequested');
export const projectDuplicateRequested = createAction<number>('paperProjects/duplicateRequested');
export const projectDeleteRequested = createAction<number>('paperProjects/deleteRequested');
export const proofApproveRequested = createAction<{ id: number; version: number }>('paperProjects/approveRequested');
/** pushSignupIntoCustomization: a signed-out guest was asked to sign up at their first save (once a visit). */
export const signupToSavePrompted = createAction('paperProjects/signupToSavePrompted');
/** A photo design's photo chosen and cropped (the file is held outside the store: lib/heldFiles). */
export const photoUploadRequested = createAction<PhotoUpload>('paperProjects/photoUploadRequested');
export const photoRemoveRequested = createAction<number>('paperProjects/photoRemoveRequested');

export type ProjectChange =
  | { kind: 'text'; slot: string; text: string }
  | { kind: 'colourway'; key: string }
  | { kind: 'typeface'; key: string }
  | { kind: 'shape'; key: PaperShape };

// Requests (started / succeeded / failed).
export const listActions = createRequestActions<void, ProjectsAnswer>('paperProjects/list');
export const loadActions = createRequestActions<number, ProjectView>('paperProjects/load');
export const createActions = createRequestActions<CreateProjectBody, ProjectView>('paperProjects/create');
export const saveActions = createRequestActions<{ id: number; body: SaveProjectBody }, ProjectView>('paperProjects/save');
export const duplicateActions = createRequestActions<number, ProjectView>('paperProjects/duplicate');
export const deleteActions = createRequestActions<number, void>('paperProjects/delete');
export const approveActions = createRequestActions<{ id: number; version: number }, ProjectView>('paperProjects/approve');
export const photoActions = createRequestActions<PhotoUpload, ProjectView>('paperProjects/photo');
export const photoRemoveActions = createRequestActions<number, ProjectView>('paperProjects/photoRemove');

/** Where a project's autosave is: 'pending' while edits wait for the pause, then saving → saved (or failed). */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

export interface PaperProjectsState {
  list: RequestState & { projects: ProjectSummary[] | null };
  load: RequestState & { id: number | null };
  create: RequestState & { createdId: number | null };
  /** The server's copy of each project opened. */
  projects: Record<number, ProjectView>;
  /** The customiser's copy (what the person sees), ahead of the server's while a save is pending. */
  drafts: Record<number, SaveProjectBody>;
  saves: Record<number, { status: SaveStatus; message: string | null }>;
  /** What the last duplicate / delete / approval said, for the page's status line. */
  action: RequestState & { notice: string | null };
  /** A signed-out guest has been asked to sign up to save their card (pushSignupIntoCustomization). */
  signupAsked: boolean;
  /** The last photo upload or removal (its own status line beside the photo field). */
  photo: RequestState & { id: number | null };
}

export const initialPaperProjectsState: PaperProjectsState = {
  list: { ...idleRequest, projects: null },
  load: { ...idleRequest, id: null },
  create: { ...idleRequest, createdId: null },
  projects: {},
  drafts: {},
  saves: {},
  action: { ...idleRequest, notice: null },
  signupAsked: false,
  photo: { ...idleRequest, id: null },
};

export const draftOf = (p: ProjectView): SaveProjectBody => ({
  texts: { ...p.texts },
  colourway: p.colourway,
  typeface: p.typeface,
  shape: p.shape,
});

const summaryOf = ({ texts: _t, typeface: _f, approved_version: _v, approved_at: _a, detail: _d, layout: _l, ...s }: ProjectView) => s;

const slice = createSlice({
  name: 'paperProjects',
  initialState: initialPaperProjectsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, listActions, (state) => state.list, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.list.projects = payload.result.projects;
      },
    });
    addRequestCases(builder, loadActions, (state) => state.load, {
      started: (state, { payload }) => {
        state.load.id = payload;
      },
      succeeded: (state, { payload }) => {
        const p = payload.result;
        state.projects[p.id] = p;
        // A pending edit is kept; otherwise the customiser shows the server's copy.
        if (!state.drafts[p.id] || state.saves[p.id]?.status === 'saved' || !state.saves[p.id]) {
          state.drafts[p.id] = draftOf(p);
          state.saves[p.id] = { status: 'saved', message: null };
        }
      },
    });
    addRequestCases(builder, createActions, (state) => state.create, {
      started: (state) => {
        state.create.createdId = null;
      },
      succeeded: (state, { payload }) => {
        const p = payload.result;
        state.projects[p.id] = p;
        state.drafts[p.id] = draftOf(p);
        state.saves[p.id] = { status: 'saved', message: null };
        state.create.createdId = p.id;
        state.list.projects = null;
      },
    });
    builder.addCase(projectEdited, (state, { payload: { id, change } }) => {
      const draft = state.drafts[id];
      if (!draft) return;
      if (change.kind === 'text') draft.texts[change.slot] = change.text;
      else if (change.kind === 'colourway') draft.colourway = change.key;
      else if (change.kind === 'typeface') draft.typeface = change.key;
      else draft.shape = change.key;
      state.saves[id] = { status: 'pending', message: null };
    });
    // The autosave's own status (saving → saved, pending again if typed on meanwhile, or failed).
    builder.addCase(saveActions.started, (state, { payload }) => {
      state.saves[payload.id] = { status: 'saving', message: null };
    });
    builder.addCase(saveActions.succeeded, (state, { payload }) => {
      const p = payload.result;
      state.projects[p.id] = p;
      // Typed on while this save was out: that edit is still pending (its own save follows).
      const stillPending = JSON.stringify(state.drafts[p.id]) !== JSON.stringify(payload.arg.body);
      state.saves[p.id] = { status: stillPending ? 'pending' : 'saved', message: null };
      if (state.list.projects) state.list.projects = state.list.projects.map((s) => (s.id === p.id ? summaryOf(p) : s));
    });
    builder.addCase(signupToSavePrompted, (state) => {
      state.signupAsked = true;
    });
    // A photo is a change of the card: the new version comes back (the draft's text is untouched).
    for (const actions of [photoActions, photoRemoveActions] as const) {
      builder.addCase(actions.started, (state, { payload }) => {
        state.photo = { status: 'loading', error: null, id: typeof payload === 'number' ? payload : payload.id };
      });
      builder.addCase(actions.succeeded, (state, { payload }) => {
        state.projects[payload.result.id] = payload.result;
        state.photo = { status: 'succeeded', error: null, id: payload.result.id };
      });
      builder.addCase(actions.failed, (state, { payload }) => {
        state.photo = { status: 'failed', error: payload.error, id: typeof payload.arg === 'number' ? payload.arg : payload.arg.id };
      });
    }
    builder.addCase(saveActions.failed, (state, { payload }) => {
      state.saves[payload.arg.id] = { status: 'failed', message: payload.error.message };
    });
    addRequestCases(builder, duplicateActions, (state) => state.action, {
      started: (state) => {
        state.action.notice = null;
      },
      succeeded: (state, { payload }) => {
        const p = payload.result;
        state.projects[p.id] = p;
        state.list.projects = [summaryOf(p), ...(state.list.projects ?? [])];
        state.action.notice = `Made a copy of ${p.name}.`;
      },
    });
    addRequestCases(builder, deleteActions, (state) => state.action, {
      started: (state) => {
        state.action.notice = null;
      },
      succeeded: (state, { payload }) => {
        const name = state.list.projects?.find((p) => p.id === payload.arg)?.name ?? 'The project';
        state.list.projects = state.list.projects?.filter((p) => p.id !== payload.arg) ?? null;
        delete state.projects[payload.arg];
        delete state.drafts[payload.arg];
        delete state.saves[payload.arg];
        state.action.notice = `${name} was deleted.`;
      },
    });
    addRequestCases(builder, approveActions, (state) => state.action, {
      started: (state) => {
        state.action.notice = null;
      },
      succeeded: (state, { payload }) => {
        state.projects[payload.result.id] = payload.result;
        state.action.notice = 'Proof approved.';
      },
    });
  },
});

export const paperProjectsReducer = slice.reducer;
