import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/route';
import { listingQuery, newArrivalsQuery, productParams, searchQuery, slugParams } from './schemas';
import * as shop from './service';

const PREFIX = '/web-registry-api/v1/shop';

/** Public catalog reads: the same for everyone, so shared caches may keep them briefly. */
function cache(reply: FastifyReply, seconds = 60) {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

export async function shopRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, { method: 'GET', url: `${PREFIX}/category/:slug`, params: slugParams, query: listingQuery, handler: ({ params, query }, _req, reply) => (cache(reply), shop.categoryListing(app.db, params.slug, query)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/collection/:slug`, params: slugParams, query: listingQuery, handler: ({ params, query }, _req, reply) => (cache(reply), shop.collectionListing(app.db, params.slug, query)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/starter-collections`, handler: (_i, _req, reply) => (cache(reply), shop.starterCollections(app.db)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/brands`, handler: (_i, _req, reply) => (cache(reply, 300), shop.listBrands(app.db)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/brand/:slug`, params: slugParams, query: listingQuery, handler: ({ params, query }, _req, reply) => (cache(reply), shop.brandListing(app.db, params.slug, query)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/partner-boutique/:slug`, params: slugParams, query: listingQuery, handler: ({ params, query }, _req, reply) => (cache(reply), shop.boutiqueListing(app.db, params.slug, query)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/cash-funds`, handler: (_i, _req, reply) => (cache(reply, 300), shop.cashFunds(app.db)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/gift-cards`, handler: (_i, _req, reply) => (cache(reply, 300), shop.giftCards(app.db)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/new-arrivals`, query: newArrivalsQuery, handler: ({ query }, _req, reply) => (cache(reply), shop.newArrivals(app.db, query.limit)) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/search`, query: searchQuery, handler: ({ query }, _req, reply) => (cache(reply, 30), shop.search(app.db, query.q, query)) });
  // Stock changes with every order, and the shipping estimate with the day: a short cache only.
  defineRoute(app, { method: 'GET', url: `${PREFIX}/product/:idOrSlug`, params: productParams, handler: ({ params }, _req, reply) => (cache(reply, 15), shop.productDetail(app.db, params.idOrSlug, new Date())) });
}
