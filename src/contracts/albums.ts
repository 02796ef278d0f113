import { z } from 'zod';
import { idParam, text } from './inputs';

/**
 * Photo albums (issue 31, "Photo albums"; business unit PHOTOBOOK; server/API.md "Photo albums").
 * The price table, the spread layouts, the auto-layout and the print-size (DPI) rule are pure and
 * live here, so the shop page, the builder and the server answer with the same numbers.
 */

export const ALBUMS_PATH = '/wedding-albums';
export const ALBUMS_SHOP_PATH = '/wedding-albums/shop';
export const albumPath = (id: number): string => `${ALBUMS_PATH}/${id}`;
export const ALBUMS_API = '/web-api/v2/albums';

// ---------------------------------------------------------------------------------------------
// Formats and prices (integer cents)

/**
 * Sizes: a page's trim size in inches (a spread is two pages side by side). `base_cents` is the
 * price of the size with a linen cover and 20 pages.
 */
export const ALBUM_SIZES = {
  SQUARE_8: { label: '8 × 8 in square', width_in: 8, height_in: 8, base_cents: 7900 },
  SQUARE_10: { label: '10 × 10 in square', width_in: 10, height_in: 10, base_cents: 11900 },
  LANDSCAPE_11: { label: '11 × 8.5 in landscape', width_in: 11, height_in: 8.5, base_cents: 12900 },
  SQUARE_12: { label: '12 × 12 in square', width_in: 12, height_in: 12, base_cents: 16900 },
} as const;
export type AlbumSize = keyof typeof ALBUM_SIZES;
export const ALBUM_SIZE_KEYS = Object.keys(ALBUM_SIZES) as [AlbumSize, ...AlbumSize[]];

/** Covers, with what each adds to the size's price. */
export const ALBUM_COVERS = {
  LINEN: { label: 'Linen', description: 'Natural woven linen with a debossed title.', extra_cents: 0 },
  LEATHER: { label: 'Leather', description: 'Soft full-grain leather with a debossed title.', extra_cents: 6000 },
  PHOTO: { label: 'Photo', description: 'Your cover photo printed on a matte wrap.', extra_cents: 2000 },
} as const;
export type AlbumCover = keyof typeof ALBUM_COVERS;
export const ALBUM_COVER_KEYS = Object.keys(ALBUM_COVERS) as [AlbumCover, ...AlbumCover[]];

/** Page counts offered (two pages a spread). The size's price includes the first 20. */
export const ALBUM_PAGE_COUNTS = [20, 40, 60, 80] as const;
export type AlbumPageCount = (typeof ALBUM_PAGE_COUNTS)[number];
export const INCLUDED_PAGES = 20;
/** What every 20 pages beyond the first 20 add, by size. */
export const EXTRA_20_PAGES_CENTS: Record<AlbumSize, number> = {
  SQUARE_8: 2000,
  SQUARE_10: 3000,
  LANDSCAPE_11: 3000,
  SQUARE_12: 4000,
};

export interface AlbumFormat {
  size: AlbumSize;
  cover: AlbumCover;
  pages: AlbumPageCount;
}

/**
 * An album's price: the size's base (linen, 20 pages) + the cover's extra + every 20 pages beyond
 * 20 at the size's rate. E.g. 10 × 10, leather, 40 pages: 11900 + 6000 + 3000 = 20900 cents.
 */
export function albumPriceCents({ size, cover, pages }: AlbumFormat): number {
  const extraBlocks = (pages - INCLUDED_PAGES) / 20;
  return ALBUM_SIZES[size].base_cents + ALBUM_COVERS[cover].extra_cents + extraBlocks * EXTRA_20_PAGES_CENTS[size];
}

export const spreadsOf = (pages: number): number => pages / 2;

// ---------------------------------------------------------------------------------------------
// Layouts: slots as fractions of the spread (x, y from the top left; a spread is two pages wide)

export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
}

