import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { importProduct } from './importer';
import { markPurchased } from './service';
import { importProductBody, markPurchaseBody, markPurchaseParams } from '../../../src/contracts/outsideGifts';

const PREFIX = '/web-registry-api/v1';

/** Gifts from other stores (issue 26; server/API.md "Gifts from other stores"). */
export async function outsideGiftRoutes(app: FastifyInstance): Promise<void> {
  // A guest (signed in or not) says they bought an outside gift at its store.
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/public/:slug/items/:id/purchases`,
    params: markPurchaseParams,
    body: markPurchaseBody,
    config: { rateLimit: app.rateLimits.outsideGiftMark },
    handler: async ({ params, body }, request, reply) => {
      const answer = await markPurchased(app.db, params.slug, params.id, request.session?.userId ?? null, body);
      return reply.code(201).header('cache-control', 'private, no-store').send(answer);
    },
  });

  // The couple pastes a store's web address: the server reads the page for the form to start from.
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/external-product/import`,
    requireUser: true,
    body: importProductBody,
    config: { rateLimit: app.rateLimits.outsideGiftImport },
    handler: async ({ body, userId }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return importProduct(app.db, userId, body.url, {
        fetchGuard: app.fetchGuard,
        readBrand: app.config.flags.giftImportBrandExtraction,
        log: request.log,
      });
    },
  });
}
