import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  brands,
  cashFundTemplates,
  productLooks,
  products,
  quickAddPackItems,
  quickAddPacks,
  registryItems,
  skus,
  fundTypeOfTemplate,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findOwnRegistry, requireOwnRegistry, type RegistryRow } from './access';
import { loadItems, publicItem } from './items';
import { cannotShipTo, HAWAII_ALASKA_MESSAGE, nextPosition, requireCollection } from './service';
import type { QuickAddAnswer, QuickAddPacksAnswer, RegistryItem, SkipReason } from '../../../src/contracts/registry';

async function loadPackRows(db: DbOrTx, packId?: number) {
  const packs = await db
    .select()
    .from(quickAddPacks)
    .where(packId === undefined ? undefined : eq(quickAddPacks.id, packId))
    .orderBy(asc(quickAddPacks.position), asc(quickAddPacks.id));
  if (packs.length === 0) return [];
  const items = await db
    .select({
      id: quickAddPackItems.id,
      packId: quickAddPackItems.packId,
      kind: quickAddPackItems.kind,
      productId: quickAddPackItems.productId,
      skuId: quickAddPackItems.skuId,
      quantity: quickAddPackItems.quantity,
      productName: products.name,
      productSlug: products.slug,
      restrictions: products.shippingRestrictions,
      brand: brands.name,
      priceCents: skus.priceCents,
      stock: skus.stock,
      images: productLooks.images,
      fund: cashFundTemplates,
    })
    .from(quickAddPackItems)
    .leftJoin(products, eq(products.id, quickAddPackItems.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(skus, eq(skus.id, quickAddPackItems.skuId))
    .leftJoin(productLooks, eq(productLooks.id, skus.lookId))
    .leftJoin(cashFundTemplates, eq(cashFundTemplates.id, quickAddPackItems.cashFundTemplateId))
    .where(
      inArray(
        quickAddPackItems.packId,
        packs.map((p) => p.id),
      ),
    )
    .orderBy(asc(quickAddPackItems.packId), asc(quickAddPackItems.position), asc(quickAddPackItems.id));
  return packs.map((pack) => ({ pack, items: items.filter((i) => i.packId === pack.id) }));
}
type PackItemRow = Awaited<ReturnType<typeof loadPackRows>>[number]['items'][number];

const packItemTitle = (i: PackItemRow) => (i.kind === 'PRODUCT' ? (i.productName ?? '') : (i.fund?.name ?? ''));

/** What the couple already has: SKUs, and cash funds by lower-cased title. */
async function registryHoldings(db: DbOrTx, registryId: number) {
  const rows = await db
    .select({ kind: registryItems.kind, skuId: registryItems.skuId, title: registryItems.title })
    .from(registryItems)
    .where(eq(registryItems.registryId, registryId));
  return {
    skus: new Set(rows.filter((r) => r.skuId !== null).map((r) => r.skuId!)),
    funds: new Set(rows.filter((r) => r.kind === 'CASH_FUND' && r.title).map((r) => r.title!.toLowerCase())),
  };
}

function isOnRegistry(item: PackItemRow, holdings: Awaited<ReturnType<typeof registryHoldings>>): boolean {
  return item.kind === 'PRODUCT' ? holdings.skus.has(item.skuId!) : holdings.funds.has((item.fund?.name ?? '').toLowerCase());
}

/** GET registry/quick-add-packs: public; a signed-in couple also learns what is on their registry and what cannot ship to them. */
export async function listPacks(db: Db, userId: number | null): Promise<QuickAddPacksAnswer> {
  const registry: RegistryRow | null = userId ? await findOwnRegistry(db, userId) : null;
  const holdings = registry ? await registryHoldings(db, registry.id) : null;
  const rows = await loadPackRows(db);
  return {
    packs: rows.map(({ pack, items }) => ({
      id: pack.id,
      slug: pack.slug,
      name: pack.name,
      description: pack.description,
      image_url: pack.imageUrl,
      total_cents: items.reduce((sum, i) => sum + (i.kind === 'PRODUCT' ? (i.priceCents ?? 0) * i.quantity : 0), 0),
      items: items.map((i) => ({
        id: i.id,
        kind: i.kind,
        product_id: i.productId,
        sku_id: i.skuId,
        product_path: i.productSlug ? `/shop/product/${i.productSlug}` : null,
        title: packItemTitle(i),
        brand: i.brand ?? null,
        image_url: i.kind === 'PRODUCT' ? (i.images?.['1x1']?.[0] ?? null) : (i.fund?.imageUrl ?? null),
        price_cents: i.kind === 'PRODUCT' ? (i.priceCents ?? null) : null,
        quantity: i.quantity,
        cash_fund: i.fund ? { fund_type: fundTypeOfTemplate(i.fund), goal_cents: i.fund.suggestedGoalCents } : null,
        on_registry: holdings ? isOnRegistry(i, holdings) : null,
        can_ship: registry ? !(i.kind === 'PRODUCT' && cannotShipTo(registry.shipStateProvinceRegion, i.restrictions)) : null,
      })),
    })),
  };
}

const SKIP_MESSAGES: Record<SkipReason, string> = {
  ALREADY_ON_REGISTRY: 'Already on your registry.',
  CANNOT_SHIP_TO_HAWAII_ALASKA: HAWAII_ALASKA_MESSAGE,
  OUT_OF_STOCK: 'Out of stock right now.',
};

/**
 * POST registry/quick-add-packs/{id}/add: the whole pack in one transaction. Gifts already on the
 * registry, ones that cannot ship to a Hawaii or Alaska address (spec §5) and sold-out ones are
 * skipped and reported, not failures.
 */
export async function addPack(db: Db, userId: number, packId: number, collectionId: number | undefined): Promise<QuickAddAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    const [row] = await loadPackRows(tx, packId);
    if (!row) throw notFound('We could not find that pack.');
    if (collectionId !== undefined) await requireCollection(tx, registry.id, collectionId);
    const holdings = await registryHoldings(tx, registry.id);
    const skipped: Array<{ pack_item_id: number; title: string; reason: SkipReason; message: string }> = [];
    let position = await nextPosition(tx, registry.id);
    const values: Array<typeof registryItems.$inferInsert> = [];
    for (const item of row.items) {
      const skip = (reason: SkipReason) =>
        skipped.push({ pack_item_id: item.id, title: packItemTitle(item), reason, message: SKIP_MESSAGES[reason] });
      if (isOnRegistry(item, holdings)) skip('ALREADY_ON_REGISTRY');
      else if (item.kind === 'PRODUCT' && cannotShipTo(registry.shipStateProvinceRegion, item.restrictions))
        skip('CANNOT_SHIP_TO_HAWAII_ALASKA');
      else if (item.kind === 'PRODUCT' && (item.stock ?? 0) <= 0) skip('OUT_OF_STOCK');
      else if (item.kind === 'PRODUCT') {
        values.push({
          registryId: registry.id,
          collectionId: collectionId ?? null,
          kind: 'PRODUCT',
          productId: item.productId,
          skuId: item.skuId,
          requestedQty: item.quantity,
          addedByUserId: userId,
          position: position++,
        });
      } else if (item.fund) {
        values.push({
          registryId: registry.id,
          collectionId: collectionId ?? null,
          kind: 'CASH_FUND',
          fundType: fundTypeOfTemplate(item.fund),
          title: item.fund.name,
          description: item.fund.description,
          goalCents: item.fund.suggestedGoalCents,
          imageUrl: item.fund.imageUrl,
          requestedQty: 1,
          addedByUserId: userId,
          position: position++,
        });
      }
    }
    let added: RegistryItem[] = [];
    if (values.length > 0) {
      const inserted = await tx.insert(registryItems).values(values).returning({ id: registryItems.id });
      added = (
        await loadItems(
          tx,
          registry.id,
          inserted.map((i) => i.id),
        )
      ).map(publicItem);
    }
    return { added, skipped };
  });
}
