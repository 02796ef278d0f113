import { api } from '../../lib/http';
import { toApiQuery, type VendorSearchParams } from '../../lib/vendorUrls';
import type { BookingReminder, BookingStatus, InquiryInput, InquiryResult, SearchLocation, SearchResult, StateLanding, Storefront, VendorCard } from './types';

const API = '/web-marketplace-api/v1';

export const searchVendors = (p: VendorSearchParams) => api.get<SearchResult>(`${API}/vendors/search`, toApiQuery(p));
export const fetchStorefront = ({ categoryKey, slug }: { categoryKey: string; slug: string }) =>
  api.get<{ vendor: Storefront }>(`${API}/vendors/storefront/${encodeURIComponent(categoryKey)}/${encodeURIComponent(slug)}`);
export const fetchStateLanding = (stateSlug: string) => api.get<StateLanding>(`${API}/vendors/states/${encodeURIComponent(stateSlug)}`);
export const fetchAccountLocation = () => api.get<{ isDefault: boolean; location: SearchLocation }>(`${API}/account-preferences/location`);
export const sendInquiry = (input: InquiryInput) => api.post<InquiryResult>(`${API}/inquiries`, input);
export const setFavorite = ({ vendorId, favorite }: { vendorId: number; favorite: boolean }) =>
  favorite ? api.put<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`) : api.delete<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`);
export const fetchFavorites = () => api.get<{ vendors: VendorCard[] }>(`${API}/favorites`);
export const fetchBookingReminder = () => api.get<BookingReminder>(`${API}/booking-status`);
export const putBookingStatus = ({ vendorId, status }: { vendorId: number; status: BookingStatus }) =>
  api.put<{ vendorId: number; status: BookingStatus }>(`${API}/booking-status/${vendorId}`, { status });
