import { all, delay, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { paperMailApi } from './paperMailApi';
import {
  createThankYousActions,
  envelopesActions,
  envelopesRequested,
  markMailedActions,
  paperMailedRequested,
  thankYouPageClosed,
  thankYouPageOpened,
  thankYousActions,
  thankYouSendRequested,
} from './paperMailSlice';

/** How often the thank-you page reads its notes while emails are going out. */
export const THANK_YOU_POLL_MS = 1500;

function* loadEnvelopes(action: ReturnType<typeof envelopesRequested>) {
  yield* requestSaga(envelopesActions, action.payload, paperMailApi.envelopes);
}

/** Reads the overview, then again while any email is still queued (its job sends it moments later). */
function* loadThankYous() {
  for (;;) {
    const outcome = yield* requestSaga(thankYousActions, undefined, paperMailApi.thankYous);
    if (!outcome.ok || !outcome.result.notes.some((n) => n.state === 'QUEUED')) return;
    const winner = (yield race({ wait: delay(THANK_YOU_POLL_MS), closed: take(thankYouPageClosed.type) })) as { closed?: unknown };
    if (winner.closed) return;
  }
}

function* createThankYous(action: ReturnType<typeof thankYouSendRequested>) {
  const outcome = yield* requestSaga(createThankYousActions, action.payload, paperMailApi.createThankYous);
  if (outcome.ok) yield* loadThankYous();
}

function* markMailed(action: ReturnType<typeof paperMailedRequested>) {
  const outcome = yield* requestSaga(markMailedActions, action.payload, paperMailApi.markMailed);
  if (outcome.ok) yield* loadThankYous();
}

export function* paperMailSagas() {
  yield all([
    // Reads: the latest choice wins (a newer one cancels the older read, and its polling).
    takeLatest(envelopesRequested.type, loadEnvelopes),
    takeLatest(thankYouPageOpened.type, loadThankYous),
    // Sending cards and marking them mailed must not run twice from a double click.
    takeLeading(thankYouSendRequested.type, createThankYous),
    takeLeading(paperMailedRequested.type, markMailed),
  ]);
}
