import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { orderLineEvents, orderLines, orders, registryShippingPreferences, shipmentLines, shipments } from '../../db/schema';
import { holdsGiftsOn, isoDay, NEXT_STATUS, type ShippingPreference } from '../../../src/contracts/fulfilment';
import type { FulfilmentStatus } from '../../../src/contracts/orders';
import { SHIPPED_LINE_KINDS } from '../../../src/contracts/orders';

/**
 * The sandbox fulfilment's state changes. Every change of order_lines.fulfilment_status is guarded
 * (`update … where fulfilment_status = <expected>`) and writes its timeline events in the same
 * transaction, so however many processes run the same job at once, a line makes each step once.
 * Nothing here reads the clock: callers pass `now` (the job handlers pass the real time, tests their own).
 */

/** The states a scheduled step starts from. */
export type StepFrom = 'PLACED' | 'PROCESSING' | 'SHIPPED';
export const isStepFrom = (s: FulfilmentStatus): s is StepFrom => s === 'PLACED' || s === 'PROCESSING' || s === 'SHIPPED';

export interface StepResult {
  to: FulfilmentStatus;
  /** Lines this call moved (none when another process got there first). */
  moved: number[];
  /** Of the lines asked for, those now at `to` (moved by this call or an earlier one): the next step's lines. */
  atTarget: number[];
  /** SHIPPED: the shipment this call created. */
  shipmentId: number | null;
}

