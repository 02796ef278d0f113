import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { albumPhotos, albumUploadChunks, albums, images, weddingMembers } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import {
  ALBUM_MESSAGES as M,
  MAX_ALBUMS,
  MAX_ALBUM_PHOTOS,
  UPLOAD_CHUNK_BYTES,
  albumPriceCents,
  autoLayout,
  slotsOf,
  spreadsOf,
  type AlbumCover,
  type AlbumPageCount,
  type AlbumPhoto,
  type AlbumSize,
  type AlbumSummary,
  type AlbumView,
  type AlbumsAnswer,
  type CreateAlbumBody,
  type CreateUploadBody,
  type SaveAlbumBody,
  type Spread,
  type UploadAnswer,
} from '../../../src/contracts/albums';

/**
 * Photo albums (issue 31). An album is its wedding's: every read and write finds it through
 * `ownAlbum` (the caller's wedding and the album id together), so one couple never reaches
 * another's album, photo or upload (BOLA: another wedding's id is a 404, like a missing one).
 */

export type AlbumRow = typeof albums.$inferSelect;
type PhotoRow = typeof albumPhotos.$inferSelect;

/** The wedding the user is OWNER or PARTNER of, or a 404 saying albums need one. */
export async function weddingOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ weddingId: weddingMembers.weddingId })
    .from(weddingMembers)
    .where(eq(weddingMembers.userId, userId))
    .orderBy(weddingMembers.weddingId)
    .limit(1);
  if (!row) throw notFound(M.noWedding);
  return row.weddingId;
}

