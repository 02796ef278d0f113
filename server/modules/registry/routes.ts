import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { keepRepeatedBodies } from '../../lib/repeatedBodies';
import { defineRoute } from '../../lib/route';
import { requireUserId } from '../../plugins/session';
import { snapshotCache } from './items';
import * as packs from './packs';
import {
  addCashBody,
  addItemBody,
  addPackBody,
  collectionBody,
  collectionOrderBody,
  externalProductBody,
  findQuery,
  giftTrackerQuery,
  giftUpdateBody,
  idParams,
  publishBody,
  searchBody,
  type SearchBody,
  shippingAddressBody,
  slugParams,
  updateItemBody,
} from './schemas';
import { findCouples, guestAnswerAtHand, publicHeader, searchRegistry } from './search';
import * as registry from './service';
import { ownSummary } from './summary';
import * as tracker from './tracker';

const PREFIX = '/web-registry-api/v1';

const viewerId = (request: FastifyRequest) => request.session?.userId ?? null;

/** The couple's own data: never kept by shared caches. */
const privateAnswer = <T>(reply: FastifyReply, value: T): T => {
  reply.header('cache-control', 'private, no-store');
  return value;
};

/** A registry read any cache must check again before use (the couple may change it at any moment), with its ETag when it has one. */
const revalidatedAnswer = (reply: FastifyReply, etag?: string | null): FastifyReply => {
  reply.header('cache-control', 'private, no-cache');
  return etag ? reply.header('etag', etag) : reply;
};

const requireSignedIn = async (request: FastifyRequest) => {
  requireUserId(request);
};

/** Routes anyone may call; every other registry route is the couple's and needs a signed-in user. */
const PUBLIC_ROUTES = new Set([
  `POST ${PREFIX}/registryCollection/search`,
  `GET ${PREFIX}/registry/public/:slug`,
  `GET ${PREFIX}/registry/find`,
  `GET ${PREFIX}/registry/quick-add-packs`,
]);

