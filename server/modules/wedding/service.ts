import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { registries, registryGifts, users, weddingInvitations, weddingMembers, weddings } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import {
  dateFieldErrors,
  isAfterWedding,
  pastDateRefusal,
  weddingPermissions,
  type PlanningPriority,
  type WeddingAnswer,
  type WeddingFields,
  type WeddingRole,
  type WeddingSetupBody,
  type WeddingView,
} from '../../../src/contracts/wedding';
import { followWeddingDate } from '../checklist/dueDates';

export type WeddingRow = typeof weddings.$inferSelect;
export interface Membership {
  weddingId: number;
  role: WeddingRole;
}

export const NO_WEDDING_MESSAGE = 'You have not told us about your wedding yet.';

/**
 * The wedding the user is OWNER or PARTNER of (the first, as the registry's findOwnRegistry), or
 * 404. Every couple-side route starts here: the wedding is always the caller's own (BOLA).
 */
export async function requireMembership(db: DbOrTx, userId: number): Promise<Membership> {
  const [row] = await db
    .select({ weddingId: weddingMembers.weddingId, role: weddingMembers.role })
    .from(weddingMembers)
    .where(eq(weddingMembers.userId, userId))
    .orderBy(asc(weddingMembers.weddingId))
    .limit(1);
  if (!row) throw notFound(NO_WEDDING_MESSAGE);
  return row;
}

/** The wedding row, locked for the rest of the transaction (concurrent edits of one wedding queue up). */
async function lockWedding(tx: DbOrTx, weddingId: number): Promise<WeddingRow> {
  const [row] = await tx.select().from(weddings).where(eq(weddings.id, weddingId)).for('update');
  if (!row) throw notFound(NO_WEDDING_MESSAGE);
  return row;
}

export function toWeddingView(w: WeddingRow, now: Date): WeddingView {
  return {
    id: w.id,
    slug: w.slug,
    owner_first_name: w.ownerFirstName,
    owner_last_name: w.ownerLastName,
    partner_first_name: w.partnerFirstName,
    partner_last_name: w.partnerLastName,
    wedding_date: w.weddingDate,
    tentative_year: w.tentativeYear,
    tentative_month: w.tentativeMonth,
    tentative_season: w.tentativeSeason,
    time_zone: w.timeZone,
    ceremony_venue: w.ceremonyVenue,
    reception_venue: w.receptionVenue,
    city: w.city,
    state_province: w.stateProvince,
    estimated_guest_count: w.estimatedGuestCount,
    planning_stage: w.planningStage as WeddingView['planning_stage'],
    couple_photo_id: w.couplePhotoId,
    planning_priorities: w.planningPriorities as PlanningPriority[],
    heard_about_us: w.heardAboutUs as WeddingView['heard_about_us'],
    setup_step: w.setupStep as WeddingView['setup_step'],
    setup_completed_at: w.setupCompletedAt?.toISOString() ?? null,
    updated_at: w.updatedAt.toISOString(),
    is_after_wedding: isAfterWedding(w.weddingDate, w.timeZone, now),
  };
}

/** The couple's view: the wedding, the caller's role and rights, both members, pending invitations. */
export async function weddingAnswer(db: DbOrTx, membership: Membership, now: Date): Promise<WeddingAnswer> {
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, membership.weddingId));
  if (!wedding) throw notFound(NO_WEDDING_MESSAGE);
  const members = await db
    .select({ user_id: users.id, role: weddingMembers.role, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(weddingMembers)
    .innerJoin(users, eq(users.id, weddingMembers.userId))
    .where(eq(weddingMembers.weddingId, wedding.id))
    .orderBy(sql`${weddingMembers.role} = 'PARTNER'`, asc(users.id));
  const invitations = await db
    .select({
      id: weddingInvitations.id,
      email: weddingInvitations.email,
      createdAt: weddingInvitations.createdAt,
      expiresAt: weddingInvitations.expiresAt,
    })
    .from(weddingInvitations)
    .where(
      and(
        eq(weddingInvitations.weddingId, wedding.id),
        isNull(weddingInvitations.acceptedAt),
        isNull(weddingInvitations.revokedAt),
        gt(weddingInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(weddingInvitations.id));
  return {
    wedding: toWeddingView(wedding, now),
    role: membership.role,
    permissions: weddingPermissions(membership.role),
    members,
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      created_at: i.createdAt.toISOString(),
      expires_at: i.expiresAt.toISOString(),
    })),
  };
}

