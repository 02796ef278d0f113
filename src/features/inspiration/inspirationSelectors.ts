import type { RootState } from '../../app/rootReducer';
import { initialInspirationState, type InspirationState } from './inspirationSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): InspirationState => state.inspiration ?? initialInspirationState;

export const selectBrowse = (state: RootState) => domain(state).browse;
export const selectWeddingRequest = (state: RootState) => domain(state).wedding;
export const selectRealWedding = (state: RootState, slug: string) => domain(state).weddings[slug] ?? null;
export const selectQuiz = (state: RootState) => domain(state).quiz;
export const selectQuizSave = (state: RootState) => domain(state).quizSave;
export const selectSuggestions = (state: RootState) => domain(state).suggestions;
export const selectBoards = (state: RootState) => domain(state).boards;
export const selectBoard = (state: RootState) => domain(state).board;
export const selectSave = (state: RootState) => domain(state).save;
export const selectBoardEdit = (state: RootState) => domain(state).edit;
export const selectSharedBoard = (state: RootState) => domain(state).shared;
