import { api } from '../../lib/http';
import type { ProductDetailAnswer } from '../../contracts/shop';
import type { Directory, DirectoryKind, Listing, ListingParams, ListingRequest } from './types';

const BASE = '/web-registry-api/v1/shop';

/** The URL query of a listing; used both for the API call and the page's address bar. */
export function listingSearch(params: Partial<ListingParams>): URLSearchParams {
  const out = new URLSearchParams();
  if (params.min_price !== undefined) out.set('min_price', String(params.min_price));
  if (params.max_price !== undefined) out.set('max_price', String(params.max_price));
  if (params.brand) out.set('brand', params.brand);
  if (params.in_stock) out.set('in_stock', 'true');
  if (params.sort && params.sort !== 'featured') out.set('sort', params.sort);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  return out;
}

/** The shop endpoints of server/API.md ("Shop and catalog"); nothing else in the domain talks HTTP. */
export const shopApi = {
  fetchListing: ({ kind, slug, params }: ListingRequest) => {
    const query = listingSearch(params);
    if (kind === 'search') {
      query.set('q', slug);
      return api.get<Listing>(`${BASE}/search?${query}`);
    }
    const qs = query.toString();
    return api.get<Listing>(`${BASE}/${kind}/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`);
  },
  fetchProduct: (idOrSlug: string) => api.get<ProductDetailAnswer>(`${BASE}/product/${encodeURIComponent(idOrSlug)}`),
  fetchDirectory: (kind: DirectoryKind) => api.get<Directory>(`${BASE}/${kind}`),
};
