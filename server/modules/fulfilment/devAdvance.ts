import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderLines, orders, shipmentLines } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { FulfilmentStatus } from '../../../src/contracts/orders';
import { SHIPPED_LINE_KINDS } from '../../../src/contracts/orders';
import { runStep } from './service';
import { isStepFrom, type StepFrom } from './transitions';

/**
 * POST /dev/fulfilment/advance (development and test only): the order's lines that are on their way
 * take their next step now, through the same step as the job (so the mail and the next job follow).
 * Held lines wait for their release, as always.
 */
export async function advanceOrder(app: FastifyInstance, orderNumber: string, now: Date): Promise<{ statuses: FulfilmentStatus[] }> {
  const [order] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber.trim().toUpperCase()));
  if (!order) throw notFound('We could not find that order.');
  const read = () =>
    app.db
      .select({ id: orderLines.id, status: orderLines.fulfilmentStatus, shipmentId: shipmentLines.shipmentId })
      .from(orderLines)
      .leftJoin(shipmentLines, eq(shipmentLines.orderLineId, orderLines.id))
      .where(
        and(
          eq(orderLines.orderId, order.id),
          inArray(orderLines.kind, [...SHIPPED_LINE_KINDS]),
          inArray(orderLines.fulfilmentStatus, ['PLACED', 'PROCESSING', 'SHIPPED']),
        ),
      );
  const groups = new Map<string, { from: StepFrom; lineIds: number[] }>();
  for (const line of await read()) {
    if (!isStepFrom(line.status)) continue;
    const key = `${line.status}:${line.shipmentId ?? ''}`;
    groups.set(key, { from: line.status, lineIds: [...(groups.get(key)?.lineIds ?? []), line.id] });
  }
  for (const g of groups.values()) await runStep(app, g, now);
  const after = await app.db
    .select({ status: orderLines.fulfilmentStatus })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.kind, [...SHIPPED_LINE_KINDS])));
  return { statuses: after.map((l) => l.status) };
}
