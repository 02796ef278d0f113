import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { email, id, text } from '../../../src/contracts/inputs';
import { defineRoute } from '../../lib/route';
import { noStore } from '../cart/routes';
import { ownerOf } from '../cart/store';
import { ownOrder, startReturn, trackOrder } from './service';

const PREFIX = '/web-registry-api/v1';
const orderNumber = text(20, { tooLong: 'Order numbers look like CF-100042.' }).min(1, 'Please enter your order number.');
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  /** Guessing order numbers by email is slow going: status and return share one per-IP budget. */
  const lookupLimit = { rateLimit: app.rateLimits.orderLookup };
  app.addHook('onSend', async (_request, reply) => noStore(reply));

  defineRoute(app, {
    method: 'GET', url: `${PREFIX}/orders/:orderNumber`, params: z.object({ orderNumber }),
    handler: async ({ params }, request) => ownOrder(app.db, ownerOf(request.session), params.orderNumber),
  });
  defineRoute(app, {
    method: 'POST', url: `${PREFIX}/orders/status`, body: z.object({ orderNumber, email: email() }), config: lookupLimit,
    handler: async ({ body }) => trackOrder(app.db, body.orderNumber, body.email),
  });
  defineRoute(app, {
    method: 'POST', url: `${PREFIX}/orders/return`, config: lookupLimit,
    body: z.object({
      orderNumber,
      email: email(),
      lineIds: z.array(id()).min(1, 'Choose at least one item to return.').max(100),
      reason: text(500, { tooLong: 'Reasons can be at most 500 characters.' }).min(1, 'Please tell us why you are returning these items.'),
    }),
    handler: async ({ body }) => startReturn(app.db, body),
  });
}
