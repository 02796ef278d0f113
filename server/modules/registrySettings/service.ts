import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { registries, registrySlugRedirects, weddings } from '../../db/schema';
import { conflict } from '../../lib/errors';
import {
  URL_KEY_REDIRECT_MONTHS,
  URL_KEY_TAKEN_MESSAGE,
  normaliseUrlKey,
  urlKeyProblem,
  type RegistrySettings,
  type RegistrySettingsBody,
  type UrlKeyAvailability,
} from '../../../src/contracts/registrySettings';
import { isMember, requireOwnRegistry, type RegistryRow } from '../registry/access';
import { couplePhotoView } from '../media/images';

/** Whether an error is PostgreSQL's unique violation (drizzle may wrap the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined);
  return code(error) === '23505' || (typeof error === 'object' && error !== null && 'cause' in error && code(error.cause) === '23505');
}

/** When an old key made today stops redirecting: 12 calendar months on (PostgreSQL's interval arithmetic). */
const redirectExpiry = sql`now() + make_interval(months => ${URL_KEY_REDIRECT_MONTHS})`;

/**
 * Who holds a key now: a registry under it, or a live redirect from it (an old key keeps its couple's
 * link working for 12 months, so nobody else may take it until then). Null when it is free.
 */
async function holderOf(db: DbOrTx, key: string): Promise<{ registryId: number; as: 'key' | 'redirect' } | null> {
  const [current] = await db.select({ id: registries.id }).from(registries).where(eq(registries.slug, key)).limit(1);
  if (current) return { registryId: current.id, as: 'key' };
  const [redirect] = await db
    .select({ registryId: registrySlugRedirects.registryId })
    .from(registrySlugRedirects)
    .where(and(eq(registrySlugRedirects.oldSlug, key), gt(registrySlugRedirects.expiresAt, sql`now()`)))
    .limit(1);
  return redirect ? { registryId: redirect.registryId, as: 'redirect' } : null;
}

/** GET registry/url-key-available: whether the signed-in couple may move their registry to `key`. */
export async function urlKeyAvailability(db: Db, userId: number, typed: string): Promise<UrlKeyAvailability> {
  const registry = await requireOwnRegistry(db, userId);
  const key = normaliseUrlKey(typed);
  const problem = urlKeyProblem(key);
  if (problem) return { key, available: false, message: problem };
  const holder = await holderOf(db, key);
  // Their own current key, or one of their own old keys (taking it back ends its redirect).
  if (!holder || holder.registryId === registry.id) return { key, available: true, message: null };
  return { key, available: false, message: URL_KEY_TAKEN_MESSAGE };
}

/**
 * Moves a registry to a new key inside the caller's transaction (the registry row is locked): the
 * old key becomes a redirect for 12 months; a redirect from the new key (theirs, or someone's that
 * expired) is dropped. A key another registry holds, or redirects from, is refused as taken.
 */
async function changeUrlKey(tx: Tx, registry: RegistryRow, key: string): Promise<void> {
  const holder = await holderOf(tx, key);
  if (holder && holder.registryId !== registry.id)
    throw conflict(URL_KEY_TAKEN_MESSAGE, { fields: { registry_key: URL_KEY_TAKEN_MESSAGE } });
  await tx.delete(registrySlugRedirects).where(eq(registrySlugRedirects.oldSlug, key));
  await tx
    .insert(registrySlugRedirects)
    .values({ oldSlug: registry.slug, registryId: registry.id, expiresAt: redirectExpiry })
    .onConflictDoUpdate({
      target: registrySlugRedirects.oldSlug,
      set: { registryId: registry.id, expiresAt: redirectExpiry, createdAt: sql`now()` },
    });
}

