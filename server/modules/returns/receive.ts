import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orderReturns, orders, payments } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { PaymentProvider } from '../payments/provider';
import { orderView } from '../orders/view';
import { postCredit } from '../credit/ledger';
import { RETURN_MESSAGES, returnRefundCents, splitRefund } from '../../../src/contracts/credit';
import type { Order } from '../../../src/contracts/orders';

/**
 * The sandbox's "the parcel reached the warehouse" step (like fulfilment's, it stands in for a
 * carrier's scan): in one transaction, with the return's row locked so it happens once, the
 * returned lines become RETURNED, the refund (contracts/credit.ts returnRefundCents) goes back to
 * the card through the payment provider (recorded on the payment: refunded_cents, status REFUNDED)
 * and/or to store credit through the ledger, and the return is RECEIVED. Called by the tests with a
 * clock, and in development and tests by POST /dev/returns/{reference}/receive.
 */
export async function receiveReturn(db: Db, provider: PaymentProvider, reference: string, now = new Date()): Promise<Order> {
  return db.transaction(async (tx) => {
    const [ret] = await tx.select().from(orderReturns).where(eq(orderReturns.reference, reference)).for('update');
    if (!ret) throw notFound(RETURN_MESSAGES.notFound);
    if (ret.status === 'RECEIVED') throw conflict(RETURN_MESSAGES.received, { code: 'return.received' });
    const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
    const returned = await tx
      .update(orderLines)
      .set({ fulfilmentStatus: 'RETURNED' })
      .where(
        and(
          eq(orderLines.orderId, ret.orderId),
          inArray(orderLines.id, ret.lineIds),
          notInArray(orderLines.fulfilmentStatus, ['CONVERTED', 'RETURNED']),
        ),
      )
      .returning();
    const refundCents = returnRefundCents(returned, order!);
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, ret.orderId)).for('update');
    const cardRefundable = payment && payment.status !== 'VOIDED' ? payment.amountCents - payment.refundedCents : 0;
    // Without an account there is no credit to hold a remainder: the card takes what it can.
    const split = splitRefund(refundCents, order!.userId === null ? 'CARD' : ret.refundMethod, cardRefundable);
    const creditCents = order!.userId === null ? 0 : split.creditCents;
    if (split.cardCents > 0 && payment) {
      // The provider's idempotency key is the return's: a transaction retried after a lost answer refunds once.
      const refunded = await provider.refund({
        authorizationRef: payment.providerRef,
        amountCents: split.cardCents,
        idempotencyKey: `return-${ret.reference}`,
      });
      // Nothing is written when the card refund fails: the return stays REQUESTED and can be received again.
      if (!refunded.ok) throw conflict(`The refund to the card did not go through: ${refunded.message}`, { code: 'return.refund_failed' });
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${split.cardCents}`, status: 'REFUNDED' })
        .where(eq(payments.id, payment.id));
    }
    if (creditCents > 0)
      await postCredit(tx, {
        userId: order!.userId!,
        amountCents: creditCents,
        reason: 'RETURN_REFUND',
        description: `Refund for return ${ret.reference}`,
        orderId: ret.orderId,
        returnId: ret.id,
      });
    await tx
      .update(orderReturns)
      .set({ status: 'RECEIVED', receivedAt: now, cardRefundCents: split.cardCents, creditRefundCents: creditCents })
      .where(eq(orderReturns.id, ret.id));
    return orderView(tx, order!);
  });
}
