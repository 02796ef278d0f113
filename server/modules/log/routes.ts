import type { FastifyInstance } from 'fastify';
import { logBody, logParams } from '../../../src/contracts/log';
import { scrubCardData, scrubText } from '../../../src/contracts/scrub';
import { defineRoute } from '../../lib/route';
import { recordClientLog } from './service';

/** Spec §7 client error log: POST /api/v0/log/{id}; the client ignores failures, we keep the record. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/api/v0/log/:id',
    body: logBody,
    params: logParams,
    config: { rateLimit: app.rateLimits.clientLog },
    handler: async ({ body, params }, request, reply) => {
      // Card data is never kept, whatever a client sends (the SPA scrubs too: logrocket-checkout).
      const message = scrubText(body.meta.message);
      await recordClientLog(app.db, { logId: params.id, message, data: scrubCardData(body.data), userId: request.session?.userId ?? null });
      request.log.warn({ logId: params.id, message }, 'client log');
      reply.status(204);
      return null;
    },
  });
}
