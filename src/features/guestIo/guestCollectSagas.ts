import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, takeLatest, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import type { CollectAddressBody, CollectNewHouseholdBody } from '../../contracts/guestCollect';
import { guestIoApi } from './guestIoApi';
import {
  addActions,
  collectAddRequested,
  collectFindRequested,
  collectPageOpened,
  collectSaveRequested,
  findActions,
  householdActions,
  linkInfoActions,
  saveActions,
} from './guestCollectSlice';

/** The link's owner, and the household a personal link names (`?household=`), side by side. */
function* pageOpened(action: PayloadAction<{ token: string; householdKey: string | null }>) {
  const { token, householdKey } = action.payload;
  yield all([
    call(function* info() {
      yield* requestSaga(linkInfoActions, token, guestIoApi.linkInfo);
    }),
    ...(householdKey
      ? [
          call(function* household() {
            yield* requestSaga(householdActions, { token, key: householdKey }, guestIoApi.household);
          }),
        ]
      : []),
  ]);
}

function* find(action: PayloadAction<{ token: string; firstName: string; lastName: string }>) {
  yield* requestSaga(findActions, action.payload, guestIoApi.find);
}

function* save(action: PayloadAction<{ token: string; key: string; body: CollectAddressBody }>) {
  yield* requestSaga(saveActions, action.payload, guestIoApi.saveAddress);
}

function* add(action: PayloadAction<{ token: string; body: CollectNewHouseholdBody }>) {
  yield* requestSaga(addActions, action.payload, guestIoApi.addHousehold);
}

export function* guestCollectSagas() {
  yield all([
    takeLatest(collectPageOpened.type, pageOpened),
    // A lookup counts against the guest's budget: a double click must not spend two.
    takeLeading(collectFindRequested.type, find),
    takeLeading(collectSaveRequested.type, save),
    takeLeading(collectAddRequested.type, add),
  ]);
}
