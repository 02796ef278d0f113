import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { orderReturns, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { formatCents } from '../../lib/money';
import type { CartOwner } from '../cart/store';
import { orderView, type OrderView } from './view';
import type { OrderAnswer, ReturnBody } from '../../../src/contracts/orders';
import { RETURN_MESSAGES } from '../../../src/contracts/credit';

type ReturnInput = Required<ReturnBody>;

const NOT_FOUND_BY_EMAIL = 'We could not find an order with that number and email.';

/** The confirmation page: only the account or guest session that placed the order may read it. */
export async function ownOrder(db: Db, owner: CartOwner | null, orderNumber: string): Promise<OrderAnswer> {
  if (!owner) throw notFound('We could not find that order.');
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber.toUpperCase()),
        owner.sessionIdHash !== undefined ? eq(orders.sessionIdHash, owner.sessionIdHash) : eq(orders.userId, owner.userId),
      ),
    )
    .limit(1);
  if (!order) throw notFound('We could not find that order.');
  return { order: await orderView(db, order) };
}

async function orderByNumberAndEmail(db: Db, orderNumber: string, email: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber.trim().toUpperCase()), eq(sql`lower(${orders.email})`, email.trim().toLowerCase())))
    .limit(1);
  if (!order) throw notFound(NOT_FOUND_BY_EMAIL);
  return order;
}

/** 'Track order': both the number and the email must match. */
export async function trackOrder(db: Db, orderNumber: string, email: string): Promise<OrderAnswer> {
  return { order: await orderView(db, await orderByNumberAndEmail(db, orderNumber, email)) };
}

/**
 * 'Start a return': product lines of the order, once per order, refunded to the card or to store
 * credit (an account's) when the parcel comes back (returns/receive.ts). The order and its return
 * row are written together; the route then mails the free label (returns/label.ts).
 */
export async function startReturn(db: Db, input: ReturnInput, now = new Date()): Promise<OrderAnswer> {
  const order = await orderByNumberAndEmail(db, input.orderNumber, input.email);
  const view = await orderView(db, order);
  if (order.returnRequest) throw conflict('This order already has a return in progress.', { code: 'return.exists' });
  if (order.status === 'CANCELLED')
    throw conflict('This order was cancelled, so there is nothing to return.', { code: 'return.cancelled' });
  const chosen = view.lines.filter((l) => input.lineIds.includes(l.id));
  if (chosen.length !== new Set(input.lineIds).size)
    throw badRequest('Choose items from this order to return.', {
      code: 'validation',
      fields: { lineIds: 'Choose items from this order to return.' },
    });
  if (chosen.some((l) => l.kind === 'GROUP_GIFT'))
    throw badRequest('Group gift contributions cannot be returned.', { code: 'return.group_gift' });
  if (chosen.some((l) => l.kind === 'CASH_FUND'))
    throw badRequest('Cash fund contributions cannot be returned.', { code: 'return.cash_fund' });
  if (chosen.some((l) => !l.returnable)) throw conflict(RETURN_MESSAGES.notReturnable, { code: 'return.not_returnable' });
  if (input.refundMethod === 'CREDIT' && order.userId === null)
    throw conflict(RETURN_MESSAGES.creditNeedsAccount, { code: 'return.credit_needs_account' });
  const returnRequest = {
    reference: `R-${order.orderNumber.slice(3)}`,
    lineIds: chosen.map((l) => l.id),
    reason: input.reason,
    createdAt: now.toISOString(),
  };
  const updated = await db.transaction(async (tx) => {
    // Guarded: two racing requests cannot both start a return.
    const [row] = await tx
      .update(orders)
      .set({ status: 'RETURN_REQUESTED', returnRequest })
      .where(and(eq(orders.id, order.id), sql`${orders.returnRequest} is null`))
      .returning();
    if (!row) throw conflict('This order already has a return in progress.', { code: 'return.exists' });
    await tx.insert(orderReturns).values({
      orderId: row.id,
      reference: returnRequest.reference,
      lineIds: returnRequest.lineIds,
      reason: returnRequest.reason,
      refundMethod: input.refundMethod,
      createdAt: now,
    });
    return row;
  });
  return { order: await orderView(db, updated) };
}

/** Queues the confirmation email (a mail.send job: SMTP or the outbox, retried). A failure to queue it is logged; the order stands. */
export async function sendConfirmation(app: FastifyInstance, order: OrderView): Promise<void> {
  const link = `${app.config.publicUrl}/order-status?orderNumber=${encodeURIComponent(order.orderNumber)}`;
  const lines = order.lines.map((l) =>
    l.kind === 'GROUP_GIFT'
      ? `Your contribution toward ${l.name} (a group gift: it ships once fully funded): ${formatCents(l.lineTotalCents)}`
      : `${l.quantity} × ${l.name}${l.skuLabel ? ` (${l.skuLabel})` : ''}: ${formatCents(l.lineTotalCents)}`,
  );
  const to = order.registry
    ? `Your gift ships to ${order.registry.coupleName}.`
    : order.shipTo
      ? `Ships to ${order.shipTo.name}, ${order.shipTo.city}, ${order.shipTo.stateCode}.`
      : '';
  const text = [
    `Thank you, ${order.giverName}!`,
    '',
    `Order ${order.orderNumber}`,
    ...lines,
    '',
    `Total charged: ${formatCents(order.totals.totalCents)}${order.payment ? ` (${order.payment.brand} ending ${order.payment.last4})` : ''}`,
    to,
    '',
    `Track your order or start a return: ${link}`,
  ].join('\n');
  const html = `<p>Thank you, ${escapeHtml(order.giverName)}!</p><p><strong>Order ${escapeHtml(order.orderNumber)}</strong></p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p>Total charged: ${escapeHtml(formatCents(order.totals.totalCents))}</p><p>${escapeHtml(to)}</p><p><a href="${escapeHtml(link)}">Track your order or start a return</a></p>`;
  await app.mailer
    .send({ to: order.email, subject: `Your Confetti order ${order.orderNumber}`, text, html })
    .catch((err: unknown) => app.log.error({ err, orderNumber: order.orderNumber }, 'order confirmation mail failed'));
}
