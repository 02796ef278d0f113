import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupGiftContributions, orderLines, orders, registries, registryItems, skus } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { OutgoingMail } from '../../plugins/mailer';
import { registrySummary } from '../cart/lines';
import type { PaymentProvider } from '../payments/provider';
import { requireOwnRegistry } from '../registry/access';
import { loadItem, loadItems, publicItem } from '../registry/items';
import { deleteItem, ITEM_NOT_FOUND_MESSAGE } from '../registry/service';
import { releaseHeld } from './refunds';
import type { CoupleGroupGift, CoupleGroupGiftsAnswer, GroupGiftingAnswer } from '../../../src/contracts/groupGifts';
import type { GroupGiftSwitchAnswer, ItemDeletedAnswer } from '../../../src/contracts/registry';

/** Where a change's refund mails go once its transaction is committed (the mailer queues each). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

async function groupGiftCount(db: Db | Tx, registryId: number): Promise<number> {
  return (await loadItems(db, registryId)).filter((i) => i.group_gift !== null).length;
}

/** GET registry/group-gifting: the registry's price rule. */
export async function getGroupGifting(db: Db, userId: number): Promise<GroupGiftingAnswer> {
  const registry = await requireOwnRegistry(db, userId);
  return { min_price_cents: registry.groupGiftMinCents, group_gift_count: await groupGiftCount(db, registry.id) };
}

/**
 * PUT registry/group-gifting: gifts of this price or more can be group-gifted (null: none by price).
 * A gift already being funded stays a group gift whatever the rule (only its own switch refunds).
 * The row's update moves the registry's version (trigger), so guests see the change at once.
 */
export async function setGroupGifting(db: Db, userId: number, minPriceCents: number | null): Promise<GroupGiftingAnswer> {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId, true);
    if (registry.groupGiftMinCents !== minPriceCents)
      await tx.update(registries).set({ groupGiftMinCents: minPriceCents }).where(eq(registries.id, registry.id));
    return { min_price_cents: minPriceCents, group_gift_count: await groupGiftCount(tx, registry.id) };
  });
}

/**
 * Locks a registry item of `registryId` for a refund, in checkout's lock order (its SKU's row, then
 * the item's: placeOrder's lockedLines), so a refund and a checkout racing on the gift queue up
 * instead of deadlocking. Null when the item is not that registry's.
 */
async function lockForRelease(tx: Tx, registryId: number, itemId: number) {
  const mine = and(eq(registryItems.id, itemId), eq(registryItems.registryId, registryId));
  const [peek] = await tx.select({ skuId: registryItems.skuId }).from(registryItems).where(mine);
  if (!peek) return null;
  if (peek.skuId !== null) await tx.select({ id: skus.id }).from(skus).where(eq(skus.id, peek.skuId)).for('update');
  const [item] = await tx.select().from(registryItems).where(mine).for('update');
  return item ?? null;
}

async function coupleName(tx: Tx, registryId: number): Promise<string> {
  return (await registrySummary(tx, registryId))?.coupleName || 'The couple';
}

/**
 * PUT registry/items/{id}/group-gift: the couple's switch for one gift (true, false, or null to
 * follow the price rule). Switching off a gift guests are funding converts it back to a gift bought
 * whole: its contributions are refunded (refunds.ts) in the same transaction, mails after it.
 */
export async function switchGroupGift(
  db: Db,
  provider: PaymentProvider,
  sendMail: SendMail,
  userId: number,
  itemId: number,
  setting: boolean | null,
  now = new Date(),
): Promise<GroupGiftSwitchAnswer> {
  const { answer, mails } = await db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId);
    const item = await lockForRelease(tx, registry.id, itemId);
    if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
    if (item.kind !== 'PRODUCT' || item.skuId === null)
      throw badRequest('Only gifts from our shop can be group gifts.', { code: 'group_gift.not_a_product' });
    await tx.update(registryItems).set({ groupGift: setting }).where(eq(registryItems.id, item.id));
    const after = await loadItem(tx, registry.id, item.id);
    let released = { refunded: { count: 0, amount_cents: 0 }, mails: [] as OutgoingMail[] };
    // Off while funded: the unit is no longer a group's (a price rule alone never gets here: isGroupGift).
    if (item.groupFundedCents > 0 && after?.group_gift === null) {
      released = await releaseHeld(tx, provider, item, 'CONVERTED', await coupleName(tx, registry.id), now);
    }
    const fresh = (await loadItem(tx, registry.id, item.id))!;
    return { answer: { item: publicItem(fresh), refunded: released.refunded }, mails: released.mails };
  });
  await Promise.all(mails.map(sendMail));
  return answer;
}

/**
 * DELETE registry/items/{id}, group gifts included: a gift nobody has bought a unit of yet, with
 * guests funding it, is removed and its contributions refunded in one transaction (the registry
 * module's delete, with this as its first step). A gift with a unit bought stays, as before.
 */
