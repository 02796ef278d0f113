import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import {
  groupGiftContributions,
  orderGiverAddresses,
  orderLineEvents,
  orderLines,
  orders,
  registryGifts,
  registryShippingPreferences,
  shipmentLines,
  shipments,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import type { QueueOptions } from '../../plugins/jobs';
import { registrySummary } from '../cart/lines';
import { checkUsAddress } from '../checkout/rules/usAddress';
import {
  HOLD_NEEDS_DATE_MESSAGE,
  HOLD_TOO_LATE_MESSAGE,
  holdDateProblem,
  holdsGiftsOn,
  isoDay,
  NOTHING_HELD_MESSAGE,
  type HeldGiftsAnswer,
  type ReleaseHeldAnswer,
  type ShippingPreferenceBody,
} from '../../../src/contracts/fulfilment';
import type { CheckoutBody } from '../../../src/contracts/checkout';
import type { FulfilmentStatus } from '../../../src/contracts/orders';
import { SHIPPED_LINE_KINDS, isShipped } from '../../../src/contracts/orders';
import {
  holdLines,
  isStepFrom,
  jobIdOf,
  releaseLines,
  holdNewOrder,
  placedLines,
  shippingPreferenceOf,
  stepLines,
  type StepFrom,
  type StepResult,
} from './transitions';

declare module '../../plugins/jobs' {
  interface JobPayloads {
    /** One step of the sandbox fulfilment for a set of lines (they travel together). */
    'fulfilment.step': { lineIds: number[]; from: StepFrom };
    /** A couple's hold date has come: their held gifts ship (if the date is still the one they chose). */
    'fulfilment.release': { registryId: number; holdUntil: string };
  }
}

/**
 * `fulfilment.step` and `fulfilment.release`: retried 10 times with backoff from 30 s; a step is a
 * few statements, so 60 s an attempt is ample. Each is safe to run twice (guarded transitions).
 */
export const FULFILMENT_QUEUE: QueueOptions = {
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 2,
};

/** Enqueues the next step for lines (dropped when the same step for the same lines is already queued). */
export async function scheduleStep(app: FastifyInstance, lineIds: number[], from: StepFrom): Promise<void> {
  if (lineIds.length === 0) return;
  await app.jobs.send(
    'fulfilment.step',
    { lineIds, from },
    { id: jobIdOf('step', from, lineIds), startAfterSeconds: app.config.fulfilmentStepSeconds },
  );
}

/**
 * The `fulfilment.step` job: the guarded step, then what follows from where the lines now are
 * (the next step, or the givers' "delivered" mail). Run twice, the second run moves nothing and
 * its follow-ups carry the same job ids, so they are dropped.
 */
export async function runStep(app: FastifyInstance, payload: { lineIds: number[]; from: StepFrom }, now: Date): Promise<StepResult> {
  const result = await stepLines(app.db, payload.lineIds, payload.from, now);
  if (result.atTarget.length) {
    if (isStepFrom(result.to)) await scheduleStep(app, result.atTarget, result.to);
    else if (result.to === 'DELIVERED') await sendDeliveredMails(app, result.atTarget);
  }
  return result;
}

/** After checkout (the order is committed): its lines not held start their way. A failure is logged; the order stands. */
export async function startFulfilment(app: FastifyInstance, orderId: number): Promise<void> {
  try {
    await scheduleStep(app, await placedLines(app.db, orderId), 'PLACED');
  } catch (err) {
    app.log.error({ err, orderId }, 'fulfilment: could not start an order');
  }
}

/**
 * On start: lines a stopped process left between a committed step and its follow-up job (a rare
 * crash in that instant) get their next step queued. A line whose job is queued already gets a
 * duplicate, which its guarded transition makes harmless.
 */
export async function resumeStalled(app: FastifyInstance, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 2 * app.config.fulfilmentStepSeconds * 1000);
  const rows = await app.db
    .select({ id: orderLines.id, status: orderLines.fulfilmentStatus, orderId: orderLines.orderId, shipmentId: shipmentLines.shipmentId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(shipmentLines, eq(shipmentLines.orderLineId, orderLines.id))
    .where(
      and(
        inArray(orderLines.kind, [...SHIPPED_LINE_KINDS]),
        inArray(orderLines.fulfilmentStatus, ['PLACED', 'PROCESSING', 'SHIPPED']),
        lt(orders.createdAt, before),
        sql`coalesce((select max(${orderLineEvents.at}) from ${orderLineEvents} where ${orderLineEvents.orderLineId} = ${orderLines.id}), ${orders.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    );
  const groups = new Map<string, { from: StepFrom; lineIds: number[] }>();
  for (const r of rows) {
    if (!isStepFrom(r.status)) continue;
    const key = `${r.status}:${r.shipmentId ?? `o${r.orderId}`}`;
    const group = groups.get(key) ?? { from: r.status, lineIds: [] };
    group.lineIds.push(r.id);
    groups.set(key, group);
  }
  for (const g of groups.values()) await scheduleStep(app, g.lineIds, g.from);
  return rows.length;
}

/** "Delivered to Alex & Jordan": one mail per registry order among the delivered lines, to its giver. */
export async function sendDeliveredMails(app: FastifyInstance, lineIds: number[]): Promise<void> {
  const rows = await app.db
    .select({
      lineId: orderLines.id,
      name: orderLines.name,
      skuLabel: orderLines.skuLabel,
      quantity: orderLines.quantity,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      email: orders.email,
      giverName: orders.giverName,
      registryId: orders.registryId,
      registryItemId: orderLines.registryItemId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.id, lineIds), eq(orderLines.fulfilmentStatus, 'DELIVERED')))
    .orderBy(asc(orderLines.id));
  const byOrder = new Map<number, typeof rows>();
  for (const r of rows) if (r.registryId) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  for (const [orderId, lines] of byOrder) {
    const first = lines[0]!;
    const couple = (await registrySummary(app.db, first.registryId!))?.coupleName ?? 'the couple';
    const lineIdsOf = lines.map((l) => l.lineId);
    // A funded group gift's order has many givers: each contributor hears, with their own order number.
    const givers = await groupGiftGivers(app.db, orderId, lines);
    for (const giver of givers.length > 0 ? givers : [first])
      await app.mailer.send(deliveredMail(app.config.publicUrl, couple, giver, lines), {
        id: jobIdOf('delivered', orderId, lineIdsOf, giver.orderNumber),
      });
  }
}

/** The contributors whose gift this order is (the couple's order for a fully funded group gift), or none. */
async function groupGiftGivers(db: DbOrTx, orderId: number, lines: Array<{ registryItemId: number | null }>) {
  const itemIds = lines.flatMap((l) => (l.registryItemId ? [l.registryItemId] : []));
  if (itemIds.length === 0) return [];
  return db
    .select({ orderNumber: orders.orderNumber, email: groupGiftContributions.giverEmail, giverName: groupGiftContributions.giverName })
    .from(groupGiftContributions)
    .innerJoin(orders, eq(orders.id, groupGiftContributions.orderId))
    .where(
      and(
        inArray(groupGiftContributions.registryItemId, itemIds),
        eq(groupGiftContributions.status, 'FUNDED'),
        eq(groupGiftContributions.fundedOrderId, orderId),
      ),
    )
    .orderBy(asc(groupGiftContributions.id));
}

/** The giver's "delivered" mail (no prices: it is about the gift arriving). */
export function deliveredMail(
  publicUrl: string,
  couple: string,
  order: { orderNumber: string; email: string; giverName: string },
  lines: Array<{ name: string; skuLabel: string | null; quantity: number }>,
) {
  const link = `${publicUrl}/order-status?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  const items = lines.map((l) => `${l.quantity} × ${l.name}${l.skuLabel ? ` (${l.skuLabel})` : ''}`);
  const subject = `Your gift was delivered to ${couple}`;
  const text = [
    `Hi ${order.giverName},`,
    '',
    `Good news: your gift was delivered to ${couple}.`,
    '',
    ...items,
    '',
    `Order ${order.orderNumber}. See its journey: ${link}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(order.giverName)},</p><p>Good news: your gift was delivered to ${escapeHtml(couple)}.</p><ul>${items
    .map((i) => `<li>${escapeHtml(i)}</li>`)
    .join('')}</ul><p>Order ${escapeHtml(order.orderNumber)}. <a href="${escapeHtml(link)}">See its journey</a></p>`;
  return { to: order.email, subject, text, html };
}

// ---------------------------------------------------------------------------------------------
// Hold gifts, ship later (the couple's side; every function is scoped to the couple's registry)

/** The registry's gifts (registry_gifts) and the order lines that carry them. */
async function giftLines(db: DbOrTx, registryId: number, giftIds?: number[]) {
  return db
    .select({ giftId: registryGifts.id, lineId: orderLines.id, status: orderLines.fulfilmentStatus })
    .from(registryGifts)
    .innerJoin(orders, and(eq(orders.id, registryGifts.orderId), eq(orders.registryId, registryId)))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.registryItemId, registryGifts.registryItemId)))
    .where(and(eq(registryGifts.registryId, registryId), giftIds ? inArray(registryGifts.id, giftIds.length ? giftIds : [0]) : undefined));
}

export async function heldGifts(db: DbOrTx, registryId: number): Promise<HeldGiftsAnswer> {
  const rows = await db
    .select({
      giftId: registryGifts.id,
      title: orderLines.name,
      skuLabel: orderLines.skuLabel,
      imageUrl: orderLines.imageUrl,
      quantity: orderLines.quantity,
      giverName: registryGifts.giverName,
      heldSince: sql<string>`(select max(${orderLineEvents.at}) from ${orderLineEvents} where ${orderLineEvents.orderLineId} = ${orderLines.id} and ${orderLineEvents.status} = 'HELD')`,
    })
    .from(registryGifts)
    .innerJoin(orders, and(eq(orders.id, registryGifts.orderId), eq(orders.registryId, registryId)))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.registryItemId, registryGifts.registryItemId)))
    .where(and(eq(registryGifts.registryId, registryId), eq(orderLines.fulfilmentStatus, 'HELD')))
    .orderBy(asc(registryGifts.receivedAt), asc(registryGifts.id));
  return {
    preference: await shippingPreferenceOf(db, registryId),
    gifts: rows.map((r) => ({
      gift_id: r.giftId,
      title: r.skuLabel ? `${r.title} (${r.skuLabel})` : r.title,
      image_url: r.imageUrl,
      quantity: r.quantity,
      giver_name: r.giverName,
      held_since: new Date(r.heldSince).toISOString(),
    })),
  };
}