const M = 0.04; // the margin, a fraction of the spread's width (and of its height for y)
const half = 0.5;
/** A page's area inside its margins: page 0 is the left, 1 the right. */
const pageBox = (page: 0 | 1): Slot => ({ x: page * half + M, y: M * 2, w: half - 2 * M, h: 1 - 4 * M });
/** `box` cut into `rows` × `cols` cells with a gap. */
function grid(box: Slot, rows: number, cols: number, gap = 0.02): Slot[] {
  const w = (box.w - gap * (cols - 1)) / cols;
  const h = (box.h - gap * 2 * (rows - 1)) / rows;
  const cells: Slot[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) cells.push({ x: box.x + c * (w + gap), y: box.y + r * (h + gap * 2), w, h });
  return cells;
}

/** The spread layouts a couple can choose, with their slots (the order photos fill them). */
export const ALBUM_LAYOUTS = {
  FULL_BLEED: { label: 'One photo across the spread', slots: [{ x: 0, y: 0, w: 1, h: 1 }] },
  ONE_PER_PAGE: { label: 'One photo on each page', slots: [pageBox(0), pageBox(1)] },
  ONE_AND_TWO: { label: 'One large, two stacked', slots: [pageBox(0), ...grid(pageBox(1), 2, 1)] },
  TWO_PER_PAGE: { label: 'Two stacked on each page', slots: [...grid(pageBox(0), 2, 1), ...grid(pageBox(1), 2, 1)] },
  ONE_AND_FOUR: { label: 'One large, a grid of four', slots: [pageBox(0), ...grid(pageBox(1), 2, 2)] },
  GRID_EIGHT: { label: 'A grid of four on each page', slots: [...grid(pageBox(0), 2, 2), ...grid(pageBox(1), 2, 2)] },
} as const satisfies Record<string, { label: string; slots: readonly Slot[] }>;
export type AlbumLayout = keyof typeof ALBUM_LAYOUTS;
export const ALBUM_LAYOUT_KEYS = Object.keys(ALBUM_LAYOUTS) as [AlbumLayout, ...AlbumLayout[]];
export const slotsOf = (layout: AlbumLayout): readonly Slot[] => ALBUM_LAYOUTS[layout].slots;
/** The most photos one spread holds. */
export const MAX_PHOTOS_PER_SPREAD = Math.max(...ALBUM_LAYOUT_KEYS.map((k) => ALBUM_LAYOUTS[k].slots.length));

/** The layout the auto-layout uses for a spread of `n` photos (n from 1 to 8). */
export function layoutFor(n: number): AlbumLayout {
  if (n <= 1) return 'FULL_BLEED';
  if (n === 2) return 'ONE_PER_PAGE';
  if (n === 3) return 'ONE_AND_TWO';
  if (n === 4) return 'TWO_PER_PAGE';
  if (n === 5) return 'ONE_AND_FOUR';
  return 'GRID_EIGHT';
}

export interface Spread {
  layout: AlbumLayout;
  /** A photo id per slot of the layout, or null for an empty slot. */
  photos: Array<number | null>;
  caption: string;
}

/** What the auto-layout needs of a photo: its id, when it was taken (ISO, or null) and when it came. */
export interface LayoutPhoto {
  id: number;
  taken_at: string | null;
  uploaded_at: string;
}

/** Photos in time order: taken time (photos without one go after, by upload time), then id. */
export function timeOrder<P extends LayoutPhoto>(photos: readonly P[]): P[] {
  return [...photos].sort((a, b) => {
    const ka = a.taken_at ?? '~' + a.uploaded_at;
    const kb = b.taken_at ?? '~' + b.uploaded_at;
    return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
  });
}

/**
 * The auto-layout: the photos in time order are shared out over the album's spreads as evenly as
 * they go (the first spreads take one more when they do not divide), each spread with the layout
 * for its count. More photos than the spreads hold (8 a spread) leave the last ones out (the
 * builder lists them as not placed); fewer than the spreads leave the last spreads empty.
 */
