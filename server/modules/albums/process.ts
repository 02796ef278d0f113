import sharp from 'sharp';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { albumPhotos, albumUploadChunks, albums } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { MAX_INPUT_PIXELS, encodeImage, storeImage } from '../media/images';
import { exifTakenAt } from './exif';

/** The purpose of an album photo's picture in `images`. */
export const ALBUM_PHOTO_PURPOSE = 'ALBUM_PHOTO';
/** The print copy's longest side in pixels (a 12 in page at 300 DPI), JPEG quality 90. */
export const PRINT_LONG_SIDE_PX = 3600;

/** What became of one job run. */
export type ProcessOutcome = { photoId: number; status: 'READY' | 'FAILED' | 'SKIPPED'; error?: string };

/**
 * The job `albums.processPhoto`: the upload's original bytes (its chunks, in order) are checked and
 * re-encoded, never trusted. Before anything is stripped, the EXIF time it was taken is read (for
 * the time order); then sharp makes the web sizes (media/images.ts encodeImage: upright, every
 * size as webp and jpeg, no metadata) and a print copy (upright, at most PRINT_LONG_SIDE_PX, no
 * metadata: sharp writes none unless asked). The original's upright pixel size is kept (the DPI
 * rule uses it). One transaction stores them, marks the photo READY and drops the original bytes.
 * Bytes that are not a photo make it FAILED with the reason (not retried: the same bytes fail
 * again); anything else throws and the queue retries.
 */
export async function processPhoto(db: Db, photoId: number): Promise<ProcessOutcome> {
  const [photo] = await db
    .select({
      id: albumPhotos.id,
      status: albumPhotos.status,
      size: albumPhotos.size,
      albumId: albumPhotos.albumId,
      weddingId: albums.weddingId,
      userId: albums.createdByUserId,
    })
    .from(albumPhotos)
    .innerJoin(albums, eq(albums.id, albumPhotos.albumId))
    .where(eq(albumPhotos.id, photoId));
  if (!photo || photo.status !== 'PROCESSING') return { photoId, status: 'SKIPPED' };
  const chunks = await db
    .select({ offset: albumUploadChunks.offset, bytes: albumUploadChunks.bytes })
    .from(albumUploadChunks)
    .where(eq(albumUploadChunks.photoId, photoId))
    .orderBy(asc(albumUploadChunks.offset));
  const original = Buffer.concat(chunks.map((c) => c.bytes));
  if (original.length !== photo.size) return fail(db, photoId, 'The photo did not arrive whole. Please upload it again.');

  let takenAt: Date | null = null;
  let encoded: Awaited<ReturnType<typeof encodeImage>>;
  let print: Buffer;
  try {
    encoded = await encodeImage(original);
    takenAt = exifTakenAt((await sharp(original).metadata()).exif);
    print = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: PRINT_LONG_SIDE_PX, height: PRINT_LONG_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return fail(db, photoId, error.message);
    throw error;
  }
  await db.transaction(async (tx) => {
    // The photo may have been removed (or its album deleted) while it was encoded: then nothing is kept.
    const [still] = await tx
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.status, 'PROCESSING')))
      .for('update');
    if (!still) return;
    const imageId = await storeImage(tx, { weddingId: photo.weddingId, userId: photo.userId, purpose: ALBUM_PHOTO_PURPOSE }, encoded);
    await tx
      .update(albumPhotos)
      .set({
        status: 'READY',
        imageId,
        width: encoded.width,
        height: encoded.height,
        takenAt,
        printJpeg: print,
        error: null,
        updatedAt: new Date(),
      })
      .where(eq(albumPhotos.id, photoId));
    await tx.delete(albumUploadChunks).where(eq(albumUploadChunks.photoId, photoId));
  });
  return { photoId, status: 'READY' };
}

async function fail(db: Db, photoId: number, error: string): Promise<ProcessOutcome> {
  await db.transaction(async (tx) => {
    await tx.update(albumPhotos).set({ status: 'FAILED', error, updatedAt: new Date() }).where(eq(albumPhotos.id, photoId));
    await tx.delete(albumUploadChunks).where(eq(albumUploadChunks.photoId, photoId));
  });
  return { photoId, status: 'FAILED', error };
}
