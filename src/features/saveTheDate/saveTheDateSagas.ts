import { all, call, delay, put, race, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { saveTheDateApi } from './saveTheDateApi';
import {
  cardActions,
  createSendActions,
  designsActions,
  overviewActions,
  resendActions,
  sendActions,
  stdCardOpened,
  stdDesignsRequested,
  stdPageOpened,
  stdResendRequested,
  stdSendClosed,
  stdSendOpened,
  stdSendRequested,
  stdUnsubscribeRequested,
  unsubscribeActions,
} from './saveTheDateSlice';

/** How often a send's progress is read while it is going out. */
export const POLL_MS = 1500;

function* loadOverview() {
  yield* requestSaga(overviewActions, undefined, saveTheDateApi.overview);
}

function* loadDesigns(action: ReturnType<typeof stdDesignsRequested>) {
  yield* requestSaga(designsActions, action.payload, saveTheDateApi.designs);
}

/** Reads the send until every recipient is final, then the overview (its counts, the checklist's tick). */
function* poll(id: number) {
  for (;;) {
    const outcome = yield* requestSaga(sendActions, id, saveTheDateApi.send);
    if (outcome.ok && outcome.result.status === 'DONE') {
      yield call(loadOverview);
      return;
    }
    yield delay(POLL_MS);
  }
}

/** Follows a send until it is done or the couple closes it (or opens another: takeLatest). */
function* follow(id: number) {
  yield race({ done: call(poll, id), closed: take(stdSendClosed.type) });
}

function* followOpened(action: ReturnType<typeof stdSendOpened>) {
  yield* follow(action.payload);
}

function* createSend(action: ReturnType<typeof stdSendRequested>) {
  const outcome = yield* requestSaga(createSendActions, action.payload, saveTheDateApi.create);
  if (outcome.ok) yield put(stdSendOpened(outcome.result.id));
}

function* resend(action: ReturnType<typeof stdResendRequested>) {
  const outcome = yield* requestSaga(resendActions, action.payload, saveTheDateApi.resend);
  if (outcome.ok) yield put(stdSendOpened(outcome.result.id));
}

function* openCard(action: ReturnType<typeof stdCardOpened>) {
  yield* requestSaga(cardActions, action.payload, saveTheDateApi.card);
}

function* unsubscribe(action: ReturnType<typeof stdUnsubscribeRequested>) {
  yield* requestSaga(unsubscribeActions, action.payload, saveTheDateApi.unsubscribe);
}

export function* saveTheDateSagas() {
  yield all([
    // Reads: the latest wins.
    takeLatest(stdPageOpened.type, loadOverview),
    takeLatest(stdDesignsRequested.type, loadDesigns),
    takeLatest(stdCardOpened.type, openCard),
    // Following one send at a time: opening another stops the first's polling.
    takeLatest(stdSendOpened.type, followOpened),
    // Sends and unsubscribes must not run twice from a double click.
    takeLeading(stdSendRequested.type, createSend),
    takeLeading(stdResendRequested.type, resend),
    takeLeading(stdUnsubscribeRequested.type, unsubscribe),
  ]);
}
