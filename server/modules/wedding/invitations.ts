import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { users, weddingInvitations, weddingMembers, weddings } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { randomToken, sha256 } from '../../lib/tokens';
import { INVITATION_TTL_DAYS, weddingPermissions, type InvitationPreview, type WeddingAnswer } from '../../../src/contracts/wedding';
import { requireMembership, weddingAnswer } from './service';

/** The join page's link: /wedding/join?token=… (the token is 256 random bits; only its SHA-256 is stored). */
export const JOIN_PATH = '/wedding/join';

const INVALID_LINK = 'This invitation link is not valid. Ask your partner to send you a new one.';
const EXPIRED = 'This invitation has expired (links work for 7 days). Ask your partner to send you a new one.';
const USED = 'This invitation was already used. If that wasn’t you, ask your partner to send you a new one.';
const REVOKED = 'This invitation was withdrawn. Ask your partner to send you a new one.';

type InvitationRow = typeof weddingInvitations.$inferSelect;

/** The invitation a link names, or a 400 saying why it cannot be used (expired, used, withdrawn). */
function usable(row: InvitationRow | undefined, now: Date): InvitationRow {
  if (!row) throw badRequest(INVALID_LINK, { code: 'wedding.invitation_invalid' });
  if (row.acceptedAt) throw badRequest(USED, { code: 'wedding.invitation_used' });
  if (row.revokedAt) throw badRequest(REVOKED, { code: 'wedding.invitation_revoked' });
  if (row.expiresAt <= now) throw badRequest(EXPIRED, { code: 'wedding.invitation_expired' });
  return row;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * POST /wedding/invitations: the OWNER invites their partner by email. A new invitation withdraws
 * the older pending ones; a wedding with a partner already, or the owner's own email, is refused.
 * The mail (a mail.send job: SMTP or the outbox) leaves after the transaction commits.
 */
export async function invitePartner(app: FastifyInstance, userId: number, rawEmail: string, now: Date): Promise<WeddingAnswer> {
  const email = normalise(rawEmail);
  const token = randomToken(32);
  const { answer, inviter, couple } = await app.db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    if (!weddingPermissions(membership.role).can_invite_partner)
      throw forbidden('Only the person who created the wedding can invite a partner.');
    // Locking the wedding row queues two invitations sent at once (each would withdraw the other).
    const [wedding] = await tx.select().from(weddings).where(eq(weddings.id, membership.weddingId)).for('update');
    const members = await tx
      .select({ role: weddingMembers.role, email: users.email, firstName: users.firstName })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(weddingMembers.weddingId, membership.weddingId));
    const me = members.find((m) => m.role === 'OWNER');
    if (members.some((m) => normalise(m.email) === email)) {
      throw badRequest('That email already belongs to someone in your wedding.', {
        code: 'validation',
        fields: { email: 'That email already belongs to someone in your wedding.' },
      });
    }
    if (members.some((m) => m.role === 'PARTNER'))
      throw conflict('Your partner has already joined. Remove them first to invite someone else.', { code: 'wedding.has_partner' });
    await tx
      .update(weddingInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(weddingInvitations.weddingId, membership.weddingId),
          isNull(weddingInvitations.acceptedAt),
          isNull(weddingInvitations.revokedAt),
        ),
      );
    await tx.insert(weddingInvitations).values({
      weddingId: membership.weddingId,
      email,
      tokenHash: sha256(token),
      invitedByUserId: userId,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
      createdAt: now,
    });
    return { answer: await weddingAnswer(tx, membership, now), inviter: me?.firstName || 'Your partner', couple: wedding! };
  });
  await app.mailer.send({ to: email, ...invitationMail(app.config.publicUrl, token, inviter, couple.partnerFirstName) });
  return answer;
}

function invitationMail(publicUrl: string, token: string, inviter: string, invitee: string) {
  const link = `${publicUrl}${JOIN_PATH}?token=${token}`;
  const hi = invitee ? `Hi ${invitee},` : 'Hi,';
  return {
    subject: `${inviter} invited you to plan your wedding together on Confetti`,
    text:
      `${hi}\n\n${inviter} invited you to plan your wedding together on Confetti: the registry, the guest list and the rest, with the same access.\n\n` +
      `Join here (the link works once, for ${INVITATION_TTL_DAYS} days):\n${link}\n\nIf you weren't expecting this, ignore this email.`,
    html:
      `<p>${escapeHtml(hi)}</p><p>${escapeHtml(inviter)} invited you to plan your wedding together on Confetti: the registry, the guest list and the rest, with the same access.</p>` +
      `<p><a href="${link}">Join your wedding</a> (the link works once, for ${INVITATION_TTL_DAYS} days).</p><p>If you weren't expecting this, ignore this email.</p>`,
  };
}

