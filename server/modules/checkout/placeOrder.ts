import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  carts,
  idempotencyKeys,
  orderLines,
  orders,
  paymentIntents,
  payments,
  products,
  registries,
  registryGifts,
  registryItems,
  skus,
} from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { availableQuantity, lineRows, registrySummary, toCartItem, type LineRow } from '../cart/lines';
import { countRedemption } from '../cart/promos';
import { findOpenCart, reopenSavedCart, ownerKey, type CartOwner } from '../cart/store';
import { orderView } from '../orders/view';
import { recordOrderFulfilment } from '../fulfilment/service';
import { holdNewOrder } from '../fulfilment/transitions';
import { takeContributions } from '../groupGifts/contributions';
import type { PaymentProvider } from '../payments/provider';
import { checkUsAddress, US_STATE_CODES } from './rules/usAddress';
import { methodOf, totalsFor } from './service';
import { claimCompletion, completionFor } from '../credit/completion';
import { postCredit } from '../credit/ledger';
import type { CheckoutBody } from '../../../src/contracts/checkout';
import type { PlaceOrderAnswer } from '../../../src/contracts/orders';
import { artUrl, type PaperShape } from '../../../src/contracts/paper';
import type { PaperSnapshot } from '../../../src/contracts/paperOrder';
import { checkProofsApproved, lockAndRepricePaper, paperSnapshots } from '../paperOrder/service';

export interface CheckoutAnswer {
  statusCode: number;
  body: PlaceOrderAnswer | Record<string, unknown>;
}

/** A checkout refusal: the error body always carries the cart id (spec §7) and a support id. */
function refusal(error: AppError, cartId: string | null, supportId: string): CheckoutAnswer {
  return { statusCode: error.statusCode, body: { ...error.body, cartId, supportId } };
}

