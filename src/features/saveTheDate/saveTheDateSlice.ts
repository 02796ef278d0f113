import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { CatalogueAnswer, DesignCard } from '../../contracts/paper';
import type { CreateSendBody, DigitalCardType, RecipientCard, SendDetail, StdOverview } from '../../contracts/saveTheDate';

/**
 * Digital save-the-dates (issue 30): the couple's page /wedding-planning/digital/save-the-date
 * (compose, send, follow a send) and a recipient's page …/card/{token}.
 */

export const stdPageOpened = createAction('saveTheDate/pageOpened');
export const stdDesignsRequested = createAction<DigitalCardType>('saveTheDate/designsRequested');
export const stdSendRequested = createAction<CreateSendBody>('saveTheDate/sendRequested');
/** The couple opens one send to follow it (its progress is polled until it is done). */
export const stdSendOpened = createAction<number>('saveTheDate/sendOpened');
export const stdSendClosed = createAction('saveTheDate/sendClosed');
export const stdResendRequested = createAction<number>('saveTheDate/resendRequested');
export const stdCardOpened = createAction<string>('saveTheDate/cardOpened');
export const stdUnsubscribeRequested = createAction<string>('saveTheDate/unsubscribeRequested');

export const overviewActions = createRequestActions<void, StdOverview>('saveTheDate/overview');
export const designsActions = createRequestActions<DigitalCardType, CatalogueAnswer>('saveTheDate/designs');
export const createSendActions = createRequestActions<CreateSendBody, SendDetail>('saveTheDate/createSend');
export const sendActions = createRequestActions<number, SendDetail>('saveTheDate/send');
export const resendActions = createRequestActions<number, SendDetail>('saveTheDate/resend');
export const cardActions = createRequestActions<string, RecipientCard>('saveTheDate/card');
export const unsubscribeActions = createRequestActions<string, { unsubscribed: true; message: string }>('saveTheDate/unsubscribe');

export interface SaveTheDateState {
  overview: RequestState & { data: StdOverview | null };
  designs: RequestState & { type: DigitalCardType | null; list: DesignCard[] };
  create: RequestState;
  /** The send the couple follows. */
  send: RequestState & { detail: SendDetail | null };
  resend: RequestState;
  card: RequestState & { card: RecipientCard | null };
  unsubscribe: RequestState & { message: string | null };
}

export const initialSaveTheDateState: SaveTheDateState = {
  overview: { ...idleRequest, data: null },
  designs: { ...idleRequest, type: null, list: [] },
  create: idleRequest,
  send: { ...idleRequest, detail: null },
  resend: idleRequest,
  card: { ...idleRequest, card: null },
  unsubscribe: { ...idleRequest, message: null },
};

const slice = createSlice({
  name: 'saveTheDate',
  initialState: initialSaveTheDateState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(stdSendClosed, (state) => {
      state.send = initialSaveTheDateState.send;
      state.resend = idleRequest;
    });
    addRequestCases(builder, overviewActions, (state) => state.overview, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.overview.data = payload.result;
      },
    });
    addRequestCases(builder, designsActions, (state) => state.designs, {
      started: (state, { payload }) => {
        state.designs.type = payload;
      },
      succeeded: (state, { payload }) => {
        if (state.designs.type === payload.arg) state.designs.list = payload.result.designs;
      },
    });
    const following = (state: SaveTheDateState, detail: SendDetail) => {
      state.send.detail = detail;
      state.send.status = 'succeeded';
      state.send.error = null;
    };
    addRequestCases(builder, createSendActions, (state) => state.create, {
      succeeded: (state, { payload }) => following(state, payload.result),
    });
    addRequestCases(builder, sendActions, (state) => state.send, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.send.detail = payload.result;
      },
    });
    addRequestCases(builder, resendActions, (state) => state.resend, {
      succeeded: (state, { payload }) => following(state, payload.result),
    });
    addRequestCases(builder, cardActions, (state) => state.card, {
      succeeded: (state, { payload }) => {
        state.card.card = payload.result;
      },
    });
    addRequestCases(builder, unsubscribeActions, (state) => state.unsubscribe, {
      succeeded: (state, { payload }) => {
        state.unsubscribe.message = payload.result.message;
        if (state.card.card) state.card.card.unsubscribed = true;
      },
    });
  },
});

export const saveTheDateReducer = slice.reducer;
