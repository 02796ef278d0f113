import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { passwordResetTokens, sessions, spoofAudit, twoFactorCodes, users } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import { endSession, SPOOF_TTL_MS, startSession, type SessionInfo } from '../../plugins/session';
import { moveGuestCart } from '../cart/store';
import { clearClientFailures, clearLockouts, isLockedOut, purgeStaleFailures, recordFailedLogin } from './lockout';
import {
  AUTH_MESSAGES,
  DISABLED_MESSAGE,
  LOCKED_MESSAGE,
  TWO_FACTOR_ACTION_WINDOW_MS,
  TWO_FACTOR_CODE_TTL_MS,
  TWO_FACTOR_MAX_ATTEMPTS,
} from './messages';

type User = typeof users.$inferSelect;
type Reason = keyof typeof AUTH_MESSAGES;

export const authError = (status: number, reason: Reason, message: string = AUTH_MESSAGES[reason]) =>
  new AppError(status, message, { code: `auth.${reason}`, category: 'auth', reason });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw authError(400, 'invalid_email');
  return email;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return user;
}

// A real argon2id hash of a random password: unknown emails cost the same verify as known ones.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken(16)));

export type LoginOutcome = { kind: 'signed_in'; userId: number } | { kind: 'two_factor_required' };

/**
 * Spec §4 log-in. Unknown email and wrong password give the same answer after the same work, and
 * so does a lock-out (406, lockout.ts): failures of unknown emails are counted like any others.
 * A disabled account is 403, told only to whoever knows its password.
 */
export async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<LoginOutcome> {
  const app = request.server;
  const email = normaliseEmail(input.email);
  const client = request.ip;
  if (await isLockedOut(app.db, email, client)) throw authError(406, 'user_locked', LOCKED_MESSAGE);
  const user = await findUserByEmail(app.db, email);
  const passwordRight = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !passwordRight) {
    const failure = await recordFailedLogin(app.db, email, client);
    // Queued for unknown emails too: the job looks the owner up after the answer, so its cost tells nothing.
    if (failure.newlyLocked) await app.jobs.send('auth.unlock-link', { email }, { singletonKey: email });
    await purgeStaleFailures(app.db);
    if (failure.locked) throw authError(406, 'user_locked', LOCKED_MESSAGE);
    throw authError(401, 'invalid_password');
  }
  await clearClientFailures(app.db, email, client);
  if (user.disabledAt) throw authError(403, 'other', DISABLED_MESSAGE);
  if (user.twoFactorEnabled) {
    await beginTwoFactorLogin(request, reply, user);
    return { kind: 'two_factor_required' };
  }
  await completeLogin(request, reply, user.id);
  return { kind: 'signed_in', userId: user.id };
}

/**
 * Signs the user in on a brand-new session id (the pre-login cookie becomes worthless: no
 * session fixation), then runs the login hooks (guest-cart merge) in the same transaction.
 */
export async function completeLogin(request: FastifyRequest, reply: FastifyReply, userId: number, outerTx?: Tx): Promise<SessionInfo> {
  const app = request.server;
  const previousSession = request.session;
  const run = async (tx: Tx) => {
    const newSession = await startSession(tx, reply, request, { userId, anonymousId: previousSession?.anonymousId });
    for (const hook of app.loginHooks) await hook({ tx, previousSession, newSession, userId });
    if (previousSession) await tx.delete(sessions).where(eq(sessions.idHash, previousSession.idHash));
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    await app.tracker.identify(tx, userId, { email: user!.email, first_name: user!.firstName, last_name: user!.lastName });
    return newSession;
  };
  // Inside a caller's transaction (sign-up, onboarding) or in its own.
  return outerTx ? run(outerTx) : app.db.transaction(run);
}

export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endSession(request.server.db, request, reply);
}

/**
 * Same answer, and the same work before it, whether or not the email has an account: validate, then
 * queue `auth.password-reset` with the normalised email. The job (./jobs.ts) looks the account up,
 * issues the token and mails the link after the answer, so neither the answer nor its timing tells
 * whether the email is registered.
 */