export const requestHash = (body: CheckoutBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * POST /checkout. One transaction does everything or nothing, in this order:
 * 1. claim the Idempotency-Key (a concurrent request with the same key waits on its unique index
 *    and then replays the stored answer; a different body under the key is refused);
 * 2. lock the cart, then its SKUs and registry items (FOR UPDATE, id order: no deadlocks) and read
 *    the lines again under those locks;
 * 3. check stock and what the couple still needs, recompute the totals and compare them with what
 *    the buyer saw;
 * 4. authorise the payment, write the order, lines and gift-tracker rows, decrement stock, raise
 *    the registry's purchased quantities, debit credit, capture, close the cart; store the answer.
 * A refusal rolls it all back (a provider authorisation is voided) and the refusal is stored under
 * the key too, so a retry gets the same answer.
 */
export async function placeOrder(
  db: Db,
  provider: PaymentProvider,
  input: { owner: CartOwner; idempotencyKey: string; body: CheckoutBody; supportId: string; now?: Date },
): Promise<{ answer: CheckoutAnswer; placedOrderId: number | null; fundedOrderIds: number[] }> {
  const { owner, body, idempotencyKey, supportId } = input;
  const scope = ownerKey(owner);
  const hash = requestHash(body);
  let cartKey: string | null = null;
  let authorizationRef: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key: idempotencyKey, ownerKey: scope, requestHash: hash, statusCode: 0, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0)
        return { answer: await replay(tx, idempotencyKey, scope, hash, supportId), placedOrderId: null, fundedOrderIds: [] };

      const cart = await findOpenCart(tx, owner, true);
      cartKey = cart?.cartKey ?? null;
      if (!cart) throw badRequest('Your cart is empty.', { code: 'checkout.empty' });
      const rows = await lockedLines(tx, cart.id);
      if (rows.length === 0) throw badRequest('Your cart is empty.', { code: 'checkout.empty' });
      // Paper (issue 30): only a card whose current version's proof is approved is paid for.
      checkProofsApproved(rows);

      for (const row of rows) {
        if (row.kind !== 'PRODUCT') continue;
        if (availableQuantity(row) < row.quantity) {
          const name = toCartItem(row, new Date()).name;
          const coupleHasIt = row.registryItemId !== null && (row.requestedQty ?? 0) - (row.purchasedQty ?? 0) < row.quantity;
          throw conflict(coupleHasIt ? `The couple already received ${name}.` : `Sorry, ${name} just sold out.`, {
            code: 'checkout.out_of_stock',
            itemId: row.id,
          });
        }
      }

      const shipAddress = await destination(tx, cart.registryId, body);
      // A registry gift ships to the couple's address alone: without one it cannot go anywhere (a
      // contribution to a fund needs no address).
      // A group gift ships to them too, once funded.
      if (
        cart.registryId &&
        !shipAddress &&
        rows.some((r) => r.kind === 'GROUP_GIFT' || (r.kind === 'PRODUCT' && r.shipMethod !== 'E-delivery'))
      ) {
        const couple = (await registrySummary(tx, cart.registryId))?.coupleName ?? 'The couple';
        throw conflict(`${couple} have not added a shipping address yet, so we cannot ship their gift. Please try again later.`, {
          code: 'checkout.no_couple_address',
        });
      }
      // The couple's completion discount, worked out once here: the totals use it and the order claims it.
      const completion = await completionFor(tx, owner, cart, rows, input.now ?? new Date());
      const totals = await totalsFor(
        tx,
        owner,
        cart,
        {
          ...body,
          zipCode: cart.registryId ? null : shipAddress?.zipCode.slice(0, 5),
          stateCode: cart.registryId ? null : shipAddress?.stateCode,
        },
        rows,
        input.now,
        completion,
      );
      if (totals.shippingExclusions.length) {
        throw conflict(
          `Some items cannot ship to ${US_STATE_CODES.get(shipAddress?.stateCode ?? '') ?? 'that address'}: ${totals.shippingExclusions.map((e) => e.name).join(', ')}. Remove them to continue.`,
          { code: 'checkout.shipping_exclusion', itemIds: totals.shippingExclusions.map((e) => e.itemId) },
        );
      }
      if (totals.totalCents !== body.expectedTotalCents) {
        throw conflict(`Your total changed to ${formatCents(totals.totalCents)}. Please review your order.`, {
          code: 'checkout.total_changed',
          totals,
        });
      }

      // Payment: the intent must be this cart's; a total covered by credit needs none.
      let intent: typeof paymentIntents.$inferSelect | undefined;
      if (totals.totalCents > 0) {
        if (!body.paymentIntentId) throw badRequest('Please enter your payment details.', { code: 'payment.required' });
        [intent] = await tx
          .select()
          .from(paymentIntents)
          .where(
            and(
              eq(paymentIntents.id, body.paymentIntentId),
              eq(paymentIntents.cartId, cart.id),
              eq(paymentIntents.status, 'requires_confirmation'),
            ),
          )
          .for('update');
        if (!intent) throw badRequest('Your payment details expired. Please enter your card again.', { code: 'payment.intent_invalid' });
        const auth = await provider.authorize({ providerRef: intent.providerRef, amountCents: totals.totalCents, idempotencyKey });
        if (!auth.ok) throw new AppError(402, auth.message, { code: auth.code });
        authorizationRef = auth.authorizationRef;
      }

      const orderId = await nextOrderId(tx);
      const items = rows.map((r) => toCartItem(r, new Date()));
      const arrivals = items.flatMap((i) => (i.shipping && i.shipping.ship_method !== 'E-delivery' ? [i.shipping] : []));
      const method = methodOf(body);
      const ranges = arrivals.map((s) =>
        method === 'STANDARD' || !s.expedited_arrival_range ? s.arrival_range : s.expedited_arrival_range,
      );
      await tx.insert(orders).values({
        id: orderId,
        orderNumber: `CF-${100000 + orderId}`,
        cartId: cart.id,
        userId: owner.userId ?? null,
        sessionIdHash: owner.sessionIdHash ?? null,
        email: body.email.toLowerCase(),
        giverName: body.giverName,
        giftMessage: body.giftMessage,
        registryId: cart.registryId,
        shipAddress,
        shippingMethod: totals.shippingMethod,
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        surchargeCents: totals.surchargeCents,
        taxCents: totals.taxCents,
        discountCents: totals.discountCents,
        completionDiscountCents: totals.completionDiscountCents,
        creditAppliedCents: totals.creditAppliedCents,
        totalCents: totals.totalCents,
        promoCode: totals.discountCents > 0 || cart.promoCode ? cart.promoCode : null,
        estimatedArrival: ranges.length
          ? {
              min: ranges.map((r) => r.min).sort()[0]!,
              max: ranges
                .map((r) => r.max)
                .sort()
                .at(-1)!,
            }
          : null,
      });
      if (totals.creditAppliedCents > 0) {
        // Through the ledger (credit/ledger.ts): guarded, so a balance spent meanwhile refuses the order.
        await postCredit(tx, {
          userId: owner.userId!,
          amountCents: -totals.creditAppliedCents,
          reason: 'CHECKOUT',
          description: `Spent on order CF-${100000 + orderId}`,
          orderId,
        }).catch((error: unknown) => {
          throw error instanceof AppError ? conflict(error.message, { code: 'checkout.total_changed' }) : error;
        });
      }
      const snapshots = await paperSnapshots(tx, rows);
      await tx.insert(orderLines).values(
        items.map((i) => ({
          orderId,
          kind: i.kind,
          skuId: i.skuId,
          productId: i.productId,
          registryItemId: i.registryItemId,
          name: i.name,
          skuLabel: i.skuLabel,
          // A paper line shows the design's art in the ordered colourway and shape (the project's own preview moves on with edits).
          imageUrl: snapshotArt(snapshots.get(i.id)) ?? i.imageUrl,
          quantity: i.quantity,
          unitPriceCents: i.priceCents,
          lineTotalCents: i.lineTotalCents,
          completionDiscountCents: completion.get(i.id)?.discountCents ?? 0,
          paperProjectId: snapshots.get(i.id)?.projectId ?? null,
          paperSnapshot: snapshots.get(i.id) ?? null,
        })),
      );

      const now = input.now ?? new Date();
      await recordOrderFulfilment(tx, orderId, cart.registryId, body, now);
      await takeStock(tx, rows);
      await recordGifts(tx, rows, items, { orderId, registryId: cart.registryId, body });
      // A contribution that completes a group gift places the couple's order for it (its id comes back).
      const fundedOrderIds = await takeContributions(tx, rows, {
        orderId,
        registryId: cart.registryId,
        email: body.email.toLowerCase(),
        giverName: body.giverName,
        message: body.giftMessage,
        now,
      });
      // The couple's order for a funded gift follows their shipping choice like any gift (held or not).
      for (const fundedId of fundedOrderIds) await holdNewOrder(tx, fundedId, cart.registryId, now);
      await claimCompletion(tx, completion);

      if (intent && authorizationRef) {
        await tx.insert(payments).values({
          orderId,
          paymentIntentId: intent.id,
          provider: provider.name,
          providerRef: authorizationRef,
          status: 'AUTHORIZED',
          amountCents: totals.totalCents,
          brand: intent.brand,
          last4: intent.last4,
        });
        await provider.capture(authorizationRef);
        await tx.update(payments).set({ status: 'CAPTURED' }).where(eq(payments.paymentIntentId, intent.id));
        await tx.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intent.id));
      }
      if (cart.promoCode && totals.discountCents > 0) await countRedemption(tx, cart.promoCode);
      await tx.update(carts).set({ status: 'ORDERED', updatedAt: new Date() }).where(eq(carts.id, cart.id));
      await reopenSavedCart(tx, owner.userId ?? null);

      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const answer: CheckoutAnswer = { statusCode: 201, body: { order: await orderView(tx, order!), cartId: cart.cartKey } };
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.statusCode, responseBody: answer.body })
        .where(eq(idempotencyKeys.key, idempotencyKey));
      return { answer, placedOrderId: orderId, fundedOrderIds };
    });
  } catch (error) {
    if (authorizationRef) await provider.void(authorizationRef).catch(() => undefined);
    if (!(error instanceof AppError)) throw error;
    const answer = refusal(error, cartKey, supportId);
    // Keep the refusal under the key so a retry gets the same answer (unless a racing request stored one first).
    await db
      .insert(idempotencyKeys)
      .values({ key: idempotencyKey, ownerKey: scope, requestHash: hash, statusCode: answer.statusCode, responseBody: answer.body })
      .onConflictDoNothing();
    const stored = await replay(db, idempotencyKey, scope, hash, supportId).catch((e: unknown) =>
      e instanceof AppError ? refusal(e, cartKey, supportId) : answer,
    );
    return { answer: stored, placedOrderId: null, fundedOrderIds: [] };
  }
}

