import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route';
import { noStore } from '../cart/routes';
import { ownerOf } from '../cart/store';
import { ownOrder, startReturn, trackOrder } from './service';

const PREFIX = '/web-registry-api/v1';
const orderNumber = z.string().trim().min(1, 'Please enter your order number.').max(20, 'Order numbers look like CF-100042.');
const email = z.email({ message: 'Please enter a valid email address.' }).max(254);
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  /** Guessing order numbers by email is slow going: status and return share one per-IP budget. */
  const lookupLimit = { rateLimit: app.rateLimits.orderLookup };
  app.addHook('onSend', async (_request, reply) => noStore(reply));

  defineRoute(app, {
    method: 'GET', url: `${PREFIX}/orders/:orderNumber`, params: z.object({ orderNumber }),
    handler: async ({ params }, request) => ownOrder(app.db, ownerOf(request.session), params.orderNumber),
  });
  defineRoute(app, {
    method: 'POST', url: `${PREFIX}/orders/status`, body: z.object({ orderNumber, email }), config: lookupLimit,
    handler: async ({ body }) => trackOrder(app.db, body.orderNumber, body.email),
  });
  defineRoute(app, {
    method: 'POST', url: `${PREFIX}/orders/return`, config: lookupLimit,
    body: z.object({
      orderNumber,
      email,
      lineIds: z.array(z.number().int().positive()).min(1, 'Choose at least one item to return.').max(100),
      reason: z.string().trim().min(1, 'Please tell us why you are returning these items.').max(500, 'Reasons can be at most 500 characters.'),
    }),
    handler: async ({ body }) => startReturn(app.db, body),
  });
}
