import type { ListingSort } from '../../contracts/shop';

/** server/API.md "Shop and catalog": the answers are declared once, in src/contracts/shop.ts. */
export type {
  BrandEntry,
  CashFundTemplate as CashFund,
  Directory,
  Listing,
  ListingSort,
  LookView,
  ProductDetail,
  ProductSummary,
  StarterCollection,
  Swatch,
} from '../../contracts/shop';

export type ListingKind = 'category' | 'collection' | 'brand' | 'partner-boutique' | 'search';

/** Filters, sort and page as they appear in the URL (spec: shareable, reload-safe). */
export interface ListingParams {
  min_price?: number;
  max_price?: number;
  brand?: string;
  in_stock?: boolean;
  sort: ListingSort;
  page: number;
}

export interface ListingRequest {
  kind: ListingKind;
  slug: string;
  params: ListingParams;
}

export type DirectoryKind = 'brands' | 'starter-collections' | 'cash-funds';
