/**
 * Registry shapes, as server/API.md's "Registry" section documents them (snake_case: the wire
 * format is kept so a reader can match a field to the contract).
 */
import type { RegistrySummary } from '../../contracts/registry';

/** Owner info from GET /web-registry-api/v1/registry/user-info (spec §5, §7). */
export interface RegistryUserInfo {
  registry_id: number | null;
  registry_key?: string | null;
  is_published?: boolean;
  address_view: { state_province_region: string | null } | null;
}

export interface AddToRegistryArg {
  productId: number;
  skuId: number;
  quantity: number;
  shippingRestrictions: string[] | null;
}

export interface AddedRegistryItem {
  id: number;
  skuId: number;
  quantity: number;
}

export interface RegistryHeader {
  id: number;
  registry_key: string;
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
  /** YYYY-MM-DD or null. */
  wedding_date: string | null;
  is_past_wedding_date: boolean;
  is_published: boolean;
  item_count: number;
  version: number;
  /** Registry settings: the place (null when hidden, like wedding_date), the note and the photo guests see. */
  location: string | null;
  welcome_note: string;
  couple_photo: { id: string; url: string; src_set: string } | null;
}

export type ItemKind = 'PRODUCT' | 'CASH_FUND' | 'EXTERNAL' | 'GIFT_CARD';
export type FundType = 'HONEYMOON' | 'HOME' | 'EXPERIENCE' | 'CHARITY' | 'CUSTOM';

export interface RegistryItem {
  id: number;
  kind: ItemKind;
  title: string;
  description: string | null;
  brand: string | null;
  image_url: string | null;
  price_cents: number | null;
  price_range: { min_price: number; max_price: number } | null;
  requested_qty: number;
  purchased_qty: number;
  /** requested − purchased (≥ 0); null for cash funds. */
  remaining: number | null;
  most_wanted: boolean;
  note: string | null;
  collection_id: number | null;
  position: number;
  created_at: string;
  product_id: number | null;
  sku_id: number | null;
  product_slug: string | null;
  product_path: string | null;
  category_key: string | null;
  in_stock: boolean;
  cash_fund: { fund_type: FundType; goal_cents: number | null; contributed_cents: number } | null;
  external: { store_name: string; url: string } | null;
  is_available: boolean;
}

export interface RegistryCollection {
  id: number;
  name: string;
  position: number;
  item_count: number;
}

export type FilterType = 'PRICE' | 'CATEGORY' | 'AVAILABILITY' | 'STORE' | 'TYPE';
export interface RegistryFilter {
  type: FilterType;
  values: string[];
}
export type RegistrySort = 'FEATURED' | 'PRICE_LOW_HIGH' | 'PRICE_HIGH_LOW' | 'NEWEST' | 'MOST_WANTED';

export interface Facet {
  type: FilterType;
  values: { value: string; label: string; count: number }[];
}

/** GET /registry/summary: declared once, in src/contracts/registry.ts. */
export type { RegistrySummary } from '../../contracts/registry';

/** POST /registryCollection/search body (spec §3 'Registry search request'). */
export interface RegistrySearchRequest {
  registry_key: string;
  filters?: RegistryFilter[];
  flattened_view?: boolean;
  collection_object_id?: number | null;
  grouped_by_collection?: boolean;
  sort?: RegistrySort;
  preview_as_guest?: boolean;
  /** One page of the gifts (server/API.md); without page_size every gift. */
  page?: number;
  page_size?: number;
}

export interface RegistryGroup {
  collection_id: number | null;
  name: string;
  items: RegistryItem[];
}

export interface RegistrySearchResponse {
  registry: RegistryHeader;
  viewer: { is_owner: boolean; can_edit: boolean };
  summary: RegistrySummary | null;
  collections: RegistryCollection[];
  uncollected_count: number;
  facets: Facet[];
  filters: RegistryFilter[];
  sort: RegistrySort;
  total: number;
  page: number;
  page_size: number | null;
  page_count: number;
  items: RegistryItem[] | null;
  groups: RegistryGroup[] | null;
}

/** GET /registry/find (Find a couple). */
export interface FindCoupleParams {
  first_name?: string;
  last_name?: string;
  month?: number;
  year?: number;
  page?: number;
}
export interface FoundRegistry {
  registry_key: string;
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
  wedding_date: string | null;
  is_past_wedding_date: boolean;
  registry_path: string;
  /** Null when the couple hide their date and location (registry settings). */
  location: string | null;
  couple_photo: { id: string; url: string; src_set: string } | null;
}
export interface FindCoupleResult {
  registries: FoundRegistry[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
}

export interface AddCashFundArg {
  title: string;
  description?: string;
  fund_type: FundType;
  goal_cents?: number;
  collection_id?: number;
}

export interface ExternalProductArg {
  url: string;
  title: string;
  price_cents: number;
  quantity?: number;
  image_url?: string;
  store_name?: string;
  note?: string;
  collection_id?: number;
}

/** PUT /registry/items/{id}: any of these. */
export interface ItemChanges {
  requested_qty?: number;
  most_wanted?: boolean;
  note?: string;
  collection_id?: number | null;
  title?: string;
  description?: string;
  goal_cents?: number | null;
}
export interface ItemUpdateArg {
  id: number;
  changes: ItemChanges;
}

export type SkipReason = 'ALREADY_ON_REGISTRY' | 'CANNOT_SHIP_TO_HAWAII_ALASKA' | 'OUT_OF_STOCK';

export interface QuickAddPackItem {
  id: number;
  kind: 'PRODUCT' | 'CASH_FUND';
  product_id: number | null;
  sku_id: number | null;
  product_path: string | null;
  title: string;
  brand: string | null;
  image_url: string | null;
  price_cents: number | null;
  quantity: number;
  cash_fund: { fund_type: FundType; goal_cents: number | null } | null;
  on_registry: boolean | null;
  can_ship: boolean | null;
}
export interface QuickAddPack {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
  total_cents: number;
  items: QuickAddPackItem[];
}
export interface QuickAddResult {
  added: RegistryItem[];
  skipped: { pack_item_id: number; title: string; reason: SkipReason; message: string }[];
}

export type ThankYouFilter = 'all' | 'pending' | 'sent';
export interface Gift {
  id: number;
  giver_name: string;
  giver_email: string | null;
  received_at: string;
  description: string | null;
  quantity: number;
  amount_cents: number;
  message: string | null;
  thank_you_sent: boolean;
  order_id: number | null;
  item: { id: number; kind: ItemKind; title: string; image_url: string | null } | null;
}
export interface GiftTracker {
  gifts: Gift[];
  totals: { gift_count: number; amount_cents: number; thank_you_pending: number };
}

export interface ChecklistCategory {
  key: string;
  name: string;
  description: string;
  suggested_count: number;
  added_count: number;
  complete: boolean;
  shop_path: string;
}
export interface Checklist {
  categories: ChecklistCategory[];
  added_total: number;
  suggested_total: number;
  percent_complete: number;
}
