/** Widths every uploaded image is encoded at (sharp, server/modules/media); the page picks with srcset. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export type ImageFormat = 'webp' | 'jpeg';

/** Where an uploaded image's encoded size is served (same origin, immutable: the id changes with the bytes). */
export function imageUrl(id: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `/media/images/${id}/${width}.${format}`;
}

/** A `srcset` value listing every encoded width of an image. */
export function imageSrcSet(id: string, format: ImageFormat = 'webp'): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(id, width, format)} ${width}w`).join(', ');
}

/** The largest upload the server takes (bytes): a phone's full-resolution photo fits. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Kinds of picture the upload takes (the server checks the bytes, not this list: it is the file picker's `accept`). */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/gif',
] as const;
export const IMAGE_TOO_LARGE_MESSAGE = 'That photo is larger than 10 MB. Please choose a smaller one.';
export const NOT_AN_IMAGE_MESSAGE = 'That file is not a photo we can read. Please choose a JPEG, PNG, WebP or HEIC picture.';

/** The widths a drawn product picture is also served at as pixels (`/media/p/…/{ratio}-{view}-{width}.webp`). */
export const PRODUCT_RASTER_WIDTHS = [320, 640, 1280] as const;

/**
 * The srcset of a drawn product picture ('/media/p/{slug}/{look}/{ratio}-{view}.svg'): the same
 * drawing as webp at each PRODUCT_RASTER_WIDTHS; undefined for any other URL.
 */
export function productImageSrcSet(svgUrl: string): string | undefined {
  if (!/^\/media\/p\/[a-z0-9-]+\/[a-z0-9-]+\/(1x1|3x4|2x3)-[123]\.svg$/.test(svgUrl)) return undefined;
  const base = svgUrl.slice(0, -'.svg'.length);
  return PRODUCT_RASTER_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
}
