import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import * as c from '../../../src/contracts/budget';
import * as budget from './service';

const PREFIX = '/web-api/v2/wedding/budget';

/**
 * The wedding budget (issue 29; server/API.md "The wedding budget"). Every route acts on the
 * caller's own wedding (wedding_members); an id of another wedding's category, item or payment
 * answers 404 (BOLA). Writes are per item (or category, or payment), each with its version.
 */
export async function budgetRoutes(app: FastifyInstance): Promise<void> {
  const noStore = { 'cache-control': 'private, no-store' };

  defineRoute(app, {
    method: 'GET',
    url: PREFIX,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return budget.getBudget(app.db, userId, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: PREFIX,
    body: c.startBudgetBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return budget.startBudget(app.db, userId, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: PREFIX,
    body: c.updateBudgetBody,
    requireUser: true,
    handler: async ({ body, userId }) => budget.updateBudget(app.db, userId, body, new Date()),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/export.csv`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      const csv = await budget.budgetCsv(app.db, userId, new Date());
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wedding-budget.csv"')
        .send(csv);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors`,
    query: c.vendorSearchQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.headers(noStore);
      return budget.searchVendors(app.db, userId, query.q);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/categories`,
    body: c.createCategoryBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return budget.createCategory(app.db, userId, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/categories/:id`,
    params: c.categoryIdParams,
    body: c.updateCategoryBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => budget.updateCategory(app.db, userId, params.id, body, new Date()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/categories/:id`,
    params: c.categoryIdParams,
    query: c.versionQuery,
    requireUser: true,
    handler: async ({ params, query, userId }, _request, reply) => {
      await budget.deleteCategory(app.db, userId, params.id, query.version);
      reply.status(204);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/items`,
    body: c.createItemBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return budget.createItem(app.db, userId, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/items/:id`,
    params: c.itemIdParams,
    body: c.updateItemBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => budget.updateItem(app.db, userId, params.id, body, new Date()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/items/:id`,
    params: c.itemIdParams,
    query: c.versionQuery,
    requireUser: true,
    handler: async ({ params, query, userId }, _request, reply) => {
      await budget.deleteItem(app.db, userId, params.id, query.version);
      reply.status(204);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/items/:id/payments`,
    params: c.itemIdParams,
    body: c.createPaymentBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      reply.status(201);
      return budget.createPayment(app.db, userId, params.id, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/payments/:id`,
    params: c.paymentIdParams,
    body: c.updatePaymentBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => budget.updatePayment(app.db, userId, params.id, body, new Date()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/payments/:id`,
    params: c.paymentIdParams,
    query: c.versionQuery,
    requireUser: true,
    handler: async ({ params, query, userId }) => budget.deletePayment(app.db, userId, params.id, query.version),
  });
}
