import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { CoupleGroupGift, GroupGiftingAnswer, RefundSummary } from '../../contracts/groupGifts';
import type { GroupGiftSwitchAnswer } from '../../contracts/registry';
import type { SwitchArg } from './groupGiftsApi';

// Events the pages raise.
/** The settings page opened: the registry's price rule. */
export const groupGiftingRequested = createAction('groupGifts/groupGiftingRequested');
/** The couple saved the price rule (null: none). */
export const groupGiftingSaveRequested = createAction<number | null>('groupGifts/groupGiftingSaveRequested');
/** The couple switched one gift (manage registry). */
export const groupGiftSwitchRequested = createAction<SwitchArg>('groupGifts/groupGiftSwitchRequested');
/** The gift tracker opened: the group gifts' units and contributors. */
export const groupGiftUnitsRequested = createAction('groupGifts/groupGiftUnitsRequested');

// Requests (started / succeeded / failed).
export const loadSettingsActions = createRequestActions<void, GroupGiftingAnswer>('groupGifts/loadSettings');
export const saveSettingsActions = createRequestActions<number | null, GroupGiftingAnswer>('groupGifts/saveSettings');
export const switchActions = createRequestActions<SwitchArg, GroupGiftSwitchAnswer>('groupGifts/switch');
export const loadUnitsActions = createRequestActions<void, { group_gifts: CoupleGroupGift[] }>('groupGifts/loadUnits');

export interface GroupGiftsState {
  settings: RequestState & { data: GroupGiftingAnswer | null };
  save: RequestState & { saved: boolean };
  /** The last switch: which gift, and what it refunded. */
  switch: RequestState & { itemId: number | null; refunded: RefundSummary | null };
  units: RequestState & { data: CoupleGroupGift[] | null };
}

export const initialGroupGiftsState: GroupGiftsState = {
  settings: { ...idleRequest, data: null },
  save: { ...idleRequest, saved: false },
  switch: { ...idleRequest, itemId: null, refunded: null },
  units: { ...idleRequest, data: null },
};

const slice = createSlice({
  name: 'groupGifts',
  initialState: initialGroupGiftsState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, loadSettingsActions, (state) => state.settings, {
      succeeded: (state, { payload }) => {
        state.settings.data = payload.result;
      },
    });
    addRequestCases(builder, saveSettingsActions, (state) => state.save, {
      started: (state) => {
        state.save.saved = false;
      },
      succeeded: (state, { payload }) => {
        state.save.saved = true;
        state.settings.data = payload.result;
      },
    });
    addRequestCases(builder, switchActions, (state) => state.switch, {
      started: (state, { payload }) => {
        state.switch.itemId = payload.itemId;
        state.switch.refunded = null;
      },
      succeeded: (state, { payload }) => {
        state.switch.refunded = payload.result.refunded;
      },
    });
    addRequestCases(builder, loadUnitsActions, (state) => state.units, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.units.data = payload.result.group_gifts;
      },
    });
  },
});

export const groupGiftsReducer = slice.reducer;
