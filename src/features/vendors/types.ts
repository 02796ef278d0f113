export interface SearchLocation {
  type: 'CITY' | 'ALL_MARKETS' | 'STATE';
  label: string;
  slug: string;
  stateSlug?: string;
  marketSlug?: string;
  usCityId?: number;
  storefrontSearchPayload?: { vendorMarketId: number; city: string; stateProvince: string };
  geoCoordinates?: { latitude: number; longitude: number };
}

export interface VendorCard {
  id: number;
  name: string;
  slug: string;
  categoryKey: string;
  categoryName: string;
  location: string;
  priceTier: number;
  startingPriceCents: number;
  rating: number;
  reviewCount: number;
  capacity: number | null;
  style: string;
  tier: 'GOLD' | 'SILVER' | 'STANDARD';
  photoUrl: string;
  url: string;
  distanceMiles?: number | null;
}

export interface SearchResult {
  location: SearchLocation;
  category: { key: string; name: string } | null;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  vendors: VendorCard[];
}

export interface Storefront extends VendorCard {
  description: string;
  market: { id: number; name: string };
  searchLocation: SearchLocation;
  photos: Array<{ url: string; alt: string }>;
  packages: Array<{ id: number; name: string; description: string; priceCents: number }>;
  reviews: Array<{ id: number; author: string; rating: number; body: string; reviewedOn: string }>;
  isFavorite: boolean;
}

export interface InquiryInput {
  vendor_id: number;
  wedding_date?: string;
  guest_count?: number;
  budget_cents?: number;
  message: string;
}

export interface InquiryResult {
  inquiry: { id: number; vendorId: number; vendorName: string; flowTags: string[] };
  message: string;
}

export interface StateLanding {
  state: { name: string; stateCode: string; slug: string };
  cities: Array<SearchLocation & { name: string; vendorCount: number }>;
  categories: Array<{ key: string; name: string; vendorCount: number }>;
}

/** GET /web-marketplace-api/v1/booking-status: the booking status reminder's data. */
export type BookingStatus = 'BOOKED' | 'STILL_LOOKING';
export interface BookingReminder {
  due: boolean;
  vendors: Array<{ id: number; name: string; categoryName: string; url: string; lastInquiryAt: string; status: BookingStatus | null }>;
}
