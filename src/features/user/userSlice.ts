import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases } from '../../lib/requestCases';
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
    addRequestCases(builder, fetchUserContextActions, (state) => state, {
      succeeded: (state, action) => {
        state.context = action.payload.result;
      },
    });
  },
});

export const userReducer = userSlice.reducer;
