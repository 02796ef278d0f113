import type { RootState } from '../../app/rootReducer';
import { initialFulfilmentState, type FulfilmentState } from './fulfilmentSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): FulfilmentState => state.fulfilment ?? initialFulfilmentState;

export const selectHeldGifts = (state: RootState) => domain(state).held;
export const selectHeldLoad = (state: RootState) => domain(state).load;
export const selectPreferenceSave = (state: RootState) => domain(state).savePreference;
export const selectRelease = (state: RootState) => domain(state).release;
export const selectHoldRequest = (state: RootState) => domain(state).hold;
