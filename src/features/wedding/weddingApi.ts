import { api } from '../../lib/http';
import type { InvitationPreview, WeddingAnswer, WeddingFields, WeddingSetupRequest } from '../../contracts/wedding';

const W = '/web-api/v2/wedding';

/** The wedding endpoints of server/API.md ("The couple's wedding"); nothing else in the domain talks HTTP. */
export const weddingApi = {
  fetchWedding: () => api.get<WeddingAnswer>(W),
  saveWedding: (fields: WeddingFields) => api.put<WeddingAnswer>(W, fields),
  saveSetupStep: (body: WeddingSetupRequest) => api.put<WeddingAnswer>(`${W}/setup`, body),
  invitePartner: (email: string) => api.post<WeddingAnswer>(`${W}/invitations`, { email }),
  revokeInvitation: (id: number) => api.delete<WeddingAnswer>(`${W}/invitations/${id}`),
  removeMember: (userId: number) => api.delete<WeddingAnswer>(`${W}/members/${userId}`),
  lookupInvitation: (token: string) => api.post<InvitationPreview>(`${W}/invitations/lookup`, { token }),
  acceptInvitation: (token: string) => api.post<WeddingAnswer>(`${W}/invitations/accept`, { token }),
};
