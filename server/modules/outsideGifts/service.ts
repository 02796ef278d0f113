import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registries, registryGifts, registryItems } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { isMember, REGISTRY_NOT_FOUND_MESSAGE } from '../registry/access';
import { loadItem, publicItem } from '../registry/items';
import { MARK_ERROR_CODES, type MarkPurchaseAnswer, type MarkPurchaseBody } from '../../../src/contracts/outsideGifts';

export const GIFT_NOT_FOUND_MESSAGE = 'We could not find that gift on this registry.';
export const NOT_OUTSIDE_MESSAGE = 'Only a gift from another store can be marked as bought here. Add this one to your cart instead.';
export const OWN_REGISTRY_MESSAGE = 'This is your own registry: your guests mark the gifts they bought elsewhere here.';
export const allBoughtMessage = () => 'Someone has already bought all of this gift. Thank you for thinking of the couple!';
export const overRemainingMessage = (remaining: number) =>
  remaining === 1 ? 'Only 1 is still needed.' : `Only ${remaining} are still needed.`;

/**
 * POST registry/public/{slug}/items/{id}/purchases: a guest bought an outside gift at its store
 * and says so. In one transaction, under the item row's lock (so concurrent marks queue and the
 * second sees the first's count): the quantity must be at most what is still needed; the item's
 * purchased_qty moves (its trigger bumps the registry's version, so every process's guest read
 * cache moves too: migration 0007, readCache.ts), and the couple's gift tracker gets a row marked
 * bought_elsewhere, whose amount is the listed price × quantity (what the guest paid there is theirs to know).
 * A registry a guest cannot open (unpublished, private) is not found; cash funds and our own products are
 * bought through the cart, never marked.
 */
export async function markPurchased(
  db: Db,
  slug: string,
  itemId: number,
  viewerId: number | null,
  body: MarkPurchaseBody,
): Promise<MarkPurchaseAnswer> {
  return db.transaction(async (tx) => {
    const [registry] = await tx
      .select({
        id: registries.id,
        weddingId: registries.weddingId,
        isPublished: registries.isPublished,
        visibility: registries.visibility,
      })
      .from(registries)
      .where(eq(registries.slug, slug));
    if (!registry || !registry.isPublished || registry.visibility === 'PRIVATE') throw notFound(REGISTRY_NOT_FOUND_MESSAGE);
    if (await isMember(tx, registry.weddingId, viewerId))
      throw new AppError(403, OWN_REGISTRY_MESSAGE, { code: MARK_ERROR_CODES.ownRegistry });
    const [item] = await tx
      .select({
        id: registryItems.id,
        kind: registryItems.kind,
        title: registryItems.title,
        storeName: registryItems.storeName,
        priceCents: registryItems.priceCents,
        requestedQty: registryItems.requestedQty,
        purchasedQty: registryItems.purchasedQty,
      })
      .from(registryItems)
      .where(and(eq(registryItems.id, itemId), eq(registryItems.registryId, registry.id)))
      .for('update');
    if (!item) throw notFound(GIFT_NOT_FOUND_MESSAGE);
    if (item.kind !== 'EXTERNAL') throw badRequest(NOT_OUTSIDE_MESSAGE, { code: MARK_ERROR_CODES.notOutside });
    const remaining = Math.max(item.requestedQty - item.purchasedQty, 0);
    if (body.quantity > remaining)
      throw conflict(remaining === 0 ? allBoughtMessage() : overRemainingMessage(remaining), {
        code: MARK_ERROR_CODES.overRemaining,
        remaining,
        fields: { quantity: remaining === 0 ? allBoughtMessage() : overRemainingMessage(remaining) },
      });
    const updated = await tx
      .update(registryItems)
      .set({ purchasedQty: sql`${registryItems.purchasedQty} + ${body.quantity}` })
      .where(and(eq(registryItems.id, item.id), sql`${registryItems.purchasedQty} + ${body.quantity} <= ${registryItems.requestedQty}`))
      .returning({ id: registryItems.id });
    // Unreachable under the lock; kept so that no path can over-mark.
    if (updated.length === 0) throw new AppError(409, overRemainingMessage(remaining), { code: MARK_ERROR_CODES.overRemaining, remaining });
    const [gift] = await tx
      .insert(registryGifts)
      .values({
        registryId: registry.id,
        registryItemId: item.id,
        giverName: body.giver_name,
        giverEmail: body.giver_email,
        message: body.message,
        description: item.storeName ? `${item.title ?? 'A gift'} (from ${item.storeName})` : (item.title ?? 'A gift'),
        quantity: body.quantity,
        amountCents: (item.priceCents ?? 0) * body.quantity,
        boughtElsewhere: true,
      })
      .returning({ id: registryGifts.id, receivedAt: registryGifts.receivedAt });
    return {
      item: publicItem((await loadItem(tx, registry.id, item.id))!),
      purchase: { id: gift!.id, quantity: body.quantity, giver_name: body.giver_name, received_at: gift!.receivedAt.toISOString() },
    };
  });
}
