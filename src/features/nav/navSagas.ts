import { select, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { fetchCategories } from './navApi';
import { fetchCategoriesActions, categoriesRequested } from './navSlice';
import { selectCategoriesStatus } from './navSelectors';
import type { RequestStatus } from '../../lib/requestSaga';

function* loadCategories() {
  const status = (yield select(selectCategoriesStatus)) as RequestStatus;
  // The tree changes rarely: fetch once per page load, however many components ask.
  if (status === 'succeeded') return;
  yield* requestSaga(fetchCategoriesActions, undefined, fetchCategories);
}

export function* navSagas() {
  // takeLeading: concurrent asks share the request in flight.
  yield takeLeading(categoriesRequested.type, loadCategories);
}