/** Seconds from `now` to the start (UTC) of a day. */
const secondsUntil = (day: string, now: Date) => Math.max(0, Math.ceil((Date.parse(`${day}T00:00:00Z`) - now.getTime()) / 1000));

/**
 * Queues the release for the start (UTC) of the couple's date. One job per save: a job whose date
 * the couple changed since finds another date in the preference and does nothing.
 */
export async function scheduleRelease(app: FastifyInstance, registryId: number, holdUntil: string, now: Date) {
  await app.jobs.send(
    'fulfilment.release',
    { registryId, holdUntil },
    { id: jobIdOf('release', registryId, holdUntil, now.toISOString()), startAfterSeconds: secondsUntil(holdUntil, now) },
  );
}

/** A release job may start this early (a process clock behind the database's) and still count as on its day. */
export const RELEASE_EARLY_TOLERANCE_MS = 60 * 60 * 1000;

/**
 * PUT /registry/shipping-preference. Holding needs a date after today (within two years); its
 * release job is queued for that date. Ship as bought sends anything held now, in one shipment.
 */
export async function setShippingPreference(
  app: FastifyInstance,
  registryId: number,
  body: ShippingPreferenceBody,
  now: Date,
): Promise<HeldGiftsAnswer> {
  const holdUntil = body.hold ? body.hold_until! : (body.hold_until ?? null);
  if (body.hold) {
    const problem = holdDateProblem(holdUntil, isoDay(now));
    if (problem) throw conflictField(problem);
  }
  await app.db
    .insert(registryShippingPreferences)
    .values({ registryId, hold: body.hold, holdUntil, updatedAt: now })
    .onConflictDoUpdate({ target: registryShippingPreferences.registryId, set: { hold: body.hold, holdUntil, updatedAt: now } });
  if (body.hold) await scheduleRelease(app, registryId, holdUntil!, now);
  else await release(app, registryId, 'all', now);
  return heldGifts(app.db, registryId);
}

