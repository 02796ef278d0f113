import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartItems, products, registries, registryItems, skus } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { availableQuantity, itemCount, lineRows, MAX_LINE_QUANTITY, registrySummary, toCartItem, type LineRow } from './lines';
import { findOpenCart, openCartForUpdate, reopenSavedCart, touchCart, type CartOwner, type CartRow } from './store';
import { findPromo, promoView } from './promos';
import { completionFor } from '../credit/completion';
import { isMember } from '../registry/access';
import { checkCartContribution, groupGiftItem } from '../groupGifts/contributions';
import { GIFT_NOT_ON_REGISTRY_MESSAGE } from '../../../src/contracts/registry';
import { PAPER_LINE_QUANTITIES, PAPER_ORDER_MESSAGES } from '../../../src/contracts/paperOrder';
import { repriceLine } from '../paperOrder/service';
import type { AddCartItemAnswer, Cart as CartView, CartWithUnavailable } from '../../../src/contracts/cart';

const EMPTY_CART: CartView = { cartId: null, items: [], itemCount: 0, subtotalCents: 0, promo: null, applyCredit: false, registry: null };

/** Builds the view of a cart row: its lines (one query), the couple, the promo with its discount. */
export async function cartView(db: DbOrTx, cart: CartRow | undefined, now = new Date()): Promise<CartView> {
  if (!cart) return EMPTY_CART;
  const rows = await lineRows(db, cart.id);
  const items = rows.map((r) => toCartItem(r, now));
  const subtotalCents = items.reduce((sum, i) => sum + i.lineTotalCents, 0);
  const promo = cart.promoCode ? await findPromo(db, cart.promoCode) : null;
  // A couple's completion discount comes off before the promo (checkout/rules/totals.ts), so the promo's figure here is checkout's.
  const completion = promo && cart.userId ? await completionFor(db, { userId: cart.userId }, cart, rows, now) : null;
  const completionCents = completion ? [...completion.values()].reduce((sum, l) => sum + l.discountCents, 0) : 0;
  return {
    cartId: cart.cartKey,
    items,
    // A paper line is one item however many cards it prints.
    itemCount: items.reduce((sum, i) => sum + (i.kind === 'PAPER' ? 1 : i.quantity), 0),
    subtotalCents,
    promo: promo ? promoView(promo, subtotalCents - completionCents) : null,
    applyCredit: cart.applyCredit,
    registry: cart.registryId ? await registrySummary(db, cart.registryId) : null,
  };
}

export async function getCart(db: Db, owner: CartOwner | null): Promise<CartView> {
  return owner ? cartView(db, await findOpenCart(db, owner)) : EMPTY_CART;
}

export async function countItems(db: Db, owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const cart = await findOpenCart(db, owner);
  return cart ? itemCount(db, cart.id) : 0;
}

export type AddItemInput =
  | { skuId?: number; quantity: number; registryItemId?: number; registryKey?: string; amountCents?: undefined }
  | { registryItemId: number; registryKey?: string; amountCents: number; skuId?: undefined; quantity?: undefined };

export const GIFT_NOT_FOUND_MESSAGE = 'We could not find that gift.';

/**
 * Adds a product (for yourself, or for a couple through their registry item) or a cash-fund
 * contribution. The cart row lock serialises concurrent adds to one cart; availability is checked
 * against stock and what the couple still needs, counting what is already in the cart.
 */
