import { api } from '../../lib/http';
import type { ConversionAnswer, ConversionBody, ExposureAnswer, ExposureBody } from '../../contracts/experimentsApi';

/** server/API.md "Experiments, flags and metrics"; nothing else in the domain talks HTTP. */
export const experimentsApi = {
  recordExposure: (body: ExposureBody) => api.post<ExposureAnswer>('/api/v0/experiments/exposures', body),
  /** logrocket-checkout's reports go to our own client log (spec §7), never to a third party. */
  sendCheckoutReport: ({ id, body }: { id: string; body: unknown }) => api.post<void>(`/api/v0/log/${encodeURIComponent(id)}`, body),
  recordConversion: (body: ConversionBody) => api.post<ConversionAnswer>('/api/v0/experiments/conversions', body),
};
