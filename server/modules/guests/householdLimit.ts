import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { households, weddings } from '../../db/schema';

/**
 * The guest list's household limit (MAX_HOUSEHOLDS) under concurrency (issue 27). Every path that
 * adds households to a wedding's list (a household added by hand, an import, a guest adding theirs
 * through the address link, an undone delete) calls this first inside its transaction: it locks
 * the wedding's row (SELECT … FOR UPDATE), so those paths run one at a time per wedding, and only
 * then counts the households on the list. Two of them racing therefore count one after the other,
 * never both the same "before", and together cannot pass the limit. Other weddings are not held up.
 */
export async function lockHouseholdCount(tx: DbOrTx, weddingId: number): Promise<number> {
  await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(households)
    .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)));
  return Number(row?.n ?? 0);
}