const fieldsOf = (w: WeddingRow): WeddingFields => {
  const v = toWeddingView(w, new Date(0));
  return {
    owner_first_name: v.owner_first_name,
    owner_last_name: v.owner_last_name,
    partner_first_name: v.partner_first_name,
    partner_last_name: v.partner_last_name,
    wedding_date: v.wedding_date,
    tentative_year: v.tentative_year,
    tentative_month: v.tentative_month,
    tentative_season: v.tentative_season,
    time_zone: v.time_zone,
    ceremony_venue: v.ceremony_venue,
    reception_venue: v.reception_venue,
    city: v.city,
    state_province: v.state_province,
    estimated_guest_count: v.estimated_guest_count,
    planning_stage: v.planning_stage,
  };
};

/**
 * Checks the merged wedding (date rules in its own zone) and writes it, in the caller's transaction.
 * A date chosen means no tentative date. A change of what guests see moves the registry's version
 * (trigger weddings_bump_registry_version, migration 0019), so the read cache lets it go.
 */
async function writeWedding(
  tx: DbOrTx,
  saved: WeddingRow,
  changes: Partial<WeddingFields>,
  extra: Partial<typeof weddings.$inferInsert>,
  now: Date,
): Promise<void> {
  const before = fieldsOf(saved);
  const next: WeddingFields = { ...before, ...changes };
  if (next.wedding_date !== null) Object.assign(next, { tentative_year: null, tentative_month: null, tentative_season: null });
  const fields = dateFieldErrors(next, now);
  const past = pastDateRefusal(before.wedding_date, next.wedding_date, next.time_zone, now);
  if (past) fields.wedding_date = past;
  const [firstKey] = Object.keys(fields);
  if (firstKey) throw badRequest(fields[firstKey]!, { code: 'validation', fields });

  await tx
    .update(weddings)
    .set({
      ownerFirstName: next.owner_first_name,
      ownerLastName: next.owner_last_name,
      partnerFirstName: next.partner_first_name,
      partnerLastName: next.partner_last_name,
      weddingDate: next.wedding_date,
      tentativeYear: next.tentative_year,
      tentativeMonth: next.tentative_month,
      tentativeSeason: next.tentative_season,
      timeZone: next.time_zone,
      ceremonyVenue: next.ceremony_venue,
      receptionVenue: next.reception_venue,
      city: next.city,
      stateProvince: next.state_province,
      estimatedGuestCount: next.estimated_guest_count,
      planningStage: next.planning_stage,
      ...extra,
      updatedAt: now,
    })
    .where(eq(weddings.id, saved.id));
  // The checklist's generated due dates follow the date (issue 29).
  if (next.wedding_date !== before.wedding_date) await followWeddingDate(tx, saved.id, next.wedding_date);
}

/** PUT /wedding: the whole form, by the OWNER or the PARTNER. */
export async function updateWedding(db: Db, userId: number, body: WeddingFields, now: Date): Promise<WeddingAnswer> {
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    const saved = await lockWedding(tx, membership.weddingId);
    await writeWedding(tx, saved, body, {}, now);
    return weddingAnswer(tx, membership, now);
  });
}

/** PUT /wedding/setup: one guided-start step, saved as the couple goes (or skips). */
export async function saveSetupStep(db: Db, userId: number, body: WeddingSetupBody, now: Date): Promise<WeddingAnswer> {
  const { planning_priorities, heard_about_us, setup_step, completed, ...changes } = body;
  return db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    const saved = await lockWedding(tx, membership.weddingId);
    // Undefined fields are left as they are (a skipped step sends nothing).
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<WeddingFields>;
    await writeWedding(
      tx,
      saved,
      defined,
      {
        setupStep: setup_step,
        ...(planning_priorities ? { planningPriorities: [...new Set(planning_priorities)] } : {}),
        ...(heard_about_us !== undefined ? { heardAboutUs: heard_about_us } : {}),
        ...(completed && !saved.setupCompletedAt ? { setupCompletedAt: now } : {}),
      },
      now,
    );
    return weddingAnswer(tx, membership, now);
  });
}

/**
 * DELETE /wedding: the OWNER only. Refused while the registry holds gifts guests bought (the
 * couple's thank-yous and returns need them; support closes such a registry).
 */
export async function deleteWedding(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const membership = await requireMembership(tx, userId);
    if (!weddingPermissions(membership.role).can_delete_wedding) throw forbidden('Only the person who created the wedding can delete it.');
    await lockWedding(tx, membership.weddingId);
    const [gift] = await tx
      .select({ id: registryGifts.id })
      .from(registryGifts)
      .innerJoin(registries, eq(registries.id, registryGifts.registryId))
      .where(eq(registries.weddingId, membership.weddingId))
      .limit(1);
    if (gift)
      throw conflict('Guests have already bought gifts from your registry, so it can’t be deleted here. Contact us and we’ll help.', {
        code: 'wedding.has_gifts',
      });
    await tx.delete(weddings).where(eq(weddings.id, membership.weddingId));
  });
}