export async function requestPasswordReset(request: FastifyRequest, input: { email: string; send_email: boolean }): Promise<void> {
  const email = normaliseEmail(input.email);
  await request.server.jobs.send('auth.password-reset', { email, sendEmail: input.send_email }, { singletonKey: email });
}

/** Uses a reset token once: sets the password, lifts every lock-out of its email and ends every session of the user. */
export async function confirmPasswordReset(db: Db, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!row) throw badRequest('This reset link has expired or was already used. Ask for a new one.', { code: 'auth.reset_token_invalid' });
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, row.userId))
      .returning({ email: users.email });
    if (user) await clearLockouts(tx, user.email);
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
  });
}

// ---------- two-factor ----------

/** Six digits from a CSPRNG, leading zeros kept. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

async function issueCode(
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  purpose: 'LOGIN' | 'ACTION',
): Promise<void> {
  const app = request.server;
  const code = newCode();
  await app.db.transaction(async (tx) => {
    // A new code voids the unused older ones of the same purpose.
    await tx
      .delete(twoFactorCodes)
      .where(and(eq(twoFactorCodes.userId, user.id), eq(twoFactorCodes.purpose, purpose), isNull(twoFactorCodes.usedAt)));
    await tx.insert(twoFactorCodes).values({
      userId: user.id,
      purpose,
      codeHash: sha256(`${user.id}:${code}`),
      expiresAt: new Date(Date.now() + TWO_FACTOR_CODE_TTL_MS),
      sessionIdHash: request.session?.idHash ?? null,
    });
  });
  await app.mailer.send({
    to: user.email,
    subject: `Your Confetti security code: ${code}`,
    text: `Your Confetti security code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
  });
}

async function beginTwoFactorLogin(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
  const previous = request.session;
  const pending = await startSession(request.server.db, reply, request, {
    userId: null,
    pendingTwoFactorUserId: user.id,
    anonymousId: previous?.anonymousId,
  });
  if (previous) {
    // The guest cart follows to the pending session, so it still merges when the code is entered.
    if (!previous.userId) await moveGuestCart(request.server.db, previous.idHash, pending.idHash);
    await request.server.db.delete(sessions).where(eq(sessions.idHash, previous.idHash));
  }
  await issueCode(request, user, 'LOGIN');
}

/** Checks a code: at most 5 attempts, 10 minutes; returns the code row id when right. */
async function checkCode(db: Db, userId: number, purpose: 'LOGIN' | 'ACTION', code: string): Promise<number> {
  const [row] = await db
    .select()
    .from(twoFactorCodes)
    .where(and(eq(twoFactorCodes.userId, userId), eq(twoFactorCodes.purpose, purpose), isNull(twoFactorCodes.usedAt)))
    .orderBy(desc(twoFactorCodes.id))
    .limit(1);
  if (!row || row.expiresAt < new Date() || row.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    throw badRequest('This code has expired. Ask for a new one.', { code: 'two_factor.expired' });
  }
  if (row.codeHash !== sha256(`${userId}:${code}`)) {
    await db
      .update(twoFactorCodes)
      .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
      .where(eq(twoFactorCodes.id, row.id));
    const left = TWO_FACTOR_MAX_ATTEMPTS - row.attempts - 1;
    throw badRequest(
      left > 0
        ? `That code is not right. You have ${left} more ${left === 1 ? 'try' : 'tries'}.`
        : 'That code is not right. Ask for a new one.',
      { code: 'two_factor.wrong_code' },
    );
  }
  return row.id;
}

export async function verifyLoginCode(request: FastifyRequest, reply: FastifyReply, code: string): Promise<number> {
  const userId = request.session?.pendingTwoFactorUserId;
  if (!userId) throw unauthorized('Your sign-in has expired. Please log in again.');
  const codeId = await checkCode(request.server.db, userId, 'LOGIN', code);
  await request.server.db.update(twoFactorCodes).set({ usedAt: new Date() }).where(eq(twoFactorCodes.id, codeId));
  await completeLogin(request, reply, userId);
  return userId;
}

export async function resendLoginCode(request: FastifyRequest): Promise<void> {
  const userId = request.session?.pendingTwoFactorUserId;
  if (!userId) throw unauthorized('Your sign-in has expired. Please log in again.');
  const [user] = await request.server.db.select().from(users).where(eq(users.id, userId));
  if (user) await issueCode(request, user, 'LOGIN');
}

