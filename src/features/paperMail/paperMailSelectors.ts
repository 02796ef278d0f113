import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialPaperMailState, type PaperMailState } from './paperMailSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): PaperMailState => state.paperMail ?? initialPaperMailState;

export const selectEnvelopes = (state: RootState) => domain(state).envelopes;
export const selectThankYous = (state: RootState) => domain(state).thankYous;
export const selectThankYouCreate = (state: RootState) => domain(state).create;
export const selectMarkMailed = (state: RootState) => domain(state).markMailed;

/** The paper notes grouped by their project (one row per project: its givers and whether it is mailed). */
export const selectPaperProjects = createSelector(selectThankYous, (t) => {
  const groups = new Map<number, { project_id: number; givers: string[]; mailed: boolean }>();
  for (const n of t.data?.notes ?? []) {
    if (n.channel !== 'PAPER' || n.paper_project_id === null) continue;
    const g = groups.get(n.paper_project_id) ?? { project_id: n.paper_project_id, givers: [], mailed: true };
    g.givers.push(n.giver_name);
    g.mailed &&= n.state === 'MAILED';
    groups.set(n.paper_project_id, g);
  }
  return [...groups.values()];
});
