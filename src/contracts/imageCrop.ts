/**
 * Cropping an uploaded photo (issue 28's gallery and wedding party): the SPA's crop box and the
 * server (server/modules/media/images.ts, sharp `extract` on the upright picture) share these
 * rules. Zod-free: the website's pages import them. A rectangle is in the upright picture's own
 * pixels (after its EXIF orientation is applied), integers, top-left origin.
 */

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface ImageSize {
  width: number;
  height: number;
}

/** The shapes the crop box offers: free, or a fixed width:height ratio. */
export const CROP_ASPECTS = [
  { key: 'free', label: 'Free', ratio: null },
  { key: '1:1', label: 'Square (1:1)', ratio: 1 },
  { key: '3:2', label: 'Landscape (3:2)', ratio: 3 / 2 },
  { key: '4:5', label: 'Portrait (4:5)', ratio: 4 / 5 },
] as const;
export type CropAspectKey = (typeof CROP_ASPECTS)[number]['key'];
export const cropRatio = (key: CropAspectKey): number | null => CROP_ASPECTS.find((a) => a.key === key)?.ratio ?? null;

/** The smallest crop (each side, in the picture's pixels): smaller would be a blur at the site's sizes. */
export const CROP_MIN_SIDE = 64;
/** Wedding party photos are square (1:1): a ratio within this of 1 is square (rounding). */
const SQUARE_TOLERANCE = 0.02;

export const CROP_MESSAGES = {
  partial: 'Send all four of x, y, width and height for a crop, or none for the whole photo.',
  number: 'Crop values must be whole numbers of pixels.',
  outside: 'The crop must lie inside the photo. Please crop it again.',
  tooSmall: `A crop must be at least ${CROP_MIN_SIDE} × ${CROP_MIN_SIDE} pixels.`,
  notSquare: 'Wedding party photos are square: crop it 1:1.',
} as const;

/** Why a crop cannot be applied to a picture of `size` (upright), or null. */
export function cropProblem(crop: CropRect, size: ImageSize, opts: { square?: boolean } = {}): string | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return CROP_MESSAGES.number;
  if (crop.width < Math.min(CROP_MIN_SIDE, size.width) || crop.height < Math.min(CROP_MIN_SIDE, size.height)) return CROP_MESSAGES.tooSmall;
  if (crop.x + crop.width > size.width || crop.y + crop.height > size.height) return CROP_MESSAGES.outside;
  if (opts.square && Math.abs(crop.width / crop.height - 1) > SQUARE_TOLERANCE) return CROP_MESSAGES.notSquare;
  return null;
}

/** The whole picture as a crop. */
export const wholeImage = (size: ImageSize): CropRect => ({ x: 0, y: 0, width: size.width, height: size.height });

/** The largest crop of `ratio` (width / height) centred on (cx, cy), inside the picture. */
export function largestCrop(size: ImageSize, ratio: number, centre?: { x: number; y: number }): CropRect {
  let width = size.width;
  let height = Math.round(width / ratio);
  if (height > size.height) {
    height = size.height;
    width = Math.round(height * ratio);
  }
  width = Math.min(width, size.width);
  height = Math.min(height, size.height);
  const cx = centre?.x ?? size.width / 2;
  const cy = centre?.y ?? size.height / 2;
  return clampPosition({ x: Math.round(cx - width / 2), y: Math.round(cy - height / 2), width, height }, size);
}

/** A crop moved back inside the picture (its size kept, as far as the picture allows). */
export function clampPosition(crop: CropRect, size: ImageSize): CropRect {
  const width = Math.max(1, Math.min(Math.round(crop.width), size.width));
  const height = Math.max(1, Math.min(Math.round(crop.height), size.height));
  const x = Math.min(Math.max(0, Math.round(crop.x)), size.width - width);
  const y = Math.min(Math.max(0, Math.round(crop.y)), size.height - height);
  return { x, y, width, height };
}

/** Moves a crop by (dx, dy) pixels, stopping at the picture's edges. */
export const moveCrop = (crop: CropRect, dx: number, dy: number, size: ImageSize): CropRect =>
  clampPosition({ ...crop, x: crop.x + dx, y: crop.y + dy }, size);

/**
 * Resizes a crop from its bottom-right corner by (dx, dy) pixels: at least CROP_MIN_SIDE (or the
 * picture's side, when smaller), at most to the picture's edges, and kept at `ratio` when one is set
 * (the width leads; the height follows).
 */
export function resizeCrop(crop: CropRect, dx: number, dy: number, ratio: number | null, size: ImageSize): CropRect {
  const minW = Math.min(CROP_MIN_SIDE, size.width);
  const minH = Math.min(CROP_MIN_SIDE, size.height);
  const maxW = size.width - crop.x;
  const maxH = size.height - crop.y;
  if (ratio === null) {
    const width = Math.round(Math.min(Math.max(crop.width + dx, minW), maxW));
    const height = Math.round(Math.min(Math.max(crop.height + dy, minH), maxH));
    return { ...crop, width, height };
  }
  // The larger of the two moves leads (a keyboard move is one of them).
  const byWidth = Math.abs(dx) >= Math.abs(dy * ratio) ? crop.width + dx : (crop.height + dy) * ratio;
  let width = Math.min(Math.max(byWidth, minW, minH * ratio), maxW, maxH * ratio);
  width = Math.round(width);
  const height = Math.round(width / ratio);
  return { ...crop, width, height: Math.min(height, maxH) };
}

/** A crop set to a new shape: the largest crop of that ratio around the current crop's centre (or the crop as it is, for free). */
export function withAspect(crop: CropRect, ratio: number | null, size: ImageSize): CropRect {
  if (ratio === null) return clampPosition(crop, size);
  return largestCrop(size, ratio, { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 });
}

/** A crop typed into the number fields, made valid: inside the picture, at least the minimum, at the ratio when one is set. */
export function typedCrop(crop: CropRect, ratio: number | null, size: ImageSize): CropRect {
  const minW = Math.min(CROP_MIN_SIDE, size.width);
  const minH = Math.min(CROP_MIN_SIDE, size.height);
  let width = Math.min(Math.max(Math.round(crop.width) || minW, minW), size.width);
  let height = Math.min(Math.max(Math.round(crop.height) || minH, minH), size.height);
  if (ratio !== null) {
    height = Math.round(width / ratio);
    if (height > size.height) {
      height = size.height;
      width = Math.round(height * ratio);
    }
  }
  return clampPosition({ x: crop.x || 0, y: crop.y || 0, width, height }, size);
}

/** Whether a crop is the whole picture (nothing to send). */
export const isWholeImage = (crop: CropRect, size: ImageSize): boolean =>
  crop.x === 0 && crop.y === 0 && crop.width === size.width && crop.height === size.height;
