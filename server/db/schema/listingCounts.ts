import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Precomputed listing counts, kept in step by statement-level triggers on products and vendors
 * (migration 0010). A listing page reads its total and its brand facet from a few rows here
 * instead of counting thousands of index entries on every request (100,000 products: 10 ms → 0.2 ms).
 * Filters the table cannot answer (price ranges, vendor ratings...) still count live.
 */
export const productListingCounts = pgTable(
  'product_listing_counts',
  {
    /** 'category:{id}' for a category and each of its ancestors, or 'new-arrivals'. */
    scopeKey: text('scope_key').notNull(),
    brandId: integer('brand_id').notNull(),
    products: integer('products').notNull().default(0),
    inStock: integer('in_stock').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scopeKey, t.brandId] })],
);

/** Vendors per (category, market, state, price tier): a search filtered by any of these counts a few rows. */
export const vendorSearchCounts = pgTable(
  'vendor_search_counts',
  {
    marketId: integer('market_id').notNull(),
    stateCode: text('state_code').notNull(),
    categoryId: integer('category_id').notNull(),
    priceTier: integer('price_tier').notNull().default(0),
    vendors: integer('vendors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.marketId, t.stateCode, t.priceTier] })],
);

/**
 * A listing scope's totals and its brand facet as JSON text ([{ slug, name, count }] by name),
 * rebuilt by a trigger whenever product_listing_counts changes for the scope (migration 0011):
 * a listing page reads one row by key.
 */
export const productListingFacets = pgTable('product_listing_facets', {
  scopeKey: text('scope_key').primaryKey(),
  products: integer('products').notNull().default(0),
  inStock: integer('in_stock').notNull().default(0),
  brands: text('brands').notNull().default('[]'),
});
