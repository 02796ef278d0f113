import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { registries, users, weddingMembers, weddings } from '../../db/schema';
import { slugify } from '../../db/seed/random';
import { AppError } from '../../lib/errors';

export interface WeddingInput {
  partner_first_name: string;
  partner_last_name: string;
  wedding_date: string | null;
  planning_stage: string;
}

/** A unique, readable slug: 'alex-and-jordan', then 'alex-and-jordan-2', … */
export async function uniqueWeddingSlug(db: DbOrTx, ownerFirst: string, partnerFirst: string): Promise<string> {
  const base = slugify(partnerFirst ? `${ownerFirst} and ${partnerFirst}` : `${ownerFirst} wedding`) || 'our-wedding';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, slug)).limit(1);
    if (!taken) return slug;
  }
}

/** The wedding and the user's OWNER role. Call inside a transaction. */
export async function createWeddingFor(
  db: DbOrTx,
  user: { id: number; firstName: string; lastName: string },
  w: WeddingInput,
): Promise<string> {
  const slug = await uniqueWeddingSlug(db, user.firstName, w.partner_first_name);
  const [wedding] = await db
    .insert(weddings)
    .values({
      slug,
      ownerFirstName: user.firstName,
      ownerLastName: user.lastName,
      partnerFirstName: w.partner_first_name,
      partnerLastName: w.partner_last_name,
      weddingDate: w.wedding_date,
      planningStage: w.planning_stage,
    })
    .returning({ id: weddings.id });
  await db.insert(weddingMembers).values({ weddingId: wedding!.id, userId: user.id, role: 'OWNER' });
  return slug;
}

/** Attaches a wedding to a signed-in user who has none; a user who already has one keeps it. */
export async function onboardExisting(
  db: Db,
  user: { id: number; firstName: string; lastName: string },
  wedding: WeddingInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locking the user row serialises concurrent onboarding of the same user (check-then-insert).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [membership] = await tx
      .select({ id: weddingMembers.weddingId })
      .from(weddingMembers)
      .where(eq(weddingMembers.userId, user.id))
      .limit(1);
    if (!membership) await createWeddingFor(tx, user, wedding);
  });
}

/** Default registry onboarding: creates the couple's registry (unpublished, slug from the wedding) if missing. */
export async function submitDefaultOnboarding(db: DbOrTx, userId: number): Promise<string> {
  const [membership] = await db.select().from(weddingMembers).where(eq(weddingMembers.userId, userId)).limit(1);
  if (!membership) throw new AppError(409, 'Tell us about your wedding first.', { code: 'onboard.no_wedding' });
  const [wedding] = await db.select().from(weddings).where(eq(weddings.id, membership.weddingId));
  if (!wedding) throw new AppError(409, 'Tell us about your wedding first.', { code: 'onboard.no_wedding' });
  await db.insert(registries).values({ weddingId: wedding.id, slug: wedding.slug }).onConflictDoNothing();
  const [registry] = await db.select({ slug: registries.slug }).from(registries).where(eq(registries.weddingId, wedding.id));
  return registry!.slug;
}