export async function addItem(db: Db, owner: CartOwner, input: AddItemInput): Promise<AddCartItemAnswer> {
  const itemId = await db.transaction(async (tx) => {
    const cart = await openCartForUpdate(tx, owner);
    const target = await resolveTarget(tx, input, owner);
    const [anyLine] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cart.id)).limit(1);
    const cartIsEmpty = !anyLine;
    const currentRegistry = cartIsEmpty ? null : cart.registryId;
    if (!cartIsEmpty && currentRegistry !== target.registryId) {
      const couple = currentRegistry ? (await registrySummary(tx, currentRegistry))?.coupleName : null;
      throw conflict(
        couple
          ? `Your cart has gifts for ${couple}. Check out or remove them first to shop for someone else.`
          : 'Your cart has things for yourself. Check out or remove them first to buy a gift from a registry.',
        { code: 'cart.registry_mix' },
      );
    }
    if (cartIsEmpty && cart.registryId !== target.registryId) await touchCart(tx, cart.id, { registryId: target.registryId });

    const sameLine = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.kind, target.kind),
          target.skuId === null ? undefined : eq(cartItems.skuId, target.skuId),
          target.registryItemId === null ? undefined : eq(cartItems.registryItemId, target.registryItemId),
        ),
      );
    const existing = sameLine.find((l) => l.skuId === target.skuId && l.registryItemId === target.registryItemId);

    if (target.kind === 'GROUP_GIFT')
      await checkCartContribution(tx, target.registryItemId, (existing?.amountCents ?? 0) + target.amountCents);
    if (target.kind === 'CASH_FUND' || target.kind === 'GROUP_GIFT') {
      if (existing) {
        await tx
          .update(cartItems)
          .set({ amountCents: (existing.amountCents ?? 0) + target.amountCents })
          .where(eq(cartItems.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          kind: target.kind,
          skuId: target.skuId,
          registryItemId: target.registryItemId,
          quantity: 1,
          amountCents: target.amountCents,
        })
        .returning({ id: cartItems.id });
      return row!.id;
    }

    const wanted = (existing?.quantity ?? 0) + target.quantity;
    if (target.available <= 0) throw conflict(`Sorry, ${target.name} is out of stock.`, { code: 'cart.out_of_stock' });
    if (wanted > target.available) {
      throw conflict(
        target.limitedByCouple ? `The couple only needs ${target.available} more.` : `Only ${target.available} left in stock.`,
        { code: 'cart.quantity' },
      );
    }
    if (wanted > MAX_LINE_QUANTITY) throw conflict(`You can add up to ${MAX_LINE_QUANTITY} of one item.`, { code: 'cart.quantity' });
    if (existing) {
      await tx.update(cartItems).set({ quantity: wanted }).where(eq(cartItems.id, existing.id));
      return existing.id;
    }
    const [row] = await tx
      .insert(cartItems)
      .values({ cartId: cart.id, kind: 'PRODUCT', skuId: target.skuId, registryItemId: target.registryItemId, quantity: target.quantity })
      .returning({ id: cartItems.id });
    await touchCart(tx, cart.id);
    return row!.id;
  });
  const cart = await cartView(db, await findOpenCart(db, owner));
  return { cart, item: cart.items.find((i) => i.id === itemId)! };
}

type Target =
  | {
      kind: 'PRODUCT';
      skuId: number;
      registryItemId: number | null;
      registryId: number | null;
      quantity: number;
      available: number;
      limitedByCouple: boolean;
      name: string;
    }
  | { kind: 'CASH_FUND'; skuId: null; registryItemId: number; registryId: number; amountCents: number }
  | { kind: 'GROUP_GIFT'; skuId: number; registryItemId: number; registryId: number; amountCents: number };

