import fp from 'fastify-plugin';
import { RequestMetrics } from '../lib/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's request metrics (GET /api/v0/metrics); null while the datadog flag is off. */
    requestMetrics: RequestMetrics | null;
  }
}

/**
 * Flag datadog: an onResponse hook counts every answer under its route pattern (the router's
 * declared URL; '(unmatched)' for 404s that matched no route, so probes cannot mint series).
 * With the flag off no hook is added at all.
 */
export const metricsPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    const metrics = enabled ? new RequestMetrics() : null;
    app.decorate('requestMetrics', metrics);
    if (!metrics) return;
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request.method, request.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