export function autoLayout(photos: readonly LayoutPhoto[], spreadCount: number): Spread[] {
  const ordered = timeOrder(photos).slice(0, spreadCount * MAX_PHOTOS_PER_SPREAD);
  const used = Math.min(spreadCount, ordered.length);
  const spreads: Spread[] = [];
  let next = 0;
  for (let i = 0; i < spreadCount; i++) {
    if (i >= used) {
      spreads.push({ layout: 'ONE_PER_PAGE', photos: [null, null], caption: '' });
      continue;
    }
    const count = Math.floor(ordered.length / used) + (i < ordered.length % used ? 1 : 0);
    const layout = layoutFor(count);
    const ids = ordered.slice(next, next + count).map((p) => p.id);
    next += count;
    const slots = slotsOf(layout).length;
    spreads.push({ layout, photos: [...ids, ...Array<null>(slots - ids.length).fill(null)], caption: '' });
  }
  return spreads;
}

/** A spread's photos refitted to another layout: the first ones keep their place, the rest are no longer placed. */
export function withLayout(spread: Spread, layout: AlbumLayout): Spread {
  const slots = slotsOf(layout).length;
  const placed = spread.photos.filter((p): p is number => p !== null);
  return { ...spread, layout, photos: Array.from({ length: slots }, (_, i) => placed[i] ?? null) };
}

/** Where a photo can be: a slot of a spread. */
export interface SlotRef {
  spread: number;
  slot: number;
}

/** Swaps the photos of two slots (either may be empty). */
export function swapSlots(spreads: readonly Spread[], a: SlotRef, b: SlotRef): Spread[] {
  const next = spreads.map((s) => ({ ...s, photos: [...s.photos] }));
  const pa = next[a.spread]!.photos[a.slot] ?? null;
  const pb = next[b.spread]!.photos[b.slot] ?? null;
  next[a.spread]!.photos[a.slot] = pb;
  next[b.spread]!.photos[b.slot] = pa;
  return next;
}

/** Puts a photo that is not placed into a slot; the slot's photo (if any) is no longer placed. */
export function placeInSlot(spreads: readonly Spread[], photoId: number, at: SlotRef): Spread[] {
  const next = spreads.map((s) => ({ ...s, photos: s.photos.map((p) => (p === photoId ? null : p)) }));
  next[at.spread]!.photos[at.slot] = photoId;
  return next;
}

// ---------------------------------------------------------------------------------------------
// Print size (DPI)

/** Below this many pixels per printed inch a photo prints visibly soft: the builder warns. 300 is ideal. */
export const MIN_PRINT_DPI = 150;
export const IDEAL_PRINT_DPI = 300;

/** A slot's printed size in inches, for an album size. */
export function slotInches(slot: Slot, size: AlbumSize): { width: number; height: number } {
  const { width_in, height_in } = ALBUM_SIZES[size];
  return { width: slot.w * width_in * 2, height: slot.h * height_in };
}

/**
 * The pixels per inch a photo prints at in a slot. A photo fills its slot (cropped to its shape,
 * like CSS `object-fit: cover`), so the side that just fits decides: min(px width / slot width in,
 * px height / slot height in). A 3000 × 2000 photo in a 10 × 8 in slot: min(300, 250) = 250 DPI.
 */
export function printDpi(photo: { width: number; height: number }, slotIn: { width: number; height: number }): number {
  return Math.floor(Math.min(photo.width / slotIn.width, photo.height / slotIn.height));
}

export const lowResolutionMessage = (dpi: number): string =>
  `This photo is too small for its place: it would print at ${dpi} DPI (at least ${MIN_PRINT_DPI} looks sharp). Use a larger photo or a smaller slot.`;

/** The warning for a photo in a slot at an album size, or null when it prints sharp enough. */
export function printWarning(photo: { width: number; height: number }, slot: Slot, size: AlbumSize): string | null {
  const dpi = printDpi(photo, slotInches(slot, size));
  return dpi < MIN_PRINT_DPI ? lowResolutionMessage(dpi) : null;
}

// ---------------------------------------------------------------------------------------------
// Uploads

