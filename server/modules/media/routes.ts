import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { slug as slugOf } from '../../../src/contracts/inputs';
import { defineRoute } from '../../lib/route';
import { productSvg, sceneSvg, swatchSvg } from './svg';

const slug = slugOf(120);

function sendSvg(reply: FastifyReply, svg: string) {
  // The same URL always draws the same picture.
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
}

/** Locally generated images: products (per look, aspect ratio and view), swatches and scenes. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/media/p/:slug/:look/:file',
    params: z.object({ slug, look: slug, file: z.string().regex(/^(1x1|3x4|2x3)-[12]\.svg$/, 'must be {ratio}-{view}.svg') }),
    handler: ({ params }, _request, reply) => {
      const [ratio, view] = params.file.replace('.svg', '').split('-');
      return sendSvg(reply, productSvg(params.slug, params.look, ratio!, Number(view)));
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
}
