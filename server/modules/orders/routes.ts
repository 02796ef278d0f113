import type { FastifyInstance } from 'fastify';
import { orderLookupBody, orderNumberParams, returnBody } from '../../../src/contracts/orders';
import { defineRoute } from '../../lib/route';
import { noStore } from '../cart/routes';
import { ownerOf } from '../cart/store';
import { ownOrder, startReturn, trackOrder } from './service';
import { sendReturnLabel } from '../returns/label';

const PREFIX = '/web-registry-api/v1';
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  /** Guessing order numbers by email is slow going: status and return share one per-IP budget. */
  const lookupLimit = { rateLimit: app.rateLimits.orderLookup };
  app.addHook('onSend', async (_request, reply) => noStore(reply));

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/orders/:orderNumber`,
    params: orderNumberParams,
    handler: async ({ params }, request) => ownOrder(app.db, ownerOf(request.session), params.orderNumber),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/orders/status`,
    body: orderLookupBody,
    config: lookupLimit,
    handler: async ({ body }) => trackOrder(app.db, body.orderNumber, body.email),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/orders/return`,
    config: lookupLimit,
    body: returnBody,
    handler: async ({ body }) => {
      const answer = await startReturn(app.db, body);
      // The free label goes out as a mail job once the return is stored.
      await sendReturnLabel(app, answer.order);
      return answer;
    },
  });
}
