import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checklistTasks } from '../../db/schema';
import { BUCKET_DAYS_BEFORE, CHECKLIST_BUCKETS } from '../../../src/contracts/checklist';

/**
 * The wedding date moved (the wedding service calls this in its transaction): generated tasks
 * whose date the couple did not set move with it; without a date they have none.
 */
export async function followWeddingDate(tx: DbOrTx, weddingId: number, weddingDate: string | null): Promise<void> {
  const days = sql.join(
    CHECKLIST_BUCKETS.map((b) => sql`when ${b}::text then ${BUCKET_DAYS_BEFORE[b]}::int`),
    sql` `,
  );
  await tx
    .update(checklistTasks)
    .set({
      dueDate: weddingDate === null ? null : sql`(${weddingDate}::date - (case ${checklistTasks.bucket} ${days} end))`,
      version: sql`${checklistTasks.version} + 1`,
    })
    .where(and(eq(checklistTasks.weddingId, weddingId), isNotNull(checklistTasks.templateKey), eq(checklistTasks.dueDateCustom, false)));
}
