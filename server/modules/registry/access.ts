import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { registries, weddingMembers, weddings } from '../../db/schema';
import { notFound } from '../../lib/errors';
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
      ownerFirstName: weddings.ownerFirstName,
      ownerLastName: weddings.ownerLastName,
      partnerFirstName: weddings.partnerFirstName,
      partnerLastName: weddings.partnerLastName,
      weddingDate: weddings.weddingDate,
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

/** Today as an ISO calendar date in UTC. */
export const todayIso = (now: Date): string => now.toISOString().slice(0, 10);

/** Spec §4: after the wedding = today is past wedding_date by (at least) a day. */
export function isPastWeddingDate(weddingDate: string | null, now: Date): boolean {
  return weddingDate !== null && todayIso(now) > weddingDate;
}

/** Whole days from today (UTC) to the wedding; negative afterwards; null without a date. */
export function daysUntil(weddingDate: string | null, now: Date): number | null {
  if (weddingDate === null) return null;
  return Math.round((Date.parse(`${weddingDate}T00:00:00Z`) - Date.parse(`${todayIso(now)}T00:00:00Z`)) / 86_400_000);
}

export interface RegistryHeader {
  id: number;
  registry_key: string;
  owner_first_name: string;
  owner_last_name: string;
  partner_first_name: string;
  partner_last_name: string;
  wedding_date: string | null;
  is_past_wedding_date: boolean;
  is_published: boolean;
  item_count: number;
  version: number;
  /** Null when the couple hide the date and location (then wedding_date is null too). */
  location: string | null;
  welcome_note: string;
  couple_photo: { id: string; url: string; src_set: string } | null;
}

export function toHeader(r: RegistryWithWedding, itemCount: number, now: Date): RegistryHeader {
  return {
    id: r.id,
    registry_key: r.slug,
    owner_first_name: r.ownerFirstName,
    owner_last_name: r.ownerLastName,
    partner_first_name: r.partnerFirstName,
    partner_last_name: r.partnerLastName,
    wedding_date: r.hideDateAndLocation ? null : r.weddingDate,
    is_past_wedding_date: isPastWeddingDate(r.weddingDate, now),
    is_published: r.isPublished,
    item_count: itemCount,
    version: r.version,
    location: r.hideDateAndLocation ? null : formatLocation(r.city, r.stateProvince) || null,
    welcome_note: r.welcomeNote,
    couple_photo: r.couplePhotoId ? { id: r.couplePhotoId, url: imageUrl(r.couplePhotoId, 640), src_set: imageSrcSet(r.couplePhotoId) } : null,
  };
}
