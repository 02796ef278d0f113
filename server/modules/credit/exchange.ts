import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orderLines, orders, registryGifts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { requireOwnRegistry } from '../registry/access';
import { EXCHANGE_MESSAGES, EXCHANGEABLE_STATUSES, exchangeCreditCents } from '../../../src/contracts/credit';
import type { CreditExchange } from '../../../src/contracts/registry';
import type { FulfilmentStatus } from '../../../src/contracts/orders';
import { creditHistory, postCredit } from './ledger';

type GiftRow = typeof registryGifts.$inferSelect;

/** The order line that bought a checkout gift, with the order's money (for the line's share of its discounts). */
function giftLines(db: DbOrTx, giftIds: number[]) {
  return db
    .select({
      giftId: registryGifts.id,
      line: orderLines,
      order: {
        id: orders.id,
        registryId: orders.registryId,
        subtotalCents: orders.subtotalCents,
        completionDiscountCents: orders.completionDiscountCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        totalCents: orders.totalCents,
        creditAppliedCents: orders.creditAppliedCents,
      },
    })
    .from(registryGifts)
    .innerJoin(orderLines, and(eq(orderLines.orderId, registryGifts.orderId), eq(orderLines.registryItemId, registryGifts.registryItemId)))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inArray(registryGifts.id, giftIds));
}

const exchangeStatus = (status: FulfilmentStatus): CreditExchange['status'] =>
  status === 'CONVERTED' ? 'EXCHANGED' : (EXCHANGEABLE_STATUSES as readonly string[]).includes(status) ? 'AVAILABLE' : 'UNAVAILABLE';

/** The tracker's exchange state of each product gift bought through checkout (one query for the page). */
export async function exchangeStates(db: DbOrTx, gifts: GiftRow[]): Promise<Map<number, CreditExchange>> {
  const ids = gifts.filter((g) => g.orderId !== null && g.registryItemId !== null && !g.boughtElsewhere).map((g) => g.id);
  if (ids.length === 0) return new Map();
  const rows = await giftLines(db, ids);
  return new Map(
    rows
      .filter((r) => r.line.kind === 'PRODUCT')
      .map((r) => [r.giftId, { status: exchangeStatus(r.line.fulfilmentStatus), credit_cents: exchangeCreditCents(r.line, r.order) }]),
  );
}

/**
 * POST registry/gift-tracker/{id}/exchange: the couple turn a gift that has not started on its way
 * into store credit, in one transaction. The line moves to CONVERTED in a guarded update (only from
 * PLACED or HELD), so of two clicks, or a click and a shipment, exactly one wins; the credit (the
 * gift's price as paid) goes to the account of the partner who asked, through the ledger. The giver
 * is told nothing.
 */
export async function exchangeGift(db: Db, userId: number, giftId: number) {
  return db.transaction(async (tx) => {
    const registry = await requireOwnRegistry(tx, userId);
    const [gift] = await tx
      .select()
      .from(registryGifts)
      .where(and(eq(registryGifts.id, giftId), eq(registryGifts.registryId, registry.id)))
      .limit(1);
    if (!gift) throw notFound(EXCHANGE_MESSAGES.notFound);
    if (gift.orderId === null || gift.registryItemId === null || gift.boughtElsewhere)
      throw conflict(EXCHANGE_MESSAGES.notOurs, { code: 'exchange.not_ours' });
    const [found] = await giftLines(tx, [gift.id]);
    if (!found || found.order.registryId !== registry.id) throw conflict(EXCHANGE_MESSAGES.notOurs, { code: 'exchange.not_ours' });
    if (found.line.kind !== 'PRODUCT') throw conflict(EXCHANGE_MESSAGES.cashFund, { code: 'exchange.cash_fund' });

    const [converted] = await tx
      .update(orderLines)
      .set({ fulfilmentStatus: 'CONVERTED' })
      .where(and(eq(orderLines.id, found.line.id), inArray(orderLines.fulfilmentStatus, [...EXCHANGEABLE_STATUSES])))
      .returning();
    if (!converted) {
      const [now] = await tx.select({ status: orderLines.fulfilmentStatus }).from(orderLines).where(eq(orderLines.id, found.line.id));
      if (now?.status === 'CONVERTED') throw conflict(EXCHANGE_MESSAGES.done, { code: 'exchange.done' });
      if (now?.status === 'RETURNED') throw conflict(EXCHANGE_MESSAGES.returned, { code: 'exchange.returned' });
      throw conflict(EXCHANGE_MESSAGES.shipped, { code: 'exchange.shipped' });
    }
    const creditCents = exchangeCreditCents(converted, found.order);
    // A free gift (nothing paid) converts without a ledger entry: there is no credit to record.
    const balanceCents =
      creditCents > 0
        ? await postCredit(tx, {
            userId,
            amountCents: creditCents,
            reason: 'GIFT_EXCHANGE',
            description: `Exchanged ${converted.name} for credit`,
            orderId: converted.orderId,
            orderLineId: converted.id,
          })
        : (await creditHistory(tx, userId)).balance_cents;
    return { gift, creditCents, balanceCents };
  });
}
