import { takeLatest } from 'redux-saga/effects';
import { requestSaga } from '../../lib/requestSaga';
import { marketingApi } from './marketingApi';
import { fetchNewArrivalsActions, HOME_PRODUCT_LIMIT, newArrivalsRequested } from './marketingSlice';

function* loadNewArrivals() {
  yield* requestSaga(fetchNewArrivalsActions, HOME_PRODUCT_LIMIT, marketingApi.fetchNewArrivals);
}

export function* marketingSagas() {
  // takeLatest: a revisit of the home page wants the freshest arrivals; an older request is dropped.
  yield takeLatest(newArrivalsRequested.type, loadNewArrivals);
}
