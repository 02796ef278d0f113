import type { RootState } from '../../app/rootReducer';
import { isApproved } from '../../contracts/paperProjects';
import { initialPaperProjectsState, type PaperProjectsState } from './paperProjectsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): PaperProjectsState => state.paperProjects ?? initialPaperProjectsState;

export const selectProjectList = (state: RootState) => domain(state).list;
export const selectProjectLoad = (state: RootState) => domain(state).load;
export const selectProjectCreate = (state: RootState) => domain(state).create;
export const selectProject = (state: RootState, id: number) => domain(state).projects[id] ?? null;
export const selectProjectDraft = (state: RootState, id: number) => domain(state).drafts[id] ?? null;
const NOTHING_WAITING = { status: 'saved' as const, message: null };
export const selectProjectSave = (state: RootState, id: number) => domain(state).saves[id] ?? NOTHING_WAITING;
export const selectProjectAction = (state: RootState) => domain(state).action;
/** The saved version is approved (and nothing newer waits to be saved). */
export const selectProjectApproved = (state: RootState, id: number): boolean => {
  const p = domain(state).projects[id];
  return !!p && isApproved(p) && (domain(state).saves[id]?.status ?? 'saved') === 'saved';
};
export const selectProjectPhoto = (state: RootState) => domain(state).photo;
