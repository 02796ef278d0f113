import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { HeldGiftsAnswer, ReleaseHeldAnswer, ShippingPreferenceBody } from '../../contracts/fulfilment';

/**
 * The couple's side of "hold gifts, ship later" (issue 26): their shipping preference (registry
 * settings), the gifts waiting for release and the release itself (gift tracker).
 */

// Events the pages raise.
export const heldGiftsRequested = createAction('fulfilment/heldGiftsRequested');
export const shippingPreferenceSaveRequested = createAction<ShippingPreferenceBody>('fulfilment/shippingPreferenceSaveRequested');
/** Ship held gifts now: all of them (no ids), or the ones listed. */
export const releaseRequested = createAction<{ giftIds?: number[] }>('fulfilment/releaseRequested');
/** Hold one gift of the tracker that has not started its way. */
export const holdGiftRequested = createAction<{ giftId: number }>('fulfilment/holdGiftRequested');

// Requests.
export const loadHeldActions = createRequestActions<void, HeldGiftsAnswer>('fulfilment/loadHeld');
export const savePreferenceActions = createRequestActions<ShippingPreferenceBody, HeldGiftsAnswer>('fulfilment/savePreference');
export const releaseActions = createRequestActions<{ giftIds?: number[] }, ReleaseHeldAnswer>('fulfilment/release');
export const holdGiftActions = createRequestActions<{ giftId: number }, HeldGiftsAnswer>('fulfilment/holdGift');

export interface FulfilmentState {
  held: HeldGiftsAnswer | null;
  load: RequestState;
  savePreference: RequestState & { saved: boolean };
  release: RequestState & { released: number | null };
  hold: RequestState & { giftId: number | null };
}

export const initialFulfilmentState: FulfilmentState = {
  held: null,
  load: idleRequest,
  savePreference: { ...idleRequest, saved: false },
  release: { ...idleRequest, released: null },
  hold: { ...idleRequest, giftId: null },
};

const slice = createSlice({
  name: 'fulfilment',
  initialState: initialFulfilmentState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, loadHeldActions, (state) => state.load, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.held = payload.result;
      },
    });
    addRequestCases(builder, savePreferenceActions, (state) => state.savePreference, {
      started: (state) => {
        state.savePreference.saved = false;
      },
      succeeded: (state, { payload }) => {
        state.held = payload.result;
        state.savePreference.saved = true;
      },
    });
    addRequestCases(builder, releaseActions, (state) => state.release, {
      started: (state) => {
        state.release.released = null;
      },
      succeeded: (state, { payload }) => {
        const { released, ...held } = payload.result;
        state.held = held;
        state.release.released = released;
      },
    });
    addRequestCases(builder, holdGiftActions, (state) => state.hold, {
      started: (state, { payload }) => {
        state.hold.giftId = payload.giftId;
      },
      succeeded: (state, { payload }) => {
        state.held = payload.result;
      },
    });
  },
});

export const fulfilmentReducer = slice.reducer;
