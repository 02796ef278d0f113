import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  brands,
  categories,
  productLooks,
  products,
  registries,
  registryCollections,
  registryGifts,
  registryItems,
  skus,
  type CashFundType,
} from '../../db/schema';
import { groupGiftView, groupContributions, type GroupContributions } from '../groupGifts/view';
import {
  FUND_CONTRIBUTIONS_SHOWN,
  type FundContribution,
  type RegistryCollection,
  type RegistryItem,
} from '../../../src/contracts/registry';

/** One registry item as every registry answer shows it (src/contracts/registry.ts `registryItem`), and its category's label. */
export interface ItemView extends RegistryItem {
  /** Not part of the documented Item: the facet label of category_key. Stripped from answers. */
  category_name?: string | null;
  /** Not part of the documented Item: the product's shipping, for the delivery estimate. Stripped from answers. */
  shipping?: { method: 'E-delivery' | 'Ground Shipping'; max_days: number; personalized: boolean } | null;
}

export type CollectionView = RegistryCollection;

/** A registry's items and collections at one version: what the public views are computed from. */
export interface Snapshot {
  items: ItemView[];
  collections: CollectionView[];
}

const FUND_IMAGES: Record<CashFundType, string> = {
  HONEYMOON: '/media/scene/honeymoon-fund.svg',
  HOME: '/media/scene/new-home-fund.svg',
  EXPERIENCE: '/media/scene/experience-fund.svg',
  CHARITY: '/media/scene/charity-fund.svg',
  CUSTOM: '/media/scene/cash-fund.svg',
};
export const defaultFundImage = (type: CashFundType): string => FUND_IMAGES[type];
export const DEFAULT_EXTERNAL_IMAGE = '/media/scene/external-gift.svg';

const itemColumns = {
  id: registryItems.id,
  kind: registryItems.kind,
  collectionId: registryItems.collectionId,
  productId: registryItems.productId,
  skuId: registryItems.skuId,
  requestedQty: registryItems.requestedQty,
  purchasedQty: registryItems.purchasedQty,
  mostWanted: registryItems.mostWanted,
  note: registryItems.note,
  fundType: registryItems.fundType,
  title: registryItems.title,
  description: registryItems.description,
  goalCents: registryItems.goalCents,
  contributedCents: registryItems.contributedCents,
  priceCents: registryItems.priceCents,
  imageUrl: registryItems.imageUrl,
  storeName: registryItems.storeName,
  externalUrl: registryItems.externalUrl,
  externalBrand: registryItems.externalBrand,
  position: registryItems.position,
  createdAt: registryItems.createdAt,
  productName: products.name,
  productSlug: products.slug,
  minPrice: products.minPriceCents,
  maxPrice: products.maxPriceCents,
  brandName: brands.name,
  categoryKey: categories.key,
  categoryName: categories.name,
  skuPrice: skus.priceCents,
  skuStock: skus.stock,
  shipMethod: products.shipMethod,
  shipMaxDays: products.shipMaxDays,
  isPersonalized: products.isPersonalized,
  lookImages: productLooks.images,
  groupGift: registryItems.groupGift,
  groupGoalCents: registryItems.groupGoalCents,
  groupFundedCents: registryItems.groupFundedCents,
  groupGiftMinCents: registries.groupGiftMinCents,
};

/** registry_items with their SKU, product, brand, top category and look (all left joins). */
function itemRows(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(registryItems)
    .leftJoin(skus, eq(skus.id, registryItems.skuId))
    .leftJoin(products, eq(products.id, registryItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, sql`coalesce(${products.topCategoryId}, ${products.categoryId})`))
    .leftJoin(productLooks, eq(productLooks.id, skus.lookId))
    .innerJoin(registries, eq(registries.id, registryItems.registryId))
    .$dynamic();
}
export type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

interface Contributions {
  count: number;
  newest: FundContribution[];
}
const NO_CONTRIBUTIONS: Contributions = { count: 0, newest: [] };