async function resolveTarget(tx: Tx, input: AddItemInput, owner: CartOwner): Promise<Target> {
  let skuId = input.skuId ?? null;
  let registryId: number | null = null;
  let remaining: number | null = null;
  let fundingTogether = false;
  if (input.registryItemId !== undefined) {
    const [item] = await tx
      .select({
        id: registryItems.id,
        kind: registryItems.kind,
        skuId: registryItems.skuId,
        registryId: registryItems.registryId,
        requested: registryItems.requestedQty,
        purchased: registryItems.purchasedQty,
        groupFunded: registryItems.groupFundedCents,
        published: registries.isPublished,
        visibility: registries.visibility,
        registryKey: registries.slug,
        weddingId: registries.weddingId,
      })
      .from(registryItems)
      .innerJoin(registries, eq(registries.id, registryItems.registryId))
      .where(eq(registryItems.id, input.registryItemId))
      .limit(1);
    // Whoever may see the registry may buy from it (the guest page's rule, registry/search.ts): a
    // published PUBLIC or LINK_ONLY one, by anyone; an unpublished or PRIVATE one, by its couple alone.
    if (!item) throw notFound(GIFT_NOT_FOUND_MESSAGE);
    const openToAll = item.published && item.visibility !== 'PRIVATE';
    if (!openToAll && !(await isMember(tx, item.weddingId, owner.userId))) throw notFound(GIFT_NOT_FOUND_MESSAGE);
    // Bought from a registry's page: the gift must be that registry's.
    if (input.registryKey !== undefined && input.registryKey !== item.registryKey) throw notFound(GIFT_NOT_ON_REGISTRY_MESSAGE);
    registryId = item.registryId;
    if (input.amountCents !== undefined) {
      // A group gift takes amounts too (its rules: groupGifts/contributions.ts).
      const group = item.kind === 'CASH_FUND' ? null : await groupGiftItem(tx, item.id);
      if (group) return { kind: 'GROUP_GIFT', skuId: group.skuId, registryItemId: item.id, registryId, amountCents: input.amountCents };
      if (item.kind !== 'CASH_FUND')
        throw conflict('That gift is not a cash fund; choose a quantity instead.', { code: 'cart.not_a_fund' });
      return { kind: 'CASH_FUND', skuId: null, registryItemId: item.id, registryId, amountCents: input.amountCents };
    }
    if (item.kind === 'CASH_FUND') throw conflict('Choose an amount to contribute to this fund.', { code: 'cart.amount_required' });
    if (item.kind === 'EXTERNAL' || item.skuId === null)
      throw conflict('This gift is bought at its own store; follow its link to buy it.', { code: 'cart.external' });
    if (skuId !== null && skuId !== item.skuId)
      throw conflict('That product is not the one on the registry.', { code: 'cart.sku_mismatch' });
    skuId = item.skuId;
    // A unit the guests are funding together is not for sale on its own.
    fundingTogether = item.groupFunded > 0;
    remaining = Math.max(item.requested - item.purchased - (item.groupFunded > 0 ? 1 : 0), 0);
  }
  if (skuId === null) throw notFound('We could not find that product.');
  const [sku] = await tx
    .select({ stock: skus.stock, name: products.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId))
    .limit(1);
  if (!sku) throw notFound('We could not find that product.');
  const available = remaining === null ? sku.stock : Math.min(sku.stock, remaining);
  if (remaining !== null && remaining <= 0)
    throw conflict(
      fundingTogether
        ? `Guests are giving ${sku.name} together: contribute toward it instead.`
        : `The couple already received ${sku.name}.`,
      { code: 'cart.out_of_stock' },
    );
  return {
    kind: 'PRODUCT',
    skuId,
    registryItemId: input.registryItemId ?? null,
    registryId,
    quantity: input.quantity ?? 1,
    available,
    limitedByCouple: remaining !== null && remaining < sku.stock,
    name: sku.name,
  };
}

/**
 * Spec §4's follow-up call: the client found OUT_OF_STOCK lines and sends their ids. Those that are
 * still unavailable leave the cart; the fresh cart comes back with what was taken out.
 */
export async function resolveUnavailable(db: Db, owner: CartOwner | null, itemIds: number[]): Promise<CartWithUnavailable> {
  if (!owner) return { ...EMPTY_CART, unavailableItems: [] };
  const removed = await db.transaction(async (tx) => {
    const cart = await findOpenCart(tx, owner, true);
    if (!cart) return [];
    const rows = (await lineRows(tx, cart.id)).filter((r) => itemIds.includes(r.id) && availableQuantity(r) <= 0);
    if (rows.length)
      await removeLinesIn(
        tx,
        cart,
        rows.map((r) => r.id),
        owner,
      );
    return rows.map((r) => ({ id: r.id, name: toCartItem(r, new Date()).name }));
  });
  return { ...(await cartView(db, await findOpenCart(db, owner))), unavailableItems: removed };
}

