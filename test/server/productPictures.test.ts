import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { PRODUCT_NOUNS, LOOK_COLOURS } from '../../server/db/seed/catalogData';
import { slugify } from '../../server/db/seed/random';
import { PRODUCT_DRAWINGS, paintOf } from '../../server/modules/media/productArt';
import { productSvg, productTypeOfSlug } from '../../server/modules/media/svg';
import { productImageSrcSet } from '../../src/contracts/media';
import type { ProductDetail } from '../../src/features/shop/types';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * Issue 32, pictures that depict the product: a drawing per product type in the look's colour,
 * three views, served as SVG and, at the page's sizes, as pixels.
 */

const TYPES = [...Object.values(PRODUCT_NOUNS).flatMap((s) => s.nouns), 'Gift Card'];
const sage = LOOK_COLOURS.find((c) => c.key === 'sage')!;

describe('the product picture generator', () => {
  it('knows every type the seed sells, read from a product slug', () => {
    expect(Object.keys(PRODUCT_DRAWINGS).sort()).toEqual([...TYPES].sort());
    for (const [i, noun] of TYPES.entries()) expect(productTypeOfSlug(`classic-${slugify(noun)}-${i + 1}`)).toBe(noun);
    expect(productTypeOfSlug('classic-monogram-robe-3')).toBe('Monogram Robe');
    expect(productTypeOfSlug('confetti-gift-card')).toBe('Gift Card');
    expect(productTypeOfSlug('something-else-2')).toBeNull();
  });

  it('draws each type differently, in the look’s colour', () => {
    const drawings = TYPES.map((noun) => PRODUCT_DRAWINGS[noun]!(paintOf(sage.hex)));
    expect(new Set(drawings).size).toBe(TYPES.length);
    for (const [i, noun] of TYPES.entries()) expect({ noun, coloured: drawings[i]!.includes(sage.hex) }).toEqual({ noun, coloured: true });
    expect(productSvg('classic-blender-4', 'sage', '1x1', 1)).not.toBe(productSvg('classic-blender-4', 'navy', '1x1', 1));
  });

  it('draws three views, each named for a screen reader, deterministically', () => {
    const views = [1, 2, 3].map((view) => productSvg('copper-dutch-oven-9', 'navy', '3x4', view));
    expect(new Set(views).size).toBe(3);
    expect(views.map((v) => /aria-label="([^"]+)"/.exec(v)![1])).toEqual([
      'Copper Dutch Oven',
      'Copper Dutch Oven, close up',
      'Copper Dutch Oven, in use',
    ]);
    expect(productSvg('copper-dutch-oven-9', 'navy', '3x4', 3)).toBe(views[2]);
    expect(views[0]).toContain('width="600" height="800"');
  });

  it('makes SVG that renders, for every type', async () => {
    for (const [i, noun] of TYPES.entries()) {
      const svg = productSvg(`classic-${slugify(noun)}-${i + 1}`, LOOK_COLOURS[i % LOOK_COLOURS.length]!.key, '1x1', 1 + (i % 3));
      const { info } = await sharp(Buffer.from(svg), { density: 12 }).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBeGreaterThan(0);
    }
  });

  it('offers a drawn picture’s raster sizes as a srcset, and nothing for other pictures', () => {
    expect(productImageSrcSet('/media/p/classic-blender-4/sage/3x4-2.svg')).toBe(
      '/media/p/classic-blender-4/sage/3x4-2-320.webp 320w, /media/p/classic-blender-4/sage/3x4-2-640.webp 640w, /media/p/classic-blender-4/sage/3x4-2-1280.webp 1280w',
    );
    expect(productImageSrcSet('/media/images/0b3c/640.webp')).toBeUndefined();
  });
});

describe('product pictures and details over HTTP', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    client = new TestClient(t.app);
  });
  afterAll(async () => t.close());

  it('serves each view as SVG and as webp, jpeg or png at the srcset widths', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/media/p/classic-blender-4/sage/3x4-3.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const [file, format, width, height] of [
      ['3x4-1-320.webp', 'webp', 320, 427],
      ['1x1-2-640.jpeg', 'jpeg', 640, 640],
      ['2x3-3-1280.png', 'png', 1280, 1920],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/media/p/classic-blender-4/sage/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format, width, height });
    }
  });

  it('refuses a view or width it does not draw with a 400 in words', async () => {
    for (const file of ['3x4-4.svg', '3x4-1-500.webp', '3x4-1-320.gif']) {
      const res = await client.get<{ message: string }>(`/media/p/classic-blender-4/sage/${file}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/must be \{ratio\}-\{view\}\.svg/);
    }
  });

  it('answers a product with its type’s details in reading order and three views per look', async () => {
    const result: unknown = await t.database.db.execute(sql`select slug from products where name like '% Blender' order by id limit 1`);
    const [{ slug }] = (result as { rows: Array<{ slug: string }> }).rows as [{ slug: string }];
    const res = await client.get<{ product: ProductDetail }>(`/web-registry-api/v1/shop/product/${slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.product.attributes)).toEqual(['Material', 'Capacity', 'Dimensions', 'Care', 'In the box']);
    expect(res.body.product.attributes['Capacity']).toBe('64 oz jar');
    const look = res.body.product.product_look_views[0]!;
    expect(look.images.filter((i) => i.aspect_ratios[0] === '3x4').map((i) => i.url)).toEqual(
      [1, 2, 3].map((v) => `/media/p/${slug}/${look.key}/3x4-${v}.svg`),
    );
    expect(res.body.product.price_range.max_price).toBeLessThanOrEqual(45000);
  });
});
