import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registries, weddingMembers, weddings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { RegistryHeader } from '../../../src/contracts/registry';
import { daysUntilWedding, isAfterWedding } from '../../../src/contracts/wedding';
import { formatLocation } from '../../../src/contracts/locations';
import { imageSrcSet, imageUrl } from '../../../src/contracts/media';

export type RegistryRow = typeof registries.$inferSelect;

export const NO_REGISTRY_MESSAGE = 'You do not have a registry yet';
export const REGISTRY_NOT_FOUND_MESSAGE = 'We could not find that registry.';

/** The registry of a wedding the user is OWNER or PARTNER of, or null. */
export async function findOwnRegistry(db: DbOrTx, userId: number): Promise<RegistryRow | null> {
  const [row] = await db
    .select({ registry: registries })
    .from(weddingMembers)
    .innerJoin(registries, eq(registries.weddingId, weddingMembers.weddingId))
    .where(eq(weddingMembers.userId, userId))
    .orderBy(asc(registries.id))
    .limit(1);
  return row?.registry ?? null;
}

/**
 * The caller's own registry, or 404 'You do not have a registry yet'. Inside a transaction pass
 * `lock` to take the registry row's lock first: the couple's concurrent writes then queue up
 * instead of interleaving (two tabs adding the same pack, reordering collections).
 */
export async function requireOwnRegistry(db: DbOrTx, userId: number, lock = false): Promise<RegistryRow> {
  const registry = await findOwnRegistry(db, userId);
  if (!registry) throw notFound(NO_REGISTRY_MESSAGE);
  if (!lock) return registry;
  const [locked] = await db.select().from(registries).where(eq(registries.id, registry.id)).for('update');
  return locked!;
}

/** A registry with its wedding's names and date, by slug or id. */
export async function findRegistryWithWedding(db: DbOrTx, key: { slug: string } | { id: number }) {
  const [row] = await db
    .select({
      id: registries.id,
      slug: registries.slug,
      weddingId: registries.weddingId,
      isPublished: registries.isPublished,
      publishedAt: registries.publishedAt,
      version: registries.version,
      hasShippingAddress: registries.shipAddress1,
      /** The couple's shipping state: the delivery estimate (src/contracts/deliveryEstimate.ts). */
      shipState: registries.shipStateProvinceRegion,
      ownerFirstName: weddings.ownerFirstName,
      ownerLastName: weddings.ownerLastName,
      partnerFirstName: weddings.partnerFirstName,
      partnerLastName: weddings.partnerLastName,
      weddingDate: weddings.weddingDate,
      timeZone: weddings.timeZone,
      // Registry settings (issue 25): who may see it, and what the guest page shows.
      visibility: registries.visibility,
      hideDateAndLocation: registries.hideDateAndLocation,
      welcomeNote: registries.welcomeNote,
      couplePhotoId: weddings.couplePhotoId,
      city: weddings.city,
      stateProvince: weddings.stateProvince,
    })
    .from(registries)
    .innerJoin(weddings, eq(weddings.id, registries.weddingId))
    .where('slug' in key ? eq(registries.slug, key.slug) : eq(registries.id, key.id))
    .limit(1);
  return row ?? null;
}
export type RegistryWithWedding = NonNullable<Awaited<ReturnType<typeof findRegistryWithWedding>>>;

/** Whether the user is the OWNER or PARTNER of the wedding (one primary-key lookup). */
export async function isMember(db: DbOrTx, weddingId: number, userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const rows = await db
    .select({ userId: weddingMembers.userId })
    .from(weddingMembers)
    .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Spec §4: after the wedding = today, in the wedding's own time zone, is past wedding_date by a day (contracts/wedding.ts). */
export function isPastWeddingDate(weddingDate: string | null, timeZone: string, now: Date): boolean {
  return isAfterWedding(weddingDate, timeZone, now);
}

/** Whole days from today (in the wedding's zone) to the wedding; negative afterwards; null without a date. */
export function daysUntil(weddingDate: string | null, timeZone: string, now: Date): number | null {
  return daysUntilWedding(weddingDate, timeZone, now);
}

/** The registry as its pages head it: declared in src/contracts/registry.ts. */
export type { RegistryHeader } from '../../../src/contracts/registry';

export function toHeader(r: RegistryWithWedding, itemCount: number, now: Date): RegistryHeader {
  return {
    id: r.id,
    registry_key: r.slug,
    owner_first_name: r.ownerFirstName,
    owner_last_name: r.ownerLastName,
    partner_first_name: r.partnerFirstName,
    partner_last_name: r.partnerLastName,
    wedding_date: r.hideDateAndLocation ? null : r.weddingDate,
    is_past_wedding_date: isPastWeddingDate(r.weddingDate, r.timeZone, now),
    is_published: r.isPublished,
    item_count: itemCount,
    version: r.version,
    location: r.hideDateAndLocation ? null : formatLocation(r.city, r.stateProvince) || null,
    welcome_note: r.welcomeNote,
    couple_photo: r.couplePhotoId
      ? { id: r.couplePhotoId, url: imageUrl(r.couplePhotoId, 640), src_set: imageSrcSet(r.couplePhotoId) }
      : null,
  };
}
