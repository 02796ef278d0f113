import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { weddings, users } from './accounts';
import { cashFundTemplates, products, skus } from './catalog';

/** What a cash fund is for (add-cash `fund_type`); decides its default image. */
export const CASH_FUND_TYPES = ['HONEYMOON', 'HOME', 'EXPERIENCE', 'CHARITY', 'CUSTOM'] as const;
export type CashFundType = (typeof CASH_FUND_TYPES)[number];

/** The fund type of a cash fund made from a catalog template (cash_fund_templates kind HONEYMOON or CASH). */
export function fundTypeOfTemplate(template: { kind: string; slug: string }): CashFundType {
  if (template.kind === 'HONEYMOON') return 'HONEYMOON';
  return /home/.test(template.slug) ? 'HOME' : 'CUSTOM';
}

/**
 * A couple's registry; one per wedding. `slug` is the public registry_key of spec §7
 * (e.g. 'alex-and-jordan'). Private until published. The shipping address is the couple's and
 * is never shown to guests (gifts ship to it).
 */
export const registries = pgTable('registries', {
  id: serial('id').primaryKey(),
  weddingId: integer('wedding_id')
    .notNull()
    .unique()
    .references(() => weddings.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  isPublished: boolean('is_published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Moves with every change a guest could see (triggers 0007, 0019): the key of the read cache (modules/registry/readCache.ts). */
  version: integer('version').notNull().default(1),
  shipName: text('ship_name'),
  shipAddress1: text('ship_address1'),
  shipAddress2: text('ship_address2'),
  shipCity: text('ship_city'),
  /** Two-letter state code: address_view.state_province_region of spec §3. */
  shipStateProvinceRegion: text('ship_state_province_region'),
  shipPostalCode: text('ship_postal_code'),
  /** PUBLIC (in Find a couple), LINK_ONLY (by its URL only) or PRIVATE (the couple only). */
  visibility: text('visibility', { enum: ['PUBLIC', 'LINK_ONLY', 'PRIVATE'] })
    .notNull()
    .default('PUBLIC'),
  hideDateAndLocation: boolean('hide_date_and_location').notNull().default(false),
  welcomeNote: text('welcome_note').notNull().default(''),
  /** Group gifting (issue 26): catalog gifts priced at this or more can be group-gifted; null = off unless switched on per gift. */
  groupGiftMinCents: integer('group_gift_min_cents'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The couple's own groupings of items ("Kitchen", "Honeymoon"). */
export const registryCollections = pgTable(
  'registry_collections',
  {
    id: serial('id').primaryKey(),
    registryId: integer('registry_id')
      .notNull()
      .references(() => registries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('registry_collections_registry_idx').on(t.registryId, t.position)],
);

/**
 * Registry items. kind decides which columns are used:
 * PRODUCT (sku_id, product_id), CASH_FUND (goal / contributed), EXTERNAL (title, price, image, store, url),
 * GIFT_CARD (product_id of a gift-card product, price = denomination).
 * requested_qty and purchased_qty are whole units; purchased_qty <= requested_qty is enforced
 * in the checkout transaction with a row lock.
 */
export const registryItems = pgTable(
  'registry_items',
  {
    id: serial('id').primaryKey(),
    registryId: integer('registry_id')
      .notNull()
      .references(() => registries.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id').references(() => registryCollections.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['PRODUCT', 'CASH_FUND', 'EXTERNAL', 'GIFT_CARD'] }).notNull(),
    productId: integer('product_id').references(() => products.id),
    skuId: integer('sku_id').references(() => skus.id),
    requestedQty: integer('requested_qty').notNull().default(1),
    purchasedQty: integer('purchased_qty').notNull().default(0),
    mostWanted: boolean('most_wanted').notNull().default(false),
    note: text('note').notNull().default(''),
    /** CASH_FUND */
    fundType: text('fund_type', { enum: CASH_FUND_TYPES }),
    title: text('title'),
    description: text('description'),
    goalCents: integer('goal_cents'),
    contributedCents: integer('contributed_cents').notNull().default(0),
    /** EXTERNAL (and the display image of a cash fund) */
    priceCents: integer('price_cents'),
    imageUrl: text('image_url'),
    storeName: text('store_name'),
    externalUrl: text('external_url'),
    /** EXTERNAL: the brand the couple gave (read from the store's page when flag giftImportBrandExtraction is on). */
    externalBrand: text('external_brand'),
    position: integer('position').notNull().default(0),
    /**
     * Group gifting (modules/groupGifts): the couple's switch for this gift (null follows the registry's
     * group_gift_min_cents); the unit being funded: its goal (the price when its first contribution came)
     * and what its contributions add up to. Never above the goal (the CHECK backs the checkout's guard).
     */
    groupGift: boolean('group_gift'),
    groupGoalCents: integer('group_goal_cents'),
    groupFundedCents: integer('group_funded_cents').notNull().default(0),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registry_items_registry_idx').on(t.registryId, t.position, t.id),
    index('registry_items_collection_idx').on(t.collectionId),
    index('registry_items_sku_idx').on(t.registryId, t.skuId),
    check('registry_items_purchased_non_negative', sql`${t.purchasedQty} >= 0`),
    check(
      'registry_items_group_funded_within_goal',
      sql`${t.groupFundedCents} >= 0 and (${t.groupFundedCents} = 0 or ${t.groupFundedCents} <= ${t.groupGoalCents})`,
    ),
  ],
);

/** Gifts the couple received (the gift tracker): from checkout, or recorded by hand. */
export const registryGifts = pgTable(
  'registry_gifts',
  {
    id: serial('id').primaryKey(),
    registryId: integer('registry_id')
      .notNull()
      .references(() => registries.id, { onDelete: 'cascade' }),
    registryItemId: integer('registry_item_id').references(() => registryItems.id, { onDelete: 'set null' }),
    /** The order line that bought it, when it came through checkout (set by the checkout module). */
    orderId: integer('order_id'),
    giverName: text('giver_name').notNull(),
    giverEmail: text('giver_email'),
    message: text('message').notNull().default(''),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountCents: integer('amount_cents').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    thankYouSent: boolean('thank_you_sent').notNull().default(false),
    /** A guest marked an outside (other store) gift as bought there (POST registry/public/{slug}/items/{id}/purchases). */
    boughtElsewhere: boolean('bought_elsewhere').notNull().default(false),
  },
  (t) => [index('registry_gifts_registry_idx').on(t.registryId, t.receivedAt), index('registry_gifts_item_idx').on(t.registryItemId)],
);

/** Curated sets of catalog gifts a couple can add in one go (GET /registry/quick-add-packs). */
export const quickAddPacks = pgTable('quick_add_packs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull().default(0),
});

/** One gift of a pack: a product SKU (PRODUCT) or a cash fund made from a catalog template (CASH_FUND). */
export const quickAddPackItems = pgTable(
  'quick_add_pack_items',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => quickAddPacks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PRODUCT', 'CASH_FUND'] }).notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    cashFundTemplateId: integer('cash_fund_template_id').references(() => cashFundTemplates.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('quick_add_pack_items_pack_idx').on(t.packId, t.position),
    check(
      'quick_add_pack_items_kind_columns',
      sql`(${t.kind} = 'PRODUCT' and ${t.skuId} is not null and ${t.productId} is not null) or (${t.kind} = 'CASH_FUND' and ${t.cashFundTemplateId} is not null)`,
    ),
  ],
);
