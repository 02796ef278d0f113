import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, categories, productLooks, products, registryCollections, registryItems, skus, type CashFundType } from '../../db/schema';
import type { RegistryCollection, RegistryItem } from '../../../src/contracts/registry';

/** One registry item as every registry answer shows it (src/contracts/registry.ts `registryItem`), and its category's label. */
export interface ItemView extends RegistryItem {
  /** Not part of the documented Item: the facet label of category_key. Stripped from answers. */
  category_name?: string | null;
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
  lookImages: productLooks.images,
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
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

function toItemView(r: ItemRow): ItemView {
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
      r.kind === 'CASH_FUND' ? { fund_type: r.fundType ?? 'CUSTOM', goal_cents: r.goalCents, contributed_cents: r.contributedCents } : null,
    external: r.kind === 'EXTERNAL' ? { store_name: r.storeName ?? '', url: r.externalUrl ?? '' } : null,
    is_available: remaining === null ? true : remaining > 0,
  };
}

/** The documented Item (without the internal category label). */
export function publicItem(item: ItemView): RegistryItem {
  const { category_name: _omit, ...rest } = item;
  return rest;
}

/** Items of a registry (all, or the given ids), in the couple's order. One indexed query. */
export async function loadItems(db: DbOrTx, registryId: number, ids?: number[]): Promise<ItemView[]> {
  const rows = await itemRows(db)
    .where(ids ? and(eq(registryItems.registryId, registryId), inArray(registryItems.id, ids)) : eq(registryItems.registryId, registryId))
    .orderBy(asc(registryItems.position), asc(registryItems.id));
  return rows.map(toItemView);
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
