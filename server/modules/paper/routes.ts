import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { microCache, wantsRevalidation } from '../../lib/publicCache';
import { defineRoute } from '../../lib/route';
import { notFound } from '../../lib/errors';
import {
  ART_SIDES,
  ART_WIDTHS,
  catalogueParams,
  catalogueQuery,
  designParams,
  PAPER_ART_VERSION,
  PAPER_SHAPES,
  sampleBody,
  type ArtSide,
  type PaperShape,
} from '../../../src/contracts/paper';
import { drawCard } from './art/card';
import { sendSampleConfirmation } from './mail';
import * as paper from './service';

const PREFIX = '/web-api/v2/paper';
const ART_FILE = new RegExp(`^(${ART_SIDES.join('|')})-(${PAPER_SHAPES.join('|')})-(${ART_WIDTHS.join('|')})\\.svg$`);

/** The paper catalogue (issue 30): public catalogue reads, the cards' art, and free samples. */
export async function paperRoutes(app: FastifyInstance): Promise<void> {
  const answers = microCache(200);
  /** Public reads, the same for everyone: shared caches and this process keep them for `seconds`. */
  const cached = async (request: FastifyRequest, reply: FastifyReply, seconds: number, load: () => Promise<unknown>) => {
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    const answer = await answers.get(
      request.url,
      seconds * 1000,
      async () => new JsonAnswer(JSON.stringify(await load())),
      wantsRevalidation(request),
    );
    return sendJsonAnswer(request, reply, answer);
  };

  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/home`,
    handler: (_input, request, reply) => cached(request, reply, 300, () => paper.home(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/suites`,
    handler: (_input, request, reply) => cached(request, reply, 300, () => paper.suites(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/catalogue/:slug`,
    params: catalogueParams,
    query: catalogueQuery,
    handler: ({ params, query }, request, reply) => cached(request, reply, 300, () => paper.catalogue(app.db, params.slug, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/design/:slug`,
    params: designParams,
    handler: ({ params }, request, reply) => cached(request, reply, 300, () => paper.designDetail(app.db, params.slug)),
  });

  // Free samples: a guest or a couple, no payment; 5 a person by email address (service.ts).
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/samples`,
    body: sampleBody,
    config: { rateLimit: app.rateLimits.paperSamples },
    handler: async ({ body }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const order = await paper.placeSampleOrder(app.db, request.session?.userId ?? null, body);
      await sendSampleConfirmation(app, order);
      return reply.code(201).send(order);
    },
  });

  // A card's picture: the version in the path changes when the art does, so a URL is cached for ever.
  defineRoute(app, {
    method: 'GET',
    url: `/media/paper/${PAPER_ART_VERSION}/:design/:colourway/:file`,
    params: z.object({
      design: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a design slug'),
      colourway: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a colourway key'),
      file: z.string().regex(ART_FILE, `must be {${ART_SIDES.join('|')}}-{shape}-{${ART_WIDTHS.join('|')}}.svg`),
    }),
    handler: async ({ params }, _request, reply) => {
      const [, side, shape, width] = ART_FILE.exec(params.file)!;
      const design = await paper.artInput(app.db, params.design, params.colourway);
      if (!design) throw notFound(paper.DESIGN_NOT_FOUND_MESSAGE);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(drawCard(design, side as ArtSide, shape as PaperShape, Number(width)));
    },
  });
}
