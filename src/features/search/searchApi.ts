import { api } from '../../lib/http';
import type { SuggestAnswer } from '../../contracts/search';

/** server/API.md "Search": nothing else in the domain talks HTTP. */
export const searchApi = {
  suggest: (q: string) => api.get<SuggestAnswer>('/web-registry-api/v1/shop/suggest', { q }),
};