const conflictField = (message: string) => badRequest(message, { code: 'validation', fields: { hold_until: message } });

async function release(app: FastifyInstance, registryId: number, lineIds: number[] | 'all', now: Date): Promise<number[]> {
  const released = await releaseLines(app.db, registryId, lineIds, now);
  await scheduleStep(app, released, 'PROCESSING');
  return released;
}

/** POST /registry/held-gifts/release: all held gifts, or those listed, leave together. */
export async function releaseHeld(
  app: FastifyInstance,
  registryId: number,
  giftIds: number[] | undefined,
  now: Date,
): Promise<ReleaseHeldAnswer> {
  let lineIds: number[] | 'all' = 'all';
  if (giftIds) {
    const rows = await giftLines(app.db, registryId, giftIds);
    if (rows.length === 0) throw notFound('We could not find that gift.');
    lineIds = rows.map((r) => r.lineId);
  }
  const released = await release(app, registryId, lineIds, now);
  if (released.length === 0) throw conflict(NOTHING_HELD_MESSAGE, { code: 'held.none' });
  return { ...(await heldGifts(app.db, registryId)), released: released.length };
}

/** POST /registry/gift-tracker/{id}/hold: one gift that has not started its way waits with the held ones. */
export async function holdGift(app: FastifyInstance, registryId: number, giftId: number, now: Date): Promise<HeldGiftsAnswer> {
  const rows = await giftLines(app.db, registryId, [giftId]);
  if (rows.length === 0) throw notFound('We could not find that gift.');
  if (!holdsGiftsOn({ hold: true, hold_until: (await shippingPreferenceOf(app.db, registryId)).hold_until }, isoDay(now)))
    throw conflict(HOLD_NEEDS_DATE_MESSAGE, { code: 'held.no_date' });
  const moved = await holdLines(
    app.db,
    rows.map((r) => r.lineId),
    now,
  );
  if (moved.length === 0) throw conflict(HOLD_TOO_LATE_MESSAGE, { code: 'held.too_late' });
  return heldGifts(app.db, registryId);
}

