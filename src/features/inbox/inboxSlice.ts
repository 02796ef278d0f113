import { createSlice } from '@reduxjs/toolkit';
import { addRequestCases, idleRequest } from '../../lib/requestCases';
import { conversationActions, inboxActions, readActions, replyActions } from './inboxEvents';
import { initialInboxState } from './inboxState';

export type { InboxState } from './inboxState';

const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {},
  extraReducers: (b) => {
    addRequestCases(b, inboxActions, (s) => s.list, {
      keepSucceeded: true,
      started: (s, a) => {
        // Another side's list (another account) is not this one's.
        if (s.list.data && s.list.data.side !== a.payload) s.list.data = null;
      },
      succeeded: (s, a) => {
        s.list.data = a.payload.result;
      },
    });
    addRequestCases(b, conversationActions, (s) => s.conversation, {
      started: (s, a) => {
        if (s.conversation.data?.id !== a.payload.id) s.conversation.data = null;
        s.reply = { ...idleRequest, lastSentId: null };
      },
      succeeded: (s, a) => {
        s.conversation.data = a.payload.result.conversation;
      },
      failed: (s) => {
        s.conversation.data = null;
      },
    });
    addRequestCases(b, replyActions, (s) => s.reply, {
      succeeded: (s, a) => {
        const message = a.payload.result.message;
        s.reply.lastSentId = message.id;
        const c = s.conversation.data;
        if (c && c.id === a.payload.arg.id) {
          c.messages.push(message);
          c.lastMessage = message.body;
          c.lastMessageAt = message.createdAt;
          c.lastSender = message.sender;
        }
      },
    });
    // Read: the list's count for it (and the total) drop to none.
    b.addCase(readActions.succeeded, (s, a) => {
      const list = s.list.data;
      if (list) {
        const items = list.side === 'COUPLE' ? list.inquiries : list.conversations;
        const item = items.find((c) => c.id === a.payload.arg.id);
        if (item) {
          list.unreadCount -= item.unreadCount;
          item.unreadCount = 0;
        }
      }
      if (s.conversation.data?.id === a.payload.arg.id) s.conversation.data.unreadCount = 0;
    });
  },
});

export const inboxReducer = inboxSlice.reducer;