function toItemView(r: ItemRow, contributions: Contributions = NO_CONTRIBUTIONS, group?: GroupContributions): ItemView {
  const isCatalog = r.kind === 'PRODUCT' || r.kind === 'GIFT_CARD';
  const remaining = r.kind === 'CASH_FUND' ? null : Math.max(r.requestedQty - r.purchasedQty, 0);
  return {
    id: r.id,
    kind: r.kind,
    title: (isCatalog ? r.productName : r.title) ?? '',
    description: r.description ?? '',
    brand: isCatalog ? (r.brandName ?? null) : r.kind === 'EXTERNAL' ? (r.externalBrand ?? null) : null,
    image_url: isCatalog ? (r.lookImages?.['1x1']?.[0] ?? null) : (r.imageUrl ?? null),
    price_cents: isCatalog ? (r.skuPrice ?? null) : r.kind === 'EXTERNAL' ? (r.priceCents ?? null) : null,
    price_range:
      r.kind === 'PRODUCT' && r.minPrice !== null && r.maxPrice !== null ? { min_price: r.minPrice, max_price: r.maxPrice } : null,
    requested_qty: r.requestedQty,
    purchased_qty: r.purchasedQty,
    remaining,
    most_wanted: r.mostWanted,
    note: r.note,
    collection_id: r.collectionId,
    position: r.position,
    created_at: r.createdAt.toISOString(),
    product_id: r.productId,
    sku_id: r.skuId,
    product_slug: isCatalog ? r.productSlug : null,
    product_path: isCatalog && r.productSlug ? `/shop/product/${r.productSlug}` : null,
    category_key: isCatalog ? r.categoryKey : null,
    category_name: isCatalog ? r.categoryName : null,
    in_stock: isCatalog ? (r.skuStock ?? 0) > 0 : true,
    cash_fund:
      r.kind === 'CASH_FUND'
        ? {
            fund_type: r.fundType ?? 'CUSTOM',
            goal_cents: r.goalCents,
            contributed_cents: r.contributedCents,
            contribution_count: contributions.count,
            contributions: contributions.newest,
          }
        : null,
    external: r.kind === 'EXTERNAL' ? { store_name: r.storeName ?? '', url: r.externalUrl ?? '' } : null,
    group_gift: groupGiftView(r, group),
    group_gift_setting: r.groupGift,
    is_available: remaining === null ? true : remaining > 0,
    shipping:
      isCatalog && r.shipMethod !== null
        ? { method: r.shipMethod, max_days: r.shipMaxDays ?? 0, personalized: r.isPersonalized ?? false }
        : null,
  };
}

/** The documented Item (without the internal category label). */
export function publicItem(item: ItemView): RegistryItem {
  const { category_name: _omit, shipping: _shipping, ...rest } = item;
  return rest;
}

/** Items of a registry (all, or the given ids), in the couple's order. One indexed query. */
export async function loadItems(db: DbOrTx, registryId: number, ids?: number[]): Promise<ItemView[]> {
  const rows = await itemRows(db)
    .where(ids ? and(eq(registryItems.registryId, registryId), inArray(registryItems.id, ids)) : eq(registryItems.registryId, registryId))
    .orderBy(asc(registryItems.position), asc(registryItems.id));
  const funds = await fundContributions(
    db,
    rows.filter((r) => r.kind === 'CASH_FUND').map((r) => r.id),
  );
  const groups = await groupContributions(
    db,
    rows.filter((r) => groupGiftView(r) !== null).map((r) => r.id),
  );
  return rows.map((r) => toItemView(r, funds.get(r.id), groups.get(r.id)));
}

/**
 * Each fund's contributions as everyone sees them: how many, and the newest FUND_CONTRIBUTIONS_SHOWN
 * givers' names and messages. Never the amounts (those are the couple's, in the gift tracker).
 * One statement for all the funds (registry_gifts_item_idx).
 */
async function fundContributions(db: DbOrTx, fundIds: number[]): Promise<Map<number, Contributions>> {
  const out = new Map<number, Contributions>();
  if (fundIds.length === 0) return out;
  const g = registryGifts;
  const rows = await queryRows<{ item_id: number; giver_name: string; message: string; received_at: Date | string; n: number; rn: number }>(
    db,
    sql`select item_id, giver_name, message, received_at, n, rn from (
      select ${g.registryItemId} as item_id, ${g.giverName} as giver_name, ${g.message} as message, ${g.receivedAt} as received_at,
        count(*) over (partition by ${g.registryItemId})::int as n,
        row_number() over (partition by ${g.registryItemId} order by ${g.receivedAt} desc, ${g.id} desc)::int as rn
      from ${g} where ${inArray(g.registryItemId, fundIds)}
    ) c where rn <= ${FUND_CONTRIBUTIONS_SHOWN} order by item_id, rn`,
  );
  for (const row of rows) {
    const id = Number(row.item_id);
    const entry = out.get(id) ?? { count: Number(row.n), newest: [] };
    entry.newest.push({ giver_name: row.giver_name, message: row.message, received_at: new Date(row.received_at).toISOString() });
    out.set(id, entry);
  }
  return out;
}

export async function loadItem(db: DbOrTx, registryId: number, id: number): Promise<ItemView | null> {
  const [item] = await loadItems(db, registryId, [id]);
  return item ?? null;
}

export async function loadCollections(db: DbOrTx, registryId: number, items?: ItemView[]): Promise<CollectionView[]> {
  const rows = await db
    .select({ id: registryCollections.id, name: registryCollections.name, position: registryCollections.position })
    .from(registryCollections)
    .where(eq(registryCollections.registryId, registryId))
    .orderBy(asc(registryCollections.position), asc(registryCollections.id));
  const counts = new Map<number, number>();
  if (items) {
    for (const item of items) if (item.collection_id !== null) counts.set(item.collection_id, (counts.get(item.collection_id) ?? 0) + 1);
  } else {
    const countRows = await db
      .select({ id: registryItems.collectionId, n: sql<number>`count(*)::int` })
      .from(registryItems)
      .where(eq(registryItems.registryId, registryId))
      .groupBy(registryItems.collectionId);
    for (const c of countRows) if (c.id !== null) counts.set(c.id, Number(c.n));
  }
  return rows.map((c) => ({ ...c, item_count: counts.get(c.id) ?? 0 }));
}
