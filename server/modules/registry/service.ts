import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, registries, registryCollections, registryGifts, registryItems, skus } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findOwnRegistry, requireOwnRegistry } from './access';
import { requireImportedImage } from '../outsideGifts/importer';
import { storeNameFromUrl } from './storeName';
import { DEFAULT_EXTERNAL_IMAGE, defaultFundImage, loadCollections, loadItem, type CollectionView, publicItem } from './items';
import type {
  AddCashBody,
  AddedRegistryItem,
  AddItemBody,
  CollectionAnswer,
  CollectionDeletedAnswer,
  CollectionOrderAnswer,
  CollectionsAnswer,
  ExternalProductBody,
  ItemAnswer,
  ItemDeletedAnswer,
  PublishAnswer,
  RegistryDuplicateError,
  RegistryAddress,
  RegistryUserInfo,
  ShippingAddressAnswer,
  ShippingAddressBody,
  ShippingAddressSetAnswer,
  UpdateItemBody,
} from '../../../src/contracts/registry';
import { duplicateMessage, REGISTRY_DUPLICATE_CODE } from '../../../src/contracts/registry';

export const HAWAII_ALASKA_MESSAGE = 'Product cannot be shipped to Hawaii or Alaska';
export const ITEM_NOT_FOUND_MESSAGE = 'We could not find that item on your registry.';
export const COLLECTION_NOT_FOUND_MESSAGE = 'Collection not found';
export const MAX_COLLECTIONS = 30;

/** Spec §5: a product with shipping restrictions that lack US_ALASKA_AND_HAWAII cannot go to a HI or AK registry. */
export function cannotShipTo(state: string | null, restrictions: string[] | null | undefined): boolean {
  return (
    restrictions !== null &&
    restrictions !== undefined &&
    !restrictions.includes('US_ALASKA_AND_HAWAII') &&
    (state === 'HI' || state === 'AK')
  );
}

/** GET registry/user-info: the signed-in couple's registry and shipping state (spec §5). */
export async function userInfo(db: Db, userId: number): Promise<RegistryUserInfo> {
  const registry = await findOwnRegistry(db, userId);
  return {
    registry_id: registry?.id ?? null,
    registry_key: registry?.slug ?? null,
    is_published: registry?.isPublished ?? false,
    address_view: registry ? { state_province_region: registry.shipStateProvinceRegion } : null,
  };
}

export async function requireCollection(tx: Tx, registryId: number, collectionId: number) {
  const [collection] = await tx
    .select()
    .from(registryCollections)
    .where(and(eq(registryCollections.id, collectionId), eq(registryCollections.registryId, registryId)));
  if (!collection) throw notFound(COLLECTION_NOT_FOUND_MESSAGE);
  return collection;
}

