import { createAction, createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import { createRequestActions } from '../../lib/requestSaga';
import type { ImportedProduct, ImportProductAnswer, MarkPurchaseAnswer } from '../../contracts/outsideGifts';
import type { MarkArg } from './outsideGiftsApi';

// Events the pages raise.
/** A guest sends the "I bought this" dialog. */
export const markPurchasedRequested = createAction<MarkArg>('outsideGifts/markPurchasedRequested');
/** The dialog opens afresh (or closes): the last mark's outcome is forgotten. */
export const markDialogReset = createAction('outsideGifts/markDialogReset');
/** The couple pasted (or asked to read) an outside gift's web address. */
export const importRequested = createAction<string>('outsideGifts/importRequested');

// Requests (started / succeeded / failed).
export const markActions = createRequestActions<MarkArg, MarkPurchaseAnswer>('outsideGifts/mark');
export const importActions = createRequestActions<string, ImportProductAnswer>('outsideGifts/import');

export interface OutsideGiftsState {
  mark: RequestState & { itemId: number | null; result: MarkPurchaseAnswer | null };
  /** The last import asked for: `url` is the address the couple gave (the product's own may differ after redirects). */
  import: RequestState & { url: string | null; product: ImportedProduct | null };
}

export const initialOutsideGiftsState: OutsideGiftsState = {
  mark: { ...idleRequest, itemId: null, result: null },
  import: { ...idleRequest, url: null, product: null },
};

const slice = createSlice({
  name: 'outsideGifts',
  initialState: initialOutsideGiftsState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(markDialogReset, (state) => {
      state.mark = { ...idleRequest, itemId: null, result: null };
    });
    addRequestCases(builder, markActions, (state) => state.mark, {
      started: (state, { payload }) => {
        state.mark.itemId = payload.itemId;
        state.mark.result = null;
      },
      succeeded: (state, { payload }) => {
        state.mark.result = payload.result;
      },
    });
    addRequestCases(builder, importActions, (state) => state.import, {
      started: (state, { payload }) => {
        state.import.url = payload;
        state.import.product = null;
      },
      succeeded: (state, { payload }) => {
        if (state.import.url === payload.arg) state.import.product = payload.result.product;
      },
    });
  },
});

export const outsideGiftsReducer = slice.reducer;
