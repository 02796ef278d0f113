import { call, select, takeLeading } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { fetchCategories, fetchLegacyNav, logNavError } from './navApi';
import { fetchCategoriesActions, categoriesRequested, fetchLegacyNavActions, legacyNavRequested } from './navSlice';
import { selectCategoriesStatus, selectMenuStatus } from './navSelectors';
import type { RequestStatus } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';

/** Spec §8: a navigation fetch failure is logged, nothing is shown, and a failing log is ignored. */
export function* logNavFailure(id: string, error: ApiError) {
  try {
    yield call(logNavError, id, error.message, { status: error.status, supportId: error.supportId });
  } catch {
    // The log endpoint failing must not surface either.
  }
}

function* loadCategories() {
  const status = (yield select(selectCategoriesStatus)) as RequestStatus;
  // The tree changes rarely: fetch once per page load, however many components ask.
  if (status === 'succeeded') return;
  const outcome = yield* requestSaga(fetchCategoriesActions, undefined, fetchCategories);
  if (!outcome.ok) yield* logNavFailure('nav-categories', outcome.error);
}

function* loadLegacyNav() {
  const status = (yield select(selectMenuStatus)) as RequestStatus;
  if (status === 'succeeded') return;
  const outcome = yield* requestSaga(fetchLegacyNavActions, undefined, fetchLegacyNav);
  if (!outcome.ok) yield* logNavFailure('nav-legacy', outcome.error);
}

export function* navSagas() {
  // takeLeading: every layout mount asks; one request serves them all.
  yield takeLeading(legacyNavRequested.type, loadLegacyNav);
  // takeLeading: concurrent asks share the request in flight.
  yield takeLeading(categoriesRequested.type, loadCategories);
}
