import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { projectIdParams } from '../../../src/contracts/paperProjects';
import { addPaperToCartBody, paperLineParams } from '../../../src/contracts/paperOrder';
import { paperQuantityBody } from '../../../src/contracts/checkout';
import type { CartUpdateAnswer } from '../../../src/contracts/checkout';
import { cartAndTotals } from '../checkout/service';
import { noStore } from '../cart/routes';
import { addPaperToCart, setPaperQuantity } from './service';

/** Ordering paper (issue 30): a project into the cart, and a paper line's quantity among its tiers (answered like the cart's own quantity change). */
export async function paperOrderRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/paper/projects/:id/cart',
    requireUser: true,
    params: projectIdParams,
    body: addPaperToCartBody,
    handler: async ({ userId, params, body }, _request, reply) => {
      noStore(reply);
      return reply.code(201).send(await addPaperToCart(app.db, userId, params.id, body));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/web-api/v2/paper/cart-lines/:id',
    requireUser: true,
    params: paperLineParams,
    body: paperQuantityBody,
    handler: async ({ userId, params, body }, _request, reply) => {
      noStore(reply);
      await setPaperQuantity(app.db, userId, params.id, body.quantity);
      const { quantity: _q, ...flags } = body;
      return { ...(await cartAndTotals(app.db, { userId }, flags)), errorMessage: null } satisfies CartUpdateAnswer;
    },
  });
}
