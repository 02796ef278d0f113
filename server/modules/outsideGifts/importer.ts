import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { imageVariants, images, registryItems } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { FetchRefused, guardedFetch, type FetchGuardOptions } from '../../lib/fetchGuard';
import { readProductPage } from '../../lib/productPage';
import { encodeImage } from '../media/images';
import { requireOwnRegistry } from '../registry/access';
import { storeNameFromUrl } from '../registry/storeName';
import { IMPORT_FAILED_MESSAGE, type ImportProductAnswer } from '../../../src/contracts/outsideGifts';
import { imageUrl } from '../../../src/contracts/media';

/** images.purpose of a picture an import copied from a store's page. */
export const IMPORTED_IMAGE_PURPOSE = 'EXTERNAL_GIFT';
/** A picture is fetched with the page's rules, but may be larger (and is refused, not cut, past this). */
export const MAX_IMPORTED_IMAGE_BYTES = 5 * 1024 * 1024;
/** An imported picture no gift uses after this long is deleted (the couple imported and did not save). */
const UNUSED_IMAGE_HOURS = 24;

export interface ImportDeps {
  /** The guard's options the app was built with: tests add a fixture server's address and port (server/app.ts). */
  fetchGuard: Partial<FetchGuardOptions>;
  /** Flag giftImportBrandExtraction (config/flags.ts): read the brand from the page. */
  readBrand: boolean;
  log: FastifyBaseLogger;
}

/**
 * POST registryCollection/external-product/import: reads a store's product page (through the
 * request-forgery guard, server/lib/fetchGuard.ts) and answers what it says, for the couple's form to
 * start from. The page's picture is fetched through the same guard and run through the upload
 * pipeline (sharp, media/images.ts): the registry shows our copy, never the store's address. A
 * picture the pipeline cannot read is left out (the gift gets the default picture), never hotlinked.
 * Any refusal of the page is a 422 with IMPORT_FAILED_MESSAGE and the reason in `code`.
 */
export async function importProduct(db: Db, userId: number, url: string, deps: ImportDeps): Promise<ImportProductAnswer> {
  const registry = await requireOwnRegistry(db, userId);
  let page;
  try {
    page = await guardedFetch(url, { ...deps.fetchGuard, accept: (type) => type === 'text/html' });
  } catch (error) {
    throw refusal(error, deps.log);
  }
  const html = decode(page.body, page.charset);
  const data = readProductPage(html, page.url, { brand: deps.readBrand });
  if (data.title === null && data.priceCents === null && data.imageUrl === null)
    throw new AppError(422, IMPORT_FAILED_MESSAGE, { code: 'outside_gifts.nothing_found' });

  const imageId = data.imageUrl ? await importImage(db, registry.weddingId, userId, data.imageUrl, deps) : null;
  await forgetUnusedImages(db, registry.weddingId);
  return {
    product: {
      url: page.url,
      title: data.title,
      price_cents: data.priceCents,
      image_id: imageId,
      image_url: imageId ? imageUrl(imageId, 640) : null,
      brand: data.brand,
      store_name: data.storeName ?? storeNameFromUrl(page.url),
    },
  };
}

function refusal(error: unknown, log: FastifyBaseLogger): AppError {
  if (error instanceof FetchRefused) {
    log.info({ reason: error.reason }, 'outside gift page refused');
    return new AppError(422, IMPORT_FAILED_MESSAGE, { code: `outside_gifts.${error.reason}`, reason: error.message });
  }
  throw error;
}

/** The page's text in its declared charset (UTF-8 when none, or one this runtime does not know). */
function decode(body: Buffer, charset: string | null): string {
  const declared = charset ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Fetches, re-encodes and stores the page's picture for the couple's wedding; null when it cannot be had. */
async function importImage(db: Db, weddingId: number, userId: number, address: string, deps: ImportDeps): Promise<string | null> {
  let bytes: Buffer;
  try {
    const fetched = await guardedFetch(address, {
      ...deps.fetchGuard,
      accept: (type) => type.startsWith('image/'),
      maxBytes: MAX_IMPORTED_IMAGE_BYTES,
      overflow: 'refuse',
    });
    bytes = fetched.body;
  } catch (error) {
    if (!(error instanceof FetchRefused)) throw error;
    deps.log.info({ reason: error.reason }, 'outside gift picture refused');
    return null;
  }
  let encoded;
  try {
    encoded = await encodeImage(bytes);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    deps.log.info({ code: error.body.code }, 'outside gift picture not readable');
    return null; // SVG, a broken file, too many pixels: the gift keeps the default picture
  }
  return db.transaction(async (tx) => {
    const [image] = await tx
      .insert(images)
      .values({ weddingId, uploadedByUserId: userId, purpose: IMPORTED_IMAGE_PURPOSE, width: encoded.width, height: encoded.height })
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
  });
}

/** The wedding's imported pictures older than a day that no gift shows: the couple imported and never saved. */
async function forgetUnusedImages(db: Db, weddingId: number): Promise<void> {
  await db
    .delete(images)
    .where(
      and(
        eq(images.weddingId, weddingId),
        eq(images.purpose, IMPORTED_IMAGE_PURPOSE),
        lt(images.createdAt, sql`now() - make_interval(hours => ${UNUSED_IMAGE_HOURS})`),
        sql`not exists (select 1 from ${registryItems} where ${registryItems.imageUrl} like '/media/images/' || ${images.id}::text || '/%')`,
      ),
    );
}

/** The `image_url` of a gift saved with an import's `image_id`, when that picture is the couple's own; 404 otherwise. */
export async function requireImportedImage(tx: DbOrTx, weddingId: number, imageId: string): Promise<string> {
  const [image] = await tx
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.id, imageId), eq(images.weddingId, weddingId), eq(images.purpose, IMPORTED_IMAGE_PURPOSE)));
  if (!image) throw notFound('We could not find that picture. Please fetch the details again.');
  return imageUrl(image.id, 640);
}
