import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialDashboardState } from './dashboardSlice';

/** The dashboard's state; its initial state until the domain has loaded (src/app/lazyDomain.ts). */
const selectDashboard = (state: RootState) => state.dashboard ?? initialDashboardState;

export const selectDashboardView = (state: RootState) => selectDashboard(state).view;
export const selectDashboardRequest = createSelector(selectDashboard, (d) => ({ status: d.status, error: d.error }));
