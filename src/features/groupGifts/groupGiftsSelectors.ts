import type { RootState } from '../../app/rootReducer';
import { initialGroupGiftsState, type GroupGiftsState } from './groupGiftsSlice';

/** The domain's state (its initial state until its code has loaded: lazyDomains.ts). */
const domain = (state: RootState): GroupGiftsState => state.groupGifts ?? initialGroupGiftsState;

export const selectGroupGifting = (state: RootState) => domain(state).settings;
export const selectGroupGiftingSave = (state: RootState) => domain(state).save;
export const selectGroupGiftSwitch = (state: RootState) => domain(state).switch;
export const selectGroupGiftUnits = (state: RootState) => domain(state).units;
