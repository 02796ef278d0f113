import sharp from 'sharp';

export type RasterFormat = 'webp' | 'jpeg' | 'png';

/** Rendered product pictures kept in memory, least recently used dropped first. */
const CACHE_ENTRIES = 300;
const cache = new Map<string, Promise<Buffer>>();

/**
 * A drawn product picture (SVG) as pixels at a width: webp and png keep no metadata, jpeg is
 * flattened on white. Rendering takes a few tens of milliseconds, so each (picture, width, format)
 * is rendered once per process and kept while it is among the CACHE_ENTRIES most recently asked.
 */
export function productRaster(key: string, svg: string, width: number, format: RasterFormat): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const image = sharp(Buffer.from(svg), { density: 72 * Math.max(1, width / 600) }).resize({ width });
  const rendered = (
    format === 'webp'
      ? image.webp({ quality: 82 })
      : format === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true })
  ).toBuffer();
  cache.set(key, rendered);
  rendered.catch(() => cache.delete(key));
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return rendered;
}
