import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/http';
import { addRequestCases } from '../../lib/requestCases';
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
    addRequestCases(builder, contactActions, (state) => state.contact, {
      started: (state) => {
        state.contact.result = null;
      },
      succeeded: (state, action) => {
        state.contact.result = action.payload.result;
      },
    });
    builder.addCase(contactReset, (state) => {
      state.contact = initialState.contact;
    });
  },
});

export const supportReducer = supportSlice.reducer;
