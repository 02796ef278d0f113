import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { imageVariants, images, weddingMembers, weddings } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { IMAGE_WIDTHS, NOT_AN_IMAGE_MESSAGE, imageSrcSet, imageUrl, type ImageFormat, type ImageWidth } from '../../../src/contracts/media';
import type { CouplePhoto } from '../../../src/contracts/registrySettings';
import { cropProblem, largestCrop, type CropRect } from '../../../src/contracts/imageCrop';

/**
 * Uploaded pictures: the bytes are read by sharp (never trusted by a name or a content type),
 * turned upright by their EXIF orientation, and re-encoded at each of IMAGE_WIDTHS as webp and
 * jpeg. The original is not kept, and neither is its metadata: sharp writes none unless asked
 * (`withMetadata`), so EXIF, GPS and camera data are gone from every stored byte.
 */

/** A picture larger than this many pixels is refused before it is decoded (a "decompression bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'gif', 'tiff']);
export const TOO_MANY_PIXELS_MESSAGE = 'That photo has too many pixels (at most 40 megapixels). Please choose a smaller one.';
const FORMATS: ImageFormat[] = ['webp', 'jpeg'];

export interface EncodedVariant {
  width: ImageWidth;
  format: ImageFormat;
  height: number;
  bytes: Buffer;
  etag: string;
}
export interface EncodedImage {
  width: number;
  height: number;
  variants: EncodedVariant[];
}

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/**
 * At most this many uploads are encoded at once per process (each takes 0.4-1.7 s of CPU for a
 * 12-megapixel photo): more wait their turn instead of starving every other request of CPU.
 */
const MAX_CONCURRENT_ENCODES = 2;
let encoding = 0;
const waitingToEncode: Array<() => void> = [];
async function inEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing encode hands its slot straight to the next in line (the count does not move).
  if (encoding >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resolve) => waitingToEncode.push(resolve));
  else encoding++;
  try {
    return await work();
  } finally {
    const next = waitingToEncode.shift();
    if (next) next();
    else encoding--;
  }
}

export interface EncodeOptions {
  /** A rectangle of the upright picture to keep (checked against its size: a 400 'bad_crop' when it does not fit). */
  crop?: CropRect | null;
  /** The result must be square: a crop must be 1:1, and no crop means the largest square from the middle. */
  square?: boolean;
}

/**
 * Reads and re-encodes an upload, cropped when asked; a 400 with a person's message when the bytes
 * are not a picture we take or the crop does not fit it. The size answered is the kept picture's.
 */
export function encodeImage(bytes: Buffer, options: EncodeOptions = {}): Promise<EncodedImage> {
  return inEncodeSlot(() => encode(bytes, options));
}

async function encode(bytes: Buffer, { crop = null, square = false }: EncodeOptions): Promise<EncodedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // The header only (nothing is decoded yet): the pixel count is checked below, with its own message.
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE_MESSAGE, { code: 'not_an_image' });
  }
  if (!meta.format || !READABLE_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw badRequest(NOT_AN_IMAGE_MESSAGE, { code: 'not_an_image' });
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS_MESSAGE, { code: 'too_many_pixels' });
  const { width: uprightWidth, height: uprightHeight } =
    (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const upright = { width: uprightWidth, height: uprightHeight };
  const kept = crop ?? (square ? largestCrop(upright, 1) : null);
  if (kept) {
    const problem = cropProblem(kept, upright, { square });
    if (problem) throw badRequest(problem, { code: 'bad_crop', fields: { crop: problem } });
  }
  try {
    // One decode, upright, at the largest size kept (a JPEG is decoded already shrunk: libjpeg's
    // shrink-on-load); every size and format is made from those raw pixels.
    const largest = Math.max(...IMAGE_WIDTHS);
    // The crop is cut from the upright picture (autoOrient applies before extract), before any resize.
    const upright = sharp(bytes, options).autoOrient();
    const cut = kept ? upright.extract({ left: kept.x, top: kept.y, width: kept.width, height: kept.height }) : upright;
    const { data: pixels, info } = await cut
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants = await Promise.all(
      IMAGE_WIDTHS.flatMap((width) =>
        FORMATS.map(async (format): Promise<EncodedVariant> => {
          const resized = sharp(pixels, raw).resize({ width, withoutEnlargement: true });
          const encoded =
            format === 'webp'
              ? resized.webp({ quality: 80 })
              : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
          const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
          return { width, format, height: out.height, bytes: data, etag: etagOf(data) };
        }),
      ),
    );
    return { width: kept?.width ?? uprightWidth, height: kept?.height ?? uprightHeight, variants };
  } catch {
    // Headers that read but pixels that do not (a truncated file).
    throw badRequest(NOT_AN_IMAGE_MESSAGE, { code: 'not_an_image' });
  }
}

