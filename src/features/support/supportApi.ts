import { api } from '../../lib/http';
import type { ContactInput, ContactResult } from './types';

export const sendContactMessage = (input: ContactInput) => api.post<ContactResult>('/web-api/v1/support/contact', input);
