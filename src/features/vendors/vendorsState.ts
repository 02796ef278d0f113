import type { ApiError } from '../../lib/http';
import type { RequestStatus } from '../../lib/requestSaga';
import type { VendorSearchParams } from '../../lib/vendorUrls';
import type { NearMe } from './nearMe';
import type { BookingReminder, InquiryResult, SearchResult, StateLanding, Storefront, VendorCard } from './types';

/** The marketplace's state, read by its selectors before its slice has loaded (null until then). */
export interface Req<T> {
  status: RequestStatus;
  data: T | null;
  error: ApiError | null;
}
export const idle = <T>(): Req<T> => ({ status: 'idle', data: null, error: null });

export interface VendorsState {
  search: Req<SearchResult> & { params: VendorSearchParams | null };
  storefront: Req<Storefront>;
  stateLanding: Req<StateLanding>;
  inquiry: Req<InquiryResult>;
  favorites: Req<VendorCard[]>;
  /** Where "near me" is, found once per page load (nearMe.ts). */
  nearMe: Req<NearMe>;
  /** The storefront's next page of reviews, and the couple's review being sent. */
  moreReviews: Req<true>;
  review: Req<true>;
  /** The booking status reminder's data, and the vendor whose answer is being saved (if any). */
  bookingReminder: Req<BookingReminder> & { saving: number | null; saveError: ApiError | null };
}

export const initialVendorsState: VendorsState = {
  search: { ...idle<SearchResult>(), params: null },
  storefront: idle(),
  stateLanding: idle(),
  inquiry: idle(),
  favorites: idle(),
  nearMe: idle(),
  moreReviews: idle(),
  review: idle(),
  bookingReminder: { ...idle<BookingReminder>(), saving: null, saveError: null },
};