/** Stores an encoded picture and its sizes for a wedding (inside the caller's transaction); its id. */
export async function storeImage(
  tx: DbOrTx,
  values: { weddingId: number | null; userId: number | null; purpose: string },
  encoded: EncodedImage,
): Promise<string> {
  const [image] = await tx
    .insert(images)
    .values({
      weddingId: values.weddingId,
      uploadedByUserId: values.userId,
      purpose: values.purpose,
      width: encoded.width,
      height: encoded.height,
    })
    .returning({ id: images.id });
  await tx.insert(imageVariants).values(
    encoded.variants.map((v) => ({
      imageId: image!.id,
      width: v.width,
      format: v.format,
      height: v.height,
      bytes: v.bytes,
      etag: v.etag,
    })),
  );
  return image!.id;
}

/** The wedding the user is OWNER or PARTNER of (the couple photo is the wedding's), or 404. */
export async function requireOwnWedding(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ weddingId: weddingMembers.weddingId })
    .from(weddingMembers)
    .where(eq(weddingMembers.userId, userId))
    .orderBy(weddingMembers.weddingId)
    .limit(1);
  if (!row) throw notFound('You do not have a wedding yet.');
  return row.weddingId;
}

export async function couplePhotoView(db: DbOrTx, imageId: string): Promise<CouplePhoto | null> {
  const [image] = await db.select({ id: images.id, width: images.width, height: images.height }).from(images).where(eq(images.id, imageId));
  if (!image) return null;
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    url: imageUrl(image.id, 640),
    src_set: imageSrcSet(image.id),
    jpeg_src_set: imageSrcSet(image.id, 'jpeg'),
  };
}

/**
 * PUT /web-api/v2/wedding/couple-photo: encodes the bytes (before any lock is taken), then in one
 * transaction stores every size, points the caller's wedding at it and drops the photo it replaces.
 */
export async function setCouplePhoto(db: Db, userId: number, bytes: Buffer): Promise<{ couple_photo: CouplePhoto }> {
  if (bytes.length === 0) throw badRequest('Please choose a photo to upload.', { code: 'no_image' });
  const weddingId = await requireOwnWedding(db, userId);
  const encoded = await encodeImage(bytes);
  const imageId = await db.transaction(async (tx) => {
    // The wedding row's lock: two uploads at once leave one photo, and no orphan.
    const [wedding] = await tx
      .select({ couplePhotoId: weddings.couplePhotoId })
      .from(weddings)
      .where(eq(weddings.id, weddingId))
      .for('update');
    const id = await storeImage(tx, { weddingId, userId, purpose: 'COUPLE_PHOTO' }, encoded);
    await tx.update(weddings).set({ couplePhotoId: id, updatedAt: new Date() }).where(eq(weddings.id, weddingId));
    if (wedding?.couplePhotoId) await tx.delete(images).where(and(eq(images.id, wedding.couplePhotoId), eq(images.weddingId, weddingId)));
    return id;
  });
  return { couple_photo: (await couplePhotoView(db, imageId))! };
}

/** DELETE /web-api/v2/wedding/couple-photo: the caller's wedding has no photo afterwards (idempotent). */
export async function removeCouplePhoto(db: Db, userId: number): Promise<{ couple_photo: null }> {
  const weddingId = await requireOwnWedding(db, userId);
  await db.transaction(async (tx) => {
    const [wedding] = await tx
      .select({ couplePhotoId: weddings.couplePhotoId })
      .from(weddings)
      .where(eq(weddings.id, weddingId))
      .for('update');
    if (!wedding?.couplePhotoId) return;
    await tx.update(weddings).set({ couplePhotoId: null, updatedAt: new Date() }).where(eq(weddings.id, weddingId));
    await tx.delete(images).where(and(eq(images.id, wedding.couplePhotoId), eq(images.weddingId, weddingId)));
  });
  return { couple_photo: null };
}

/** GET /media/images/{id}/{width}.{format}: one stored size, or 404. */
export async function imageVariant(db: Db, imageId: string, width: ImageWidth, format: ImageFormat) {
  const [variant] = await db
    .select({ bytes: imageVariants.bytes, etag: imageVariants.etag })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width), eq(imageVariants.format, format)));
  if (!variant) throw new AppError(404, 'We could not find that image.');
  return variant;
}
