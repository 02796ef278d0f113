import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256 } from '../../lib/tokens';
import type { QueueOptions } from '../../plugins/jobs';
import { RESET_TOKEN_TTL_DAYS } from './messages';
import { findUserByEmail } from './service';
import { mailUnlockLink } from './lockout';

/** `auth.password-reset`: a reset asked for on POST /user/reset_password, done after the answer. */
export interface PasswordResetJob {
  /** Normalised (trimmed, lower case); it may or may not belong to an account. */
  email: string;
  /** The request's send_email: false issues the token without mailing it. */
  sendEmail: boolean;
}

/** `auth.unlock-link`: a log-in lock was just set on this email; its owner (if any) is mailed an unlock link. */
export interface UnlockLinkJob {
  /** Normalised; queued for unknown emails too, so the log-in answer does the same work either way. */
  email: string;
}

declare module '../../plugins/jobs' {
  interface JobPayloads {
    'auth.password-reset': PasswordResetJob;
    'auth.unlock-link': UnlockLinkJob;
  }
}

/**
 * 3 retries with backoff from 10 s, a minute per attempt. 'short' with the email as singleton key:
 * while one reset for an email waits to start, asking again adds no second one (the mail it sends is the same).
 */
export const PASSWORD_RESET_QUEUE: QueueOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  concurrency: 2,
  policy: 'short',
};

/** One unlock mail per email while one waits; mailUnlockLink itself sends none while a link is live. */
const UNLOCK_LINK_QUEUE: QueueOptions = { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60, policy: 'short' };

export async function registerAuthJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('auth.password-reset', PASSWORD_RESET_QUEUE, async (data) => issuePasswordReset(app, data));
  await app.jobs.work('auth.unlock-link', UNLOCK_LINK_QUEUE, async ({ email }) => {
    const user = await findUserByEmail(app.db, email);
    if (!user || user.disabledAt) return { mailed: false };
    await mailUnlockLink(app, user);
    return { mailed: true };
  });
}

/**
 * Looks the email up; for an enabled account, issues a reset token (voiding its unused older ones)
 * and queues the mail with the link. An unknown or disabled email does nothing. A retry (its process
 * stopped after queueing the mail but before recording the job done) issues a fresh token and mails
 * it again, voiding the first link: two mails, the newer one works, rather than none.
 */
export async function issuePasswordReset(app: FastifyInstance, { email, sendEmail }: PasswordResetJob): Promise<{ issued: boolean }> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.disabledAt) return { issued: false };
  const token = randomToken(32);
  await app.db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_DAYS * 86_400_000) });
  });
  if (sendEmail) {
    const link = `${app.config.publicUrl}/account/reset-password?token=${token}`;
    await app.mailer.send({
      to: user.email,
      subject: 'Reset your Confetti password',
      text: `Hi ${user.firstName || 'there'},\n\nReset your password here (the link works once, for 1 day):\n${link}\n\nIf you did not ask for this, ignore this email.`,
      html: `<p>Hi ${escapeHtml(user.firstName || 'there')},</p><p><a href="${link}">Reset your password</a> (the link works once, for 1 day).</p><p>If you did not ask for this, ignore this email.</p>`,
    });
  }
  return { issued: true };
}
