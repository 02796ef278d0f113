import { takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import { dashboardApi } from './dashboardApi';
import { dashboardRequested, fetchDashboardActions } from './dashboardSlice';

function* loadDashboard(action: PayloadAction<{ wedding: string | null }>) {
  yield* requestSaga(fetchDashboardActions, action.payload, dashboardApi.fetchDashboard);
}

export function* dashboardSagas() {
  // takeLatest: a read; when the page is opened again (or another wedding chosen) the newest answer counts.
  yield takeLatest(dashboardRequested.type, loadDashboard);
}
