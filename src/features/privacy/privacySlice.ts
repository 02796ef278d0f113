import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { PrivacyPreferences } from './types';

/** The privacy center asks for the current choice. */
export const privacyPreferencesRequested = createAction('privacy/preferencesRequested');
/** The visitor flipped the 'Do Not Sell / Share' switch. */
export const doNotSellChanged = createAction<boolean>('privacy/doNotSellChanged');
export const fetchPrivacyActions = createRequestActions<void, PrivacyPreferences>('privacy/fetch');
export const savePrivacyActions = createRequestActions<boolean, PrivacyPreferences>('privacy/save');

export interface PrivacyState {
  /** The saved choice (null until loaded). */
  preferences: PrivacyPreferences | null;
  /** Loading the saved choice. */
  status: RequestStatus;
  error: ApiError | null;
  /** Saving a new choice; a failure leaves the saved choice as it was. */
  save: RequestState;
}

const initialState: PrivacyState = { preferences: null, status: 'idle', error: null, save: idleRequest };

const privacySlice = createSlice({
  name: 'privacy',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchPrivacyActions, (state) => state, {
      succeeded: (state, action) => {
        state.preferences = action.payload.result;
      },
    });
    // A failed save leaves the saved choice as it was; the switch shows it again with the error.
    addRequestCases(builder, savePrivacyActions, (state) => state.save, {
      succeeded: (state, action) => {
        state.preferences = action.payload.result;
      },
    });
  },
});

export const privacyReducer = privacySlice.reducer;
