import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { microCache, wantsRevalidation } from '../../lib/publicCache';
import { defineRoute } from '../../lib/route';
import {
  listingQuery,
  newArrivalsQuery,
  productParams,
  shopSearchQuery as searchQuery,
  shopSlugParams as slugParams,
} from '../../../src/contracts/shop';
import { suggestQuery } from '../../../src/contracts/search';
import { suggest } from '../search/service';
import * as shop from './service';

const PREFIX = '/web-registry-api/v1/shop';

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const answers = microCache();
  /**
   * Public catalog reads: the same for everyone, so shared caches may keep them briefly, and so
   * does this process (for the same time; see microCache). Returns the handler's answer.
   */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    seconds: number,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> => {
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    // Kept as JSON text (listings arrive as text: their cards are stored as JSON) and compressed at
    // most once per encoding, so a cached answer is not serialised or compressed again per request.
    const answer = await answers.get(
      request.url,
      seconds * 1000,
      async () => {
        const value = await load();
        return new JsonAnswer(typeof value === 'string' ? value : JSON.stringify(value));
      },
      wantsRevalidation(request),
    );
    return sendJsonAnswer(request, reply, answer);
  };

  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/category/:slug`,
    params: slugParams,
    query: listingQuery,
    handler: ({ params, query }, req, reply) => cached(req, reply, 60, () => shop.categoryListing(app.db, params.slug, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/collection/:slug`,
    params: slugParams,
    query: listingQuery,
    handler: ({ params, query }, req, reply) => cached(req, reply, 60, () => shop.collectionListing(app.db, params.slug, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/starter-collections`,
    handler: (_i, req, reply) => cached(req, reply, 60, () => shop.starterCollections(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/brands`,
    handler: (_i, req, reply) => cached(req, reply, 300, () => shop.listBrands(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/brand/:slug`,
    params: slugParams,
    query: listingQuery,
    handler: ({ params, query }, req, reply) => cached(req, reply, 60, () => shop.brandListing(app.db, params.slug, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/partner-boutique/:slug`,
    params: slugParams,
    query: listingQuery,
    handler: ({ params, query }, req, reply) => cached(req, reply, 60, () => shop.boutiqueListing(app.db, params.slug, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/cash-funds`,
    handler: (_i, req, reply) => cached(req, reply, 300, () => shop.cashFunds(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/gift-cards`,
    handler: (_i, req, reply) => cached(req, reply, 300, () => shop.giftCards(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/new-arrivals`,
    query: newArrivalsQuery,
    handler: ({ query }, req, reply) => cached(req, reply, 60, () => shop.newArrivals(app.db, query.limit)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/search`,
    query: searchQuery,
    handler: ({ query }, req, reply) => cached(req, reply, 30, () => shop.search(app.db, query.q, query)),
  });
  // Search suggestions as one types (issue 32): the same for everyone, so cached like the catalog.
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/suggest`,
    query: suggestQuery,
    handler: ({ query }, req, reply) => cached(req, reply, 60, () => suggest(app.db, query.q)),
  });
  // Stock changes with every order, and the shipping estimate with the day: a short cache only.
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/product/:idOrSlug`,
    params: productParams,
    handler: ({ params }, req, reply) => cached(req, reply, 15, () => shop.productDetail(app.db, params.idOrSlug, new Date())),
  });
}
