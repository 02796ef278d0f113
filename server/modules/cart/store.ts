import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import { ensureSession, type LoginHook, type SessionInfo } from '../../plugins/session';
import { MAX_LINE_QUANTITY } from './lines';

/** Who a cart belongs to: the signed-in account, or (for guests) the session. */
export type CartOwner = { userId: number; sessionIdHash?: undefined } | { userId?: undefined; sessionIdHash: string };
export type CartRow = typeof carts.$inferSelect;

/** The cart owner of a request, or null when a guest has no session yet (so no cart). */
export function ownerOf(session: SessionInfo | null): CartOwner | null {
  if (!session) return null;
  if (session.userId) return { userId: session.userId };
  return { sessionIdHash: session.idHash };
}

/** The owner for a write: a guest without a session gets one now (their cart needs it). */
export async function ownerForWrite(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  return ownerOf(await ensureSession(request, reply))!;
}

/** The idempotency scope of an owner: one visitor can never replay another's checkout answer. */
export const ownerKey = (owner: CartOwner) => (owner.userId ? `u:${owner.userId}` : `s:${owner.sessionIdHash}`);

const ownerMatch = (owner: CartOwner) =>
  owner.sessionIdHash !== undefined
    ? and(isNull(carts.userId), eq(carts.sessionIdHash, owner.sessionIdHash))
    : eq(carts.userId, owner.userId);

/** The owner's open cart, or undefined. `lock` takes the row lock writes serialise on. */
export async function findOpenCart(db: DbOrTx, owner: CartOwner, lock = false): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(and(ownerMatch(owner), eq(carts.status, 'OPEN')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The owner's open cart, created if missing, locked for the rest of the transaction. Two first
 * adds racing both insert; the partial unique index keeps one and the other reads it.
 */
export async function openCartForUpdate(tx: Tx, owner: CartOwner): Promise<CartRow> {
  await tx
    .insert(carts)
    .values({ cartKey: randomUUID(), userId: owner.userId ?? null, sessionIdHash: owner.sessionIdHash ?? null })
    .onConflictDoNothing();
  const row = await findOpenCart(tx, owner, true);
  if (!row) throw new Error('open cart vanished');
  return row;
}

export async function touchCart(
  tx: DbOrTx,
  cartId: number,
  changes: Partial<Pick<CartRow, 'registryId' | 'promoCode' | 'applyCredit'>> = {},
) {
  await tx
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * After a cart empties or is checked out, a cart set aside at log-in (different couple) comes back.
 * Runs inside the caller's transaction.
 */
export async function reopenSavedCart(tx: Tx, userId: number | null): Promise<void> {
  if (!userId) return;
  const [saved] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, 'SAVED')))
    .orderBy(asc(carts.updatedAt))
    .limit(1);
  if (!saved) return;
  const open = await findOpenCart(tx, { userId }, true);
  if (open) {
    const [line] = await tx.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, open.id)).limit(1);
    if (line) return;
    await tx.update(carts).set({ status: 'MERGED', updatedAt: new Date() }).where(eq(carts.id, open.id));
  }
  await tx.update(carts).set({ status: 'OPEN', updatedAt: new Date() }).where(eq(carts.id, saved.id));
}

/** The two-factor step rotates the guest's session before log-in completes: the cart follows it. */
export async function moveGuestCart(db: DbOrTx, fromSessionHash: string, toSessionHash: string): Promise<void> {
  await db
    .update(carts)
    .set({ sessionIdHash: toSessionHash })
    .where(and(isNull(carts.userId), eq(carts.sessionIdHash, fromSessionHash), eq(carts.status, 'OPEN')));
}

/**
 * Log-in hook: the guest cart of the previous session joins the account's open cart.
 * - no account cart: the guest cart becomes the account's;
 * - same couple (or either side has none): lines merge, the same SKU for the same registry item
 *   summing its quantity (capped at 99) and a cash fund its amount; the account keeps its promo
 *   unless it had none;
 * - different couples: the guest cart (what they just chose) is the open one and the account's is
 *   SAVED; it reopens when the open cart is checked out or emptied. Nothing is dropped.
 * Spoof (impersonation) sessions never merge: staff must not move a stranger's cart into a user's.
 */
export const mergeGuestCartOnLogin: LoginHook = async ({ tx, previousSession, newSession, userId }) => {
  if (!previousSession || previousSession.userId || newSession.isSpoof || previousSession.isSpoof) return;
  const guest = await findOpenCart(tx, { sessionIdHash: previousSession.idHash }, true);
  if (!guest) return;
  const account = await findOpenCart(tx, { userId }, true);
  const adopt = () => tx.update(carts).set({ userId, sessionIdHash: null, updatedAt: new Date() }).where(eq(carts.id, guest.id));
  if (!account) return void (await adopt());

  const guestLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, guest.id)).orderBy(asc(cartItems.id));
  if (guestLines.length === 0) {
    await tx.update(carts).set({ status: 'MERGED', updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return;
  }
  const accountLines = await tx.select().from(cartItems).where(eq(cartItems.cartId, account.id)).orderBy(asc(cartItems.id));
  const sameCouple = accountLines.length === 0 || guest.registryId === account.registryId;
  if (!sameCouple) {
    await tx.update(carts).set({ status: 'SAVED', updatedAt: new Date() }).where(eq(carts.id, account.id));
    await adopt();
    return;
  }
  for (const line of guestLines) {
    const match = accountLines.find((a) => a.kind === line.kind && a.skuId === line.skuId && a.registryItemId === line.registryItemId);
    if (!match) {
      await tx.update(cartItems).set({ cartId: account.id }).where(eq(cartItems.id, line.id));
    } else if (line.kind !== 'PRODUCT') {
      await tx
        .update(cartItems)
        .set({ amountCents: sql`${cartItems.amountCents} + ${line.amountCents ?? 0}` })
        .where(eq(cartItems.id, match.id));
    } else {
      await tx
        .update(cartItems)
        .set({ quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${MAX_LINE_QUANTITY})` })
        .where(eq(cartItems.id, match.id));
    }
  }
  await tx.delete(cartItems).where(eq(cartItems.cartId, guest.id));
  await tx.update(carts).set({ status: 'MERGED', updatedAt: new Date() }).where(eq(carts.id, guest.id));
  await touchCart(tx, account.id, {
    registryId: accountLines.length ? account.registryId : guest.registryId,
    promoCode: account.promoCode ?? guest.promoCode,
  });
};
