import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import {
  SAMPLE_LIMIT,
  type CatalogueAnswer,
  type DesignDetail,
  type PaperHomeAnswer,
  type SampleBody,
  type SampleOrderAnswer,
  type SuitesAnswer,
} from '../../contracts/paper';
import type { SampleChoice } from './sampleBox';

// Events the pages raise.
export const paperHomeRequested = createAction('paper/homeRequested');
export const suitesRequested = createAction('paper/suitesRequested');
/** A catalogue page opened or its filters changed (`query`: the URL's filters, canonical). */
export const catalogueRequested = createAction<{ slug: string; query: string }>('paper/catalogueRequested');
export const designRequested = createAction<string>('paper/designRequested');
export const sampleAdded = createAction<SampleChoice>('paper/sampleAdded');
export const sampleRemoved = createAction<{ design: string; colourway: string }>('paper/sampleRemoved');
/** The box this browser kept (read once when the domain loads). */
export const sampleBoxRestored = createAction<SampleChoice[]>('paper/sampleBoxRestored');
/** The sample box page opened (its first event loads the domain, which restores the stored box). */
export const samplesPageOpened = createAction('paper/samplesPageOpened');
export const samplesOrderSubmitted = createAction<SampleBody>('paper/samplesOrderSubmitted');

// Requests (started / succeeded / failed).
export const homeActions = createRequestActions<void, PaperHomeAnswer>('paper/home');
export const suitesActions = createRequestActions<void, SuitesAnswer>('paper/suites');
export const catalogueActions = createRequestActions<{ slug: string; query: string }, CatalogueAnswer>('paper/catalogue');
export const designActions = createRequestActions<string, DesignDetail>('paper/design');
export const sampleOrderActions = createRequestActions<SampleBody, SampleOrderAnswer>('paper/sampleOrder');

export interface PaperState {
  home: RequestState & { answer: PaperHomeAnswer | null };
  suites: RequestState & { answer: SuitesAnswer | null };
  /** The catalogue page's answer, for the slug and query it was asked for. */
  catalogue: RequestState & { slug: string | null; query: string | null; answer: CatalogueAnswer | null };
  design: RequestState & { slug: string | null };
  /** Designs already loaded, by slug (going back to one shows it at once). */
  designs: Record<string, DesignDetail>;
  samples: {
    box: SampleChoice[];
    /** Why the last add was refused (the box is full), or null. */
    notice: string | null;
    order: RequestState;
    confirmation: SampleOrderAnswer | null;
  };
}

export const initialPaperState: PaperState = {
  home: { ...idleRequest, answer: null },
  suites: { ...idleRequest, answer: null },
  catalogue: { ...idleRequest, slug: null, query: null, answer: null },
  design: { ...idleRequest, slug: null },
  designs: {},
  samples: { box: [], notice: null, order: idleRequest, confirmation: null },
};

export const SAMPLE_BOX_FULL_MESSAGE = `Your sample box is full: free samples are limited to ${SAMPLE_LIMIT}. Remove one to add another.`;

const sameSample = (a: { design: string; colourway: string }, b: { design: string; colourway: string }) =>
  a.design === b.design && a.colourway === b.colourway;

const slice = createSlice({
  name: 'paper',
  initialState: initialPaperState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, homeActions, (state) => state.home, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.home.answer = payload.result;
      },
    });
    addRequestCases(builder, suitesActions, (state) => state.suites, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.suites.answer = payload.result;
      },
    });
    addRequestCases(builder, catalogueActions, (state) => state.catalogue, {
      started: (state, { payload }) => {
        // Another catalogue: the old one's designs must not show under the new heading.
        if (state.catalogue.slug !== payload.slug) state.catalogue.answer = null;
        state.catalogue.slug = payload.slug;
        state.catalogue.query = payload.query;
      },
      succeeded: (state, { payload }) => {
        if (state.catalogue.slug === payload.arg.slug && state.catalogue.query === payload.arg.query)
          state.catalogue.answer = payload.result;
      },
    });
    addRequestCases(builder, designActions, (state) => state.design, {
      started: (state, { payload }) => {
        state.design.slug = payload;
      },
      succeeded: (state, { payload }) => {
        state.designs[payload.arg] = payload.result;
      },
    });
    builder.addCase(sampleAdded, (state, { payload }) => {
      const box = state.samples.box;
      if (box.some((s) => sameSample(s, payload))) return;
      if (box.length >= SAMPLE_LIMIT) {
        state.samples.notice = SAMPLE_BOX_FULL_MESSAGE;
        return;
      }
      box.push(payload);
      state.samples.notice = null;
      state.samples.confirmation = null;
    });
    builder.addCase(sampleRemoved, (state, { payload }) => {
      state.samples.box = state.samples.box.filter((s) => !sameSample(s, payload));
      state.samples.notice = null;
    });
    builder.addCase(sampleBoxRestored, (state, { payload }) => {
      // What was added before the stored box was read stays, after it, up to the limit.
      const merged = [...payload, ...state.samples.box.filter((s) => !payload.some((p) => sameSample(p, s)))];
      state.samples.box = merged.slice(0, SAMPLE_LIMIT);
    });
    addRequestCases(builder, sampleOrderActions, (state) => state.samples.order, {
      started: (state) => {
        state.samples.confirmation = null;
      },
      succeeded: (state, { payload }) => {
        state.samples.confirmation = payload.result;
        state.samples.box = [];
      },
    });
  },
});

export const paperReducer = slice.reducer;
