import type { PayloadAction } from '@reduxjs/toolkit';
import { all, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { userContextRequested } from '../user/userSlice';
import { normaliseUrlKey, urlKeyProblem } from '../../contracts/registrySettings';
import type { HeldFile } from '../../lib/heldFiles';
import { requestSaga } from '../../lib/requestSaga';
import { registrySettingsApi } from './registrySettingsApi';
import {
  couplePhotoChosen,
  couplePhotoRemoveRequested,
  loadAddressActions,
  loadSettingsActions,
  removePhotoActions,
  saveAddressActions,
  saveSettingsActions,
  settingsRequested,
  settingsSaveRequested,
  shippingAddressRequested,
  shippingAddressSaveRequested,
  uploadPhotoActions,
  urlKeyCheckActions,
  validateAddressActions,
  urlKeyTyped,
} from './registrySettingsSlice';
import { selectRegistrySettings } from './registrySettingsSelectors';
import type { AddressDraft } from './types';

/** How long typing must pause before the key is checked (spec §5 'Checking availability...'). */
export const URL_KEY_CHECK_DELAY_MS = 400;

function* loadSettings() {
  yield* requestSaga(loadSettingsActions, undefined, registrySettingsApi.get);
}

function* saveSettings(action: ReturnType<typeof settingsSaveRequested>) {
  const outcome = yield* requestSaga(saveSettingsActions, action.payload, registrySettingsApi.update);
  // The navigation's 'Preview as guest' and 'Copy link' read the key from the user context.
  if (outcome.ok && action.payload.body.registry_key !== undefined) yield put(userContextRequested());
}

/** Checks a typed key once typing pauses; keys that fail the form rules, or are the registry's own, are not sent. */
function* checkUrlKey(action: PayloadAction<string>) {
  const key = normaliseUrlKey(action.payload);
  const settings = (yield select(selectRegistrySettings)) as ReturnType<typeof selectRegistrySettings>;
  if (urlKeyProblem(key) !== null || key === settings?.registry_key) return;
  yield delay(URL_KEY_CHECK_DELAY_MS);
  yield* requestSaga(urlKeyCheckActions, key, registrySettingsApi.urlKeyAvailable);
}

function* uploadPhoto(action: PayloadAction<HeldFile>) {
  yield* requestSaga(uploadPhotoActions, action.payload, registrySettingsApi.uploadCouplePhoto);
}

function* removePhoto() {
  yield* requestSaga(removePhotoActions, undefined, registrySettingsApi.removeCouplePhoto);
}

function* loadAddress() {
  yield* requestSaga(loadAddressActions, undefined, registrySettingsApi.shippingAddress);
}

/**
 * Spec §5: the address goes through the checkout's validation first. A userMessage stops here (the
 * page shows it with 'Use this address anyway', which sends the same address with bypass); a valid
 * address is saved as the server normalised it.
 */
function* saveAddress(action: PayloadAction<{ address: AddressDraft; bypass: boolean }>) {
  const checked = yield* requestSaga(validateAddressActions, action.payload, registrySettingsApi.validateAddress);
  if (!checked.ok || !checked.result.valid) return;
  const a = checked.result.address;
  yield* requestSaga(
    saveAddressActions,
    {
      name: a.name,
      address1: a.address1,
      address2: a.address2 ?? '',
      city: a.city,
      state_province_region: a.stateCode,
      postal_code: a.zipCode,
    },
    registrySettingsApi.saveShippingAddress,
  );
}

export function* registrySettingsSagas() {
  yield all([
    takeLatest(settingsRequested.type, loadSettings),
    // Sections save independently (each button waits for its own answer).
    takeEvery(settingsSaveRequested.type, saveSettings),
    // Only the last key typed matters: an earlier check still waiting is cancelled.
    takeLatest(urlKeyTyped.type, checkUrlKey),
    // An upload or a removal must not run twice from a double click.
    takeLeading(couplePhotoChosen.type, uploadPhoto),
    takeLeading(couplePhotoRemoveRequested.type, removePhoto),
    takeLatest(shippingAddressRequested.type, loadAddress),
    takeLeading(shippingAddressSaveRequested.type, saveAddress),
  ]);
}
