import { takeLatest } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { userApi } from './userApi';
import { fetchUserContextActions, userContextRequested } from './userSlice';

function* loadUserContext() {
  yield* requestSaga(fetchUserContextActions, undefined, userApi.fetchUserContext);
}

export function* userSagas() {
  // takeLatest: a read; a newer request (after log-in, say) supersedes an older one.
  yield takeLatest(userContextRequested.type, loadUserContext);
}