/** The `fulfilment.release` job: on its date, if the couple still holds to that date, their held gifts ship. */
export async function runRelease(app: FastifyInstance, payload: { registryId: number; holdUntil: string }, now: Date) {
  const preference = await shippingPreferenceOf(app.db, payload.registryId);
  if (!preference.hold || preference.hold_until !== payload.holdUntil) return { released: 0, stale: true };
  // Far too early (only a test running delayed jobs now does that): nothing happens; the couple's date stands.
  if (payload.holdUntil > isoDay(new Date(now.getTime() + RELEASE_EARLY_TOLERANCE_MS))) {
    app.log.warn({ registryId: payload.registryId, holdUntil: payload.holdUntil }, 'fulfilment: a release ran before its day');
    return { released: 0, early: true };
  }
  const released = await release(app, payload.registryId, 'all', now);
  // The date has passed: gifts bought from now on ship as bought.
  await app.db
    .update(registryShippingPreferences)
    .set({ hold: false, updatedAt: now })
    .where(
      and(eq(registryShippingPreferences.registryId, payload.registryId), eq(registryShippingPreferences.holdUntil, payload.holdUntil)),
    );
  return { released: released.length };
}

// ---------------------------------------------------------------------------------------------
// What the tracker and the order pages show

export interface GiftFulfilment {
  fulfilment_status: FulfilmentStatus | null;
  shipment: { id: number; carrier: string; tracking_number: string; delivered_at: string | null } | null;
  giver_address: { name: string; address1: string; address2: string | null; city: string; stateCode: string; zipCode: string } | null;
}