/** Removes lines of the (locked) cart; an emptied cart forgets its couple and a saved cart comes back. */
export async function removeLinesIn(tx: Tx, cart: CartRow, ids: number[], owner: CartOwner): Promise<void> {
  if (ids.length) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.id, ids)));
  const [left] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cart.id)).limit(1);
  if (!left) {
    await touchCart(tx, cart.id, { registryId: null });
    await reopenSavedCart(tx, owner.userId ?? null);
  } else {
    await touchCart(tx, cart.id);
  }
}

/**
 * Sets a line's quantity (0 removes it). More than can be bought is capped, and the message says
 * so: the answer's errorMessage (spec §3), not an error, because the cart did change.
 */
export async function setQuantity(
  db: Db,
  owner: CartOwner | null,
  itemId: number,
  quantity: number,
): Promise<{ errorMessage: string | null }> {
  if (!owner) throw notFound('We could not find that item in your cart.');
  return db.transaction(async (tx) => {
    const cart = await findOpenCart(tx, owner, true);
    const row = cart ? (await lineRows(tx, cart.id)).find((r) => r.id === itemId) : undefined;
    if (!cart || !row) throw notFound('We could not find that item in your cart.');
    if (quantity === 0) {
      await removeLinesIn(tx, cart, [itemId], owner);
      return { errorMessage: null };
    }
    if (row.kind === 'PAPER') {
      // Paper comes in its tiers' quantities, each repriced (paperOrder/service.ts).
      if (!PAPER_LINE_QUANTITIES.includes(quantity) || row.paperProjectId === null) return { errorMessage: PAPER_ORDER_MESSAGES.quantity };
      await repriceLine(tx, row.id, row.paperProjectId, row.paperOptions ?? [], quantity);
      await touchCart(tx, cart.id);
      return { errorMessage: null };
    }
    if (row.kind !== 'PRODUCT') {
      if (quantity !== 1) return { errorMessage: 'A contribution is one amount; remove it and add a new amount to change it.' };
      return { errorMessage: null };
    }
    const available = availableQuantity(row);
    if (available <= 0) return { errorMessage: `Sorry, ${toCartItem(row, new Date()).name} is out of stock.` };
    const capped = Math.min(quantity, available);
    await tx.update(cartItems).set({ quantity: capped }).where(eq(cartItems.id, itemId));
    await touchCart(tx, cart.id);
    if (capped < quantity) {
      return {
        errorMessage: remainingLimits(row, available)
          ? `The couple only needs ${available} more, so we updated your quantity.`
          : `Only ${available} left in stock, so we updated your quantity.`,
      };
    }
    return { errorMessage: null };
  });
}

const remainingLimits = (row: LineRow, available: number) =>
  row.registryItemId !== null &&
  row.requestedQty !== null &&
  row.purchasedQty !== null &&
  row.requestedQty - row.purchasedQty === available &&
  available < (row.stock ?? 0);

export async function removeItems(db: Db, owner: CartOwner | null, itemIds: number[], requireAll: boolean): Promise<void> {
  if (!owner) throw notFound('We could not find that item in your cart.');
  await db.transaction(async (tx) => {
    const cart = await findOpenCart(tx, owner, true);
    const lines = cart ? await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, cart.id)) : [];
    const mine = itemIds.filter((id) => lines.some((l) => l.id === id));
    if (!cart || (requireAll && mine.length !== itemIds.length)) throw notFound('We could not find that item in your cart.');
    await removeLinesIn(tx, cart, mine, owner);
  });
}
