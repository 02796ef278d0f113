import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { contactBody } from './schemas';
import { submitContact } from './service';

/** Per IP: enough for a person who sends a follow-up, too few for a spam run. */
export const CONTACT_RATE_LIMIT_PER_HOUR = 10;

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v1/support/contact',
    body: contactBody,
    config: { rateLimit: { max: CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    handler: async ({ body }, request, reply) => {
      const result = await submitContact({ db: app.db, mailer: app.mailer, supportInbox: app.config.supportEmail, log: request.log }, request.session?.userId ?? null, body);
      reply.code(201);
      return result;
    },
  });
}
