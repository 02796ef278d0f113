import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../../lib/requestSaga';
import type {
  Conversation,
  CoupleInboxAnswer,
  InboxMessage,
  MessageSender,
  ReadAnswer,
  VendorInboxAnswer,
} from '../../contracts/vendorInbox';

/**
 * Conversations between couples and vendors: one slice for both sides (a page says which side it
 * is). Loaded with the marketplace's code (src/app/lazyDomains.ts, `inbox/…` events).
 */
export interface ConversationRef {
  side: MessageSender;
  id: number;
}
export interface ReplyInput extends ConversationRef {
  body: string;
}

/** The side's list of conversations is shown (or refreshed). */
export const inboxRequested = createAction<MessageSender>('inbox/inboxRequested');
/** One conversation is opened: it loads, then is marked read. */
export const conversationOpened = createAction<ConversationRef>('inbox/conversationOpened');
/** The person sends a reply in the open conversation. */
export const replySubmitted = createAction<ReplyInput>('inbox/replySubmitted');

export type InboxList = (CoupleInboxAnswer & { side: 'COUPLE' }) | (VendorInboxAnswer & { side: 'VENDOR' });

export const inboxActions = createRequestActions<MessageSender, InboxList>('inbox/list');
export const conversationActions = createRequestActions<ConversationRef, { conversation: Conversation }>('inbox/conversation');
export const readActions = createRequestActions<ConversationRef, ReadAnswer>('inbox/read');
export const replyActions = createRequestActions<ReplyInput, { message: InboxMessage }>('inbox/reply');
