import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The registry shop's category tree (spec §3 'Navigation category tree': key, name, children). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    /** Shown in the wedding boutique navigation (spec §2 'A wedding boutique variant has its own categories'). */
    inBoutique: boolean('in_boutique').notNull().default(false),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    // Search suggestions match category names spelt alike (pg_trgm; server/modules/search/suggestQuery.ts).
    index('categories_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  // Search suggestions match brand names spelt alike (pg_trgm; server/modules/search/suggestQuery.ts).
  (t) => [
    index('brands_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
  ],
);

/** Partner boutiques: small shops whose products the registry sells (spec §2 /shop/partner-boutique/{slug}). */
export const boutiques = pgTable('boutiques', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  city: text('city').notNull().default(''),
});

/**
 * Products. min/max price and in_stock are kept in step with the SKUs (the seed and every
 * stock write update them) so listings filter and sort on indexed columns, not on aggregates.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /**
     * The root of category_id's tree (itself for a top-level category). Kept in step by the writers
     * (the seed; the migration backfilled it) so a top-level listing is one ordered index range,
     * not a sort over every product of its sub-categories.
     */
    topCategoryId: integer('top_category_id').references(() => categories.id),
    boutiqueId: integer('boutique_id').references(() => boutiques.id),
    /** PRODUCT, GIFT_CARD. Cash funds are not products (see cash_fund_templates). */
    kind: text('kind').notNull().default('PRODUCT'),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    referencePriceType: text('reference_price_type', { enum: ['MSRP', 'COMPAREATPRICE', 'DISCOUNTPRICE'] }),
    referencePriceCents: integer('reference_price_cents'),
    suggestedQuantity: integer('suggested_quantity').notNull().default(1),
    shipMethod: text('ship_method', { enum: ['E-delivery', 'Ground Shipping'] })
      .notNull()
      .default('Ground Shipping'),
    /** Business days from order to arrival (standard) and for expedited shipping. */
    shipMinDays: integer('ship_min_days').notNull().default(3),
    shipMaxDays: integer('ship_max_days').notNull().default(7),
    isPersonalized: boolean('is_personalized').notNull().default(false),
    /** Heavy or perishable items carry a delivery surcharge (spec §9). */
    deliverySurchargeCents: integer('delivery_surcharge_cents').notNull().default(0),
    /** Null = ships everywhere; otherwise the regions it ships to, e.g. ['US_CONTIGUOUS', 'US_ALASKA_AND_HAWAII']. */
    shippingRestrictions: jsonb('shipping_restrictions').$type<string[] | null>(),
    minPriceCents: integer('min_price_cents').notNull().default(0),
    maxPriceCents: integer('max_price_cents').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(true),
    featuredRank: integer('featured_rank').notNull().default(0),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The product's listing card (ProductSummary in server/modules/shop/service.ts) as JSON text,
     * kept current by triggers on products, product_looks and brands (migration 0011): a listing
     * page reads 24 of these from one index range instead of joining looks and brands per request.
     */
    listingCard: text('listing_card'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(name, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    // Each listing sort reads one of these in order (featured: rank desc then id; price low/high:
    // min price up / max price down; newest: created down), so a page is a LIMIT on an index range.
    index('products_category_featured_idx').on(t.categoryId, t.featuredRank.desc().nullsFirst(), t.id),
    index('products_category_price_idx').on(t.categoryId, t.minPriceCents, t.id),
    index('products_category_price_desc_idx').on(t.categoryId, t.maxPriceCents, t.id),
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id),
    index('products_category_brand_idx').on(t.categoryId, t.brandId),
    index('products_top_featured_idx').on(t.topCategoryId, t.featuredRank.desc().nullsFirst(), t.id),
    index('products_top_price_idx').on(t.topCategoryId, t.minPriceCents, t.id),
    index('products_top_price_desc_idx').on(t.topCategoryId, t.maxPriceCents, t.id),
    index('products_top_created_idx').on(t.topCategoryId, t.createdAt, t.id),
    index('products_top_brand_idx').on(t.topCategoryId, t.brandId),
    index('products_brand_idx').on(t.brandId, t.featuredRank.desc().nullsFirst(), t.id),
    index('products_boutique_idx').on(t.boutiqueId),
    index('products_new_idx').on(t.isNewArrival, t.createdAt),
    // The virtual 'new-arrivals' category: a tenth of the catalog, listed in every sort.
    index('products_new_featured_idx')
      .on(t.featuredRank.desc().nullsFirst(), t.id)
      .where(sql`${t.isNewArrival}`),
    index('products_new_price_idx')
      .on(t.minPriceCents, t.id)
      .where(sql`${t.isNewArrival}`),
    index('products_new_price_desc_idx')
      .on(t.maxPriceCents, t.id)
      .where(sql`${t.isNewArrival}`),
    index('products_search_idx').using('gin', t.searchVector),
    // The search_product_names trigger finds the other products of a name when one goes (migration 0032).
    index('products_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** A product look (colour / finish): its swatch and images per aspect ratio (spec §3 product_look_views). */
export const productLooks = pgTable(
  'product_looks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    swatchImageUrl: text('swatch_image_url').notNull(),
    /** Images by aspect ratio: { '1x1': [url...], '3x4': [...], '2x3': [...] }. */
    images: jsonb('images').$type<Record<string, string[]>>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_looks_product_idx').on(t.productId, t.position)],
);

/** Sellable units. Stock can never go below zero: a check constraint backs the services' guarded updates. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lookId: integer('look_id').references(() => productLooks.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    /** This SKU's reference price (the product's reference_price type); reference_price_range spans them. */
    referencePriceCents: integer('reference_price_cents'),
    stock: integer('stock').notNull().default(0),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('skus_product_idx').on(t.productId), check('skus_stock_non_negative', sql`${t.stock} >= 0`)],
);

/** Curated collections; kind 'starter' are the starter gift collections. */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: ['collection', 'starter'] })
    .notNull()
    .default('collection'),
  position: integer('position').notNull().default(0),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** Cash and honeymoon fund ideas a couple can add to a registry (spec §2 /shop/honeymoon-cash-funds). */
export const cashFundTemplates = pgTable('cash_fund_templates', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: ['HONEYMOON', 'CASH'] }).notNull(),
  imageUrl: text('image_url').notNull(),
  suggestedGoalCents: integer('suggested_goal_cents').notNull(),
  position: integer('position').notNull().default(0),
});
