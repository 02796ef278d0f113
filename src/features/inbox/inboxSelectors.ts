import type { RootState } from '../../app/rootReducer';
import { initialInboxState } from './inboxState';

/** The inbox's state, or its initial state until the marketplace's code has loaded. */
const selectInbox = (s: RootState) => s.inbox ?? initialInboxState;
export const selectInboxList = (s: RootState) => selectInbox(s).list;
export const selectConversation = (s: RootState) => selectInbox(s).conversation;
export const selectReply = (s: RootState) => selectInbox(s).reply;
