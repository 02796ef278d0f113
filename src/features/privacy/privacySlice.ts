import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
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
  status: RequestStatus;
  saveStatus: RequestStatus;
  error: ApiError | null;
}

const initialState: PrivacyState = { preferences: null, status: 'idle', saveStatus: 'idle', error: null };

const privacySlice = createSlice({
  name: 'privacy',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPrivacyActions.started, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchPrivacyActions.succeeded, (state, action) => {
        state.status = 'succeeded';
        state.preferences = action.payload.result;
      })
      .addCase(fetchPrivacyActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      })
      .addCase(savePrivacyActions.started, (state) => {
        state.saveStatus = 'loading';
        state.error = null;
      })
      .addCase(savePrivacyActions.succeeded, (state, action) => {
        state.saveStatus = 'succeeded';
        state.preferences = action.payload.result;
      })
      .addCase(savePrivacyActions.failed, (state, action) => {
        // The saved choice stays what it was; the switch shows it again with the error.
        state.saveStatus = 'failed';
        state.error = action.payload.error;
      });
  },
});

export const privacyReducer = privacySlice.reducer;
