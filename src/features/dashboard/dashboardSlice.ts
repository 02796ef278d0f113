import { createAction, createSlice } from '@reduxjs/toolkit';
import type { DashboardView } from '../../contracts/dashboard';
import type { ApiError } from '../../lib/http';
import { addRequestCases } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';

/** The dashboard page opened (or asked again): for one of the user's weddings (its slug), or their first. */
export const dashboardRequested = createAction<{ wedding: string | null }>('dashboard/requested');
export const fetchDashboardActions = createRequestActions<{ wedding: string | null }, DashboardView>('dashboard/fetch');

export interface DashboardState {
  view: DashboardView | null;
  status: RequestStatus;
  error: ApiError | null;
}

export const initialDashboardState: DashboardState = { view: null, status: 'idle', error: null };

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {},
  extraReducers: (builder) => {
    // The last answer stays while a fresh one loads (the page shows it, with the status).
    addRequestCases(builder, fetchDashboardActions, (state) => state, {
      succeeded: (state, action) => {
        state.view = action.payload.result;
      },
      failed: (state, action) => {
        // Signed out, or no such wedding (any more): the earlier answer must not stay on screen.
        if (action.payload.error.status === 401 || action.payload.error.status === 404) state.view = null;
      },
    });
  },
});

export const dashboardReducer = dashboardSlice.reducer;
