import type { DbOrTx } from '../../db/client';
import { clientLogs } from '../../db/schema';

/** Keeps one client error report (spec §7). */
export async function recordClientLog(
  db: DbOrTx,
  entry: { logId: string; message: string; data: unknown; userId: number | null },
): Promise<void> {
  await db.insert(clientLogs).values({ logId: entry.logId, message: entry.message, data: entry.data ?? null, userId: entry.userId });
}