const snapshotArt = (s: PaperSnapshot | undefined): string | null =>
  s ? artUrl(s.design, s.colourway, 'front', s.shape as PaperShape, 320) : null;

/** The stored answer for a key, or a refusal when it belongs to someone else or another request. */
async function replay(db: Db | Tx, key: string, scope: string, hash: string, supportId: string): Promise<CheckoutAnswer> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  if (!row || row.ownerKey !== scope || row.requestHash !== hash) {
    return refusal(
      new AppError(422, 'This checkout was already submitted with different details.', { code: 'idempotency.mismatch' }),
      null,
      supportId,
    );
  }
  if (row.statusCode === 0) {
    return refusal(
      conflict('This checkout is still being processed. Please wait a moment.', { code: 'idempotency.in_progress' }),
      null,
      supportId,
    );
  }
  return { statusCode: row.statusCode, body: row.responseBody as CheckoutAnswer['body'] };
}

/** Locks the SKUs, then the registry items, of a cart in id order, and reads its lines under those locks. */
async function lockedLines(tx: Tx, cartId: number): Promise<LineRow[]> {
  const first = await lineRows(tx, cartId);
  const skuIds = [...new Set(first.flatMap((r) => (r.skuId ? [r.skuId] : [])))].sort((a, b) => a - b);
  const itemIds = [...new Set(first.flatMap((r) => (r.registryItemId ? [r.registryItemId] : [])))].sort((a, b) => a - b);
  if (skuIds.length) await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, skuIds)).orderBy(asc(skus.id)).for('update');
  if (itemIds.length)
    await tx
      .select({ id: registryItems.id })
      .from(registryItems)
      .where(inArray(registryItems.id, itemIds))
      .orderBy(asc(registryItems.id))
      .for('update');
  // Paper projects last (an edit locks only its project, so no cycle); their lines repriced under the lock.
  await lockAndRepricePaper(tx, first);
  // Under READ COMMITTED this statement sees everything committed before the locks were granted.
  return lineRows(tx, cartId);
}

