import { takeLatest, takeLeading, type ForkEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { requestSaga } from '../../lib/requestSaga';
import type { MessageSender } from '../../contracts/vendorInbox';
import { inboxApi } from './inboxApi';
import {
  conversationActions,
  conversationOpened,
  inboxActions,
  inboxRequested,
  readActions,
  replyActions,
  replySubmitted,
  type ConversationRef,
  type InboxList,
  type ReplyInput,
} from './inboxEvents';

/** The side's conversations, tagged with the side so the slice keeps a couple's and a vendor's apart. */
export async function fetchInbox(side: MessageSender): Promise<InboxList> {
  return side === 'COUPLE' ? { side, ...(await inboxApi.fetchCoupleInbox()) } : { side, ...(await inboxApi.fetchVendorInbox()) };
}

export function* list(action: PayloadAction<MessageSender>) {
  yield* requestSaga(inboxActions, action.payload, fetchInbox);
}

/** Opening a conversation loads it, then marks it read when it had unread messages. */
export function* open(action: PayloadAction<ConversationRef>) {
  const outcome = yield* requestSaga(conversationActions, action.payload, inboxApi.fetchConversation);
  if (!outcome.ok || outcome.result.conversation.unreadCount === 0) return;
  // A failed mark only leaves the count showing; the conversation is on screen either way.
  yield* requestSaga(readActions, action.payload, inboxApi.markRead);
}

export function* reply(action: PayloadAction<ReplyInput>) {
  yield* requestSaga(replyActions, action.payload, inboxApi.sendReply);
}

export function* inboxSagas(): Generator<ForkEffect> {
  // takeLatest: only the list on screen matters; likewise the open conversation.
  yield takeLatest(inboxRequested.type, list);
  yield takeLatest(conversationOpened.type, open);
  // takeLeading: a double-click on Send must not send the reply twice.
  yield takeLeading(replySubmitted.type, reply);
}
