import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLineEvents, orderLines, shipmentLines, shipments } from '../../db/schema';
import type { FulfilmentGroup, FulfilmentStatus } from '../../../src/contracts/orders';
import { isShipped } from '../../../src/contracts/orders';

/**
 * An order's timeline (contracts/orders.ts FulfilmentGroup): its product lines grouped by the
 * shipment they left in, or, before that, by the state they share; each group's steps with the
 * time it reached them (PLACED is the order's time). Cash-fund contributions do not ship.
 */
export async function orderFulfilment(db: DbOrTx, orderId: number, placedAt: Date): Promise<FulfilmentGroup[]> {
  const lines = await db
    .select({
      id: orderLines.id,
      kind: orderLines.kind,
      status: orderLines.fulfilmentStatus,
      shipmentId: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      shippedAt: shipments.shippedAt,
      deliveredAt: shipments.deliveredAt,
    })
    .from(orderLines)
    .leftJoin(shipmentLines, eq(shipmentLines.orderLineId, orderLines.id))
    .leftJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const products = lines.filter((l) => isShipped(l.kind));
  if (products.length === 0) return [];
  const events = await db
    .select({ lineId: orderLineEvents.orderLineId, status: orderLineEvents.status, at: orderLineEvents.at })
    .from(orderLineEvents)
    .where(
      inArray(
        orderLineEvents.orderLineId,
        products.map((l) => l.id),
      ),
    )
    .orderBy(asc(orderLineEvents.at), asc(orderLineEvents.id));
  return groupLines(products, events, placedAt);
}

type LineRow = {
  id: number;
  status: FulfilmentStatus;
  shipmentId: number | null;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

/** Pure: lines and their events into groups (exported for tests). */
export function groupLines(
  lines: LineRow[],
  events: Array<{ lineId: number; status: FulfilmentStatus; at: Date }>,
  placedAt: Date,
): FulfilmentGroup[] {
  const groups = new Map<string, { lines: LineRow[] }>();
  for (const line of lines) {
    const key = line.shipmentId !== null ? `s${line.shipmentId}` : `-${line.status}`;
    groups.set(key, { lines: [...(groups.get(key)?.lines ?? []), line] });
  }
  return [...groups.values()].map(({ lines: members }) => {
    const ids = new Set(members.map((m) => m.id));
    // The latest time any member reached each step: they move together, so these agree but for stragglers.
    const reached = new Map<FulfilmentStatus, Date>([['PLACED', placedAt]]);
    for (const e of events) if (ids.has(e.lineId)) reached.set(e.status, e.at);
    const first = members[0]!;
    return {
      lineIds: members.map((m) => m.id),
      status: first.status,
      shipment:
        first.shipmentId !== null
          ? {
              carrier: first.carrier!,
              trackingNumber: first.trackingNumber!,
              shippedAt: first.shippedAt!.toISOString(),
              deliveredAt: first.deliveredAt?.toISOString() ?? null,
            }
          : null,
      events: [...reached.entries()]
        .sort((a, b) => a[1].getTime() - b[1].getTime())
        .map(([status, at]) => ({ status, at: at.toISOString() })),
    };
  });
}
