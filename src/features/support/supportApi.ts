import { api } from '../../lib/http';
import type { ContactInput, ContactResult } from './types';

/** The support endpoints of server/API.md ("Support and privacy"); nothing else in the domain talks HTTP. */
export const supportApi = {
  sendContactMessage: (input: ContactInput) => api.post<ContactResult>('/web-api/v1/support/contact', input satisfies ContactInput),
};
