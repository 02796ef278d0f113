import { api } from '../../lib/http';
import { toApiQuery, type VendorSearchParams } from '../../lib/vendorUrls';
import type { BookingReminder, BookingStatus, InquiryInput, InquiryResult, SearchLocation, SearchResult, StateLanding, Storefront, VendorCard } from './types';

const API = '/web-marketplace-api/v1';

/** The marketplace endpoints of server/API.md ("Vendor marketplace"); nothing else in the domain talks HTTP. */
export const vendorsApi = {
  searchVendors: (p: VendorSearchParams) => api.get<SearchResult>(`${API}/vendors/search`, toApiQuery(p)),
  fetchStorefront: ({ categoryKey, slug }: { categoryKey: string; slug: string }) =>
    api.get<{ vendor: Storefront }>(`${API}/vendors/storefront/${encodeURIComponent(categoryKey)}/${encodeURIComponent(slug)}`),
  fetchStateLanding: (stateSlug: string) => api.get<StateLanding>(`${API}/vendors/states/${encodeURIComponent(stateSlug)}`),
  fetchAccountLocation: () => api.get<{ isDefault: boolean; location: SearchLocation }>(`${API}/account-preferences/location`),
  sendInquiry: (input: InquiryInput) => api.post<InquiryResult>(`${API}/inquiries`, input),
  setFavorite: ({ vendorId, favorite }: { vendorId: number; favorite: boolean }) =>
    favorite ? api.put<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`) : api.delete<{ vendorId: number; isFavorite: boolean }>(`${API}/favorites/${vendorId}`),
  fetchFavorites: () => api.get<{ vendors: VendorCard[] }>(`${API}/favorites`),
  fetchBookingReminder: () => api.get<BookingReminder>(`${API}/booking-status`),
  putBookingStatus: ({ vendorId, status }: { vendorId: number; status: BookingStatus }) =>
    api.put<{ vendorId: number; status: BookingStatus }>(`${API}/booking-status/${vendorId}`, { status }),
};
