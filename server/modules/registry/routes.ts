import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { keepRepeatedBodies } from '../../lib/repeatedBodies';
import { defineRoute } from '../../lib/route';
import * as packs from './packs';
import {
  addCashBody,
  addItemBody,
  addPackBody,
  collectionBody,
  collectionOrderBody,
  externalProductBody,
  findQuery,
  giftParams,
  giftTrackerQuery,
  giftUpdateBody,
  idParams,
  publishBody,
  searchBody,
  type SearchBody,
  shippingAddressBody,
  slugParams,
  updateItemBody,
} from '../../../src/contracts/registry';
import type {
  ChecklistAnswer,
  FindCoupleAnswer,
  GiftAnswer,
  GiftTrackerAnswer,
  PublicHeaderAnswer,
  RegistrySearchAnswer,
} from '../../../src/contracts/registry';
import { RegistryReadCache } from './readCache';
import { findCouples } from './findCouples';
import { registryGift } from './gift';
import { publicHeader, searchRegistry } from './search';
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

export async function registryRoutes(app: FastifyInstance): Promise<void> {
  // What this process keeps of registries for guests, and the one rule that invalidates it (readCache.ts).
  const reads = new RegistryReadCache(app.db);
  const unlisten = await reads.listen(app.dbListen);
  app.addHook('onClose', async () => unlisten());
  // The couple's routes are `requireUser` (a signed-out caller gets a 401 before anything else); the
  // public ones (the search, a guest page, find, the packs) check no user.

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
        // A signed-out guest repeating what guests ask is answered at once (see answerAtHand);
        // anyone else, or a revalidation, goes through the whole search.
        const userId = viewerId(request);
        const ifNoneMatch = request.headers['if-none-match'];
        const atHand = userId === null && ifNoneMatch === undefined ? reads.answerAtHand(body, new Date()) : undefined;
        if (atHand) return sendJsonAnswer(request, revalidatedAnswer(reply, atHand.etag), atHand.json);
        return search(body, userId, ifNoneMatch, request, reply);
      },
    });
  });
  const search = async (
    body: SearchBody,
    userId: number | null,
    ifNoneMatch: string | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const answer = await searchRegistry(reads, body, userId, ifNoneMatch, new Date());
    revalidatedAnswer(reply, answer.etag);
    if (answer.notModified) return reply.code(304).send();
    // A guest's answer is kept with its compressed forms; the couple's own is made (and compressed) for them alone.
    return sendJsonAnswer(
      request,
      reply,
      'json' in answer ? answer.json : new JsonAnswer(JSON.stringify(answer.result satisfies RegistrySearchAnswer)),
    );
  };
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/public/:slug`,
    params: slugParams,
    handler: async ({ params }, request, reply) => {
      const answer = await publicHeader(reads, params.slug, viewerId(request), request.headers['if-none-match'], new Date());
      revalidatedAnswer(reply, answer.etag);
      if (answer.notModified) return reply.code(304).send();
      return answer.result satisfies PublicHeaderAnswer;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/public/:slug/items/:id`,
    params: giftParams,
    handler: async ({ params }, request, reply) => {
      // What is still needed changes with every purchase: a cache asks again each time.
      revalidatedAnswer(reply);
      return registryGift(reads, params.slug, params.id, viewerId(request), new Date());
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/find`,
    query: findQuery,
    handler: ({ query }, _request, reply) => {
      // Never kept (issue 26): a couple who turn their registry PRIVATE or LINK_ONLY, or unpublish it,
      // leave every search at once, including the very same search a browser made a moment before.
      reply.header('cache-control', 'no-store');
      return findCouples(app.db, query, new Date()) satisfies Promise<FindCoupleAnswer>;
    },
  });

  // The couple: overview and publishing.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/user-info`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await registry.userInfo(app.db, userId)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/summary`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await ownSummary(reads, userId, new Date())),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/publish`,
    requireUser: true,
    body: publishBody,
    handler: ({ body, userId }) => registry.setPublished(app.db, userId, body.published),
  });

  // Adding gifts.
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/add`,
    requireUser: true,
    body: addItemBody,
    handler: ({ body, userId }) => registry.addItem(app.db, userId, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/add-cash`,
    body: addCashBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      return reply.code(201).send(await registry.addCashFund(app.db, userId, body));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registryCollection/external-product`,
    body: externalProductBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      return reply.code(201).send(await registry.addExternalProduct(app.db, userId, body));
    },
  });

  // Items and collections.
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/items/:id`,
    requireUser: true,
    params: idParams,
    body: updateItemBody,
    handler: ({ params, body, userId }) => registry.updateItem(app.db, userId, params.id, body),
  });
  // DELETE registry/items/{id} is the group gifts module's (it refunds a gift guests are funding first).
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/collections`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await registry.listCollections(app.db, userId)),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/collections`,
    body: collectionBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      return reply.code(201).send(await registry.createCollection(app.db, userId, body.name));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/collections/order`,
    requireUser: true,
    body: collectionOrderBody,
    handler: ({ body, userId }) => registry.reorderCollections(app.db, userId, body.collection_ids),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/collections/:id`,
    requireUser: true,
    params: idParams,
    body: collectionBody,
    handler: ({ params, body, userId }) => registry.renameCollection(app.db, userId, params.id, body.name),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/registry/collections/:id`,
    requireUser: true,
    params: idParams,
    handler: ({ params, userId }) => registry.deleteCollection(app.db, userId, params.id),
  });

  // Shipping address (the couple's only).
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/shipping-address`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer(reply, await registry.getShippingAddress(app.db, userId)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/shipping-address`,
    requireUser: true,
    body: shippingAddressBody,
    handler: ({ body, userId }) => registry.setShippingAddress(app.db, userId, body),
  });

  // Quick-add packs, gift tracker, checklist.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/quick-add-packs`,
    handler: async (_i, request, reply) => {
      revalidatedAnswer(reply);
      return packs.listPacks(app.db, viewerId(request));
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/registry/quick-add-packs/:id/add`,
    requireUser: true,
    params: idParams,
    body: addPackBody,
    handler: ({ params, body, userId }) => packs.addPack(app.db, userId, params.id, body.collection_id),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/gift-tracker`,
    requireUser: true,
    query: giftTrackerQuery,
    handler: async ({ query, userId }, _request, reply) =>
      privateAnswer<GiftTrackerAnswer>(reply, await tracker.giftTracker(app.db, userId, query.thank_you)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/registry/gift-tracker/:id`,
    requireUser: true,
    params: idParams,
    body: giftUpdateBody,
    handler: ({ params, body, userId }): Promise<GiftAnswer> => tracker.setThankYouSent(app.db, userId, params.id, body.thank_you_sent),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/registry/checklist`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => privateAnswer<ChecklistAnswer>(reply, await tracker.checklist(reads, userId)),
  });
}
