import { all, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { giftTrackerRequested } from '../registry/registryEvents';
import { selectGiftTracker } from '../registry/registrySelectors';
import { fulfilmentApi } from './fulfilmentApi';
import {
  heldGiftsRequested,
  holdGiftActions,
  holdGiftRequested,
  loadHeldActions,
  releaseActions,
  releaseRequested,
  savePreferenceActions,
  shippingPreferenceSaveRequested,
} from './fulfilmentSlice';

function* loadHeld() {
  yield* requestSaga(loadHeldActions, undefined, fulfilmentApi.heldGifts);
}

function* savePreference(action: ReturnType<typeof shippingPreferenceSaveRequested>) {
  yield* requestSaga(savePreferenceActions, action.payload, fulfilmentApi.savePreference);
}

/** After a release or a hold the tracker's statuses changed: it reloads, with the filter it shows. */
function* reloadTracker() {
  const tracker = (yield select(selectGiftTracker)) as ReturnType<typeof selectGiftTracker>;
  yield put(giftTrackerRequested(tracker.filter));
}

function* release(action: ReturnType<typeof releaseRequested>) {
  const outcome = yield* requestSaga(releaseActions, action.payload, fulfilmentApi.release);
  if (outcome.ok) yield* reloadTracker();
}

function* holdGift(action: ReturnType<typeof holdGiftRequested>) {
  const outcome = yield* requestSaga(holdGiftActions, action.payload, fulfilmentApi.holdGift);
  if (outcome.ok) yield* reloadTracker();
}

export function* fulfilmentSagas() {
  yield all([
    // A read: the latest wins.
    takeLatest(heldGiftsRequested.type, loadHeld),
    // Writes the couple must not send twice by double-clicking: the first runs, repeats while it runs are ignored.
    takeLeading(shippingPreferenceSaveRequested.type, savePreference),
    takeLeading(releaseRequested.type, release),
    takeLeading(holdGiftRequested.type, holdGift),
  ]);
}
