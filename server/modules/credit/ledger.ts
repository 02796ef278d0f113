import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditEntries, orders, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { CREDIT_HISTORY_LIMIT, type CreditAnswer, type CreditReason } from '../../../src/contracts/credit';

export interface CreditPosting {
  userId: number;
  /** Positive adds credit, negative spends it; never zero. */
  amountCents: number;
  reason: CreditReason;
  description: string;
  orderId?: number | null;
  orderLineId?: number | null;
  returnId?: number | null;
}

export const CREDIT_CHANGED_MESSAGE = 'Your credit balance changed. Please review your order.';

/**
 * The one way store credit changes: the balance moves by `amountCents` in a guarded update (a spend
 * larger than the balance changes nothing and is refused with a 409) and the ledger entry records it
 * with the balance after, in the caller's transaction, so the two cannot disagree. The CHECKs on
 * both tables back the guard. Answers the new balance.
 */
export async function postCredit(tx: DbOrTx, posting: CreditPosting): Promise<number> {
  if (!Number.isInteger(posting.amountCents) || posting.amountCents === 0)
    throw new Error(`A credit entry moves a whole, non-zero number of cents (got ${posting.amountCents})`);
  const [row] = await tx
    .update(users)
    .set({ creditBalanceCents: sql`${users.creditBalanceCents} + ${posting.amountCents}` })
    .where(and(eq(users.id, posting.userId), posting.amountCents < 0 ? gte(users.creditBalanceCents, -posting.amountCents) : undefined))
    .returning({ balance: users.creditBalanceCents });
  if (!row) throw conflict(CREDIT_CHANGED_MESSAGE, { code: 'credit.insufficient' });
  await tx.insert(creditEntries).values({
    userId: posting.userId,
    amountCents: posting.amountCents,
    balanceAfterCents: row.balance,
    reason: posting.reason,
    description: posting.description,
    orderId: posting.orderId ?? null,
    orderLineId: posting.orderLineId ?? null,
    returnId: posting.returnId ?? null,
  });
  return row.balance;
}

/** GET /user/credit: the balance and the newest CREDIT_HISTORY_LIMIT entries with their order numbers. */
export async function creditHistory(db: DbOrTx, userId: number): Promise<CreditAnswer> {
  const [user] = await db.select({ balance: users.creditBalanceCents }).from(users).where(eq(users.id, userId)).limit(1);
  const entries = await db
    .select({
      id: creditEntries.id,
      amountCents: creditEntries.amountCents,
      balanceAfterCents: creditEntries.balanceAfterCents,
      reason: creditEntries.reason,
      description: creditEntries.description,
      createdAt: creditEntries.createdAt,
      orderNumber: orders.orderNumber,
    })
    .from(creditEntries)
    .leftJoin(orders, eq(orders.id, creditEntries.orderId))
    .where(eq(creditEntries.userId, userId))
    .orderBy(desc(creditEntries.id))
    .limit(CREDIT_HISTORY_LIMIT + 1);
  return {
    balance_cents: user?.balance ?? 0,
    entries: entries.slice(0, CREDIT_HISTORY_LIMIT).map((e) => ({
      id: e.id,
      amount_cents: e.amountCents,
      balance_after_cents: e.balanceAfterCents,
      reason: e.reason,
      description: e.description,
      created_at: e.createdAt.toISOString(),
      order_number: e.orderNumber ?? null,
    })),
    has_more: entries.length > CREDIT_HISTORY_LIMIT,
  };
}
