import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { pingDatabase } from './service';

/** GET /health: the process is up and the database answers (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/health',
    handler: async (_input, _request, reply) => {
      const dbLatencyMs = await pingDatabase(app.db);
      reply.header('cache-control', 'no-store');
      return { status: 'ok', database: app.dbKind, dbLatencyMs };
    },
  });
}
