import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registryGifts } from '../../db/schema';
import { daysUntil, findRegistryWithWedding, isPastWeddingDate, requireOwnRegistry, type RegistryWithWedding } from './access';
import type { RegistrySummary } from '../../../src/contracts/registry';
import type { ItemView } from './items';
import type { RegistryReadCache } from './readCache';

/** The couple's overview for /my-registry: counts from the items, gifts from the tracker. */
export async function registrySummary(
  db: Db,
  registry: RegistryWithWedding,
  items: ItemView[],
  collectionCount: number,
  now: Date,
): Promise<RegistrySummary> {
  const [gifts] = await db
    .select({
      count: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where not ${registryGifts.thankYouSent})::int`,
    })
    .from(registryGifts)
    .where(eq(registryGifts.registryId, registry.id));
  const ofKind = (kind: ItemView['kind']) => items.filter((i) => i.kind === kind);
  const quantified = items.filter((i) => i.kind !== 'CASH_FUND');
  return {
    registry_id: registry.id,
    registry_key: registry.slug,
    registry_path: `/registry/${registry.slug}`,
    is_published: registry.isPublished,
    published_at: registry.publishedAt?.toISOString() ?? null,
    wedding_date: registry.weddingDate,
    is_past_wedding_date: isPastWeddingDate(registry.weddingDate, registry.timeZone, now),
    days_until_wedding: daysUntil(registry.weddingDate, registry.timeZone, now),
    item_count: items.length,
    product_count: ofKind('PRODUCT').length,
    cash_fund_count: ofKind('CASH_FUND').length,
    external_count: ofKind('EXTERNAL').length,
    gift_card_count: ofKind('GIFT_CARD').length,
    requested_qty_total: quantified.reduce((n, i) => n + i.requested_qty, 0),
    purchased_qty_total: quantified.reduce((n, i) => n + i.purchased_qty, 0),
    fulfilled_item_count: quantified.filter((i) => i.remaining === 0).length,
    most_wanted_count: items.filter((i) => i.most_wanted).length,
    cash_fund_contributed_cents: ofKind('CASH_FUND').reduce((n, i) => n + (i.cash_fund?.contributed_cents ?? 0), 0),
    collection_count: collectionCount,
    gift_count: Number(gifts?.count ?? 0),
    thank_you_pending_count: Number(gifts?.pending ?? 0),
    has_shipping_address: Boolean(registry.hasShippingAddress),
    version: registry.version,
  };
}

/** GET registry/summary (the couple). */
export async function ownSummary(reads: RegistryReadCache, userId: number, now: Date): Promise<RegistrySummary> {
  const own = await requireOwnRegistry(reads.db, userId);
  const registry = (await findRegistryWithWedding(reads.db, { id: own.id }))!;
  const snapshot = await reads.snapshot(registry);
  return registrySummary(reads.db, registry, snapshot.items, snapshot.collections.length, now);
}
