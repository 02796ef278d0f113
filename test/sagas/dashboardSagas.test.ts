import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { UnknownAction } from '@reduxjs/toolkit';
import { dashboardSagas } from '../../src/features/dashboard/dashboardSagas';
import {
  dashboardReducer,
  dashboardRequested,
  fetchDashboardActions,
  type DashboardState,
} from '../../src/features/dashboard/dashboardSlice';
import { dashboardApi } from '../../src/features/dashboard/dashboardApi';
import { HttpError } from '../../src/lib/http';
import { dashboardFixture } from '../setup/dashboardFixtures';

const root = (state: { dashboard: DashboardState } | undefined, action: UnknownAction) => ({
  dashboard: dashboardReducer(state?.dashboard, action),
});
const view = dashboardFixture();

describe('dashboard sagas (issue 25)', () => {
  it('loads the dashboard: started → succeeded, the answer kept', () =>
    expectSaga(dashboardSagas)
      .withReducer(root)
      .provide([[matchers.call.fn(dashboardApi.fetchDashboard), view]])
      .dispatch(dashboardRequested({ wedding: null }))
      .put(fetchDashboardActions.started({ wedding: null }))
      .call(dashboardApi.fetchDashboard, { wedding: null })
      .put(fetchDashboardActions.succeeded({ arg: { wedding: null }, result: view }))
      .hasFinalState({ dashboard: { view, status: 'succeeded', error: null } })
      .silentRun(50));

  it('a failed load keeps the error; the earlier answer stays unless the wedding is gone', () => {
    const error = { message: 'An error has occurred', status: 503 };
    return expectSaga(dashboardSagas)
      .withReducer(root, { dashboard: { view, status: 'succeeded', error: null } })
      .provide([[matchers.call.fn(dashboardApi.fetchDashboard), throwError(new HttpError(error))]])
      .dispatch(dashboardRequested({ wedding: null }))
      .put(fetchDashboardActions.failed({ arg: { wedding: null }, error }))
      .hasFinalState({ dashboard: { view, status: 'failed', error } })
      .silentRun(50);
  });

  it('another couple’s wedding (404) clears what was shown', () => {
    const error = { message: 'We could not find that wedding.', status: 404, code: 'dashboard.wedding_not_found' };
    return expectSaga(dashboardSagas)
      .withReducer(root, { dashboard: { view, status: 'succeeded', error: null } })
      .provide([[matchers.call.fn(dashboardApi.fetchDashboard), throwError(new HttpError(error))]])
      .dispatch(dashboardRequested({ wedding: 'sam-and-riley' }))
      .put(fetchDashboardActions.failed({ arg: { wedding: 'sam-and-riley' }, error }))
      .hasFinalState({ dashboard: { view: null, status: 'failed', error } })
      .silentRun(50);
  });
});