export async function ownAlbum(db: DbOrTx, userId: number, albumId: number, lock = false): Promise<AlbumRow> {
  const weddingId = await weddingOf(db, userId);
  const query = db
    .select()
    .from(albums)
    .where(and(eq(albums.id, albumId), eq(albums.weddingId, weddingId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.notFound);
  return row;
}

const frozen = () => conflict(M.frozen, { code: 'album_ordered' });
export const assertOpen = (album: AlbumRow): void => {
  if (album.orderedAt) throw frozen();
};

const photoSelection = {
  id: albumPhotos.id,
  status: albumPhotos.status,
  fileName: albumPhotos.fileName,
  width: albumPhotos.width,
  height: albumPhotos.height,
  takenAt: albumPhotos.takenAt,
  createdAt: albumPhotos.createdAt,
  imageId: albumPhotos.imageId,
  error: albumPhotos.error,
};
type PhotoListRow = Pick<PhotoRow, keyof typeof photoSelection>;

const photoView = (p: PhotoListRow): AlbumPhoto => ({
  id: p.id,
  status: p.status,
  file_name: p.fileName,
  width: p.width,
  height: p.height,
  taken_at: p.takenAt?.toISOString() ?? null,
  uploaded_at: p.createdAt.toISOString(),
  image_id: p.imageId,
  error: p.error,
});

async function photosOf(db: DbOrTx, albumId: number): Promise<AlbumPhoto[]> {
  const rows = await db.select(photoSelection).from(albumPhotos).where(eq(albumPhotos.albumId, albumId)).orderBy(asc(albumPhotos.id));
  return rows.map(photoView);
}

function summaryOf(row: AlbumRow, photoCount: number, coverImageId: string | null): AlbumSummary {
  const format = { size: row.size as AlbumSize, cover: row.cover as AlbumCover, pages: row.pages as AlbumPageCount };
  return {
    id: row.id,
    title: row.title,
    ...format,
    price_cents: albumPriceCents(format),
    photo_count: photoCount,
    cover_image_id: coverImageId,
    ordered: row.orderedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function albumView(db: DbOrTx, row: AlbumRow): Promise<AlbumView> {
  const photos = await photosOf(db, row.id);
  const cover = photos.find((p) => p.id === row.coverPhotoId)?.image_id ?? null;
  return { ...summaryOf(row, photos.length, cover), version: row.version, cover_photo_id: row.coverPhotoId, spreads: row.spreads, photos };
}

/** GET albums: the wedding's albums, the latest changed first. */
export async function listAlbums(db: Db, userId: number): Promise<AlbumsAnswer> {
  const weddingId = await weddingOf(db, userId);
  const rows = await db.select().from(albums).where(eq(albums.weddingId, weddingId)).orderBy(desc(albums.updatedAt), desc(albums.id));
  if (rows.length === 0) return { albums: [] };
  const counts = await db
    .select({ albumId: albumPhotos.albumId, n: sql<number>`count(*)::int` })
    .from(albumPhotos)
    .where(
      inArray(
        albumPhotos.albumId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(albumPhotos.albumId);
  const coverIds = rows.map((r) => r.coverPhotoId).filter((id): id is number => id !== null);
  const covers = coverIds.length
    ? await db.select({ id: albumPhotos.id, imageId: albumPhotos.imageId }).from(albumPhotos).where(inArray(albumPhotos.id, coverIds))
    : [];
  const countOf = new Map(counts.map((c) => [c.albumId, c.n]));
  const coverOf = new Map(covers.map((c) => [c.id, c.imageId]));
  return {
    albums: rows.map((r) => summaryOf(r, countOf.get(r.id) ?? 0, r.coverPhotoId ? (coverOf.get(r.coverPhotoId) ?? null) : null)),
  };
}

const emptySpreads = (pages: number): Spread[] =>
  Array.from({ length: spreadsOf(pages) }, () => ({ layout: 'ONE_PER_PAGE' as const, photos: [null, null], caption: '' }));

/** POST albums: a new album of the chosen format, its spreads empty. */
export async function createAlbum(db: Db, userId: number, body: CreateAlbumBody): Promise<AlbumView> {
  return db.transaction(async (tx) => {
    const weddingId = await weddingOf(tx, userId);
    // Two creates at once cannot pass the limit: the count is taken under an advisory lock on the wedding.
    await tx.execute(sql`select pg_advisory_xact_lock(31031, ${weddingId})`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(albums)
      .where(eq(albums.weddingId, weddingId));
    if ((count?.n ?? 0) >= MAX_ALBUMS) throw conflict(M.tooMany, { code: 'too_many_albums' });
    const [row] = await tx
      .insert(albums)
      .values({
        weddingId,
        createdByUserId: userId,
        title: body.title,
        size: body.size,
        cover: body.cover,
        pages: body.pages,
        spreads: emptySpreads(body.pages),
      })
      .returning();
    return albumView(tx, row!);
  });
}

export async function getAlbum(db: Db, userId: number, albumId: number): Promise<AlbumView> {
  return albumView(db, await ownAlbum(db, userId, albumId));
}

/** The checks a saved layout must pass against the album's photos (pure apart from its inputs). */
export function layoutProblem(
  body: Pick<SaveAlbumBody, 'pages' | 'spreads' | 'cover_photo_id'>,
  ready: ReadonlySet<number>,
): string | null {
  if (body.spreads.length !== spreadsOf(body.pages)) return M.spreadCount;
  const seen = new Set<number>();
  for (const spread of body.spreads) {
    if (spread.photos.length !== slotsOf(spread.layout).length) return M.slotCount;
    for (const id of spread.photos) {
      if (id === null) continue;
      if (!ready.has(id)) return M.unknownPhoto;
      if (seen.has(id)) return M.twice;
      seen.add(id);
    }
  }
  if (body.cover_photo_id !== null && !ready.has(body.cover_photo_id)) return M.unknownPhoto;
  return null;
}

async function readyIds(tx: DbOrTx, albumId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.status, 'READY')));
  return new Set(rows.map((r) => r.id));
}

/** The 409 for a save made from an older version: the answer carries the album as it is now. */
async function stale(tx: DbOrTx, row: AlbumRow): Promise<AppError> {
  return new AppError(409, M.stale, { code: 'album_stale', album: await albumView(tx, row) });
}

/** PUT albums/{id}: the builder's whole state, from the version it was made from. */
export async function saveAlbum(db: Db, userId: number, albumId: number, body: SaveAlbumBody): Promise<AlbumView> {
  const result: { error: AppError } | { view: AlbumView } = await db.transaction(async (tx) => {
    const row = await ownAlbum(tx, userId, albumId, true);
    assertOpen(row);
    if (body.version !== row.version) return { error: await stale(tx, row) };
    const problem = layoutProblem(body, await readyIds(tx, albumId));
    if (problem) throw badRequest(problem, { code: 'bad_layout', fields: { spreads: problem } });
    const [saved] = await tx
      .update(albums)
      .set({
        title: body.title,
        size: body.size,
        cover: body.cover,
        pages: body.pages,
        coverPhotoId: body.cover_photo_id,
        spreads: body.spreads,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(albums.id, albumId))
      .returning();
    return { view: await albumView(tx, saved!) };
  });
  if ('error' in result) throw result.error;
  return result.view;
}

/** POST albums/{id}/auto-layout: every ready photo, in time order, over the album's spreads (captions kept). */
export async function autoLayoutAlbum(db: Db, userId: number, albumId: number): Promise<AlbumView> {
  return db.transaction(async (tx) => {
    const row = await ownAlbum(tx, userId, albumId, true);
    assertOpen(row);
    const ready = (await photosOf(tx, albumId)).filter((p) => p.status === 'READY');
    const spreads = autoLayout(ready, spreadsOf(row.pages)).map((s, i) => ({ ...s, caption: row.spreads[i]?.caption ?? '' }));
    const coverPhotoId = row.coverPhotoId ?? spreads[0]?.photos.find((p) => p !== null) ?? null;
    const [saved] = await tx
      .update(albums)
      .set({ spreads, coverPhotoId, version: row.version + 1, updatedAt: new Date() })
      .where(eq(albums.id, albumId))
      .returning();
    return albumView(tx, saved!);
  });
}

/** DELETE albums/{id}: an album not ordered, with its photos and uploads. */
export async function deleteAlbum(db: Db, userId: number, albumId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownAlbum(tx, userId, albumId, true);
    assertOpen(row);
    const imageIds = (await tx.select({ imageId: albumPhotos.imageId }).from(albumPhotos).where(eq(albumPhotos.albumId, albumId)))
      .map((r) => r.imageId)
      .filter((id): id is string => id !== null);
    await tx.delete(albums).where(eq(albums.id, albumId));
    if (imageIds.length) await tx.delete(images).where(inArray(images.id, imageIds));
  });
}

/** DELETE albums/{id}/photos/{photoId}: the photo leaves the album (and every spread and the cover). */
export async function removePhoto(db: Db, userId: number, albumId: number, photoId: number): Promise<AlbumView> {
  return db.transaction(async (tx) => {
    const row = await ownAlbum(tx, userId, albumId, true);
    assertOpen(row);
    const [photo] = await tx
      .select({ id: albumPhotos.id, imageId: albumPhotos.imageId })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, albumId)));
    if (!photo) throw notFound(M.photoNotFound);
    await tx.delete(albumPhotos).where(eq(albumPhotos.id, photoId));
    if (photo.imageId) await tx.delete(images).where(eq(images.id, photo.imageId));
    const spreads = row.spreads.map((s) => ({ ...s, photos: s.photos.map((p) => (p === photoId ? null : p)) }));
    const [saved] = await tx
      .update(albums)
      .set({
        spreads,
        coverPhotoId: row.coverPhotoId === photoId ? null : row.coverPhotoId,
        version: row.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(albums.id, albumId))
      .returning();
    return albumView(tx, saved!);
  });
}

// ---------------------------------------------------------------------------------------------
// Uploads (resumable: an upload is created, its bytes PUT in chunks at their offset, and a
// dropped connection asks for the offset to resume from)

async function receivedBytes(tx: DbOrTx, photoId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(octet_length(${albumUploadChunks.bytes})), 0)::int` })
    .from(albumUploadChunks)
    .where(eq(albumUploadChunks.photoId, photoId));
  return row?.n ?? 0;
}

const uploadAnswer = (p: Pick<PhotoRow, 'id' | 'uploadId' | 'size' | 'status'>, offset: number): UploadAnswer => ({
  upload_id: p.uploadId,
  photo_id: p.id,
  size: p.size,
  offset,
  status: p.status,
});

/** POST albums/{id}/uploads: a new photo waiting for its bytes. */
export async function createUpload(db: Db, userId: number, albumId: number, body: CreateUploadBody): Promise<UploadAnswer> {
  return db.transaction(async (tx) => {
    const row = await ownAlbum(tx, userId, albumId, true);
    assertOpen(row);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, albumId));
    if ((count?.n ?? 0) >= MAX_ALBUM_PHOTOS) throw conflict(M.tooManyPhotos, { code: 'too_many_photos' });
    const [photo] = await tx.insert(albumPhotos).values({ albumId, fileName: body.file_name, size: body.size }).returning();
    return uploadAnswer(photo!, 0);
  });
}

async function ownUpload(tx: DbOrTx, userId: number, albumId: number, uploadId: string, lock = false): Promise<PhotoRow> {
  await ownAlbum(tx, userId, albumId);
  const query = tx
    .select()
    .from(albumPhotos)
    .where(and(eq(albumPhotos.uploadId, uploadId), eq(albumPhotos.albumId, albumId)));
  const [photo] = lock ? await query.for('update') : await query;
  if (!photo) throw notFound(M.uploadNotFound);
  return photo;
}

/** GET albums/{id}/uploads/{uploadId}: how many bytes the server has (where to resume). */
export async function uploadState(db: Db, userId: number, albumId: number, uploadId: string): Promise<UploadAnswer> {
  const photo = await ownUpload(db, userId, albumId, uploadId);
  return uploadAnswer(photo, photo.status === 'UPLOADING' ? await receivedBytes(db, photo.id) : photo.size);
}

/**
 * PUT albums/{id}/uploads/{uploadId}?offset=N: the bytes from N on. N must be what the server has
 * (else a 409 carrying the right offset); the last chunk turns the upload into PROCESSING and the
 * caller queues the job. A chunk sent again after the photo is complete (its answer was lost) is
 * answered with the complete state and changes nothing.
 */
export async function putChunk(
  db: Db,
  userId: number,
  albumId: number,
  uploadId: string,
  offset: number,
  bytes: Buffer,
): Promise<{ answer: UploadAnswer; complete: boolean }> {
  if (bytes.length > UPLOAD_CHUNK_BYTES) throw new AppError(413, M.chunkTooLarge, { code: 'chunk_too_large' });
  if (bytes.length === 0) throw badRequest('Send some of the photo’s bytes.', { code: 'empty_chunk' });
  return db.transaction(async (tx) => {
    const photo = await ownUpload(tx, userId, albumId, uploadId, true);
    const [album] = await tx.select({ orderedAt: albums.orderedAt }).from(albums).where(eq(albums.id, albumId));
    if (album?.orderedAt) throw frozen();
    if (photo.status !== 'UPLOADING') return { answer: uploadAnswer(photo, photo.size), complete: false };
    const have = await receivedBytes(tx, photo.id);
    if (offset !== have) throw new AppError(409, M.offset, { code: 'upload_offset', offset: have });
    if (offset + bytes.length > photo.size) throw badRequest(M.pastEnd, { code: 'past_end' });
    await tx.insert(albumUploadChunks).values({ photoId: photo.id, offset, bytes });
    const now = offset + bytes.length;
    if (now < photo.size) return { answer: uploadAnswer(photo, now), complete: false };
    await tx.update(albumPhotos).set({ status: 'PROCESSING', updatedAt: new Date() }).where(eq(albumPhotos.id, photo.id));
    return { answer: uploadAnswer({ ...photo, status: 'PROCESSING' }, now), complete: true };
  });
}
