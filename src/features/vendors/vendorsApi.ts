import { api } from '../../lib/http';
import { canon, type VendorSearchParams } from '../../lib/vendorUrls';
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
  NearestCityAnswer,
  ReviewAnswer,
  ReviewInput,
  ReviewsAnswer,
  StateLanding,
  StorefrontAnswer,
  VendorSearchAnswer,
} from '../../contracts/vendors';

const API = '/web-marketplace-api/v1';

/** The API query for a search (GET /web-marketplace-api/v1/vendors/search). */
function toApiQuery(p: VendorSearchParams): Record<string, string | number> {
  const out: Record<string, string | number> = { sort: p.sort, page: p.page };
  if (p.location) out.location = p.location;
  if (p.category) out.category = p.category;
  if (p.priceTiers.length) out.price_tier = canon(p.priceTiers).join(',');
  if (p.minRating) out.min_rating = p.minRating;
  if (p.minCapacity) out.min_capacity = p.minCapacity;
  if (p.styles.length) out.style = canon(p.styles).join(',');
  return out;
}

/** The marketplace endpoints of server/API.md ("Vendor marketplace"); nothing else in the domain talks HTTP. */
export const vendorsApi = {
  searchVendors: (p: VendorSearchParams) => api.get<VendorSearchAnswer>(`${API}/vendors/search`, toApiQuery(p)),
  fetchStorefront: ({ categoryKey, slug }: { categoryKey: string; slug: string }) =>
    api.get<StorefrontAnswer>(`${API}/vendors/storefront/${encodeURIComponent(categoryKey)}/${encodeURIComponent(slug)}`),
  fetchStateLanding: (stateSlug: string) => api.get<StateLanding>(`${API}/vendors/states/${encodeURIComponent(stateSlug)}`),
  fetchNearestCity: (at: { latitude: number; longitude: number }) =>
    api.get<NearestCityAnswer>(`${API}/vendors/nearest-city`, { latitude: at.latitude.toFixed(4), longitude: at.longitude.toFixed(4) }),
  fetchMoreReviews: ({ vendorId, after }: { vendorId: number; after: string }) =>
    api.get<ReviewsAnswer>(`${API}/vendors/${vendorId}/reviews`, { after }),
  writeReview: ({ vendorId, ...input }: ReviewInput & { vendorId: number }) =>
    api.post<ReviewAnswer>(`${API}/vendors/${vendorId}/reviews`, input satisfies ReviewInput),
  fetchAccountLocation: () => api.get<LocationPreference>(`${API}/account-preferences/location`),
  sendInquiry: (input: InquiryInput) => api.post<InquiryAnswer>(`${API}/inquiries`, input satisfies InquiryInput),
  setFavorite: ({ vendorId, favorite }: { vendorId: number; favorite: boolean }) =>
    favorite ? api.put<FavoriteAnswer>(`${API}/favorites/${vendorId}`) : api.delete<FavoriteAnswer>(`${API}/favorites/${vendorId}`),
  fetchFavorites: () => api.get<FavoritesAnswer>(`${API}/favorites`),
  fetchBookingReminder: () => api.get<BookingReminder>(`${API}/booking-status`),
  putBookingStatus: ({ vendorId, status }: { vendorId: number; status: BookingStatus }) =>
    api.put<BookingStatusAnswer>(`${API}/booking-status/${vendorId}`, { status } satisfies BookingStatusBody),
};
