import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { createRequestActions, type RequestStatus } from '../../lib/requestSaga';
import type { ContactInput, ContactResult } from './types';

/** The visitor sent the /contact-us form. */
export const contactSubmitted = createAction<ContactInput>('support/contactSubmitted');
/** 'Send another message': back to an empty form. */
export const contactReset = createAction('support/contactReset');
export const contactActions = createRequestActions<ContactInput, ContactResult>('support/contact');

export interface SupportState {
  contact: { status: RequestStatus; result: ContactResult | null; error: ApiError | null };
}

const initialState: SupportState = { contact: { status: 'idle', result: null, error: null } };

const supportSlice = createSlice({
  name: 'support',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(contactActions.started, (state) => {
        state.contact = { status: 'loading', result: null, error: null };
      })
      .addCase(contactActions.succeeded, (state, action) => {
        state.contact = { status: 'succeeded', result: action.payload.result, error: null };
      })
      .addCase(contactActions.failed, (state, action) => {
        state.contact = { status: 'failed', result: null, error: action.payload.error };
      })
      .addCase(contactReset, (state) => {
        state.contact = initialState.contact;
      });
  },
});

export const supportReducer = supportSlice.reducer;
