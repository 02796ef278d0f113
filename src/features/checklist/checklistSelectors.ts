import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { checklistProgress } from '../../contracts/checklist';
import { initialChecklistState, type ChecklistState } from './checklistSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): ChecklistState => state.checklist ?? initialChecklistState;

export const selectChecklistView = (state: RootState) => domain(state).view;
export const selectChecklistLoad = (state: RootState) => domain(state).load;
export const selectChecklistCreate = (state: RootState) => domain(state).create;
export const selectChecklistReminders = (state: RootState) => domain(state).reminders;
export const selectChecklistNotice = (state: RootState) => domain(state).notice;
export const selectChecklistProgress = createSelector(selectChecklistView, (view) =>
  view ? checklistProgress(view.tasks, view.today) : null,
);
/** The months ('YYYY-MM') that have tasks due, in order: the month filter's choices. */
export const selectChecklistMonths = createSelector(selectChecklistView, (view) =>
  view ? [...new Set(view.tasks.flatMap((t) => (t.due_date ? [t.due_date.slice(0, 7)] : [])))].sort() : [],
);
