import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images, websitePhotos } from '../../db/schema';
import { imageSrcSet, imageUrl } from '../../../src/contracts/media';
import type { WebImage, WebsitePhotoView } from '../../../src/contracts/website';

/** An uploaded picture as a page shows it: its sizes (srcset), its 1280 for a lightbox, its upright size (no layout shift). */
export function webImageOf(image: { id: string; width: number; height: number }): WebImage {
  return {
    id: image.id,
    url: imageUrl(image.id, 640),
    src_set: imageSrcSet(image.id),
    large_url: imageUrl(image.id, 1280),
    width: image.width,
    height: image.height,
  };
}

/** A site's gallery, first to last (one query). */
export async function galleryOf(db: DbOrTx, siteId: number): Promise<WebsitePhotoView[]> {
  const rows = await db
    .select({
      photoId: websitePhotos.id,
      caption: websitePhotos.caption,
      position: websitePhotos.position,
      id: images.id,
      width: images.width,
      height: images.height,
    })
    .from(websitePhotos)
    .innerJoin(images, eq(images.id, websitePhotos.imageId))
    .where(eq(websitePhotos.websiteId, siteId))
    .orderBy(asc(websitePhotos.position), asc(websitePhotos.id));
  return rows.map((r) => ({ ...webImageOf(r), photo_id: r.photoId, caption: r.caption, position: r.position }));
}

/** The pictures of these ids that belong to the wedding, by id (wedding party photos). */
export async function weddingImages(db: DbOrTx, weddingId: number, ids: string[]): Promise<Map<string, WebImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, weddingId: images.weddingId })
    .from(images)
    .where(inArray(images.id, ids));
  return new Map(rows.filter((r) => r.weddingId === weddingId).map((r) => [r.id, webImageOf(r)]));
}
