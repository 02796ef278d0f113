import type { RootState } from '../../app/rootReducer';
import { initialPaperState, type PaperState } from './paperSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): PaperState => state.paper ?? initialPaperState;

export const selectPaperHome = (state: RootState) => domain(state).home;
export const selectPaperSuites = (state: RootState) => domain(state).suites;
export const selectCatalogue = (state: RootState) => domain(state).catalogue;
export const selectDesignRequest = (state: RootState) => domain(state).design;
export const selectDesign = (state: RootState, slug: string) => domain(state).designs[slug] ?? null;
export const selectSampleBox = (state: RootState) => domain(state).samples.box;
export const selectSampleNotice = (state: RootState) => domain(state).samples.notice;
export const selectSampleOrder = (state: RootState) => domain(state).samples.order;
export const selectSampleConfirmation = (state: RootState) => domain(state).samples.confirmation;