/** The largest photo an album takes (bytes): a camera's full-resolution JPEG fits. */
export const MAX_ALBUM_PHOTO_BYTES = 25 * 1024 * 1024;
/** Each PUT carries at most this many bytes (a dropped connection loses at most one chunk). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** The most photos one album keeps. */
export const MAX_ALBUM_PHOTOS = 400;
/** The most albums a wedding keeps. */
export const MAX_ALBUMS = 20;

export const ALBUM_MESSAGES = {
  notFound: 'We could not find that album.',
  photoNotFound: 'We could not find that photo in this album.',
  uploadNotFound: 'We could not find that upload. Please choose the photo again.',
  noWedding: 'Photo albums belong to a wedding. Start your wedding first.',
  tooMany: `You can keep up to ${MAX_ALBUMS} albums.`,
  tooManyPhotos: `An album can hold up to ${MAX_ALBUM_PHOTOS} photos.`,
  tooLarge: `That photo is larger than ${MAX_ALBUM_PHOTO_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  offset: 'That part of the photo does not follow what we already have. Ask where to resume and send from there.',
  chunkTooLarge: `Send at most ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MB at a time.`,
  pastEnd: 'That part goes past the end of the photo.',
  frozen: 'This album has been ordered, so it can no longer be changed.',
  stale: 'This album was changed elsewhere (perhaps by your partner). We loaded the latest copy: please make your change again.',
  spreadCount: 'The album must have one spread for every two pages.',
  slotCount: 'Each spread needs one place per slot of its layout.',
  unknownPhoto: 'A spread names a photo that is not in this album or is not ready yet.',
  twice: 'A photo can be placed only once in the album.',
  notReady: 'Some photos are still being prepared. Wait until they are ready, then order.',
  empty: 'Place at least one photo before you order the album.',
  fewerPages: 'There are more spreads with photos than the new page count holds. Remove photos from the last spreads first.',
} as const;

// ---------------------------------------------------------------------------------------------
// Input

export const albumIdParams = z.object({ id: idParam(ALBUM_MESSAGES.notFound) });
export const albumPhotoParams = albumIdParams.extend({ photoId: idParam(ALBUM_MESSAGES.photoNotFound) });
export const uploadParams = albumIdParams.extend({ uploadId: z.uuid({ message: ALBUM_MESSAGES.uploadNotFound }) });

const formatFields = {
  size: z.enum(ALBUM_SIZE_KEYS, { message: 'Choose one of the album sizes.' }),
  cover: z.enum(ALBUM_COVER_KEYS, { message: 'Choose linen, leather or photo.' }),
  pages: z.union(
    ALBUM_PAGE_COUNTS.map((n) => z.literal(n)),
    { message: `Choose ${ALBUM_PAGE_COUNTS.join(', ')} pages.` },
  ),
};

export const ALBUM_TITLE_MAX = 60;
export const CAPTION_MAX = 140;

export const createAlbumBody = z.object({
  title: text(ALBUM_TITLE_MAX).min(1, 'Give your album a title.'),
  ...formatFields,
});
export type CreateAlbumBody = z.infer<typeof createAlbumBody>;

const spreadInput = z.object({
  layout: z.enum(ALBUM_LAYOUT_KEYS, { message: 'Choose one of the layouts.' }),
  photos: z.array(z.number().int().positive().nullable()).max(MAX_PHOTOS_PER_SPREAD),
  caption: text(CAPTION_MAX, { tooLong: `A caption can be up to ${CAPTION_MAX} characters.` }),
});

/** PUT an album: the whole builder's state, with the version it was made from (a stale one is a 409). */
export const saveAlbumBody = z.object({
  version: z.number().int().positive(),
  title: text(ALBUM_TITLE_MAX).min(1, 'Give your album a title.'),
  ...formatFields,
  cover_photo_id: z.number().int().positive().nullable(),
  spreads: z.array(spreadInput).max(spreadsOf(80)),
});
export type SaveAlbumBody = z.infer<typeof saveAlbumBody>;

export const createUploadBody = z.object({
  file_name: text(200).min(1, 'Name the file.'),
  size: z
    .number({ message: 'Say how many bytes the photo has.' })
    .int()
    .positive('That file is empty. Please choose a photo.')
    .max(MAX_ALBUM_PHOTO_BYTES, ALBUM_MESSAGES.tooLarge),
});
export type CreateUploadBody = z.infer<typeof createUploadBody>;
export const chunkQuery = z.object({ offset: z.coerce.number({ message: 'Say where this part starts.' }).int().min(0) });

// ---------------------------------------------------------------------------------------------
// Answers

export type PhotoStatus = 'UPLOADING' | 'PROCESSING' | 'READY' | 'FAILED';

export interface AlbumPhoto {
  id: number;
  status: PhotoStatus;
  file_name: string;
  /** The kept picture's pixel size (upright), once processed. */
  width: number | null;
  height: number | null;
  taken_at: string | null;
  uploaded_at: string;
  /** The processed picture's id (/media/images/{id}/…), once READY. */
  image_id: string | null;
  error: string | null;
}

export interface AlbumSummary {
  id: number;
  title: string;
  size: AlbumSize;
  cover: AlbumCover;
  pages: AlbumPageCount;
  price_cents: number;
  photo_count: number;
  cover_image_id: string | null;
  ordered: boolean;
  updated_at: string;
}

export interface AlbumView extends AlbumSummary {
  version: number;
  cover_photo_id: number | null;
  spreads: Spread[];
  photos: AlbumPhoto[];
}

export interface AlbumsAnswer {
  albums: AlbumSummary[];
}

export interface UploadAnswer {
  upload_id: string;
  photo_id: number;
  size: number;
  /** How many bytes the server has: the next PUT starts here. */
  offset: number;
  status: PhotoStatus;
}

/** The shop page's table (GET /web-api/v2/albums/formats), every price in cents. */
export interface FormatsAnswer {
  sizes: Array<{ key: AlbumSize; label: string; width_in: number; height_in: number; from_cents: number; extra_20_pages_cents: number }>;
  covers: Array<{ key: AlbumCover; label: string; description: string; extra_cents: number }>;
  pages: number[];
  layouts: Array<{ key: AlbumLayout; label: string; slots: number }>;
}

export function formatsAnswer(): FormatsAnswer {
  return {
    sizes: ALBUM_SIZE_KEYS.map((key) => ({
      key,
      label: ALBUM_SIZES[key].label,
      width_in: ALBUM_SIZES[key].width_in,
      height_in: ALBUM_SIZES[key].height_in,
      from_cents: albumPriceCents({ size: key, cover: 'LINEN', pages: 20 }),
      extra_20_pages_cents: EXTRA_20_PAGES_CENTS[key],
    })),
    covers: ALBUM_COVER_KEYS.map((key) => ({ key, ...ALBUM_COVERS[key] })),
    pages: [...ALBUM_PAGE_COUNTS],
    layouts: ALBUM_LAYOUT_KEYS.map((key) => ({ key, label: ALBUM_LAYOUTS[key].label, slots: ALBUM_LAYOUTS[key].slots.length })),
  };
}

/**
 * The spreads for a new page count: empty spreads are added at the end, or trailing empty ones
 * dropped; null when that would drop a spread with photos (ALBUM_MESSAGES.fewerPages).
 */
export function resizeSpreads(spreads: readonly Spread[], pages: number): Spread[] | null {
  const count = spreadsOf(pages);
  if (count >= spreads.length)
    return [
      ...spreads,
      ...Array.from({ length: count - spreads.length }, () => ({ layout: 'ONE_PER_PAGE' as const, photos: [null, null], caption: '' })),
    ];
  if (spreads.slice(count).some((s) => s.photos.some((p) => p !== null))) return null;
  return spreads.slice(0, count);
}

/** Ready photos that no spread holds, in time order. */
export function unplacedPhotos<P extends LayoutPhoto & { status: PhotoStatus }>(photos: readonly P[], spreads: readonly Spread[]): P[] {
  const placed = new Set(spreads.flatMap((s) => s.photos));
  return timeOrder(photos.filter((p) => p.status === 'READY' && !placed.has(p.id)));
}