/** For the tracker: each checkout gift's line status, shipment and the giver's address, by gift id. */
export async function giftsFulfilment(db: DbOrTx, registryId: number, giftIds: number[]): Promise<Map<number, GiftFulfilment>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({
      giftId: registryGifts.id,
      kind: orderLines.kind,
      status: orderLines.fulfilmentStatus,
      shipmentId: shipments.id,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      deliveredAt: shipments.deliveredAt,
      address: orderGiverAddresses,
    })
    .from(registryGifts)
    .innerJoin(orders, and(eq(orders.id, registryGifts.orderId), eq(orders.registryId, registryId)))
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.registryItemId, registryGifts.registryItemId)))
    .leftJoin(shipmentLines, eq(shipmentLines.orderLineId, orderLines.id))
    .leftJoin(shipments, eq(shipments.id, shipmentLines.shipmentId))
    .leftJoin(orderGiverAddresses, eq(orderGiverAddresses.orderId, orders.id))
    .where(and(eq(registryGifts.registryId, registryId), inArray(registryGifts.id, giftIds)));
  const out = new Map<number, GiftFulfilment>();
  for (const r of rows) {
    if (out.has(r.giftId)) continue;
    out.set(r.giftId, {
      // A cash fund's contribution does not ship: no status to show.
      fulfilment_status: isShipped(r.kind) ? r.status : null,
      shipment: r.shipmentId
        ? { id: r.shipmentId, carrier: r.carrier!, tracking_number: r.trackingNumber!, delivered_at: r.deliveredAt?.toISOString() ?? null }
        : null,
      giver_address: r.address
        ? {
            name: r.address.name,
            address1: r.address.address1,
            address2: r.address.address2,
            city: r.address.city,
            stateCode: r.address.stateCode,
            zipCode: r.address.zipCode,
          }
        : null,
    });
  }
  return out;
}

/**
 * At checkout, in its transaction, once the order's lines are written: the lines of a couple who
 * hold gifts are HELD from the start, and the giver's mailing address (optional, registry gifts
 * only) is kept for the couple's thank-you note.
 */
export async function recordOrderFulfilment(
  tx: Tx,
  orderId: number,
  registryId: number | null,
  body: CheckoutBody,
  now: Date,
): Promise<void> {
  await holdNewOrder(tx, orderId, registryId, now);
  await saveGiverAddress(tx, orderId, registryId, body);
}

/**
 * A registry gift's giver may leave a mailing address for the couple's thank-you note. It goes
 * through the checkout's address rules; a wrong one refuses the order with the field named (the
 * buyer can fix it or leave it out).
 */
async function saveGiverAddress(tx: Tx, orderId: number, registryId: number | null, body: CheckoutBody): Promise<void> {
  if (!registryId || !body.giverAddress) return;
  const check = checkUsAddress(body.giverAddress);
  if (check.ok === false) {
    const [field, message] = Object.entries(check.fields)[0] ?? ['giverAddress', 'Please check your mailing address.'];
    throw badRequest(`Your mailing address: ${message}`, {
      code: 'validation',
      fields: Object.fromEntries(Object.entries(check.fields).map(([k, v]) => [`giverAddress.${k}`, v])),
      field,
    });
  }
  const a = check.address;
  await tx.insert(orderGiverAddresses).values({
    orderId,
    name: a.name,
    address1: a.address1,
    address2: a.address2 || null,
    city: a.city,
    stateCode: a.stateCode,
    zipCode: a.zipCode,
  });
}