/** A job id (UUID form) that is the same for the same parts: a second send of the same step is dropped by the queue. */
export function jobIdOf(...parts: Array<string | number | number[]>): string {
  const hex = createHash('sha256')
    .update(parts.map((p) => (Array.isArray(p) ? [...p].sort((a, b) => a - b).join(',') : String(p))).join(':'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const CARRIERS = ['UPS', 'FedEx', 'USPS'] as const;

/** The sandbox's carrier and tracking number for a shipment: deterministic, in each carrier's format. */
export function sandboxTracking(shipmentId: number): { carrier: string; trackingNumber: string } {
  const carrier = CARRIERS[shipmentId % CARRIERS.length]!;
  const digits = String(100000000 + shipmentId * 7919).padStart(10, '0');
  if (carrier === 'UPS') return { carrier, trackingNumber: `1Z999AA1${digits}` };
  if (carrier === 'FedEx') return { carrier, trackingNumber: `7${digits}01` };
  return { carrier, trackingNumber: `9400 1000 ${digits.slice(0, 4)} ${digits.slice(4)}` };
}

async function recordEvents(tx: Tx, lineIds: number[], status: FulfilmentStatus, now: Date) {
  if (lineIds.length) await tx.insert(orderLineEvents).values(lineIds.map((orderLineId) => ({ orderLineId, status, at: now })));
}

/** Guarded: moves those of `lineIds` (product lines only) that are at `from` to `to`; answers the ids it moved. */
async function move(tx: Tx, lineIds: number[], from: FulfilmentStatus, to: FulfilmentStatus, now: Date): Promise<number[]> {
  if (lineIds.length === 0) return [];
  const moved = await tx
    .update(orderLines)
    .set({ fulfilmentStatus: to })
    .where(and(inArray(orderLines.id, lineIds), eq(orderLines.fulfilmentStatus, from), inArray(orderLines.kind, [...SHIPPED_LINE_KINDS])))
    .returning({ id: orderLines.id });
  const ids = moved.map((m) => m.id).sort((a, b) => a - b);
  await recordEvents(tx, ids, to, now);
  return ids;
}

/**
 * One scheduled step for a set of lines: PLACED → PROCESSING, PROCESSING → SHIPPED (the lines that
 * move leave in one new shipment), SHIPPED → DELIVERED (their shipment is delivered).
 */
export async function stepLines(db: Db, lineIds: number[], from: StepFrom, now: Date): Promise<StepResult> {
  const to = NEXT_STATUS[from]!;
  return db.transaction(async (tx) => {
    const moved = await move(tx, lineIds, from, to, now);
    let shipmentId: number | null = null;
    if (moved.length && to === 'SHIPPED') {
      const [owner] = await tx
        .select({ registryId: orders.registryId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(inArray(orderLines.id, moved))
        .orderBy(asc(orderLines.id))
        .limit(1);
      const result: unknown = await tx.execute(sql`select nextval(pg_get_serial_sequence('shipments', 'id'))::int as id`);
      shipmentId = Number((result as { rows: Array<{ id: number }> }).rows[0]!.id);
      await tx
        .insert(shipments)
        .values({ id: shipmentId, registryId: owner?.registryId ?? null, ...sandboxTracking(shipmentId), shippedAt: now });
      await tx.insert(shipmentLines).values(moved.map((orderLineId) => ({ orderLineId, shipmentId: shipmentId! })));
    }
    if (moved.length && to === 'DELIVERED') {
      await tx
        .update(shipments)
        .set({ deliveredAt: now })
        .where(
          and(
            isNull(shipments.deliveredAt),
            inArray(
              shipments.id,
              tx.select({ id: shipmentLines.shipmentId }).from(shipmentLines).where(inArray(shipmentLines.orderLineId, moved)),
            ),
          ),
        );
    }
    if (moved.length && (to === 'SHIPPED' || to === 'DELIVERED')) await rollUpOrders(tx, moved);
    const atTarget = lineIds.length
      ? (
          await tx
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(inArray(orderLines.id, lineIds), eq(orderLines.fulfilmentStatus, to)))
        )
          .map((r) => r.id)
          .sort((a, b) => a - b)
      : [];
    return { to, moved, atTarget, shipmentId };
  });
}

/**
 * The order's own status follows its lines: SHIPPED once every product line has shipped (or left
 * the path: exchanged, returned), DELIVERED once every one has arrived. Only from PLACED or SHIPPED:
 * a return or a cancellation is not overwritten.
 */
async function rollUpOrders(tx: Tx, lineIds: number[]) {
  const settled = (states: string[]) =>
    sql`not exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.kind in ('PRODUCT', 'PAPER') and l.fulfilment_status not in (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
  await tx
    .update(orders)
    .set({
      status: sql`case when ${settled(['DELIVERED', 'CONVERTED', 'RETURNED'])} then 'DELIVERED' when ${settled(['SHIPPED', 'DELIVERED', 'CONVERTED', 'RETURNED'])} then 'SHIPPED' else ${orders.status} end`,
    })
    .where(
      and(
        inArray(orders.id, tx.select({ id: orderLines.orderId }).from(orderLines).where(inArray(orderLines.id, lineIds))),
        inArray(orders.status, ['PLACED', 'SHIPPED']),
      ),
    );
}

export async function shippingPreferenceOf(db: DbOrTx, registryId: number): Promise<ShippingPreference> {
  const [row] = await db.select().from(registryShippingPreferences).where(eq(registryShippingPreferences.registryId, registryId));
  return { hold: row?.hold ?? false, hold_until: row?.holdUntil ?? null };
}

/**
 * In the checkout's transaction, once the order's lines are written: a registry order whose couple
 * hold gifts (and whose date is still ahead) has its product lines HELD from the start. Answers the
 * lines held.
 */
export async function holdNewOrder(tx: Tx, orderId: number, registryId: number | null, now: Date): Promise<number[]> {
  if (!registryId || !holdsGiftsOn(await shippingPreferenceOf(tx, registryId), isoDay(now))) return [];
  const lines = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), inArray(orderLines.kind, [...SHIPPED_LINE_KINDS]), eq(orderLines.fulfilmentStatus, 'PLACED')),
    );
  return move(
    tx,
    lines.map((l) => l.id),
    'PLACED',
    'HELD',
    now,
  );
}

/** After checkout committed: the order's product lines still PLACED, to be stepped along. */
export async function placedLines(db: DbOrTx, orderId: number): Promise<number[]> {
  const lines = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, orderId), inArray(orderLines.kind, [...SHIPPED_LINE_KINDS]), eq(orderLines.fulfilmentStatus, 'PLACED')),
    )
    .orderBy(asc(orderLines.id));
  return lines.map((l) => l.id);
}

/** The couple holds one gift that has not started its way yet (PLACED → HELD). Answers whether it moved. */
export async function holdLines(db: Db, lineIds: number[], now: Date): Promise<number[]> {
  return db.transaction((tx) => move(tx, lineIds, 'PLACED', 'HELD', now));
}

/**
 * Releases a couple's held gifts (all, or those of `lineIds`): HELD → PROCESSING together, so the
 * next step ships them in one shipment. Answers the lines released.
 */
export async function releaseLines(db: Db, registryId: number, lineIds: number[] | 'all', now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.registryId, registryId),
          eq(orderLines.fulfilmentStatus, 'HELD'),
          lineIds === 'all' ? undefined : inArray(orderLines.id, lineIds.length ? lineIds : [0]),
        ),
      );
    return move(
      tx,
      held.map((h) => h.id),
      'HELD',
      'PROCESSING',
      now,
    );
  });
}
