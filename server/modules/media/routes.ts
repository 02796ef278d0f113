import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { slug as slugOf } from '../../../src/contracts/inputs';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { productSvg, sceneSvg, swatchSvg } from './svg';
import { productRaster, type RasterFormat } from './raster';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_WIDTHS,
  MAX_IMAGE_UPLOAD_BYTES,
  type ImageFormat,
  type ImageWidth,
} from '../../../src/contracts/media';
import { imageVariant, removeCouplePhoto, setCouplePhoto } from './images';

const slug = slugOf(120);
const PRODUCT_FILE = /^(1x1|3x4|2x3)-([123])(?:-(320|640|1280)\.(webp|jpeg|png)|\.svg)$/;

function sendSvg(reply: FastifyReply, svg: string) {
  // The same URL always draws the same picture.
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
}

const IMAGE_FILE = new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.(webp|jpeg)$`);
const imageParams = z.object({
  id: z.uuid({ message: 'must be an image id' }),
  file: z.string().regex(IMAGE_FILE, `must be {width}.{webp|jpeg}, width one of ${IMAGE_WIDTHS.join(', ')}`),
});

/** Locally generated images: products (per look, aspect ratio and view), swatches and scenes. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/media/p/:slug/:look/:file',
    params: z.object({
      slug,
      look: slug,
      file: z.string().regex(PRODUCT_FILE, 'must be {ratio}-{view}.svg or {ratio}-{view}-{320|640|1280}.{webp|jpeg|png}'),
    }),
    handler: async ({ params }, _request, reply) => {
      const [, ratio, view, width, format] = PRODUCT_FILE.exec(params.file)!;
      const svg = productSvg(params.slug, params.look, ratio!, Number(view));
      if (!width) return sendSvg(reply, svg);
      // The same drawing as pixels, for what cannot take SVG (og:image, mail clients) and srcset.
      const bytes = await productRaster(`${params.slug}/${params.look}/${params.file}`, svg, Number(width), format as RasterFormat);
      return reply.type(`image/${format}`).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/media/swatch/:file',
    params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be {key}.svg') }),
    handler: ({ params }, _request, reply) => sendSvg(reply, swatchSvg(params.file.replace('.svg', ''))),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/media/scene/:file',
    params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be {slug}.svg') }),
    handler: ({ params }, _request, reply) => sendSvg(reply, sceneSvg(params.file.replace('.svg', ''))),
  });

  // Uploaded pictures (images.ts). An id names one upload's bytes for ever (a new photo is a new
  // id), so a size is cached as long as any cache will keep it; the ETag is its bytes' hash.
  defineRoute(app, {
    method: 'GET',
    url: '/media/images/:id/:file',
    params: imageParams,
    handler: async ({ params }, request, reply) => {
      const [, width, format] = IMAGE_FILE.exec(params.file)!;
      const variant = await imageVariant(app.db, params.id, Number(width) as ImageWidth, format as ImageFormat);
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', variant.etag);
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      return reply.type(`image/${format}`).send(variant.bytes);
    },
  });

  // The couple photo's upload: the file's bytes as the request body. Only in this plugin's scope:
  // elsewhere the API takes JSON.
  addImageBodyParser(app);
  defineRoute(app, {
    method: 'PUT',
    url: '/web-api/v2/wedding/couple-photo',
    requireUser: true,
    handler: async ({ userId }, request, reply) => {
      if (!Buffer.isBuffer(request.body))
        throw badRequest('Send the photo itself as the request body (Content-Type image/jpeg, image/png, ...).', { code: 'not_an_image' });
      reply.header('cache-control', 'private, no-store');
      return setCouplePhoto(app.db, userId, request.body);
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/web-api/v2/wedding/couple-photo',
    requireUser: true,
    handler: ({ userId }) => removeCouplePhoto(app.db, userId),
  });
}

/**
 * Lets a plugin's routes take a picture's bytes as the request body (Content-Type image/* or
 * application/octet-stream), at most MAX_IMAGE_UPLOAD_BYTES, as a Buffer. Registered only in the
 * scopes that take uploads (media, the website's photos): elsewhere the API takes JSON.
 */
export function addImageBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(/^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i, (request, payload, done) => {
    // Read by hand rather than with parseAs/bodyLimit, so that a photo over the limit is told how
    // large a photo may be (Fastify's own refusal says only 'The request is too large.').
    const tooLarge = () => new AppError(413, IMAGE_TOO_LARGE_MESSAGE, { code: 'too_large' });
    if (Number(request.headers['content-length'] ?? 0) > MAX_IMAGE_UPLOAD_BYTES) return done(tooLarge(), undefined);
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_IMAGE_UPLOAD_BYTES) {
        payload.removeAllListeners('data');
        payload.resume();
        return finish(tooLarge());
      }
      chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks, size)));
    payload.on('error', (error) => finish(error));
  });
}

/** The body of an upload route, or a 400 in words when it is not a file's bytes (JSON, a form). */
export function imageBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body))
    throw badRequest('Send the photo itself as the request body (Content-Type image/jpeg, image/png, ...).', { code: 'not_an_image' });
  if (body.length === 0) throw badRequest('Please choose a photo to upload.', { code: 'no_image' });
  return body;
}
