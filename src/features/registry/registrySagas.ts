import { put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { registryApi } from './registryApi';
import {
  addItemActions,
  addToRegistryBlocked,
  addToRegistryRequested,
  fetchUserInfoActions,
  HAWAII_ALASKA_MESSAGE,
} from './registrySlice';
import type { AddToRegistryArg } from './types';

/** Spec §5: restricted products (non-null list without US_ALASKA_AND_HAWAII) cannot go to HI/AK. */
export function isBlockedForState(shippingRestrictions: string[] | null, state: string | null | undefined): boolean {
  if (shippingRestrictions === null || shippingRestrictions.includes('US_ALASKA_AND_HAWAII')) return false;
  return state === 'HI' || state === 'AK';
}

/** Fetch the owner's state first, block client-side per spec §5, then call the server. */
export function* addToRegistryFlow(action: PayloadAction<AddToRegistryArg>) {
  const arg = action.payload;
  const info = yield* requestSaga(fetchUserInfoActions, undefined, registryApi.userInfo);
  if (!info.ok) return;
  if (isBlockedForState(arg.shippingRestrictions, info.result.address_view?.state_province_region)) {
    yield put(addToRegistryBlocked({ arg, message: HAWAII_ALASKA_MESSAGE }));
    return;
  }
  yield* requestSaga(addItemActions, arg, registryApi.add);
}

export function* registrySagas() {
  // takeLeading: a double click on 'Add to registry' must not add the item twice.
  yield takeLeading(addToRegistryRequested.type, addToRegistryFlow);
}
