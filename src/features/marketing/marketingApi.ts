import { api } from '../../lib/http';
import type { ProductsAnswer } from '../../contracts/shop';

/** The home page's call to server/API.md ("Shop and catalog"); nothing else in the domain talks HTTP. */
export const marketingApi = {
  fetchNewArrivals: (limit: number) => api.get<ProductsAnswer>('/web-registry-api/v1/shop/new-arrivals', { limit }),
};
