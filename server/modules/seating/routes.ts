import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defineRoute } from '../../lib/route';
import { weddings } from '../../db/schema';
import * as c from '../../../src/contracts/seating';
import { requireMembership } from '../wedding/service';
import * as seating from './service';
import { seatingCsv, seatingPdf } from './exports';

/**
 * The seating chart (issue 29; server/API.md "The seating chart"). Every route acts on the
 * caller's own wedding, found through wedding_members (requireMembership): no route takes a
 * wedding id, and an event, table, fixture, rule or guest of another wedding answers 404 like one
 * that does not exist (BOLA).
 */
export async function seatingRoutes(app: FastifyInstance): Promise<void> {
  const S = '/web-api/v2/wedding/seating';
  const noStore = { 'cache-control': 'private, no-store' };
  const weddingOf = async (userId: number) => (await requireMembership(app.db, userId)).weddingId;

  defineRoute(app, {
    method: 'GET',
    url: S,
    query: c.seatingQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.headers(noStore);
      return seating.seatingChart(app.db, await weddingOf(userId), query.event);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${S}/events/:eventId/state`,
    params: c.eventIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return seating.eventState(app.db, await weddingOf(userId), params.eventId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${S}/events/:eventId/moves`,
    params: c.eventIdParams,
    body: c.moveBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => seating.moveGuests(app.db, await weddingOf(userId), userId, params.eventId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${S}/events/:eventId/auto-seat`,
    params: c.eventIdParams,
    body: c.autoSeatBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => seating.autoSeatEvent(app.db, await weddingOf(userId), userId, params.eventId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${S}/events/:eventId/tables`,
    params: c.eventIdParams,
    body: c.createTableBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      const answer = await seating.createTable(app.db, await weddingOf(userId), params.eventId, body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${S}/tables/:id`,
    params: c.tableIdParams,
    body: c.updateTableBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => seating.updateTable(app.db, await weddingOf(userId), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${S}/tables/:id`,
    params: c.tableIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => seating.deleteTable(app.db, await weddingOf(userId), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${S}/events/:eventId/fixtures`,
    params: c.eventIdParams,
    body: c.createFixtureBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      const answer = await seating.createFixture(app.db, await weddingOf(userId), params.eventId, body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${S}/fixtures/:id`,
    params: c.fixtureIdParams,
    body: c.updateFixtureBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => seating.updateFixture(app.db, await weddingOf(userId), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${S}/fixtures/:id`,
    params: c.fixtureIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => seating.deleteFixture(app.db, await weddingOf(userId), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${S}/rules`,
    body: c.ruleBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      const answer = await seating.createRule(app.db, await weddingOf(userId), body);
      reply.status(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${S}/rules/:id`,
    params: c.ruleIdParams,
    requireUser: true,
    handler: async ({ params, userId }) => seating.deleteRule(app.db, await weddingOf(userId), params.id),
  });

  // The downloads: plain GETs the browser saves.
  defineRoute(app, {
    method: 'GET',
    url: `${S}/events/:eventId/seating.csv`,
    params: c.eventIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      const { event, chart } = await seating.exportData(app.db, await weddingOf(userId), params.eventId);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${c.seatingFileName(event.name, 'csv')}"`)
        .send(seatingCsv(chart));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${S}/events/:eventId/seating.pdf`,
    params: c.eventIdParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      const weddingId = await weddingOf(userId);
      const { event, chart } = await seating.exportData(app.db, weddingId, params.eventId);
      const [w] = await app.db
        .select({ a: weddings.ownerFirstName, b: weddings.partnerFirstName })
        .from(weddings)
        .where(eq(weddings.id, weddingId));
      const couple = [w?.a, w?.b].filter((n) => n && n.trim()).join(' & ') || 'Your wedding';
      const pdf = await seatingPdf(chart, event.name, couple);
      return reply
        .headers(noStore)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${c.seatingFileName(event.name, 'pdf')}"`)
        .send(Buffer.from(pdf));
    },
  });
}
