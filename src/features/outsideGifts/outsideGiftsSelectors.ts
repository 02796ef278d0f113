import type { RootState } from '../../app/rootReducer';
import { initialOutsideGiftsState, type OutsideGiftsState } from './outsideGiftsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): OutsideGiftsState => state.outsideGifts ?? initialOutsideGiftsState;

export const selectMarkPurchase = (state: RootState) => domain(state).mark;
export const selectGiftImport = (state: RootState) => domain(state).import;