/** Registry gifts go to the couple's address (copied, never shown to the guest); own items to the buyer's. */
async function destination(tx: Tx, registryId: number | null, body: CheckoutBody) {
  if (registryId) {
    const [r] = await tx.select().from(registries).where(eq(registries.id, registryId));
    if (!r?.shipAddress1 || !r.shipCity || !r.shipStateProvinceRegion || !r.shipPostalCode) return null;
    return {
      name: r.shipName ?? '',
      address1: r.shipAddress1,
      address2: r.shipAddress2,
      city: r.shipCity,
      stateCode: r.shipStateProvinceRegion.toUpperCase(),
      zipCode: r.shipPostalCode,
    };
  }
  if (!body.shippingAddress)
    throw badRequest('Please enter a shipping address.', {
      code: 'validation',
      fields: { shippingAddress: 'Please enter a shipping address.' },
    });
  const check = checkUsAddress(body.shippingAddress);
  if (check.ok === false) {
    const [field, message] = Object.entries(check.fields)[0] ?? ['shippingAddress', 'Please check the address.'];
    throw badRequest(message, {
      code: 'validation',
      fields: Object.fromEntries(Object.entries(check.fields).map(([k, v]) => [`shippingAddress.${k}`, v])),
      field,
    });
  }
  const a = check.address;
  return { name: a.name, address1: a.address1, address2: a.address2 ?? null, city: a.city, stateCode: a.stateCode, zipCode: a.zipCode };
}

