import { api } from '../../lib/http';
import type { CatalogueAnswer } from '../../contracts/paper';
import type { CreateSendBody, DigitalCardType, RecipientCard, SendDetail, StdOverview } from '../../contracts/saveTheDate';

const BASE = '/web-api/v2/wedding/save-the-dates';
const CATALOGUE: Record<DigitalCardType, string> = {
  SAVE_THE_DATE: '/web-api/v2/paper/catalogue/save-the-date',
  CHANGE_THE_DATE: '/web-api/v2/paper/catalogue/change-the-date',
};

/** server/API.md "Digital save-the-dates" (and the paper catalogue's designs); nothing else in the domain talks HTTP. */
export const saveTheDateApi = {
  overview: (): Promise<StdOverview> => api.get<StdOverview>(BASE),
  designs: (type: DigitalCardType): Promise<CatalogueAnswer> => api.get<CatalogueAnswer>(CATALOGUE[type]),
  create: (body: CreateSendBody): Promise<SendDetail> => api.post<SendDetail>(BASE, body),
  send: (id: number): Promise<SendDetail> => api.get<SendDetail>(`${BASE}/${id}`),
  resend: (id: number): Promise<SendDetail> => api.post<SendDetail>(`${BASE}/${id}/resend`, {}),
  card: (token: string): Promise<RecipientCard> => api.get<RecipientCard>(`/web-api/v2/save-the-date/${token}`),
  unsubscribe: (token: string): Promise<{ unsubscribed: true; message: string }> =>
    api.post<{ unsubscribed: true; message: string }>(`/web-api/v2/save-the-date/${token}/unsubscribe`, {}),
};