export async function sendActionCode(request: FastifyRequest, userId: number): Promise<void> {
  const [user] = await request.server.db.select().from(users).where(eq(users.id, userId));
  if (user) await issueCode(request, user, 'ACTION');
}

/** A verified action code authorises sensitive changes in this session for 10 minutes. */
export async function verifyActionCode(request: FastifyRequest, userId: number, code: string): Promise<void> {
  const codeId = await checkCode(request.server.db, userId, 'ACTION', code);
  await request.server.db
    .update(twoFactorCodes)
    .set({ usedAt: new Date(), sessionIdHash: request.session!.idHash, verifiedUntil: new Date(Date.now() + TWO_FACTOR_ACTION_WINDOW_MS) })
    .where(eq(twoFactorCodes.id, codeId));
}

/**
 * Guards a sensitive change (email, password, two-factor): never in a spoof session; the current
 * password must be right; with two-factor on, a verified action code from this session too.
 */
export async function requireSensitiveActionAllowed(request: FastifyRequest, user: User, currentPassword: string): Promise<void> {
  if (request.session?.isSpoof) throw forbidden('Impersonation sessions cannot change the email, password or security settings.');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError(400, 'Your current password is not right.', {
      code: 'auth.wrong_current_password',
      fields: { current_password: 'is not right' },
    });
  }
  if (!user.twoFactorEnabled) return;
  const [verified] = await request.server.db
    .select({ id: twoFactorCodes.id })
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, user.id),
        eq(twoFactorCodes.purpose, 'ACTION'),
        eq(twoFactorCodes.sessionIdHash, request.session!.idHash),
        gt(twoFactorCodes.verifiedUntil, new Date()),
      ),
    )
    .limit(1);
  if (!verified)
    throw new AppError(403, 'Enter the security code we emailed you to confirm this change.', { code: 'two_factor.action_required' });
}

export async function changeEmail(request: FastifyRequest, user: User, newEmailRaw: string): Promise<void> {
  const email = normaliseEmail(newEmailRaw);
  const existing = await findUserByEmail(request.server.db, email);
  if (existing && existing.id !== user.id) throw conflict('Another account already uses this email.', { code: 'auth.email_taken' });
  await request.server.db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, user.id));
}

/** Changes the password and ends the user's other sessions (this one stays signed in). */
export async function changePassword(request: FastifyRequest, user: User, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await request.server.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.idHash, request.session!.idHash)));
  });
}

/** The signed-in user's row; a 401 when the account is gone (its session outlived it). */
export async function signedInUser(db: DbOrTx, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  return user;
}

export async function updateName(db: DbOrTx, userId: number, input: { first_name: string; last_name: string }): Promise<void> {
  await db.update(users).set({ firstName: input.first_name, lastName: input.last_name, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function setTwoFactorEnabled(db: DbOrTx, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Staff impersonation: audited, and the staff member's session is replaced by one as the target
 * (spoofed, for SPOOF_TTL_MS) in one transaction. Returns the target's id.
 */
export async function startSpoof(
  request: FastifyRequest,
  reply: FastifyReply,
  staffUserId: number,
  input: { email: string; reason: string },
): Promise<number> {
  const db = request.server.db;
  const staff = await signedInUser(db, staffUserId);
  if (!staff.isStaff || request.session!.isSpoof) throw forbidden('Only staff can log in as another user.');
  const target = await findUserByEmail(db, normaliseEmail(input.email));
  if (!target) throw notFound('No account uses that email.');
  if (target.isStaff) throw forbidden('Staff accounts cannot be impersonated.');
  await db.transaction(async (tx) => {
    await tx
      .insert(spoofAudit)
      .values({ staffUserId: staff.id, targetUserId: target.id, reason: input.reason, expiresAt: new Date(Date.now() + SPOOF_TTL_MS) });
    await endSession(tx, request, reply);
    await startSession(tx, reply, request, { userId: target.id, isSpoof: true, spoofedByUserId: staff.id });
  });
  return target.id;
}
