import { api } from '../../lib/http';
import type { CatalogueAnswer, DesignDetail, PaperHomeAnswer, SampleBody, SampleOrderAnswer, SuitesAnswer } from '../../contracts/paper';

const BASE = '/web-api/v2/paper';

/** server/API.md "Paper"; nothing else in the domain talks HTTP. */
export const paperApi = {
  home: (): Promise<PaperHomeAnswer> => api.get<PaperHomeAnswer>(`${BASE}/home`),
  suites: (): Promise<SuitesAnswer> => api.get<SuitesAnswer>(`${BASE}/suites`),
  /** `query` is the page's own query string (the filters as the URL holds them), without '?'. */
  catalogue: ({ slug, query }: { slug: string; query: string }): Promise<CatalogueAnswer> =>
    api.get<CatalogueAnswer>(`${BASE}/catalogue/${slug}${query ? `?${query}` : ''}`),
  design: (slug: string): Promise<DesignDetail> => api.get<DesignDetail>(`${BASE}/design/${slug}`),
  orderSamples: (body: SampleBody): Promise<SampleOrderAnswer> => api.post<SampleOrderAnswer>(`${BASE}/samples`, body),
};
