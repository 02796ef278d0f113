import type { ProductSummary, ShippingData, Swatch } from '../../contracts/shop';

export type { ProductSummary, Swatch } from '../../contracts/shop';

export type ListingKind = 'category' | 'collection' | 'brand' | 'partner-boutique' | 'search';
export type ListingSort = 'featured' | 'price_asc' | 'price_desc' | 'newest';

/** Filters, sort and page as they appear in the URL (spec: shareable, reload-safe). */
export interface ListingParams {
  min_price?: number;
  max_price?: number;
  brand?: string;
  in_stock?: boolean;
  sort: ListingSort;
  page: number;
}

export interface ListingRequest { kind: ListingKind; slug: string; params: ListingParams }

export interface Listing {
  products: ProductSummary[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
  sort: ListingSort;
  category?: { key: string; name: string; children: { key: string; name: string }[]; category_chain: { key: string; name: string }[] };
  collection?: { slug: string; name: string; description: string };
  brand?: { slug: string; name: string; description: string };
  boutique?: { slug: string; name: string; description: string; city: string };
  brands?: { slug: string; name: string; count: number }[];
  q?: string;
}

export interface LookView { key: string; id: number; label: string; images: { url: string; aspect_ratios: string[] }[]; sku_previews: { id: number; price_cents: number; in_stock: boolean }[] }

export interface ProductDetail {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: string;
  brand: string;
  brand_slug: string;
  category_chain: { key: string; name: string }[];
  product_look_views: LookView[];
  attributes: Record<string, string>;
  price_range: { min_price: number; max_price: number };
  reference_price: { type: string; amount: number } | null;
  reference_price_range: { min_price: number; max_price: number } | null;
  suggested_quantity: number;
  skus: { id: number; price_cents: number; reference_price_cents: number | null; stock: number; look: string | null; attributes: Record<string, string> }[];
  swatches: Swatch[];
  shipping_restrictions: string[] | null;
  is_personalized: boolean;
  delivery_surcharge_cents: number;
  in_stock: boolean;
  shipping: ShippingData;
}

export type DirectoryKind = 'brands' | 'starter-collections' | 'cash-funds';
export interface BrandEntry { slug: string; name: string; description: string; product_count: number }
export interface StarterCollection { slug: string; name: string; description: string; product_count: number; preview: ProductSummary[] }
export interface CashFund { id: number; slug: string; name: string; description: string; kind: 'HONEYMOON' | 'CASH'; image_url: string; suggested_goal_cents: number }
export interface Directory { brands?: BrandEntry[]; collections?: StarterCollection[]; funds?: CashFund[] }
