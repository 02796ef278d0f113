import { api } from '../../lib/http';
import type { EnvelopesOverview, ThankYouBody, ThankYouCreated, ThankYouNoteView, ThankYouOverview } from '../../contracts/paperMail';

const ENVELOPES = '/web-api/v2/wedding/paper/envelopes';
const THANK_YOUS = '/web-api/v2/wedding/thank-you-cards';

/** server/API.md "Envelopes and thank-you cards"; nothing else in the domain talks HTTP. */
export const paperMailApi = {
  envelopes: (search: string): Promise<EnvelopesOverview> => api.get<EnvelopesOverview>(`${ENVELOPES}?${search}`),
  /** The PDF is a plain GET the browser opens. */
  envelopesPdfUrl: (search: string): string => `${ENVELOPES}.pdf?${search}`,
  thankYous: (): Promise<ThankYouOverview> => api.get<ThankYouOverview>(THANK_YOUS),
  createThankYous: (body: ThankYouBody): Promise<ThankYouCreated> => api.post<ThankYouCreated>(THANK_YOUS, body),
  markMailed: (projectId: number): Promise<{ notes: ThankYouNoteView[] }> =>
    api.post<{ notes: ThankYouNoteView[] }>(`${THANK_YOUS}/paper/${projectId}/mailed`, {}),
};
