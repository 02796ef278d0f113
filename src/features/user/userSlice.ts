import { createAction, createSlice } from '@reduxjs/toolkit';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { ApiError } from '../../lib/http';
import { GUEST_CONTEXT, type UserContext } from './types';

/** Events the UI (or other domains) raise. */
export const userContextRequested = createAction('user/contextRequested');
/** Progress of the user-context fetch. */
export const fetchUserContextActions = createRequestActions<void, UserContext>('user/fetchContext');

export interface UserState {
  context: UserContext;
  status: RequestStatus;
  error: ApiError | null;
}

const initialState: UserState = { context: GUEST_CONTEXT, status: 'idle', error: null };

const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserContextActions.started, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchUserContextActions.succeeded, (state, action) => {
        state.status = 'succeeded';
        state.context = action.payload.result;
      })
      .addCase(fetchUserContextActions.failed, (state, action) => {
        state.status = 'failed';
        state.error = action.payload.error;
      });
  },
});

export const userReducer = userSlice.reducer;
