import { createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest, type RequestState } from '../../lib/requestCases';
import type { CreditAnswer } from '../../contracts/credit';
import type { CompletionAnswer } from '../../contracts/completionDiscount';
import { completionActions, exchangeActions, historyActions } from './creditEvents';

export interface CreditState {
  history: RequestState & { answer: CreditAnswer | null };
  /** Each gift's exchange, by gift id (the tracker shows each row's progress or refusal). */
  exchanges: Record<number, RequestState & { creditCents: number | null }>;
  completion: RequestState & { answer: CompletionAnswer | null };
}

export const initialCreditState: CreditState = {
  history: { ...idleRequest, answer: null },
  exchanges: {},
  completion: { ...idleRequest, answer: null },
};

const slice = createSlice({
  name: 'credit',
  initialState: initialCreditState,
  reducers: {},
  extraReducers: (builder) => {
    addRequestCases(builder, historyActions, (state) => state.history, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.history.answer = payload.result;
      },
    });
    addRequestCases(builder, exchangeActions, (state, { giftId }) => (state.exchanges[giftId] ??= { ...idleRequest, creditCents: null }), {
      succeeded: (state, { payload }) => {
        state.exchanges[payload.arg.giftId]!.creditCents = payload.result.credit_cents;
        // The history shown next is stale: the account page loads it again.
        if (state.history.answer) state.history.answer.balance_cents = payload.result.balance_cents;
      },
    });
    addRequestCases(builder, completionActions, (state) => state.completion, {
      keepSucceeded: true,
      succeeded: (state, { payload }) => {
        state.completion.answer = payload.result;
      },
    });
  },
});

export const creditReducer = slice.reducer;
