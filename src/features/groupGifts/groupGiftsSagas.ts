import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { noticeShown } from '../notices/noticesSlice';
import { manageRequested } from '../registry/registryEvents';
import { groupGiftsApi, type SwitchArg } from './groupGiftsApi';
import {
  groupGiftingRequested,
  groupGiftingSaveRequested,
  groupGiftSwitchRequested,
  groupGiftUnitsRequested,
  loadSettingsActions,
  loadUnitsActions,
  saveSettingsActions,
  switchActions,
} from './groupGiftsSlice';
import { dollars } from '../../contracts/groupGiftRules';

export function* loadSettingsFlow() {
  yield* requestSaga(loadSettingsActions, undefined, groupGiftsApi.getSettings);
}

export function* saveSettingsFlow(action: PayloadAction<number | null>) {
  yield* requestSaga(saveSettingsActions, action.payload, groupGiftsApi.saveSettings);
}

/**
 * One gift's switch; the couple's registry is read again (the gift's group gift and, after a
 * refund, what is still needed), and a refund is said out loud (how many contributors, how much).
 */
export function* switchFlow(action: PayloadAction<SwitchArg>) {
  const outcome = yield* requestSaga(switchActions, action.payload, groupGiftsApi.switchGift);
  if (!outcome.ok) {
    yield put(noticeShown({ kind: 'negative', message: outcome.error.message }));
    return;
  }
  yield put(manageRequested());
  const { count, amount_cents } = outcome.result.refunded;
  if (count > 0)
    yield put(
      noticeShown({
        kind: 'positive',
        message: `Group gifting is off for ${outcome.result.item.title}. ${count === 1 ? '1 contributor was' : `${count} contributors were`} refunded ${dollars(amount_cents)}.`,
      }),
    );
}

export function* loadUnitsFlow() {
  yield* requestSaga(loadUnitsActions, undefined, groupGiftsApi.listUnits);
}

export function* groupGiftsSagas() {
  yield all([
    // Reads: the newest is the one to show.
    takeLatest(groupGiftingRequested.type, loadSettingsFlow),
    takeLatest(groupGiftUnitsRequested.type, loadUnitsFlow),
    // Writes: a double click must not save (or refund) twice.
    takeLeading(groupGiftingSaveRequested.type, saveSettingsFlow),
    takeLeading(groupGiftSwitchRequested.type, switchFlow),
  ]);
}
