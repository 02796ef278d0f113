import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { groupGiftContributions, orders, payments, products, registryGifts, registryItems, skus } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { formatCents } from '../../lib/money';
import type { OutgoingMail } from '../../plugins/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { RefundSummary } from '../../../src/contracts/groupGifts';
import { postCredit } from '../credit/ledger';

export type RefundReason = 'CONVERTED' | 'REMOVED';

export interface Released {
  refunded: RefundSummary;
  /** One mail per contributor, to send once the transaction is committed. */
  mails: OutgoingMail[];
}

export const REFUND_FAILED_MESSAGE = 'We could not refund the contributions just now, so nothing was changed. Please try again.';

/**
 * The couple turned group gifting off for a gift, or removed it, while guests were funding it:
 * every HELD contribution goes back (inside the caller's transaction, which holds the item's row
 * lock). Each goes to the card of the order that paid it, as far as that payment reaches after its
 * earlier refunds; what a card cannot take (an order paid with store credit) becomes store credit
 * for a signed-in contributor. The unit's stock comes back, the item starts again from nothing, and
 * the contributions leave the gift tracker (they stay in group_gift_contributions as REFUNDED).
 * The provider is called last, once every row is written: a refund it refuses rolls it all back.
 */
export async function releaseHeld(
  tx: Tx,
  provider: PaymentProvider,
  item: { id: number; skuId: number | null; groupFundedCents: number },
  reason: RefundReason,
  coupleName: string,
  now: Date,
): Promise<Released> {
  const held = await tx
    .select({
      id: groupGiftContributions.id,
      orderId: groupGiftContributions.orderId,
      registryGiftId: groupGiftContributions.registryGiftId,
      amountCents: groupGiftContributions.amountCents,
      giverName: groupGiftContributions.giverName,
      giverEmail: groupGiftContributions.giverEmail,
      userId: orders.userId,
      orderNumber: orders.orderNumber,
    })
    .from(groupGiftContributions)
    .innerJoin(orders, eq(orders.id, groupGiftContributions.orderId))
    .where(and(eq(groupGiftContributions.registryItemId, item.id), eq(groupGiftContributions.status, 'HELD')))
    .orderBy(asc(groupGiftContributions.id))
    .for('update', { of: groupGiftContributions });
  if (held.length === 0) return { refunded: { count: 0, amount_cents: 0 }, mails: [] };

  const [product] = item.skuId
    ? await tx
        .select({ name: products.name })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(eq(skus.id, item.skuId))
    : [];
  const giftName = product?.name ?? 'a group gift';
  const providerCalls: Array<{ authorizationRef: string; amountCents: number; contributionId: number }> = [];
  const mails: OutgoingMail[] = [];
  for (const c of held) {
    // What this order's card payment can still give back: every earlier refund of the order (a return's
    // too) is on the payment row, which returns/receive.ts reads and writes the same way.
    const [payment] = await tx
      .select({
        id: payments.id,
        providerRef: payments.providerRef,
        amountCents: payments.amountCents,
        refundedCents: payments.refundedCents,
      })
      .from(payments)
      .where(and(eq(payments.orderId, c.orderId), inArray(payments.status, ['CAPTURED', 'REFUNDED'])))
      .limit(1)
      .for('update');
    const cardRoom = payment ? Math.max(payment.amountCents - payment.refundedCents, 0) : 0;
    const cardCents = Math.min(c.amountCents, cardRoom);
    if (cardCents > 0 && payment)
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${cardCents}`, status: 'REFUNDED' })
        .where(eq(payments.id, payment.id));
    const creditCents = c.userId ? c.amountCents - cardCents : 0;
    // Through the store-credit ledger (credit/ledger.ts), so the account's history shows it and sums to its balance.
    if (creditCents > 0)
      await postCredit(tx, {
        userId: c.userId!,
        amountCents: creditCents,
        reason: 'GROUP_GIFT_REFUND',
        description: `Refund of your contribution to ${giftName}`,
        orderId: c.orderId,
      });
    await tx
      .update(groupGiftContributions)
      .set({ status: 'REFUNDED', refundReason: reason, refundCardCents: cardCents, refundCreditCents: creditCents, refundedAt: now })
      .where(eq(groupGiftContributions.id, c.id));
    if (cardCents > 0 && payment)
      providerCalls.push({ authorizationRef: payment.providerRef, amountCents: cardCents, contributionId: c.id });
    mails.push(refundMail(c, { giftName, coupleName, reason, cardCents, creditCents }));
  }
  const giftIds = held.flatMap((c) => (c.registryGiftId ? [c.registryGiftId] : []));
  if (giftIds.length) await tx.delete(registryGifts).where(inArray(registryGifts.id, giftIds));
  await tx.update(registryItems).set({ groupFundedCents: 0, groupGoalCents: null }).where(eq(registryItems.id, item.id));
  // The unit held for the group since its first contribution goes back on sale.
  if (item.skuId && item.groupFundedCents > 0) {
    const [sku] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + 1` })
      .where(eq(skus.id, item.skuId))
      .returning({ productId: skus.productId });
    if (sku)
      await tx
        .update(products)
        .set({ inStock: true })
        .where(and(eq(products.id, sku.productId), eq(products.inStock, false)));
  }

  for (const call of providerCalls) {
    const refund = await provider.refund({
      authorizationRef: call.authorizationRef,
      amountCents: call.amountCents,
      idempotencyKey: `group-gift-refund-${call.contributionId}`,
    });
    if (!refund.ok) throw new AppError(502, REFUND_FAILED_MESSAGE, { code: 'group_gift.refund_failed' });
    await tx.update(groupGiftContributions).set({ refundRef: refund.refundRef }).where(eq(groupGiftContributions.id, call.contributionId));
  }
  return { refunded: { count: held.length, amount_cents: held.reduce((n, c) => n + c.amountCents, 0) }, mails };
}

function refundMail(
  c: { giverName: string; giverEmail: string; amountCents: number; orderNumber: string },
  r: { giftName: string; coupleName: string; reason: RefundReason; cardCents: number; creditCents: number },
): OutgoingMail {
  const why =
    r.reason === 'REMOVED'
      ? `${r.coupleName} removed ${r.giftName} from their registry before it was fully funded.`
      : `${r.coupleName} stopped group gifting ${r.giftName} before it was fully funded.`;
  const where = [
    r.cardCents > 0 ? `${formatCents(r.cardCents)} back to the card you paid with` : null,
    r.creditCents > 0 ? `${formatCents(r.creditCents)} as store credit in your account` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const text = [
    `Hi ${c.giverName},`,
    '',
    why,
    `Your contribution of ${formatCents(c.amountCents)} (order ${c.orderNumber}) has been refunded${where ? `: ${where}` : ''}.`,
    '',
    'Thank you for thinking of them.',
  ].join('\n');
  return {
    to: c.giverEmail,
    subject: `Your contribution to ${r.coupleName}'s group gift was refunded`,
    text,
    html: text
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  };
}
