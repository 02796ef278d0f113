import { all, delay, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { searchApi } from './searchApi';
import { matchesActions, matchesRequested, suggestActions, suggestionsCleared, suggestionsRequested } from './searchSlice';

/** Suggestions wait this long after the last keystroke before asking the server (issue 32: ~150 ms). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Waits out the typing, then asks. A newer keystroke (or a clear) cancels both the wait and the call. */
export function* suggest(action: PayloadAction<string>) {
  const q = action.payload.trim();
  if (!q) return;
  yield delay(SUGGEST_DEBOUNCE_MS);
  yield* requestSaga(suggestActions, q, searchApi.suggest);
}

/** The results page's matches for its query. */
export function* loadMatches(action: PayloadAction<string>) {
  yield* requestSaga(matchesActions, action.payload, searchApi.suggest);
}

export function* searchSagas() {
  yield all([
    // takeLatest: only the text typed last matters, so each keystroke (or clear) cancels the
    // previous wait and any request still in flight (its answer never lands).
    takeLatest([suggestionsRequested.type, suggestionsCleared.type], function* (action: PayloadAction<string | undefined>) {
      if (action.type === suggestionsRequested.type) yield* suggest(action as PayloadAction<string>);
    }),
    // takeLatest: a new query on the results page replaces the old one's request.
    takeLatest(matchesRequested, loadMatches),
  ]);
}