export async function deleteItemRefunding(
  db: Db,
  provider: PaymentProvider,
  sendMail: SendMail,
  userId: number,
  itemId: number,
  now = new Date(),
): Promise<ItemDeletedAnswer> {
  let mails: OutgoingMail[] = [];
  const answer = await deleteItem(db, userId, itemId, async (tx, registryId, id) => {
    const item = await lockForRelease(tx, registryId, id);
    // Not theirs (the registry module answers its 404), not being funded, or a unit already bought (it stays: 409).
    if (!item || item.groupFundedCents === 0 || item.purchasedQty > 0) return {};
    const released = await releaseHeld(tx, provider, item, 'REMOVED', await coupleName(tx, item.registryId), now);
    mails = released.mails;
    return { refunded: released.refunded };
  });
  await Promise.all(mails.map(sendMail));
  return answer;
}

/**
 * GET registry/group-gifts: every unit of the couple's group gifts that guests gave toward, newest
 * first: being funded, funded (with the order that ships it and its line's fulfilment status) or
 * refunded; each with its contributors and their amounts (the couple's alone).
 */
export async function coupleGroupGifts(db: Db, userId: number): Promise<CoupleGroupGiftsAnswer> {
  const registry = await requireOwnRegistry(db, userId);
  const c = groupGiftContributions;
  const rows = await db
    .select({
      id: c.id,
      itemId: c.registryItemId,
      giverName: c.giverName,
      giverEmail: c.giverEmail,
      message: c.message,
      amountCents: c.amountCents,
      status: c.status,
      fundedOrderId: c.fundedOrderId,
      refundReason: c.refundReason,
      refundCardCents: c.refundCardCents,
      refundCreditCents: c.refundCreditCents,
      refundedAt: c.refundedAt,
      createdAt: c.createdAt,
      lineName: orderLines.name,
      lineImage: orderLines.imageUrl,
    })
    .from(c)
    .leftJoin(orderLines, eq(orderLines.id, c.orderLineId))
    .where(eq(c.registryId, registry.id))
    .orderBy(asc(c.createdAt), asc(c.id));
  const itemIds = [...new Set(rows.flatMap((r) => (r.itemId !== null ? [r.itemId] : [])))];
  const items = new Map((itemIds.length ? await loadItems(db, registry.id, itemIds) : []).map((i) => [i.id, i]));
  const fundedIds = [...new Set(rows.flatMap((r) => (r.fundedOrderId !== null ? [r.fundedOrderId] : [])))];
  const shipped = new Map(
    (fundedIds.length
      ? await db
          .select({
            orderId: orders.id,
            orderNumber: orders.orderNumber,
            fulfilment: orderLines.fulfilmentStatus,
            goal: orderLines.unitPriceCents,
          })
          .from(orders)
          .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
          .where(inArray(orders.id, fundedIds))
      : []
    ).map((o) => [o.orderId, o]),
  );

  const units = new Map<string, CoupleGroupGift>();
  for (const r of rows) {
    const item = r.itemId !== null ? items.get(r.itemId) : undefined;
    const status = r.status === 'HELD' ? 'FUNDING' : r.status === 'FUNDED' ? 'FUNDED' : 'REFUNDED';
    const key =
      status === 'FUNDED'
        ? `order-${r.fundedOrderId}`
        : status === 'FUNDING'
          ? `item-${r.itemId}`
          : `refund-${r.itemId ?? r.lineName}-${r.refundedAt?.toISOString() ?? ''}`;
    let unit = units.get(key);
    if (!unit) {
      const order = r.fundedOrderId !== null ? shipped.get(r.fundedOrderId) : undefined;
      unit = {
        key,
        item_id: r.itemId,
        title: item?.title ?? r.lineName ?? 'Group gift',
        image_url: item?.image_url ?? r.lineImage ?? null,
        status,
        goal_cents:
          status === 'FUNDING' ? (item?.group_gift?.goal_cents ?? 0) : status === 'FUNDED' ? (order?.goal ?? 0) : (item?.price_cents ?? 0),
        funded_cents: 0,
        order_number: order?.orderNumber ?? null,
        fulfilment_status: order?.fulfilment ?? null,
        contributions: [],
      };
      units.set(key, unit);
    }
    unit.funded_cents += r.amountCents;
    unit.contributions.push({
      id: r.id,
      giver_name: r.giverName,
      giver_email: r.giverEmail,
      message: r.message,
      amount_cents: r.amountCents,
      received_at: r.createdAt.toISOString(),
      status: r.status,
      refund:
        r.status === 'REFUNDED' && r.refundReason && r.refundedAt
          ? {
              card_cents: r.refundCardCents ?? 0,
              credit_cents: r.refundCreditCents ?? 0,
              reason: r.refundReason,
              refunded_at: r.refundedAt.toISOString(),
            }
          : null,
    });
  }
  return { group_gifts: [...units.values()].reverse() };
}
