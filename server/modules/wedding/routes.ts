import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import * as c from '../../../src/contracts/wedding';
import { acceptInvitation, invitePartner, lookupInvitation, removeMember, revokeInvitation } from './invitations';
import { deleteWedding, requireMembership, saveSetupStep, updateWedding, weddingAnswer } from './service';

/**
 * The couple's wedding (issue 25; server/API.md "The couple's wedding"). Every route acts on the
 * caller's own wedding, found through wedding_members: no route takes a wedding id (BOLA).
 */
export async function weddingRoutes(app: FastifyInstance): Promise<void> {
  const noStore = { 'cache-control': 'private, no-store' };
  // Invitation links are guessed nowhere (256 bits), but their routes share the log-in budget anyway.
  const limited = { rateLimit: app.rateLimits.auth };

  defineRoute(app, {
    method: 'GET',
    url: '/web-api/v2/wedding',
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return weddingAnswer(app.db, await requireMembership(app.db, userId), new Date());
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/web-api/v2/wedding',
    body: c.weddingUpdateBody,
    requireUser: true,
    handler: async ({ body, userId }) => updateWedding(app.db, userId, body, new Date()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/web-api/v2/wedding',
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      await deleteWedding(app.db, userId);
      reply.status(204);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/web-api/v2/wedding/setup',
    body: c.weddingSetupBody,
    requireUser: true,
    handler: async ({ body, userId }) => {
      const answer = await saveSetupStep(app.db, userId, body, new Date());
      if (body.completed)
        await app.tracker.track(app.db, userId, 'wedding_setup_completed', { priorities: answer.wedding.planning_priorities });
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/wedding/invitations',
    body: c.invitePartnerBody,
    requireUser: true,
    config: limited,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return invitePartner(app, userId, body.email, new Date());
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/web-api/v2/wedding/invitations/:id',
    params: c.invitationIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => revokeInvitation(app.db, userId, params.id, new Date()),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/wedding/invitations/lookup',
    body: c.invitationTokenBody,
    config: limited,
    handler: async ({ body }, _request, reply) => {
      reply.headers(noStore);
      return lookupInvitation(app.db, body.token, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/wedding/invitations/accept',
    body: c.invitationTokenBody,
    requireUser: true,
    config: limited,
    handler: async ({ body, userId }) => acceptInvitation(app.db, userId, body.token, new Date()),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/web-api/v2/wedding/members/:userId',
    params: c.memberIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => removeMember(app.db, userId, params.userId, new Date()),
  });
}
