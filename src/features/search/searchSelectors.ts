import type { RootState } from '../../app/rootReducer';
import { initialSearchState, type SearchState } from './searchSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): SearchState => state.search ?? initialSearchState;

export const selectSuggestions = (state: RootState) => domain(state).suggestions;
export const selectMatches = (state: RootState) => domain(state).matches;
