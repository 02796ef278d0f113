import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { safeEqual } from '../../lib/tokens';
import { isStaffUser } from '../experiments/service';

/** Who may read the metrics: the operator's scraper (Authorization: Bearer METRICS_TOKEN) or a staff session. */
async function allowed(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = /^Bearer (.+)$/.exec(header)?.[1];
    if (app.config.metricsToken && token && safeEqual(token, app.config.metricsToken)) return;
    throw unauthorized('That metrics token is not valid.');
  }
  const userId = request.session?.userId;
  if (!userId) throw unauthorized();
  if (request.session?.isSpoof || !(await isStaffUser(app.db, userId))) throw forbidden('Only staff can read the metrics.');
}

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  // Flag datadog (spec §9): off, the endpoint does not exist (404), as if never deployed.
  defineRoute(app, {
    method: 'GET',
    url: '/api/v0/metrics',
    handler: async (_input, request, reply) => {
      const metrics = app.requestMetrics;
      if (!metrics) throw notFound();
      await allowed(app, request);
      reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8');
      return metrics.render();
    },
  });
}
