import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { privacyApi } from './privacyApi';
import { doNotSellChanged, fetchPrivacyActions, privacyPreferencesRequested, savePrivacyActions } from './privacySlice';

function* loadPreferences() {
  yield* requestSaga(fetchPrivacyActions, undefined, privacyApi.fetchPrivacyPreferences);
}

export function* savePreference(action: PayloadAction<boolean>) {
  yield* requestSaga(savePrivacyActions, action.payload, privacyApi.savePrivacyPreferences);
}

export function* privacySagas() {
  // takeLatest: a page revisit wants the current choice; an older read is dropped.
  yield takeLatest(privacyPreferencesRequested.type, loadPreferences);
  // takeLatest: when the switch is flipped twice quickly, the last position is the one that counts.
  yield takeLatest(doNotSellChanged.type, savePreference);
}
