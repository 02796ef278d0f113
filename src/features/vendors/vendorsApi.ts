import { api } from '../../lib/http';
import { toApiQuery, type VendorSearchParams } from '../../lib/vendorUrls';
import type { InquiryInput, InquiryResult, SearchLocation, SearchResult, StateLanding, Storefront } from './types';

const API = '/web-marketplace-api/v1';

export const searchVendors = (p: VendorSearchParams) => api.get<SearchResult>(`${API}/vendors/search`, toApiQuery(p));
export const fetchStorefront = ({ categoryKey, slug }: { categoryKey: string; slug: string }) =>
  api.get<{ vendor: Storefront }>(`${API}/vendors/storefront/${encodeURIComponent(categoryKey)}/${encodeURIComponent(slug)}`);
export const fetchStateLanding = (stateSlug: string) => api.get<StateLanding>(`${API}/vendors/states/${encodeURIComponent(stateSlug)}`);
export const fetchAccountLocation = () => api.get<{ isDefault: boolean; location: SearchLocation }>(`${API}/account-preferences/location`);
export const sendInquiry = (input: InquiryInput) => api.post<InquiryResult>(`${API}/inquiries`, input);
export const setFavorite = ({ vendorId, favorite }: { vendorId: number; favorite: boolean }) =>
  favorite ? api.put<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`) : api.delete<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`);