export async function settingsView(db: DbOrTx, registryId: number): Promise<RegistrySettings> {
  const [row] = await db
    .select({ registry: registries, couplePhotoId: weddings.couplePhotoId })
    .from(registries)
    .innerJoin(weddings, eq(weddings.id, registries.weddingId))
    .where(eq(registries.id, registryId));
  const { registry, couplePhotoId } = row!;
  const redirects = await db
    .select({ oldSlug: registrySlugRedirects.oldSlug, expiresAt: registrySlugRedirects.expiresAt })
    .from(registrySlugRedirects)
    .where(and(eq(registrySlugRedirects.registryId, registryId), gt(registrySlugRedirects.expiresAt, sql`now()`)))
    .orderBy(desc(registrySlugRedirects.createdAt));
  return {
    registry_id: registry.id,
    registry_key: registry.slug,
    registry_path: `/registry/${registry.slug}`,
    visibility: registry.visibility,
    hide_date_and_location: registry.hideDateAndLocation,
    welcome_note: registry.welcomeNote,
    couple_photo: couplePhotoId ? await couplePhotoView(db, couplePhotoId) : null,
    redirects: redirects.map((r) => ({ registry_key: r.oldSlug, expires_at: r.expiresAt.toISOString() })),
    version: registry.version,
  };
}

/** GET registry/settings (the couple's own). */
export async function getSettings(db: Db, userId: number): Promise<RegistrySettings> {
  const registry = await requireOwnRegistry(db, userId);
  return settingsView(db, registry.id);
}

/**
 * PUT registry/settings: what was sent changes, in one transaction under the registry row's lock.
 * Every field here is something guests see (the URL, whether they find it, the header); the row's
 * update moves its version (the registry read cache's rule) by trigger.
 */
export async function updateSettings(
  db: Db,
  userId: number,
  body: RegistrySettingsBody & { registry_key?: string },
): Promise<RegistrySettings> {
  try {
    return await db.transaction(async (tx) => {
      const registry = await requireOwnRegistry(tx, userId, true);
      const changes: Partial<typeof registries.$inferInsert> = {};
      if (body.visibility !== undefined && body.visibility !== registry.visibility) changes.visibility = body.visibility;
      if (body.hide_date_and_location !== undefined && body.hide_date_and_location !== registry.hideDateAndLocation)
        changes.hideDateAndLocation = body.hide_date_and_location;
      if (body.welcome_note !== undefined && body.welcome_note !== registry.welcomeNote) changes.welcomeNote = body.welcome_note;
      const newKey = body.registry_key !== undefined && body.registry_key !== registry.slug ? body.registry_key : null;
      if (newKey) {
        await changeUrlKey(tx, registry, newKey);
        changes.slug = newKey;
      }
      // One update: trigger registries_bump_version (migration 0019) moves the version once.
      if (Object.keys(changes).length > 0) await tx.update(registries).set(changes).where(eq(registries.id, registry.id));
      return settingsView(tx, registry.id);
    });
  } catch (error) {
    // Two couples taking the same free key at once: the second insert meets the unique index.
    if (isUniqueViolation(error)) throw conflict(URL_KEY_TAKEN_MESSAGE, { fields: { registry_key: URL_KEY_TAKEN_MESSAGE } });
    throw error;
  }
}

/**
 * Where an old key points now: the registry's current key while the redirect lives, or null. A
 * registry guests may not see (unpublished or private) does not give its new key away to them:
 * pass the viewer, and a non-member gets null as for any unknown key.
 */
export async function redirectTarget(db: DbOrTx, oldKey: string, viewerId: number | null): Promise<string | null> {
  const [row] = await db
    .select({
      slug: registries.slug,
      weddingId: registries.weddingId,
      isPublished: registries.isPublished,
      visibility: registries.visibility,
    })
    .from(registrySlugRedirects)
    .innerJoin(registries, eq(registries.id, registrySlugRedirects.registryId))
    .where(and(eq(registrySlugRedirects.oldSlug, oldKey), gt(registrySlugRedirects.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.slug === oldKey) return null;
  if ((!row.isPublished || row.visibility === 'PRIVATE') && !(await isMember(db, row.weddingId, viewerId))) return null;
  return row.slug;
}
