import { api } from '../../lib/http';
import { toApiQuery, type VendorSearchParams } from '../../lib/vendorUrls';
import type {
  BookingReminder,
  BookingStatus,
  BookingStatusAnswer,
  BookingStatusBody,
  FavoriteAnswer,
  FavoritesAnswer,
  InquiryAnswer,
  InquiryInput,
  LocationPreference,
  StateLanding,
  StorefrontAnswer,
  VendorSearchAnswer,
} from '../../contracts/vendors';

const API = '/web-marketplace-api/v1';

/** The marketplace endpoints of server/API.md ("Vendor marketplace"); nothing else in the domain talks HTTP. */
export const vendorsApi = {
  searchVendors: (p: VendorSearchParams) => api.get<VendorSearchAnswer>(`${API}/vendors/search`, toApiQuery(p)),
  fetchStorefront: ({ categoryKey, slug }: { categoryKey: string; slug: string }) =>
    api.get<StorefrontAnswer>(`${API}/vendors/storefront/${encodeURIComponent(categoryKey)}/${encodeURIComponent(slug)}`),
  fetchStateLanding: (stateSlug: string) => api.get<StateLanding>(`${API}/vendors/states/${encodeURIComponent(stateSlug)}`),
  fetchAccountLocation: () => api.get<LocationPreference>(`${API}/account-preferences/location`),
  sendInquiry: (input: InquiryInput) => api.post<InquiryAnswer>(`${API}/inquiries`, input satisfies InquiryInput),
  setFavorite: ({ vendorId, favorite }: { vendorId: number; favorite: boolean }) =>
    favorite ? api.put<FavoriteAnswer>(`${API}/favorites/${vendorId}`) : api.delete<FavoriteAnswer>(`${API}/favorites/${vendorId}`),
  fetchFavorites: () => api.get<FavoritesAnswer>(`${API}/favorites`),
  fetchBookingReminder: () => api.get<BookingReminder>(`${API}/booking-status`),
  putBookingStatus: ({ vendorId, status }: { vendorId: number; status: BookingStatus }) =>
    api.put<BookingStatusAnswer>(`${API}/booking-status/${vendorId}`, { status } satisfies BookingStatusBody),
};