/** DELETE /wedding/invitations/{id}: the OWNER withdraws a pending invitation of their own wedding. */
export async function revokeInvitation(db: Db, userId: number, invitationId: number, now: Date): Promise<WeddingAnswer> {
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    if (!weddingPermissions(membership.role).can_revoke_invitation)
      throw forbidden('Only the person who created the wedding can withdraw an invitation.');
    const [revoked] = await tx
      .update(weddingInvitations)
      .set({ revokedAt: now })
      // Another wedding's invitation is not found (never 403: its existence is not told).
      .where(
        and(
          eq(weddingInvitations.id, invitationId),
          eq(weddingInvitations.weddingId, membership.weddingId),
          isNull(weddingInvitations.acceptedAt),
          isNull(weddingInvitations.revokedAt),
        ),
      )
      .returning({ id: weddingInvitations.id });
    if (!revoked) throw notFound('We could not find that invitation. It may have been accepted or withdrawn already.');
    return weddingAnswer(tx, membership, now);
  });
}

/** POST /wedding/invitations/lookup: what the join page shows for a link (who invited, to which wedding). */
export async function lookupInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview> {
  const [row] = await db
    .select()
    .from(weddingInvitations)
    .where(eq(weddingInvitations.tokenHash, sha256(token)))
    .limit(1);
  const invitation = usable(row, now);
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, invitation.weddingId));
  const [inviter] = invitation.invitedByUserId
    ? await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, invitation.invitedByUserId))
    : [];
  return {
    email: invitation.email,
    inviter_first_name: inviter?.firstName ?? wedding!.ownerFirstName,
    owner_first_name: wedding!.ownerFirstName,
    partner_first_name: wedding!.partnerFirstName,
    wedding_date: wedding!.weddingDate,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/**
 * POST /wedding/invitations/accept: the signed-in invitee becomes PARTNER. The link is for the
 * address it was sent to (a forwarded link does not let someone else in); it works once (the
 * update that uses it is the check); an account that already plans a wedding is refused: one
 * account plans one wedding (the nav, registry and dashboard all read "the" wedding).
 */
export async function acceptInvitation(db: Db, userId: number, token: string, now: Date): Promise<WeddingAnswer> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select()
      .from(weddingInvitations)
      .where(eq(weddingInvitations.tokenHash, sha256(token)))
      .for('update');
    const invitation = usable(row, now);
    if (normalise(user!.email) !== invitation.email) {
      throw forbidden(`This invitation was sent to ${invitation.email}. Log in with that email to accept it.`);
    }
    const [existing] = await tx
      .select({ weddingId: weddingMembers.weddingId })
      .from(weddingMembers)
      .where(eq(weddingMembers.userId, userId))
      .limit(1);
    if (existing?.weddingId === invitation.weddingId)
      throw conflict('You are already part of this wedding.', { code: 'wedding.already_member' });
    if (existing) {
      throw conflict(
        'Your account already has a wedding of its own, and an account plans one wedding. Accept with another email, or contact us to merge them.',
        { code: 'wedding.has_own_wedding' },
      );
    }
    const [partner] = await tx
      .select({ userId: weddingMembers.userId })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, invitation.weddingId), eq(weddingMembers.role, 'PARTNER')))
      .limit(1);
    if (partner) throw conflict('This wedding already has a partner.', { code: 'wedding.has_partner' });
    const [used] = await tx
      .update(weddingInvitations)
      .set({ acceptedAt: now, acceptedByUserId: userId })
      .where(
        and(
          eq(weddingInvitations.id, invitation.id),
          isNull(weddingInvitations.acceptedAt),
          isNull(weddingInvitations.revokedAt),
          gt(weddingInvitations.expiresAt, now),
        ),
      )
      .returning({ id: weddingInvitations.id });
    if (!used) throw badRequest(USED, { code: 'wedding.invitation_used' });
    await tx.insert(weddingMembers).values({ weddingId: invitation.weddingId, userId, role: 'PARTNER' });
    await tx.update(weddings).set({ updatedAt: now }).where(eq(weddings.id, invitation.weddingId));
    return weddingAnswer(tx, { weddingId: invitation.weddingId, role: 'PARTNER' }, now);
  });
}

/** DELETE /wedding/members/{userId}: the OWNER removes the PARTNER. The owner cannot be removed. */
export async function removeMember(db: Db, userId: number, targetUserId: number, now: Date): Promise<WeddingAnswer> {
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    const [target] = await tx
      .select({ role: weddingMembers.role })
      .from(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, membership.weddingId), eq(weddingMembers.userId, targetUserId)));
    if (!target) throw notFound('That person is not part of your wedding.');
    if (target.role === 'OWNER') throw forbidden('The person who created the wedding can’t be removed from it.');
    if (!weddingPermissions(membership.role).can_remove_partner)
      throw forbidden('Only the person who created the wedding can remove a partner.');
    await tx.delete(weddingMembers).where(and(eq(weddingMembers.weddingId, membership.weddingId), eq(weddingMembers.userId, targetUserId)));
    await tx
      .update(weddings)
      .set({ updatedAt: sql`now()` })
      .where(eq(weddings.id, membership.weddingId));
    return weddingAnswer(tx, membership, now);
  });
}
