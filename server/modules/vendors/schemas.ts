import { z } from 'zod';
import { id, idParam, intParam, money, slug as slugOf, text, wholeNumber } from '../../../src/contracts/inputs';

const slug = slugOf(140);

export const SORTS = ['relevance', 'distance'] as const;
export const MAX_PAGE_SIZE = 60;

/** Search: location is a city slug ('new-york-ny'), a state slug ('new-york') or absent / 'all-locations' for all markets. */
export const searchQuery = z.object({
  location: slug.optional(),
  category: slug.optional(),
  price_tier: z.string().regex(/^[1-4](,[1-4]){0,3}$/, 'must be tiers 1 to 4 separated by commas').optional(),
  min_rating: intParam(1, 5).optional(),
  min_capacity: intParam(1, 10_000).optional(),
  style: z.string().regex(/^[a-z]{1,20}(,[a-z]{1,20}){0,5}$/, 'must be styles separated by commas').optional(),
  sort: z.enum(SORTS, `must be one of ${SORTS.join(', ')}`).default('relevance'),
  page: intParam(1, 10_000).default(1),
  page_size: intParam(1, MAX_PAGE_SIZE).default(24),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const stateParams = z.object({ state: slug });
export const storefrontParams = z.object({ category: slug, slug });
export const vendorIdParams = z.object({ vendorId: idParam() });
export const inquiryIdParams = z.object({ id: idParam() });

export const locationBody = z.object({ city_slug: slug });

export const inquiryBody = z.object({
  vendor_id: id(),
  wedding_date: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
  guest_count: wholeNumber(1, 10_000).optional(),
  budget_cents: money(0, 100_000_000).optional(),
  message: text(2000).min(1, 'Please write a message to the vendor.'),
  from_favorite: z.boolean().optional(),
});
export type InquiryBody = z.output<typeof inquiryBody>;

/** PUT /booking-status/{vendorId}: the couple's answer to the booking status reminder. */
export const BOOKING_STATUSES = ['BOOKED', 'STILL_LOOKING'] as const;
export const bookingStatusBody = z.object({ status: z.enum(BOOKING_STATUSES, 'must be BOOKED or STILL_LOOKING') });
