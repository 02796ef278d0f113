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
