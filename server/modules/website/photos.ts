import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { images, websitePhotos } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { encodeImage, storeImage } from '../media/images';
import type { CropRect } from '../../../src/contracts/imageCrop';
import { MAX_SITE_PHOTOS, PHOTO_MESSAGES, type PersonPhotoAnswer, type WebsiteAnswer } from '../../../src/contracts/website';
import { webImageOf } from './photoViews';
import { GALLERY_PHOTO_PURPOSE, PERSON_PHOTO_PURPOSE, answerFor, requireOwnSite, touch } from './service';

/**
 * The Photos page's gallery and the wedding party's photos (issue 28). Every route acts on the
 * caller's own wedding's site (requireOwnSite: no route takes a site id), and a photo id is looked
 * up within that site, so one couple can never reach another's photos (BOLA).
 */

const tooMany = () => new AppError(409, PHOTO_MESSAGES.tooMany, { code: 'too_many_photos' });

async function photoCount(db: DbOrTx, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websitePhotos)
    .where(eq(websitePhotos.websiteId, siteId));
  return row?.n ?? 0;
}

/**
 * POST photos: a new gallery photo at the end, cropped as asked. The count is checked before the
 * (slow) encoding and again under the site row's lock, so two uploads at once cannot pass the limit.
 */
export async function addPhoto(db: Db, userId: number, bytes: Buffer, crop: CropRect | null): Promise<WebsiteAnswer> {
  const site = await requireOwnSite(db, userId);
  if ((await photoCount(db, site.id)) >= MAX_SITE_PHOTOS) throw tooMany();
  const encoded = await encodeImage(bytes, { crop });
  await db.transaction(async (tx) => {
    const locked = await requireOwnSite(tx, userId, true);
    if ((await photoCount(tx, locked.id)) >= MAX_SITE_PHOTOS) throw tooMany();
    const imageId = await storeImage(tx, { weddingId: locked.weddingId, userId, purpose: GALLERY_PHOTO_PURPOSE }, encoded);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${websitePhotos.position}), -1)::int` })
      .from(websitePhotos)
      .where(eq(websitePhotos.websiteId, locked.id));
    await tx.insert(websitePhotos).values({ websiteId: locked.id, imageId, position: (last?.position ?? -1) + 1 });
    await touch(tx, locked.id, {});
  });
  return answerFor(db, site.id);
}

/** A photo of the caller's own site (locked), or 404: another couple's photo id is not found either. */
async function ownPhoto(tx: Tx, siteId: number, photoId: number) {
  const [photo] = await tx
    .select()
    .from(websitePhotos)
    .where(and(eq(websitePhotos.id, photoId), eq(websitePhotos.websiteId, siteId)))
    .for('update');
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  return photo;
}

/** PATCH photos/{id}: its caption. */
export async function setCaption(db: Db, userId: number, photoId: number, caption: string): Promise<WebsiteAnswer> {
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    await ownPhoto(tx, site.id, photoId);
    await tx.update(websitePhotos).set({ caption, updatedAt: new Date() }).where(eq(websitePhotos.id, photoId));
    await touch(tx, site.id, {});
    return site.id;
  });
  return answerFor(db, siteId);
}

/** DELETE photos/{id}: the photo and its picture (every size) are gone. */
export async function removePhoto(db: Db, userId: number, photoId: number): Promise<WebsiteAnswer> {
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    const photo = await ownPhoto(tx, site.id, photoId);
    // The row goes with its image (on delete cascade).
    await tx.delete(images).where(and(eq(images.id, photo.imageId), eq(images.weddingId, site.weddingId)));
    await tx.delete(websitePhotos).where(eq(websitePhotos.id, photoId));
    await touch(tx, site.id, {});
    return site.id;
  });
  return answerFor(db, siteId);
}

/** PUT photo-order: every photo of the gallery once; positions follow the list (one statement). */
export async function reorderPhotos(db: Db, userId: number, ids: readonly number[]): Promise<WebsiteAnswer> {
  const siteId = await db.transaction(async (tx) => {
    const site = await requireOwnSite(tx, userId, true);
    const current = await tx.select({ id: websitePhotos.id }).from(websitePhotos).where(eq(websitePhotos.websiteId, site.id));
    const known = new Set(current.map((p) => p.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw badRequest(PHOTO_MESSAGES.order, { fields: { ids: PHOTO_MESSAGES.order } });
    if (ids.length > 0) {
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
        sql` `,
      );
      await tx
        .update(websitePhotos)
        .set({ position: sql`case ${websitePhotos.id} ${cases} end`, updatedAt: new Date() })
        .where(eq(websitePhotos.websiteId, site.id));
    }
    await touch(tx, site.id, {});
    return site.id;
  });
  return answerFor(db, siteId);
}

/**
 * POST people-photos: a wedding party photo, square (a 1:1 crop, or the middle square). It is the
 * wedding's from now on; a person shows it once the page is saved with its id, and an upload no
 * page uses is deleted at the page's next save (service.ts keepPeoplePhotos).
 */
export async function addPersonPhoto(db: Db, userId: number, bytes: Buffer, crop: CropRect | null): Promise<PersonPhotoAnswer> {
  const site = await requireOwnSite(db, userId);
  const encoded = await encodeImage(bytes, { crop, square: true });
  const id = await db.transaction((tx) => storeImage(tx, { weddingId: site.weddingId, userId, purpose: PERSON_PHOTO_PURPOSE }, encoded));
  return { photo: webImageOf({ id, width: encoded.width, height: encoded.height }) };
}
