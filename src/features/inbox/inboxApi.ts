import { api } from '../../lib/http';
import type {
  ConversationAnswer,
  CoupleInboxAnswer,
  MessageAnswer,
  MessageInput,
  MessageSender,
  ReadAnswer,
  VendorInboxAnswer,
} from '../../contracts/vendorInbox';

const API = '/web-marketplace-api/v1';

/** Where each side's conversations live (server/API.md "Vendor inbox"): the couple's under /inquiries, a vendor's under /vendor-inbox. */
const base = (side: MessageSender, id: number) => (side === 'COUPLE' ? `${API}/inquiries/${id}` : `${API}/vendor-inbox/${id}`);

export const inboxApi = {
  fetchCoupleInbox: () => api.get<CoupleInboxAnswer>(`${API}/inquiries`),
  fetchVendorInbox: () => api.get<VendorInboxAnswer>(`${API}/vendor-inbox`),
  fetchConversation: ({ side, id }: { side: MessageSender; id: number }) =>
    api.get<ConversationAnswer>(side === 'COUPLE' ? `${base(side, id)}/messages` : base(side, id)),
  markRead: ({ side, id }: { side: MessageSender; id: number }) => api.post<ReadAnswer>(`${base(side, id)}/read`),
  sendReply: ({ side, id, body }: { side: MessageSender; id: number; body: string }) =>
    api.post<MessageAnswer>(`${base(side, id)}/messages`, { body } satisfies MessageInput),
};
