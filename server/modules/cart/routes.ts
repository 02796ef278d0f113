import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/route';
import { addCartItemBody, itemIdsBody } from '../../../src/contracts/cart';
import { addItem, countItems, getCart, resolveUnavailable } from './service';
import { mergeGuestCartOnLogin, ownerForWrite, ownerOf } from './store';

const PREFIX = '/web-registry-api/v1';

/** A cart is one visitor's: never kept by a shared cache. */
export const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'private, no-store');

export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.loginHooks.push(mergeGuestCartOnLogin);

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/cart/count`,
    handler: async (_input, request, reply) => {
      noStore(reply);
      return { itemCount: await countItems(app.db, ownerOf(request.session)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/cart`,
    handler: async (_input, request, reply) => {
      noStore(reply);
      return getCart(app.db, ownerOf(request.session));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/cart/item`,
    body: addCartItemBody,
    handler: async ({ body }, request, reply) => {
      const owner = await ownerForWrite(request, reply);
      noStore(reply);
      return reply.code(201).send(await addItem(app.db, owner, body));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/cart/items`,
    body: itemIdsBody,
    handler: async ({ body }, request, reply) => {
      noStore(reply);
      return resolveUnavailable(app.db, ownerOf(request.session), body.itemIds);
    },
  });
}