/** The position after the registry's last item: new gifts go to the end of the couple's order. */
export async function nextPosition(tx: Tx, registryId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${registryItems.position})` })
    .from(registryItems)
    .where(eq(registryItems.registryId, registryId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/**
 * registryCollection/add: one product SKU, with the spec §5 Hawaii/Alaska rule. The version is
 * bumped by the registry_items trigger (migration 0007), as for every item write.
 */
export async function addItem(db: Db, userId: number, body: AddItemBody): Promise<AddedRegistryItem> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const [sku] = await tx
      .select({ id: skus.id, shippingRestrictions: products.shippingRestrictions })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.id, body.sku_id), eq(skus.productId, body.product_id)));
    if (!sku) throw notFound('Product not found');
    if (cannotShipTo(registry.shipStateProvinceRegion, sku.shippingRestrictions)) throw badRequest(HAWAII_ALASKA_MESSAGE);
    if (body.collection_id !== undefined) await requireCollection(tx, registry.id, body.collection_id);
    // The same SKU twice would be two lines for one gift: the couple is asked to raise its quantity instead.
    const [existing] = await tx
      .select({
        id: registryItems.id,
        requested: registryItems.requestedQty,
        purchased: registryItems.purchasedQty,
        title: products.name,
      })
      .from(registryItems)
      .innerJoin(products, eq(products.id, registryItems.productId))
      .where(and(eq(registryItems.registryId, registry.id), eq(registryItems.skuId, body.sku_id)))
      .orderBy(asc(registryItems.id))
      .limit(1);
    if (existing) {
      throw conflict(duplicateMessage(existing.requested), {
        code: REGISTRY_DUPLICATE_CODE,
        existing: { id: existing.id, title: existing.title, requested_qty: existing.requested, purchased_qty: existing.purchased },
      } satisfies Omit<RegistryDuplicateError, 'message'>);
    }
    const [item] = await tx
      .insert(registryItems)
      .values({
        registryId: registry.id,
        collectionId: body.collection_id ?? null,
        kind: 'PRODUCT',
        productId: body.product_id,
        skuId: body.sku_id,
        requestedQty: body.quantity,
        addedByUserId: userId,
        position: await nextPosition(tx, registry.id),
      })
      .returning();
    return { id: item!.id, skuId: item!.skuId, quantity: item!.requestedQty };
  });
}

/** registryCollection/add-cash: a cash fund (honeymoon, home, ...), optionally with a goal. */
export async function addCashFund(db: Db, userId: number, body: AddCashBody): Promise<ItemAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    if (body.collection_id !== undefined) await requireCollection(tx, registry.id, body.collection_id);
    const [row] = await tx
      .insert(registryItems)
      .values({
        registryId: registry.id,
        collectionId: body.collection_id ?? null,
        kind: 'CASH_FUND',
        fundType: body.fund_type,
        title: body.title,
        description: body.description,
        goalCents: body.goal_cents ?? null,
        imageUrl: body.image_url ?? defaultFundImage(body.fund_type),
        requestedQty: 1,
        addedByUserId: userId,
        position: await nextPosition(tx, registry.id),
      })
      .returning({ id: registryItems.id });
    return { item: publicItem((await loadItem(tx, registry.id, row!.id))!) };
  });
}

/** registryCollection/external-product: a gift from another store, bought there by the guest. */
export async function addExternalProduct(db: Db, userId: number, body: ExternalProductBody): Promise<ItemAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    if (body.collection_id !== undefined) await requireCollection(tx, registry.id, body.collection_id);
    // An imported picture is ours (stored by the import): only the couple's own wedding's may be used.
    const importedImage = body.image_id !== undefined ? await requireImportedImage(tx, registry.weddingId, body.image_id) : null;
    const [row] = await tx
      .insert(registryItems)
      .values({
        registryId: registry.id,
        collectionId: body.collection_id ?? null,
        kind: 'EXTERNAL',
        externalBrand: body.brand || null,
        title: body.title,
        priceCents: body.price_cents,
        requestedQty: body.quantity,
        externalUrl: body.url,
        storeName: body.store_name || storeNameFromUrl(body.url),
        imageUrl: importedImage ?? body.image_url ?? DEFAULT_EXTERNAL_IMAGE,
        note: body.note ?? '',
        addedByUserId: userId,
        position: await nextPosition(tx, registry.id),
      })
      .returning({ id: registryItems.id });
    return { item: publicItem((await loadItem(tx, registry.id, row!.id))!) };
  });
}

async function lockOwnItem(tx: Tx, registryId: number, itemId: number) {
  const [item] = await tx
    .select()
    .from(registryItems)
    .where(and(eq(registryItems.id, itemId), eq(registryItems.registryId, registryId)))
    .for('update');
  if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  return item;
}

/** PUT registry/items/{id}: quantity (never below what was bought), most wanted, note, collection; a fund's name and goal. */
export async function updateItem(db: Db, userId: number, itemId: number, body: UpdateItemBody): Promise<ItemAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId);
    const item = await lockOwnItem(tx, registry.id, itemId);
    const isFund = item.kind === 'CASH_FUND';
    if (body.requested_qty !== undefined) {
      if (isFund) throw badRequest('A cash fund has no quantity.');
      // A unit guests are funding together (a group gift) counts as bought here.
      const taken = item.purchasedQty + (item.groupFundedCents > 0 ? 1 : 0);
      if (body.requested_qty < taken) {
        const what = taken > item.purchasedQty ? 'already purchased or being funded together' : 'already purchased';
        throw badRequest(`You cannot ask for fewer than the ${taken} ${what}.`, {
          fields: { requested_qty: 'is below the purchased quantity' },
        });
      }
    }
    if (!isFund && body.goal_cents !== undefined) throw badRequest('Only a cash fund has a goal.');
    if (!isFund && (body.title !== undefined || body.description !== undefined)) throw badRequest('Only a cash fund can be renamed here.');
    if (body.collection_id !== undefined && body.collection_id !== null) await requireCollection(tx, registry.id, body.collection_id);
    await tx
      .update(registryItems)
      .set({
        ...(body.requested_qty !== undefined ? { requestedQty: body.requested_qty } : {}),
        ...(body.most_wanted !== undefined ? { mostWanted: body.most_wanted } : {}),
        ...(body.note !== undefined ? { note: body.note } : {}),
        ...(body.collection_id !== undefined ? { collectionId: body.collection_id } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.goal_cents !== undefined ? { goalCents: body.goal_cents } : {}),
      })
      .where(eq(registryItems.id, item.id));
    return { item: publicItem((await loadItem(tx, registry.id, item.id))!) };
  });
}

/**
 * DELETE registry/items/{id}. A gift someone already bought stays (its gift history and the
 * guest's purchase must keep pointing at it): 409 with a way forward.
 */
export async function deleteItem(
  db: Db,
  userId: number,
  itemId: number,
  /**
   * Runs first, in the transaction, before the item's lock and the check: a group gift being funded
   * refunds its contributors here (groupGifts/service.ts, which takes its locks in checkout's order).
   */
  beforeDelete?: (tx: Tx, registryId: number, itemId: number) => Promise<Partial<ItemDeletedAnswer>>,
): Promise<ItemDeletedAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId);
    const extra = beforeDelete ? await beforeDelete(tx, registry.id, itemId) : {};
    const item = await lockOwnItem(tx, registry.id, itemId);
    const [gift] = await tx.select({ id: registryGifts.id }).from(registryGifts).where(eq(registryGifts.registryItemId, item.id)).limit(1);
    if (item.purchasedQty > 0 || item.contributedCents > 0 || gift) {
      throw conflict(
        'Someone has already bought this gift, so it stays on your registry. You can lower its quantity to what was purchased instead.',
        { code: 'registry.item_purchased' },
      );
    }
    await tx.delete(registryItems).where(eq(registryItems.id, item.id));
    return { ...extra, id: item.id, deleted: true };
  });
}

// ---------------------------------------------------------------------------------------------
// collections

export async function listCollections(db: Db, userId: number): Promise<CollectionsAnswer> {
  const registry = await requireOwnRegistry(db, userId);
  const collections = await loadCollections(db, registry.id);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registryItems)
    .where(and(eq(registryItems.registryId, registry.id), sql`${registryItems.collectionId} is null`));
  return { collections, uncollected_count: Number(row?.n ?? 0) };
}

async function assertNameFree(tx: Tx, registryId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: registryCollections.id })
    .from(registryCollections)
    .where(
      and(
        eq(registryCollections.registryId, registryId),
        sql`lower(${registryCollections.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${registryCollections.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw conflict(`You already have a collection called "${name}".`, { code: 'registry.collection_exists' });
}

async function collectionView(tx: Tx, registryId: number, id: number): Promise<CollectionView> {
  return (await loadCollections(tx, registryId)).find((c) => c.id === id)!;
}

export async function createCollection(db: Db, userId: number, name: string): Promise<CollectionAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const existing = await tx
      .select({ position: registryCollections.position })
      .from(registryCollections)
      .where(eq(registryCollections.registryId, registry.id));
    if (existing.length >= MAX_COLLECTIONS) throw badRequest(`You can have at most ${MAX_COLLECTIONS} collections.`);
    await assertNameFree(tx, registry.id, name);
    const position = existing.reduce((max, c) => Math.max(max, c.position + 1), 0);
    const [row] = await tx
      .insert(registryCollections)
      .values({ registryId: registry.id, name, position })
      .returning({ id: registryCollections.id });
    return { collection: await collectionView(tx, registry.id, row!.id) };
  });
}

