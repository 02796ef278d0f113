import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import * as c from '../../../src/contracts/guests';
import { requireMembership } from '../wedding/service';
import * as guests from './service';

/**
 * The guest list (issue 27; server/API.md "The guest list"). Every route acts on the caller's own
 * wedding, found through wedding_members (requireMembership): no route takes a wedding id, and an
 * id from another wedding answers 404 like one that does not exist (BOLA).
 */
export async function guestRoutes(app: FastifyInstance): Promise<void> {
  const G = '/web-api/v2/wedding/guests';
  const noStore = { 'cache-control': 'private, no-store' };
  const weddingOf = async (userId: number) => (await requireMembership(app.db, userId)).weddingId;

  defineRoute(app, {
    method: 'GET',
    url: G,
    query: c.guestListQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.headers(noStore);
      return guests.guestList(app.db, await weddingOf(userId), query);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/households`,
    body: c.createHouseholdBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      const answer = await guests.createHousehold(app.db, await weddingOf(userId), userId, body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/households/:id`,
    params: c.householdIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return { household: await guests.getHousehold(app.db, await weddingOf(userId), params.id) };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${G}/households/:id`,
    params: c.householdIdParams,
    body: c.updateHouseholdBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => guests.updateHousehold(app.db, await weddingOf(userId), userId, params.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/households/:id/changes`,
    params: c.householdIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return guests.householdHistory(app.db, await weddingOf(userId), params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/households/bulk`,
    body: c.bulkBody,
    requireUser: true,
    handler: async ({ body, userId }) => guests.bulkAction(app.db, await weddingOf(userId), userId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/households/restore`,
    body: c.restoreBody,
    requireUser: true,
    handler: async ({ body, userId }) => guests.restoreHouseholds(app.db, await weddingOf(userId), userId, body.undo_token),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/people/:id/delete-impact`,
    params: c.guestIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return guests.guestDeleteImpact(app.db, await weddingOf(userId), params.id);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${G}/people/:id`,
    params: c.guestIdParams,
    query: c.deleteGuestQuery,
    requireUser: true,
    handler: async ({ params, query, userId }) =>
      guests.deleteGuest(app.db, await weddingOf(userId), userId, params.id, query.confirm === 'true'),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/tags`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return guests.listTags(app.db, await weddingOf(userId));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/tags`,
    body: c.tagBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      const answer = await guests.createTag(app.db, await weddingOf(userId), body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${G}/tags/:id`,
    params: c.tagIdParams,
    body: c.tagBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => guests.renameTag(app.db, await weddingOf(userId), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${G}/tags/:id`,
    params: c.tagIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => guests.deleteTag(app.db, await weddingOf(userId), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${G}/events`,
    requireUser: true,
    handler: async ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return guests.listEvents(app.db, await weddingOf(userId));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${G}/events`,
    body: c.eventBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      const answer = await guests.createEvent(app.db, await weddingOf(userId), body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${G}/events/:id`,
    params: c.eventIdParams,
    body: c.eventBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => guests.updateEvent(app.db, await weddingOf(userId), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${G}/events/:id`,
    params: c.eventIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => guests.deleteEvent(app.db, await weddingOf(userId), params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${G}/rsvps`,
    body: c.rsvpBody,
    requireUser: true,
    handler: async ({ body, userId }) => guests.recordRsvp(app.db, await weddingOf(userId), userId, body),
  });
}
