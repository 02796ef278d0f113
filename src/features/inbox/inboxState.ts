import { idleRequest, type RequestState } from '../../lib/requestCases';
import type { Conversation } from '../../contracts/vendorInbox';
import type { InboxList } from './inboxEvents';

/** The inbox's state, read by its selectors before its slice has loaded (null until then). */
export interface InboxState {
  list: RequestState & { data: InboxList | null };
  conversation: RequestState & { data: Conversation | null };
  /** The reply being sent, and the id of the last one sent (the form clears itself on a new id). */
  reply: RequestState & { lastSentId: number | null };
}

export const initialInboxState: InboxState = {
  list: { ...idleRequest, data: null },
  conversation: { ...idleRequest, data: null },
  reply: { ...idleRequest, lastSentId: null },
};
