import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, registries, registryCollections, registryItems, skus, weddingMembers } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { AddItemBody } from './schemas';

export const HAWAII_ALASKA_MESSAGE = 'Product cannot be shipped to Hawaii or Alaska';

/** The registry of a wedding the user is OWNER or PARTNER of, or null. */
async function ownRegistry(db: Db, userId: number) {
  const [row] = await db
    .select({ registry: registries })
    .from(weddingMembers)
    .innerJoin(registries, eq(registries.weddingId, weddingMembers.weddingId))
    .where(eq(weddingMembers.userId, userId))
    .limit(1);
  return row?.registry ?? null;
}

/** GET registry/user-info: the signed-in couple's registry and shipping state (spec §5). */
export async function userInfo(db: Db, userId: number) {
  const registry = await ownRegistry(db, userId);
  return {
    registry_id: registry?.id ?? null,
    registry_key: registry?.slug ?? null,
    is_published: registry?.isPublished ?? false,
    address_view: registry ? { state_province_region: registry.shipStateProvinceRegion } : null,
  };
}

/** registryCollection/add: one product SKU, with the spec §5 Hawaii/Alaska rule; bumps the version. */
export async function addItem(db: Db, userId: number, body: AddItemBody) {
  return db.transaction(async (tx) => {
    const [registry] = await tx
      .select({ registry: registries })
      .from(weddingMembers)
      .innerJoin(registries, eq(registries.weddingId, weddingMembers.weddingId))
      .where(eq(weddingMembers.userId, userId))
      .limit(1)
      .then((rows) => rows.map((r) => r.registry));
    if (!registry) throw notFound('You do not have a registry yet');
    const [sku] = await tx
      .select({ id: skus.id, shippingRestrictions: products.shippingRestrictions })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(skus.id, body.sku_id), eq(skus.productId, body.product_id)));
    if (!sku) throw notFound('Product not found');
    const restrictions = sku.shippingRestrictions ?? null;
    const state = registry.shipStateProvinceRegion;
    if (restrictions !== null && !restrictions.includes('US_ALASKA_AND_HAWAII') && (state === 'HI' || state === 'AK')) {
      throw badRequest(HAWAII_ALASKA_MESSAGE);
    }
    if (body.collection_id !== undefined) {
      const collection = await tx.select({ id: registryCollections.id }).from(registryCollections)
        .where(and(eq(registryCollections.id, body.collection_id), eq(registryCollections.registryId, registry.id)));
      if (collection.length === 0) throw notFound('Collection not found');
    }
    const [item] = await tx.insert(registryItems).values({
      registryId: registry.id,
      collectionId: body.collection_id ?? null,
      kind: 'PRODUCT',
      productId: body.product_id,
      skuId: body.sku_id,
      requestedQty: body.quantity,
      addedByUserId: userId,
    }).returning();
    await tx.update(registries).set({ version: sql`${registries.version} + 1` }).where(eq(registries.id, registry.id));
    return { id: item!.id, skuId: item!.skuId, quantity: item!.requestedQty };
  });
}

/** Publish or unpublish the couple's registry; bumps the version so cached public views refresh. */
export async function setPublished(db: Db, userId: number, published: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: registries.id })
      .from(weddingMembers)
      .innerJoin(registries, eq(registries.weddingId, weddingMembers.weddingId))
      .where(eq(weddingMembers.userId, userId))
      .limit(1);
    if (!row) throw notFound('You do not have a registry yet');
    const [updated] = await tx
      .update(registries)
      .set({ isPublished: published, publishedAt: published ? new Date() : null, version: sql`${registries.version} + 1` })
      .where(eq(registries.id, row.id))
      .returning({ slug: registries.slug, isPublished: registries.isPublished });
    return { registry_key: updated!.slug, is_published: updated!.isPublished };
  });
}
