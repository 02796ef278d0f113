import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../../src/contracts/inputs';
import { scrubCardData, scrubText } from '../../../src/contracts/scrub';
import { defineRoute } from '../../lib/route';
import { logBody } from '../auth/schemas';
import { recordClientLog } from './service';

/** Spec §7 client error log: POST /api/v0/log/{id}; the client ignores failures, we keep the record. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST', url: '/api/v0/log/:id', body: logBody, params: z.object({ id: text(100, { trim: false }).min(1) }),
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
