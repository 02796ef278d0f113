import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  eventInvitations,
  guestTags,
  households,
  householdTags,
  paperColourways,
  paperDesigns,
  weddingEvents,
  weddings,
} from '../../server/db/schema';

/** The wedding of a seeded couple, by its slug. */
export async function weddingIdOf(db: Db, slug: string): Promise<number> {
  const [w] = await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.slug, slug));
  return w!.id;
}

/**
 * Households for a save-the-date test, only what it needs: `withEmail` reachable ones (n@slug.test),
 * `withoutEmail` not reachable, the first `tagged` with a tag "Family", the first `invited` to an event "Brunch".
 */
export async function addHouseholds(
  db: Db,
  weddingId: number,
  prefix: string,
  counts: { withEmail: number; withoutEmail?: number; tagged?: number; invited?: number },
): Promise<{ ids: number[]; tagId: number; eventId: number }> {
  const rows = [
    ...Array.from({ length: counts.withEmail }, (_, i) => ({
      weddingId,
      displayName: `${prefix} family ${String(i + 1).padStart(3, '0')}`,
      email: `${prefix}${i + 1}@guests.test`,
    })),
    ...Array.from({ length: counts.withoutEmail ?? 0 }, (_, i) => ({
      weddingId,
      displayName: `${prefix} no-mail ${i + 1}`,
      email: '',
    })),
  ];
  const inserted = await db.insert(households).values(rows).returning({ id: households.id });
  const ids = inserted.map((r) => r.id);
  const [tag] = await db
    .insert(guestTags)
    .values({ weddingId, name: `${prefix} Family` })
    .returning({ id: guestTags.id });
  const [event] = await db
    .insert(weddingEvents)
    .values({ weddingId, name: `${prefix} Brunch` })
    .returning({ id: weddingEvents.id });
  const tagged = ids.slice(0, counts.tagged ?? 0);
  if (tagged.length) await db.insert(householdTags).values(tagged.map((householdId) => ({ householdId, tagId: tag!.id })));
  const invited = ids.slice(0, counts.invited ?? 0);
  if (invited.length) await db.insert(eventInvitations).values(invited.map((householdId) => ({ householdId, eventId: event!.id })));
  return { ids, tagId: tag!.id, eventId: event!.id };
}

/** A seeded design of the type and its first colourway. */
export async function designOf(db: Db, cardType: 'SAVE_THE_DATE' | 'CHANGE_THE_DATE' | 'INVITATION') {
  const [d] = await db
    .select({ slug: paperDesigns.slug, colourway: paperColourways.key })
    .from(paperDesigns)
    .innerJoin(paperColourways, eq(paperColourways.designId, paperDesigns.id))
    .where(eq(paperDesigns.cardType, cardType))
    .limit(1);
  return d!;
}

export const wordingFor = (names = 'Sam & Riley') => ({
  headline: 'Save the date',
  names,
  date_line: 'Saturday, September 19, 2026',
  place_line: 'Hudson, NY',
  message: 'Formal invitation to follow.',
});
