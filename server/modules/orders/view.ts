import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orderReturns, payments, type orders } from '../../db/schema';
import { registrySummary } from '../cart/lines';
import { orderFulfilment } from '../fulfilment/view';
import type { Order } from '../../../src/contracts/orders';

export type OrderRow = typeof orders.$inferSelect;

/** API.md 'Order'. A registry gift's destination is the couple's and is never in it. */
export async function orderView(db: DbOrTx, order: OrderRow): Promise<Order> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const [payment] = await db
    .select({ brand: payments.brand, last4: payments.last4 })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .limit(1);
  const registry = order.registryId ? await registrySummary(db, order.registryId) : null;
  const returned = new Set(order.returnRequest?.lineIds ?? []);
  // Free returns (issue 26): the return's refund and progress; orders without one skip the query.
  const [ret] = order.returnRequest ? await db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).limit(1) : [];
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    giverName: order.giverName,
    giftMessage: order.giftMessage,
    registry: registry ? { slug: registry.slug, coupleName: registry.coupleName } : null,
    shipTo:
      order.registryId || !order.shipAddress
        ? null
        : { name: order.shipAddress.name, city: order.shipAddress.city, stateCode: order.shipAddress.stateCode },
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      name: l.name,
      skuLabel: l.skuLabel,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
      // A gift exchanged for credit never shipped, and a returned line came back: neither can be returned.
      ...(l.paperSnapshot
        ? {
            paper: {
              version: l.paperSnapshot.version,
              design: l.paperSnapshot.design,
              cardType: l.paperSnapshot.cardType,
              options: l.paperSnapshot.options,
              approvedAt: l.paperSnapshot.approvedAt,
            },
          }
        : {}),
      // Printed paper is made to order: not returnable.
      returnable: l.kind === 'PRODUCT' && !returned.has(l.id) && l.fulfilmentStatus !== 'CONVERTED' && l.fulfilmentStatus !== 'RETURNED',
    })),
    totals: {
      subtotalCents: order.subtotalCents,
      shippingMethod: order.shippingMethod,
      shippingCents: order.shippingCents,
      surchargeCents: order.surchargeCents,
      taxCents: order.taxCents,
      discountCents: order.discountCents,
      completionDiscountCents: order.completionDiscountCents,
      creditAppliedCents: order.creditAppliedCents,
      totalCents: order.totalCents,
    },
    payment: payment ?? null,
    estimatedArrival: order.estimatedArrival,
    returnRequest: order.returnRequest
      ? {
          ...order.returnRequest,
          ...(ret
            ? {
                refundMethod: ret.refundMethod,
                status: ret.status,
                cardRefundCents: ret.cardRefundCents,
                creditRefundCents: ret.creditRefundCents,
                receivedAt: ret.receivedAt?.toISOString() ?? null,
              }
            : {}),
        }
      : null,
    fulfilment: await orderFulfilment(db, order.id, order.createdAt),
  };
}
/** The order as it is sent (src/contracts/orders.ts). */
export type OrderView = Order;
