import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { dashboardReducer, type DashboardState } from './dashboardSlice';
import { dashboardSagas } from './dashboardSagas';

/** The dashboard domain as lazyDomains.ts loads it: one module, one chunk request, no glue in the first load. */
export const reducers: { dashboard: Reducer<DashboardState> } = { dashboard: dashboardReducer };
export const sagas: Saga[] = [dashboardSagas];
