import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pendingSignups, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import { RETURN_TO_PARAM, safeReturnTo } from '../../../src/contracts/returnTo';
import { createWeddingFor, type WeddingInput } from '../onboard/service';
import { SIGNUP_CONFIRM_TTL_MS } from './messages';
import { pendingOnboarding } from './schemas';
import { completeLogin, findUserByEmail, normaliseEmail } from './service';

export interface SignupInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  business_unit_source: string;
  return_to?: string | undefined;
}
export interface OnboardingInput {
  business_unit_feature: string;
  wedding: WeddingInput;
}

/** Where the SPA goes once the account exists: a plain sign-up goes on to onboarding, an onboarding sign-up to the guided start (issue 25). */
export const NEXT_AFTER_SIGNUP = '/wedding/onboard/wedding-planning';
export const NEXT_AFTER_ONBOARDING = '/wedding/setup';

/**
 * Spec §4 sign-up (and /onboard/new) that does not tell whether the email has an account: both
 * cases do the same work (argon2id hash, a pending_signups row, one mail) and answer the same.
 * A new email gets a link that creates the account (`confirmSignup`); an email with an account
 * gets a note that it already has one, with links to log in and to reset the password.
 */
export async function requestSignup(
  request: FastifyRequest,
  input: SignupInput,
  onboarding: OnboardingInput | null = null,
): Promise<{ email: string }> {
  const app = request.server;
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(app.db, email);
  const token = randomToken(32);
  await app.db.insert(pendingSignups).values({
    email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    businessUnitSource: input.business_unit_source,
    onboarding,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + SIGNUP_CONFIRM_TTL_MS),
  });
  // Only an allow-listed path of our own pages goes into the link (no open redirect through our mail).
  const returnTo = safeReturnTo(input.return_to);
  const mail = existing ? alreadyRegisteredMail(app, existing.firstName) : confirmationMail(app, input.first_name, token, returnTo);
  // A mail failure must not tell either: log it, answer the same.
  await app.mailer.send({ to: email, ...mail }).catch((err: unknown) => request.log.error({ err }, 'sign-up mail failed'));
  return { email };
}

function confirmationMail(app: FastifyInstance, firstName: string, token: string, returnTo: string | null) {
  const back = returnTo ? `&${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` : '';
  const link = `${app.config.publicUrl}/account/confirm?token=${token}${back}`;
  const name = firstName || 'there';
  return {
    subject: 'Confirm your email to finish creating your Confetti account',
    text:
      `Hi ${name},\n\nConfirm your email to finish creating your Confetti account (the link works once, for 1 day):\n${link}\n\n` +
      'If you did not sign up for Confetti, ignore this email: no account is created without this link.',
    html:
      `<p>Hi ${escapeHtml(name)},</p><p><a href="${escapeHtml(link)}">Confirm your email</a> to finish creating your Confetti account (the link works once, for 1 day).</p>` +
      '<p>If you did not sign up for Confetti, ignore this email: no account is created without this link.</p>',
  };
}

function alreadyRegisteredMail(app: FastifyInstance, firstName: string) {
  const login = `${app.config.publicUrl}/account/login`;
  const reset = `${app.config.publicUrl}/account/forgot-password`;
  const name = firstName || 'there';
  return {
    subject: 'You already have a Confetti account',
    text:
      `Hi ${name},\n\nSomeone, hopefully you, tried to create a Confetti account with this email. You already have a Confetti account, so nothing was created.\n\n` +
      `Log in:\n${login}\n\nForgot your password? Choose a new one:\n${reset}\n\nIf it was not you, ignore this email: your account has not changed.`,
    html:
      `<p>Hi ${escapeHtml(name)},</p><p>Someone, hopefully you, tried to create a Confetti account with this email. You already have a Confetti account, so nothing was created.</p>` +
      `<p><a href="${login}">Log in</a> · Forgot your password? <a href="${reset}">Choose a new one</a></p><p>If it was not you, ignore this email: your account has not changed.</p>`,
  };
}

/**
 * Uses a confirmation link once: creates the account (argon2id hash from the sign-up), the wedding
 * of an onboarding sign-up, tracks 'user created' and signs in, all in one transaction.
 */
export async function confirmSignup(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<{ userId: number; createdAt: Date; onboarded: boolean }> {
  const app = request.server;
  return app.db.transaction(async (tx) => {
    const [pending] = await tx
      .update(pendingSignups)
      .set({ usedAt: new Date() })
      .where(and(eq(pendingSignups.tokenHash, sha256(token)), isNull(pendingSignups.usedAt), gt(pendingSignups.expiresAt, new Date())))
      .returning();
    if (!pending)
      throw badRequest('This link has expired or was already used. Sign up again to get a new one.', { code: 'auth.signup_token_invalid' });
    const [user] = await tx
      .insert(users)
      .values({
        email: pending.email,
        passwordHash: pending.passwordHash,
        firstName: pending.firstName,
        lastName: pending.lastName,
        businessUnitSource: pending.businessUnitSource,
      })
      .onConflictDoNothing()
      .returning({ id: users.id, createdAt: users.createdAt });
    // The email got an account since the link was sent (another link, a change of email).
    if (!user)
      throw conflict('An account with this email already exists. Log in or reset your password.', {
        code: 'auth.email_taken',
        category: 'auth',
        reason: 'other',
      });
    const onboarding = pending.onboarding === null ? null : pendingOnboarding.parse(pending.onboarding);
    if (onboarding)
      await createWeddingFor(tx, { id: user.id, firstName: pending.firstName, lastName: pending.lastName }, onboarding.wedding);
    await app.tracker.track(tx, user.id, 'user_created', { business_unit_source: pending.businessUnitSource });
    await completeLogin(request, reply, user.id, tx);
    return { userId: user.id, createdAt: user.createdAt, onboarded: onboarding !== null };
  });
}
