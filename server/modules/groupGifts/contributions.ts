import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  carts,
  groupGiftContributions,
  orderLines,
  orders,
  productLooks,
  products,
  registries,
  registryGifts,
  registryItems,
  skus,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import type { LineRow } from '../cart/lines';
import { shippingEstimate } from '../shop/service';
import { contributionProblem, giversLine, isGroupGift } from '../../../src/contracts/groupGifts';
import { groupFacts } from './view';

/** A group gift's state as a contribution needs it (one row: item, SKU, product, the registry's rule). */
async function groupState(tx: DbOrTx, itemId: number) {
  const [row] = await tx
    .select({
      id: registryItems.id,
      kind: registryItems.kind,
      registryId: registryItems.registryId,
      skuId: registryItems.skuId,
      productId: registryItems.productId,
      requestedQty: registryItems.requestedQty,
      purchasedQty: registryItems.purchasedQty,
      groupGift: registryItems.groupGift,
      groupGoalCents: registryItems.groupGoalCents,
      groupFundedCents: registryItems.groupFundedCents,
      groupGiftMinCents: registries.groupGiftMinCents,
      skuPrice: skus.priceCents,
      stock: skus.stock,
      skuAttributes: skus.attributes,
      name: products.name,
      shipMethod: products.shipMethod,
      shipMinDays: products.shipMinDays,
      shipMaxDays: products.shipMaxDays,
      isPersonalized: products.isPersonalized,
      lookImages: productLooks.images,
    })
    .from(registryItems)
    .innerJoin(registries, eq(registries.id, registryItems.registryId))
    .leftJoin(skus, eq(skus.id, registryItems.skuId))
    .leftJoin(products, eq(products.id, skus.productId))
    .leftJoin(productLooks, eq(productLooks.id, skus.lookId))
    .where(eq(registryItems.id, itemId))
    .limit(1);
  return row ?? null;
}
type GroupState = NonNullable<Awaited<ReturnType<typeof groupState>>>;

/** The registry item, when guests may contribute to it now (else null). */
export async function groupGiftItem(tx: DbOrTx, itemId: number): Promise<{ skuId: number } | null> {
  const state = await groupState(tx, itemId);
  if (!state || state.skuId === null || !isGroupGift(groupFacts(state))) return null;
  return { skuId: state.skuId };
}

/**
 * What is left to fund of the unit a contribution goes to, and whether that unit is new (nobody
 * has given toward it yet: it needs a unit the couple still want, and one in stock). Throws the
 * refusal a guest reads.
 */
function openUnit(state: GroupState, code: string): { goal: number; remaining: number; starts: boolean } {
  const name = state.name ?? 'this gift';
  if (!isGroupGift(groupFacts(state)) || state.skuId === null)
    throw conflict(`${name} is no longer a group gift. Please remove your contribution from your cart.`, { code });
  if (state.groupFundedCents > 0) {
    const goal = state.groupGoalCents ?? 0;
    return { goal, remaining: goal - state.groupFundedCents, starts: false };
  }
  if (state.requestedQty - state.purchasedQty <= 0) throw conflict(`The couple already received ${name}.`, { code });
  if ((state.stock ?? 0) <= 0) throw conflict(`Sorry, ${name} just sold out.`, { code });
  const goal = state.skuPrice ?? 0;
  return { goal, remaining: goal, starts: true };
}

/** POST /cart/item: the amount this cart would give (what it has for the gift plus the new amount) must fit what is left. */
export async function checkCartContribution(tx: Tx, itemId: number, amountInCart: number): Promise<void> {
  const state = await groupState(tx, itemId);
  if (!state) throw conflict('We could not find that gift.', { code: 'cart.group_gift' });
  const unit = openUnit(state, 'cart.group_gift');
  const problem = contributionProblem(amountInCart, unit.remaining);
  if (problem) throw conflict(problem, { code: 'cart.group_gift', remainingCents: unit.remaining });
}