export async function renameCollection(db: Db, userId: number, id: number, name: string): Promise<CollectionAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    await requireCollection(tx, registry.id, id);
    await assertNameFree(tx, registry.id, name, id);
    await tx.update(registryCollections).set({ name }).where(eq(registryCollections.id, id));
    return { collection: await collectionView(tx, registry.id, id) };
  });
}

export async function reorderCollections(db: Db, userId: number, ids: number[]): Promise<CollectionOrderAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const existing = await tx
      .select({ id: registryCollections.id })
      .from(registryCollections)
      .where(eq(registryCollections.registryId, registry.id));
    const known = new Set(existing.map((c) => c.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw badRequest('Send every collection of your registry exactly once.');
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(registryCollections).set({ position }).where(eq(registryCollections.id, id));
    }
    return { collections: await loadCollections(tx, registry.id) };
  });
}

/** Deleting a collection keeps its items on the registry, outside any collection. */
export async function deleteCollection(db: Db, userId: number, id: number): Promise<CollectionDeletedAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    await requireCollection(tx, registry.id, id);
    const moved = await tx
      .update(registryItems)
      .set({ collectionId: null })
      .where(and(eq(registryItems.registryId, registry.id), eq(registryItems.collectionId, id)))
      .returning({ id: registryItems.id });
    await tx.delete(registryCollections).where(eq(registryCollections.id, id));
    return { id, deleted: true, uncollected_item_count: moved.length };
  });
}

