import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxEmails } from '../../db/schema';

/** The newest 50 mails of the development outbox, newest first. */
export async function latestOutboxMails(db: DbOrTx) {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(50);
}
