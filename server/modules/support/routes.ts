import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { contactBody } from '../../../src/contracts/support';
import { submitContact } from './service';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v1/support/contact',
    body: contactBody,
    config: { rateLimit: app.rateLimits.supportContact },
    handler: async ({ body }, request, reply) => {
      const result = await submitContact(
        { db: app.db, mailer: app.mailer, supportInbox: app.config.supportEmail, log: request.log },
        request.session?.userId ?? null,
        body,
      );
      reply.code(201);
      return result;
    },
  });
}
