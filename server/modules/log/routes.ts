import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../../src/contracts/inputs';
import { defineRoute } from '../../lib/route';
import { logBody } from '../auth/schemas';
import { recordClientLog } from './service';

/** Spec §7 client error log: POST /api/v0/log/{id}; the client ignores failures, we keep the record. */
export async function logRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST', url: '/api/v0/log/:id', body: logBody, params: z.object({ id: text(100, { trim: false }).min(1) }),
    config: { rateLimit: app.rateLimits.clientLog },
    handler: async ({ body, params }, request, reply) => {
      await recordClientLog(app.db, { logId: params.id, message: body.meta.message, data: body.data, userId: request.session?.userId ?? null });
      request.log.warn({ logId: params.id, message: body.meta.message }, 'client log');
      reply.status(204);
      return null;
    },
  });
}