// ---------------------------------------------------------------------------------------------
// publish, shipping address

/** Publish or unpublish the couple's registry; bumps the version so cached public views refresh. */
export async function setPublished(db: Db, userId: number, published: boolean): Promise<PublishAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const [updated] = await tx
      .update(registries)
      .set({ isPublished: published, publishedAt: published ? new Date() : null, version: sql`${registries.version} + 1` })
      .where(eq(registries.id, registry.id))
      .returning({ slug: registries.slug, isPublished: registries.isPublished });
    return { registry_key: updated!.slug, is_published: updated!.isPublished };
  });
}

type RegistryRow = typeof registries.$inferSelect;
function addressView(r: RegistryRow): RegistryAddress | null {
  if (!r.shipAddress1) return null;
  return {
    name: r.shipName ?? '',
    address1: r.shipAddress1,
    address2: r.shipAddress2 ?? '',
    city: r.shipCity ?? '',
    state_province_region: r.shipStateProvinceRegion ?? '',
    postal_code: r.shipPostalCode ?? '',
    country: 'US',
  };
}

export async function getShippingAddress(db: Db, userId: number): Promise<ShippingAddressAnswer> {
  return { address: addressView(await requireOwnRegistry(db, userId)) };
}

/** PUT registry/shipping-address; reports the items already on the registry that cannot ship to the new state. */
export async function setShippingAddress(db: Db, userId: number, body: ShippingAddressBody): Promise<ShippingAddressSetAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const [updated] = await tx
      .update(registries)
      .set({
        shipName: body.name,
        shipAddress1: body.address1,
        shipAddress2: body.address2 || null,
        shipCity: body.city,
        shipStateProvinceRegion: body.state_province_region,
        shipPostalCode: body.postal_code,
        version: sql`${registries.version} + 1`,
      })
      .where(eq(registries.id, registry.id))
      .returning();
    const catalogItems = await tx
      .select({ id: registryItems.id, title: products.name, restrictions: products.shippingRestrictions })
      .from(registryItems)
      .innerJoin(products, eq(products.id, registryItems.productId))
      .where(and(eq(registryItems.registryId, registry.id), inArray(registryItems.kind, ['PRODUCT', 'GIFT_CARD'])))
      .orderBy(asc(registryItems.position), asc(registryItems.id));
    return {
      address: addressView(updated!),
      restricted_items: catalogItems
        .filter((i) => cannotShipTo(body.state_province_region, i.restrictions))
        .map((i) => ({ id: i.id, title: i.title })),
    };
  });
}