async function nextOrderId(tx: Tx): Promise<number> {
  const result: unknown = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  return Number((result as { rows: Array<{ id: number }> }).rows[0]!.id);
}

/** Stock down by each line's quantity, guarded (the CHECK constraint backs it); products' in_stock follows. */
async function takeStock(tx: Tx, rows: LineRow[]): Promise<void> {
  const productIds = new Set<number>();
  for (const row of rows) {
    if (row.kind !== 'PRODUCT' || !row.skuId) continue;
    const updated = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${row.quantity}` })
      .where(and(eq(skus.id, row.skuId), gte(skus.stock, row.quantity)))
      .returning({ productId: skus.productId });
    if (updated.length === 0) throw conflict(`Sorry, ${row.productName ?? 'an item'} just sold out.`, { code: 'checkout.out_of_stock' });
    productIds.add(updated[0]!.productId);
  }
  if (productIds.size) {
    // Only products whose last unit just went (an update also refreshes the listing counts).
    const stillInStock = sql`exists (select 1 from ${skus} where ${skus.productId} = ${products.id} and ${skus.stock} > 0)`;
    await tx
      .update(products)
      .set({ inStock: stillInStock })
      .where(and(inArray(products.id, [...productIds]), sql`${products.inStock} is distinct from ${stillInStock}`));
  }
}

/** The couple's side: purchased quantity or contributed amount, and a gift-tracker row per line. */
async function recordGifts(
  tx: Tx,
  rows: LineRow[],
  items: ReturnType<typeof toCartItem>[],
  ctx: { orderId: number; registryId: number | null; body: CheckoutBody },
) {
  if (!ctx.registryId) return;
  for (const [index, row] of rows.entries()) {
    // Group gift contributions are recorded by takeContributions (groupGifts/contributions.ts).
    if (!row.registryItemId || row.kind === 'GROUP_GIFT') continue;
    const item = items[index]!;
    if (row.kind === 'PRODUCT') {
      const updated = await tx
        .update(registryItems)
        .set({ purchasedQty: sql`${registryItems.purchasedQty} + ${row.quantity}` })
        .where(
          and(
            eq(registryItems.id, row.registryItemId),
            // A unit guests are funding together (a group gift) is spoken for.
            sql`${registryItems.purchasedQty} + ${row.quantity} + (case when ${registryItems.groupFundedCents} > 0 then 1 else 0 end) <= ${registryItems.requestedQty}`,
          ),
        )
        .returning({ id: registryItems.id });
      if (updated.length === 0) throw conflict(`The couple already received ${item.name}.`, { code: 'checkout.out_of_stock' });
    } else {
      await tx
        .update(registryItems)
        .set({ contributedCents: sql`${registryItems.contributedCents} + ${item.priceCents}` })
        .where(eq(registryItems.id, row.registryItemId));
    }
    await tx.insert(registryGifts).values({
      registryId: ctx.registryId,
      registryItemId: row.registryItemId,
      orderId: ctx.orderId,
      giverName: ctx.body.giverName,
      giverEmail: ctx.body.email.toLowerCase(),
      message: ctx.body.giftMessage,
      description:
        item.kind === 'CASH_FUND'
          ? `${formatCents(item.priceCents)} to ${item.name}`
          : item.skuLabel
            ? `${item.name} (${item.skuLabel})`
            : item.name,
      quantity: item.quantity,
      amountCents: item.lineTotalCents,
    });
  }
}