export interface ContributionContext {
  orderId: number;
  registryId: number | null;
  email: string;
  giverName: string;
  message: string;
  now: Date;
}

/**
 * Answers the ids of the couple's orders it placed (the gifts it completed), for what follows a
 * committed checkout (the fulfilment job).
 *
 * Inside POST /checkout's transaction, after its registry-item locks (placeOrder's lockedLines takes
 * them FOR UPDATE, in id order): each GROUP_GIFT line is checked against what is left of its unit
 * and added to it with a guarded update (and the registry_items CHECK behind it), so no interleaving
 * of checkouts funds a gift beyond its price. A contribution that would is refused, and the whole
 * order with it. The unit's first contribution takes its unit from stock (held for the group until
 * it ships or is refunded); the one that completes it places the couple's order.
 */
export async function takeContributions(tx: Tx, rows: LineRow[], ctx: ContributionContext): Promise<number[]> {
  const shipped: number[] = [];
  for (const row of rows) {
    if (row.kind !== 'GROUP_GIFT' || row.registryItemId === null) continue;
    const amount = row.amountCents ?? 0;
    const state = await groupState(tx, row.registryItemId);
    if (!state || state.registryId !== ctx.registryId) throw conflict('We could not find that gift.', { code: 'checkout.group_gift' });
    const unit = openUnit(state, 'checkout.group_gift');
    const problem = contributionProblem(amount, unit.remaining);
    if (problem) throw conflict(problem, { code: 'checkout.group_gift', itemId: row.id, remainingCents: Math.max(unit.remaining, 0) });
    if (unit.starts) {
      const taken = await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} - 1` })
        .where(and(eq(skus.id, state.skuId!), gte(skus.stock, 1)))
        .returning({ id: skus.id });
      if (taken.length === 0) throw conflict(`Sorry, ${state.name ?? 'this gift'} just sold out.`, { code: 'checkout.group_gift' });
    }
    const [funded] = await tx
      .update(registryItems)
      .set({
        groupFundedCents: sql`${registryItems.groupFundedCents} + ${amount}`,
        groupGoalCents: unit.goal,
      })
      .where(
        and(
          eq(registryItems.id, state.id),
          eq(registryItems.groupFundedCents, state.groupFundedCents),
          sql`${registryItems.groupFundedCents} + ${amount} <= ${unit.goal}`,
        ),
      )
      .returning({ funded: registryItems.groupFundedCents, goal: registryItems.groupGoalCents });
    if (!funded) throw conflict(contributionProblem(amount, 0) ?? 'This gift is fully funded.', { code: 'checkout.group_gift' });

    const [gift] = await tx
      .insert(registryGifts)
      .values({
        registryId: state.registryId,
        registryItemId: state.id,
        orderId: ctx.orderId,
        giverName: ctx.giverName,
        giverEmail: ctx.email,
        message: ctx.message,
        description: `${formatCents(amount)} toward ${state.name ?? 'a group gift'} (group gift)`,
        quantity: 1,
        amountCents: amount,
      })
      .returning({ id: registryGifts.id });
    const [line] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, ctx.orderId), eq(orderLines.kind, 'GROUP_GIFT'), eq(orderLines.registryItemId, state.id)))
      .limit(1);
    await tx.insert(groupGiftContributions).values({
      registryId: state.registryId,
      registryItemId: state.id,
      orderId: ctx.orderId,
      orderLineId: line?.id ?? null,
      registryGiftId: gift!.id,
      giverName: ctx.giverName,
      giverEmail: ctx.email,
      message: ctx.message,
      amountCents: amount,
    });
    if (funded.funded === unit.goal) shipped.push(await shipFundedUnit(tx, state, unit.goal, ctx.now));
  }
  return shipped;
}

/**
 * A unit fully funded: the couple's order for it (their address, like every registry gift; nothing
 * to charge, its contributions paid for it in their own orders), one PRODUCT line with fulfilment
 * PLACED so the fulfilment job moves it along; the registry item counts it purchased and is ready
 * for its next unit; its contributions are FUNDED by this order. The order has a closed cart of its own.
 */
async function shipFundedUnit(tx: Tx, state: GroupState, goal: number, now: Date): Promise<number> {
  const bought = await tx
    .update(registryItems)
    .set({ purchasedQty: sql`${registryItems.purchasedQty} + 1`, groupFundedCents: 0, groupGoalCents: null })
    .where(and(eq(registryItems.id, state.id), sql`${registryItems.purchasedQty} + 1 <= ${registryItems.requestedQty}`))
    .returning({ id: registryItems.id });
  if (bought.length === 0) throw conflict(`The couple already received ${state.name ?? 'this gift'}.`, { code: 'checkout.group_gift' });

  const contributions = await tx
    .select({ id: groupGiftContributions.id, giverName: groupGiftContributions.giverName, email: groupGiftContributions.giverEmail })
    .from(groupGiftContributions)
    .where(and(eq(groupGiftContributions.registryItemId, state.id), eq(groupGiftContributions.status, 'HELD')))
    .orderBy(asc(groupGiftContributions.id));
  const [registry] = await tx.select().from(registries).where(eq(registries.id, state.registryId));
  const shipAddress =
    registry?.shipAddress1 && registry.shipCity && registry.shipStateProvinceRegion && registry.shipPostalCode
      ? {
          name: registry.shipName ?? '',
          address1: registry.shipAddress1,
          address2: registry.shipAddress2,
          city: registry.shipCity,
          stateCode: registry.shipStateProvinceRegion.toUpperCase(),
          zipCode: registry.shipPostalCode,
        }
      : null;
  const shipping =
    state.shipMethod !== null
      ? shippingEstimate(
          {
            shipMethod: state.shipMethod,
            shipMinDays: state.shipMinDays ?? 0,
            shipMaxDays: state.shipMaxDays ?? 0,
            isPersonalized: state.isPersonalized ?? false,
          },
          now,
        )
      : null;

  const [cart] = await tx
    .insert(carts)
    .values({ cartKey: randomUUID(), status: 'ORDERED', registryId: state.registryId })
    .returning({ id: carts.id });
  const result: unknown = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const orderId = Number((result as { rows: Array<{ id: number }> }).rows[0]!.id);
  await tx.insert(orders).values({
    id: orderId,
    orderNumber: `CF-${100000 + orderId}`,
    cartId: cart!.id,
    // The giver of record is the group: its mails (and the tracker) name them; its address is the
    // contributor whose contribution completed it.
    email: contributions.at(-1)?.email ?? '',
    giverName: giversLine(contributions.map((c) => c.giverName)),
    giftMessage: '',
    registryId: state.registryId,
    shipAddress,
    shippingMethod: 'STANDARD',
    subtotalCents: 0,
    shippingCents: 0,
    surchargeCents: 0,
    taxCents: 0,
    discountCents: 0,
    creditAppliedCents: 0,
    totalCents: 0,
    estimatedArrival: shipping && shipping.ship_method !== 'E-delivery' ? shipping.arrival_range : null,
  });
  const attrs = Object.entries(state.skuAttributes ?? {}).map(([k, v]) => `${k[0]?.toUpperCase() ?? ''}${k.slice(1)}: ${v}`);
  await tx.insert(orderLines).values({
    orderId,
    kind: 'PRODUCT',
    skuId: state.skuId,
    productId: state.productId,
    registryItemId: state.id,
    name: state.name ?? 'Group gift',
    skuLabel: attrs.length ? attrs.join(', ') : null,
    imageUrl: state.lookImages?.['1x1']?.[0] ?? null,
    quantity: 1,
    unitPriceCents: goal,
    lineTotalCents: goal,
    fulfilmentStatus: 'PLACED',
  });
  await tx
    .update(groupGiftContributions)
    .set({ status: 'FUNDED', fundedOrderId: orderId })
    .where(and(eq(groupGiftContributions.registryItemId, state.id), eq(groupGiftContributions.status, 'HELD')));
  return orderId;
}
