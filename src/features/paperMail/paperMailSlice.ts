import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { EnvelopesOverview, ThankYouBody, ThankYouCreated, ThankYouNoteView, ThankYouOverview } from '../../contracts/paperMail';

/**
 * Paper by mail (issue 30): envelopes addressed from the guest list (/wedding-planning/paper/envelopes)
 * and thank-you cards from the gift tracker (/wedding-planning/thank-you-cards/send).
 */

/** The envelopes page reads what its PDF will hold (the query string of the choice). */
export const envelopesRequested = createAction<string>('paperMail/envelopesRequested');
export const thankYouPageOpened = createAction('paperMail/thankYouPageOpened');
export const thankYouSendRequested = createAction<ThankYouBody>('paperMail/thankYouSendRequested');
export const paperMailedRequested = createAction<number>('paperMail/paperMailedRequested');
export const thankYouPageClosed = createAction('paperMail/thankYouPageClosed');

export const envelopesActions = createRequestActions<string, EnvelopesOverview>('paperMail/envelopes');
export const thankYousActions = createRequestActions<void, ThankYouOverview>('paperMail/thankYous');
export const createThankYousActions = createRequestActions<ThankYouBody, ThankYouCreated>('paperMail/createThankYous');
export const markMailedActions = createRequestActions<number, { notes: ThankYouNoteView[] }>('paperMail/markMailed');

export interface PaperMailState {
  envelopes: RequestState & { data: EnvelopesOverview | null };
  thankYous: RequestState & { data: ThankYouOverview | null };
  create: RequestState & { result: ThankYouCreated | null };
  markMailed: RequestState;
}

export const initialPaperMailState: PaperMailState = {
  envelopes: { ...idleRequest, data: null },
  thankYous: { ...idleRequest, data: null },
  create: { ...idleRequest, result: null },
  markMailed: idleRequest,
};

const slice = createSlice({
  name: 'paperMail',
  initialState: initialPaperMailState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(thankYouPageClosed, (state) => {
      state.create = initialPaperMailState.create;
    });
    addRequestCases(builder, envelopesActions, (state) => state.envelopes, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.envelopes.data = payload.result;
      },
    });
    addRequestCases(builder, thankYousActions, (state) => state.thankYous, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.thankYous.data = payload.result;
      },
    });
    addRequestCases(builder, createThankYousActions, (state) => state.create, {
      succeeded: (state, { payload }) => {
        state.create.result = payload.result;
      },
    });
    addRequestCases(builder, markMailedActions, (state) => state.markMailed, {
      succeeded: (state, { payload }) => {
        const mailed = new Map(payload.result.notes.map((n) => [n.id, n]));
        if (state.thankYous.data) state.thankYous.data.notes = state.thankYous.data.notes.map((n) => mailed.get(n.id) ?? n);
      },
    });
  },
});

export const paperMailReducer = slice.reducer;
