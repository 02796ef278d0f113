import { api } from '../../lib/http';
import type { ConversionAnswer, ConversionBody, ExposureAnswer, ExposureBody } from '../../contracts/experiments';

/** server/API.md "Experiments, flags and metrics"; nothing else in the domain talks HTTP. */
export const experimentsApi = {
  recordExposure: (body: ExposureBody) => api.post<ExposureAnswer>('/api/v0/experiments/exposures', body),
  recordConversion: (body: ConversionBody) => api.post<ConversionAnswer>('/api/v0/experiments/conversions', body),
};
