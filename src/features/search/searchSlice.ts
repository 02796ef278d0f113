import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { SuggestAnswer } from '../../contracts/search';

// Events the header's search and the results page raise.
/** The header's search field changed: suggestions for this text (debounced in the saga). */
export const suggestionsRequested = createAction<string>('search/suggestionsRequested');
/** The field was emptied or closed: no suggestions, and a pending request is dropped. */
export const suggestionsCleared = createAction('search/suggestionsCleared');
/** The results page opened for a query: its brands, categories and vendors. */
export const matchesRequested = createAction<string>('search/matchesRequested');

// Requests (started / succeeded / failed).
export const suggestActions = createRequestActions<string, SuggestAnswer>('search/suggest');
export const matchesActions = createRequestActions<string, SuggestAnswer>('search/matches');

export interface SearchState {
  /** The header's suggestions: for which text, and the answer (null until one arrives). */
  suggestions: { query: string; answer: SuggestAnswer | null } & RequestState;
  /** The results page's matches (brands, categories, vendors) for its query. */
  matches: { query: string; answer: SuggestAnswer | null } & RequestState;
}

export const initialSearchState: SearchState = {
  suggestions: { query: '', answer: null, ...idleRequest },
  matches: { query: '', answer: null, ...idleRequest },
};

const slice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(suggestionsCleared, (state) => {
      state.suggestions = { query: '', answer: null, ...idleRequest };
    });
    // The answer kept is the latest one asked for: takeLatest drops a stale request, so an
    // answer always belongs to the text the field holds (or held a moment ago).
    addRequestCases(builder, suggestActions, (state) => state.suggestions, {
      keepSucceeded: true,
      started: (state, { payload }) => {
        state.suggestions.query = payload;
      },
      succeeded: (state, { payload }) => {
        state.suggestions.answer = payload.result;
      },
    });
    addRequestCases(builder, matchesActions, (state) => state.matches, {
      started: (state, { payload }) => {
        state.matches.query = payload;
        state.matches.answer = null;
      },
      succeeded: (state, { payload }) => {
        state.matches.answer = payload.result;
      },
    });
  },
});

export const searchReducer = slice.reducer;
