import { takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { supportApi } from './supportApi';
import { contactActions, contactSubmitted } from './supportSlice';
import type { ContactInput } from './types';

export function* sendContact(action: PayloadAction<ContactInput>) {
  yield* requestSaga(contactActions, action.payload, supportApi.sendContactMessage);
}

export function* supportSagas() {
  // takeLeading: a double-click on Send must not send the message twice.
  yield takeLeading(contactSubmitted.type, sendContact);
}
