import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases } from '../../lib/requestCases';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import { GUEST_CONTEXT, type UserContext } from './types';
import { signOutActions } from '../auth/identityEvents';

/** Events the UI (or other domains) raise. */
export const userContextRequested = createAction('user/contextRequested');
/** Progress of the user-context fetch. */
export const fetchUserContextActions = createRequestActions<void, UserContext>('user/fetchContext');

export interface UserState {
  context: UserContext;
  status: RequestStatus;
  error: ApiError | null;
  /** A sign-out is on its way to the server: the session may already be gone. */
  signingOut: boolean;
}

const initialState: UserState = { context: GUEST_CONTEXT, status: 'idle', error: null, signingOut: false };

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUserContextActions, (state) => state, {
      succeeded: (state, action) => {
        state.context = action.payload.result;
      },
    });
    // Signed out is a guest at once, not when the refreshed context arrives: pages stop asking for
    // the account's data (which would answer 401) while it is on its way.
    builder
      .addCase(signOutActions.started, (state) => {
        state.signingOut = true;
      })
      .addCase(signOutActions.succeeded, (state) => {
        state.signingOut = false;
        state.context = GUEST_CONTEXT;
      })
      .addCase(signOutActions.failed, (state) => {
        state.signingOut = false;
      });
  },
});

export const userReducer = userSlice.reducer;
