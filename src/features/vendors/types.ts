/** server/API.md "Vendor marketplace": the bodies and answers are declared once, in src/contracts/vendors.ts. */
export type {
  BookingReminder,
  BookingStatus,
  InquiryAnswer as InquiryResult,
  InquiryInput,
  SearchLocation,
  StateLanding,
  Storefront,
  VendorCard,
  VendorSearchAnswer as SearchResult,
} from '../../contracts/vendors';
