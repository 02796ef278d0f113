import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { microCache, wantsRevalidation } from '../../lib/publicCache';
import { defineRoute } from '../../lib/route';
import {
  bookingStatusBody,
  inquiryBody,
  inquiryIdParams,
  locationBody,
  vendorSearchQuery as searchQuery,
  stateParams,
  storefrontParams,
  vendorIdParams,
} from '../../../src/contracts/vendors';
import * as vendors from './service';
import { readQuiz } from '../inspiration/service';
import { vendorPhotoSvg } from './svg';

const PREFIX = '/web-marketplace-api/v1';

function cache(reply: FastifyReply, seconds = 60) {
  reply.header('cache-control', `public, max-age=${seconds}`);
}

export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  /** The caller's style quiz answers (their account's, else their guest session's), or null. */
  const quizOf = async (request: FastifyRequest) => {
    const s = request.session;
    if (!s) return null;
    return (await readQuiz(app.db, s.userId ? { userId: s.userId } : { sessionIdHash: s.idHash })).answers;
  };
  // Search results are the same for everyone (no favourites in them): kept as long as shared caches may.
  // The answer is JSON text already (service.search), kept with its compressed forms (JsonAnswer).
  const searches = microCache();
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/categories`,
    handler: (_i, _r, reply) => (cache(reply, 300), vendors.listCategories(app.db)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/search`,
    query: searchQuery,
    encodesAnswer: true,
    handler: async ({ query }, request, reply) => {
      // A couple who took the style quiz sees its fits first in the default order: their answer is
      // personal (never shared-cached); this process still keeps it per quiz answer, not per person.
      const quiz = query.sort === 'relevance' ? await quizOf(request) : null;
      if (quiz) reply.header('cache-control', 'private, no-store');
      else cache(reply, 30);
      const answer = await searches.get(
        quiz ? `${request.url}#quiz=${quiz.style},${quiz.budget}` : request.url,
        30_000,
        async () => new JsonAnswer(await vendors.search(app.db, query, quiz)),
        wantsRevalidation(request),
      );
      return sendJsonAnswer(request, reply, answer);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/states/:state`,
    params: stateParams,
    handler: ({ params }, _r, reply) => (cache(reply, 300), vendors.stateLanding(app.db, params.state)),
  });
  // Personal (isFavorite): never shared-cached.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/storefront/:category/:slug`,
    params: storefrontParams,
    handler: ({ params }, request) => vendors.storefront(app.db, params.category, params.slug, request.session?.userId ?? null),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/account-preferences/location`,
    requireUser: true,
    handler: ({ userId }) => vendors.getLocationPreference(app.db, userId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/account-preferences/location`,
    requireUser: true,
    body: locationBody,
    handler: ({ body, userId }) => vendors.setLocationPreference(app.db, userId, body.city_slug),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/inquiries`,
    requireUser: true,
    handler: ({ userId }) => vendors.listInquiries(app.db, userId),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/inquiries/:id`,
    requireUser: true,
    params: inquiryIdParams,
    handler: ({ params, userId }) => vendors.getInquiry(app.db, userId, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/inquiries`,
    requireUser: true,
    body: inquiryBody,
    handler: async ({ body, userId }, _request, reply) => {
      reply.code(201);
      return vendors.sendInquiry(app.db, userId, body);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/favorites`,
    requireUser: true,
    handler: ({ userId }) => vendors.listFavorites(app.db, userId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/favorites/:vendorId`,
    requireUser: true,
    params: vendorIdParams,
    handler: ({ params, userId }) => vendors.addFavorite(app.db, userId, params.vendorId),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/favorites/:vendorId`,
    requireUser: true,
    params: vendorIdParams,
    handler: ({ params, userId }) => vendors.removeFavorite(app.db, userId, params.vendorId),
  });

  // The booking status reminder (spec §2 modal): personal, never cached.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/booking-status`,
    requireUser: true,
    handler: ({ userId }, _request, reply) => (reply.header('cache-control', 'private, no-store'), vendors.bookingReminder(app.db, userId)),
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/booking-status/:vendorId`,
    requireUser: true,
    params: vendorIdParams,
    body: bookingStatusBody,
    handler: ({ params, body, userId }) => vendors.setBookingStatus(app.db, userId, params.vendorId, body.status),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/media/v/:file',
    params: z.object({ file: z.string().regex(/^[0-9]{1,10}-[0-9]{1,2}\.svg$/, 'must be {vendor}-{n}.svg') }),
    handler: ({ params }, _r, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(vendorPhotoSvg(params.file.replace('.svg', ''))),
  });
}
