import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { accountUnlockTokens, loginFailures, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256 } from '../../lib/tokens';
import { FAILURE_WINDOW_MS, LOCK_DURATION_MS, MAX_ACCOUNT_FAILED_LOGINS, MAX_FAILED_LOGINS, UNLOCK_TOKEN_TTL_MS } from './messages';

/**
 * Log-in lock-out (spec §9: 1 hour, spec §8: 406), kept in `login_failures` by normalised email
 * for unknown emails exactly as for accounts, so a lock says nothing about whether one exists.
 * One row per (email, client IP) locks that client out at MAX_FAILED_LOGINS; the row with
 * client_key '*' counts every client and locks the whole account at MAX_ACCOUNT_FAILED_LOGINS.
 * A stranger can thus lock out only themselves, unless they fail from many places; the owner
 * gets a mailed link that lifts every lock at once, and a password reset lifts them too.
 */

/** The client key of the account-wide row. */
export const ANY_CLIENT = '*';

const interval = (ms: number) => sql`${`${ms / 1000} seconds`}::interval`;

/** True while this client is locked out of this email, or the whole account is locked. */
export async function isLockedOut(db: DbOrTx, email: string, client: string): Promise<boolean> {
  const [row] = await db
    .select({ clientKey: loginFailures.clientKey })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        inArray(loginFailures.clientKey, [client, ANY_CLIENT]),
        gt(loginFailures.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface FailedLogin {
  /** This failure leaves the client (or the account) locked: answer 406. */
  locked: boolean;
  /** This very failure set a lock (exactly one concurrent failure sees it): time to mail the owner. */
  newlyLocked: boolean;
}

/**
 * Counts one failed log-in for the (email, client) pair and for the account, in one upsert, so
 * concurrent failures cannot under-count. A row whose last failure is older than the window, or
 * whose lock has run out, starts again at 1.
 */
export async function recordFailedLogin(db: DbOrTx, email: string, client: string): Promise<FailedLogin> {
  const restart = sql`(${loginFailures.updatedAt} < now() - ${interval(FAILURE_WINDOW_MS)} or coalesce(${loginFailures.lockedUntil} <= now(), false))`;
  const count = sql`case when ${restart} then 1 else ${loginFailures.failures} + 1 end`;
  const limit = sql`case when ${loginFailures.clientKey} = ${ANY_CLIENT} then ${MAX_ACCOUNT_FAILED_LOGINS}::int else ${MAX_FAILED_LOGINS}::int end`;
  const rows = await db
    .insert(loginFailures)
    .values([
      { email, clientKey: client, failures: 1 },
      { email, clientKey: ANY_CLIENT, failures: 1 },
    ])
    .onConflictDoUpdate({
      target: [loginFailures.email, loginFailures.clientKey],
      set: {
        failures: count,
        lockedUntil: sql`case when ${count} >= ${limit} then now() + ${interval(LOCK_DURATION_MS)} else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ clientKey: loginFailures.clientKey, failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  const limitOf = (clientKey: string) => (clientKey === ANY_CLIENT ? MAX_ACCOUNT_FAILED_LOGINS : MAX_FAILED_LOGINS);
  return {
    locked: rows.some((row) => row.lockedUntil !== null),
    newlyLocked: rows.some((row) => row.failures === limitOf(row.clientKey)),
  };
}

/** A successful log-in forgets this client's failures (the account-wide count stays). */
export async function clearClientFailures(db: DbOrTx, email: string, client: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.clientKey, client)));
}

/** Lifts every lock and forgets every failure of this email (unlock link, password reset, admin enable). */
export async function clearLockouts(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}

/** Stale rows are deleted at most this often per process, a batch at a time. */
const PURGE_EVERY_MS = 60_000;
const PURGE_BATCH = 5000;
let purgeDueAt = 0;

/**
 * Forgets rows nobody needs any more (no failure for a whole window and no lock running): the
 * table is keyed by whatever email is typed. On the back of a failed log-in, at most once a minute
 * per process (the clock decides, never the email, so it tells nothing), a batch at a time.
 */
export async function purgeStaleFailures(db: DbOrTx, now = Date.now()): Promise<void> {
  if (now < purgeDueAt) return;
  purgeDueAt = now + PURGE_EVERY_MS;
  await db.execute(sql`
    DELETE FROM login_failures WHERE (email, client_key) IN (
      SELECT email, client_key FROM login_failures
      WHERE updated_at < now() - ${interval(FAILURE_WINDOW_MS)} AND (locked_until IS NULL OR locked_until <= now())
      LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED
    )`);
}

/**
 * Mails the owner of a just-locked account a single-use link that lifts every lock. While an
 * unused link is still valid no other is sent, so failures from many clients send one mail.
 */
export async function mailUnlockLink(app: FastifyInstance, user: { id: number; email: string; firstName: string }): Promise<void> {
  const token = randomToken(32);
  const issued = await app.db.transaction(async (tx) => {
    // The user row lock serialises two locks landing at once (a client's and the account's).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [live] = await tx
      .select({ id: accountUnlockTokens.id })
      .from(accountUnlockTokens)
      .where(
        and(eq(accountUnlockTokens.userId, user.id), isNull(accountUnlockTokens.usedAt), gt(accountUnlockTokens.expiresAt, new Date())),
      )
      .limit(1);
    if (live) return false;
    await tx
      .insert(accountUnlockTokens)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + UNLOCK_TOKEN_TTL_MS) });
    return true;
  });
  if (!issued) return;
  const link = `${app.config.publicUrl}/account/unlock?token=${token}`;
  const reset = `${app.config.publicUrl}/account/forgot-password`;
  const name = user.firstName || 'there';
  await app.mailer.send({
    to: user.email,
    subject: 'Your Confetti account was locked',
    text:
      `Hi ${name},\n\nSomeone tried to log in to your Confetti account with the wrong password too many times, so we paused log-ins for 1 hour.\n\n` +
      `If it was you, unlock your account now (the link works once, for 1 day):\n${link}\n\n` +
      `If it was not you, someone may be guessing your password. Choose a new one here (this also unlocks your account):\n${reset}`,
    html:
      `<p>Hi ${escapeHtml(name)},</p><p>Someone tried to log in to your Confetti account with the wrong password too many times, so we paused log-ins for 1 hour.</p>` +
      `<p>If it was you, <a href="${link}">unlock your account now</a> (the link works once, for 1 day).</p>` +
      `<p>If it was not you, someone may be guessing your password. <a href="${reset}">Choose a new one</a> (this also unlocks your account).</p>`,
  });
}

/** Uses an unlock link once: every lock and failure of the account's email is forgotten. */
export async function unlockWithToken(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountUnlockTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountUnlockTokens.tokenHash, sha256(token)),
          isNull(accountUnlockTokens.usedAt),
          gt(accountUnlockTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: accountUnlockTokens.userId });
    if (!row) {
      throw badRequest(
        'This unlock link has expired or was already used. Wait 1 hour, or reset your password to unlock your account now.',
        { code: 'auth.unlock_token_invalid' },
      );
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (user) await clearLockouts(tx, user.email);
  });
}