export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const snapshots = snapshotCache();
  // Any process's committed change to a registry reaches this one's copies (migration 0012).
  const unlisten = await app.dbListen('registry_changed', (id) => snapshots.forget(Number(id)), () => snapshots.forgetAll());
  app.addHook('onClose', async () => unlisten());
  // Signed out → 401 before anything else (a bad body from a signed-out caller is still a 401). Only
  // the couple's routes carry the check: the public ones (a guest page's every request) run no such hook.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD is the GET without its body (Fastify adds one for every GET).
    if (methods.every((method) => PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${route.url}`))) return;
    route.preHandler = [requireSignedIn, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });

  // Guest page and couple page: items, facets, header. In a scope of its own, so that only this
  // route keeps its bodies: every guest opening a registry sends the same first-page request.
  await app.register(async (scope) => {
    keepRepeatedBodies(scope, searchBody);
    defineRoute(scope, {
      method: 'POST',
      url: `${PREFIX}/registryCollection/search`,
      body: searchBody,
      encodesAnswer: true,
      handler: ({ body }, request, reply) => {
        // A signed-out guest repeating what guests ask is answered at once (see guestAnswerAtHand);
        // anyone else, or a revalidation, goes through the whole search.
        const userId = viewerId(request);
        const ifNoneMatch = request.headers['if-none-match'];
        const atHand = userId === null && ifNoneMatch === undefined ? guestAnswerAtHand(snapshots, body, new Date()) : undefined;
        if (atHand) return sendJsonAnswer(request, revalidatedAnswer(reply, atHand.etag), atHand.json);
        return search(body, userId, ifNoneMatch, request, reply);
      },
    });
  });
  const search = async (body: SearchBody, userId: number | null, ifNoneMatch: string | undefined, request: FastifyRequest, reply: FastifyReply) => {
    const answer = await searchRegistry(app.db, snapshots, body, userId, ifNoneMatch, new Date());
    revalidatedAnswer(reply, answer.etag);
    if (answer.notModified) return reply.code(304).send();
    // A guest's answer is kept with its compressed forms; the couple's own is made (and compressed) for them alone.
    return sendJsonAnswer(request, reply, 'json' in answer ? answer.json : new JsonAnswer(JSON.stringify(answer.result)));
  };
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/public/:slug`,
    params: slugParams,
    handler: async ({ params }, request, reply) => {
      const answer = await publicHeader(app.db, snapshots, params.slug, viewerId(request), request.headers['if-none-match'], new Date());
      revalidatedAnswer(reply, answer.etag);
      if (answer.notModified) return reply.code(304).send();
      return answer.result;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/find`,
    query: findQuery,
    handler: ({ query }, _request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return findCouples(app.db, query, new Date());
    },
  });

  // The couple: overview and publishing.
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/user-info`, handler: async (_i, request, reply) => privateAnswer(reply, await registry.userInfo(app.db, requireUserId(request))) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/summary`, handler: async (_i, request, reply) => privateAnswer(reply, await ownSummary(app.db, snapshots, requireUserId(request), new Date())) });
  defineRoute(app, { method: 'POST', url: `${PREFIX}/registry/publish`, body: publishBody, handler: ({ body }, request) => registry.setPublished(app.db, requireUserId(request), body.published) });

  // Adding gifts.
  defineRoute(app, { method: 'POST', url: `${PREFIX}/registryCollection/add`, body: addItemBody, handler: ({ body }, request) => registry.addItem(app.db, requireUserId(request), body) });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/add-cash`,
    body: addCashBody,
    handler: async ({ body }, request, reply) => {
      const userId = requireUserId(request);
      return reply.code(201).send(await registry.addCashFund(app.db, userId, body));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/external-product`,
    body: externalProductBody,
    handler: async ({ body }, request, reply) => {
      const userId = requireUserId(request);
      return reply.code(201).send(await registry.addExternalProduct(app.db, userId, body));
    },
  });

  // Items and collections.
  defineRoute(app, { method: 'PUT', url: `${PREFIX}/registry/items/:id`, params: idParams, body: updateItemBody, handler: ({ params, body }, request) => registry.updateItem(app.db, requireUserId(request), params.id, body) });
  defineRoute(app, { method: 'DELETE', url: `${PREFIX}/registry/items/:id`, params: idParams, handler: ({ params }, request) => registry.deleteItem(app.db, requireUserId(request), params.id) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/collections`, handler: async (_i, request, reply) => privateAnswer(reply, await registry.listCollections(app.db, requireUserId(request))) });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/collections`,
    body: collectionBody,
    handler: async ({ body }, request, reply) => {
      const userId = requireUserId(request);
      return reply.code(201).send(await registry.createCollection(app.db, userId, body.name));
    },
  });
  defineRoute(app, { method: 'PUT', url: `${PREFIX}/registry/collections/order`, body: collectionOrderBody, handler: ({ body }, request) => registry.reorderCollections(app.db, requireUserId(request), body.collection_ids) });
  defineRoute(app, { method: 'PUT', url: `${PREFIX}/registry/collections/:id`, params: idParams, body: collectionBody, handler: ({ params, body }, request) => registry.renameCollection(app.db, requireUserId(request), params.id, body.name) });
  defineRoute(app, { method: 'DELETE', url: `${PREFIX}/registry/collections/:id`, params: idParams, handler: ({ params }, request) => registry.deleteCollection(app.db, requireUserId(request), params.id) });

  // Shipping address (the couple's only).
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/shipping-address`, handler: async (_i, request, reply) => privateAnswer(reply, await registry.getShippingAddress(app.db, requireUserId(request))) });
  defineRoute(app, { method: 'PUT', url: `${PREFIX}/registry/shipping-address`, body: shippingAddressBody, handler: ({ body }, request) => registry.setShippingAddress(app.db, requireUserId(request), body) });

  // Quick-add packs, gift tracker, checklist.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/quick-add-packs`,
    handler: async (_i, request, reply) => {
      revalidatedAnswer(reply);
      return packs.listPacks(app.db, viewerId(request));
    },
  });
  defineRoute(app, { method: 'POST', url: `${PREFIX}/registry/quick-add-packs/:id/add`, params: idParams, body: addPackBody, handler: ({ params, body }, request) => packs.addPack(app.db, requireUserId(request), params.id, body.collection_id) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/gift-tracker`, query: giftTrackerQuery, handler: async ({ query }, request, reply) => privateAnswer(reply, await tracker.giftTracker(app.db, requireUserId(request), query.thank_you)) });
  defineRoute(app, { method: 'PUT', url: `${PREFIX}/registry/gift-tracker/:id`, params: idParams, body: giftUpdateBody, handler: ({ params, body }, request) => tracker.setThankYouSent(app.db, requireUserId(request), params.id, body.thank_you_sent) });
  defineRoute(app, { method: 'GET', url: `${PREFIX}/registry/checklist`, handler: async (_i, request, reply) => privateAnswer(reply, await tracker.checklist(app.db, snapshots, requireUserId(request))) });
}
