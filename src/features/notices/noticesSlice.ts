import { createEntityAdapter, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Spec §8's 'negative notice' (and its positive / info siblings): short messages shown in one
 * aria-live region over every page. Any domain's saga puts `noticeShown`; the user or a timer
 * dismisses it.
 */
export type NoticeKind = 'negative' | 'positive' | 'info';

export interface Notice {
  id: string;
  kind: NoticeKind;
  message: string;
  /**
   * What the notice is about, when a later event makes it stale: the flow that showed it withdraws
   * it by topic (`noticesWithdrawn`), e.g. a declined card once the next attempt starts.
   */
  topic?: string;
}

/** At most this many notices at once: a burst of failures should not cover the page. */
export const MAX_NOTICES = 3;

const adapter = createEntityAdapter<Notice>();

const noticesSlice = createSlice({
  name: 'notices',
  initialState: adapter.getInitialState(),
  reducers: {
    noticeShown: {
      reducer: (state, action: PayloadAction<Notice>) => {
        // The same message twice in a row is one notice, not two stacked copies.
        const duplicate = Object.values(state.entities).some((n) => n.kind === action.payload.kind && n.message === action.payload.message);
        if (duplicate) return;
        adapter.addOne(state, action.payload);
        const overflow = state.ids.length - MAX_NOTICES;
        if (overflow > 0) adapter.removeMany(state, state.ids.slice(0, overflow));
      },
      prepare: (notice: { kind: NoticeKind; message: string; topic?: string }) => ({ payload: { id: nanoid(), ...notice } }),
    },
    noticeDismissed: (state, action: PayloadAction<string>) => {
      adapter.removeOne(state, action.payload);
    },
    /** Every notice on this topic is no longer true (the user did not dismiss it; events moved on). */
    noticesWithdrawn: (state, action: PayloadAction<{ topic: string }>) => {
      adapter.removeMany(
        state,
        state.ids.filter((id) => state.entities[id]?.topic === action.payload.topic),
      );
    },
  },
});

export const { noticeShown, noticeDismissed, noticesWithdrawn } = noticesSlice.actions;
export const noticesReducer = noticesSlice.reducer;
export const noticesAdapter = adapter;
