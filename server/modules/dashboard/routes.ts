import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { dashboardQuery } from '../../../src/contracts/dashboard';
import { dashboard } from './service';

/**
 * The couple's dashboard (issue 25). Signed-in only; authorised by wedding membership (the service
 * finds the wedding among the caller's own). Personal: never kept by a shared cache.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/web-api/v2/dashboard',
    query: dashboardQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return dashboard(app.db, userId, query.wedding, new Date());
    },
  });
}
