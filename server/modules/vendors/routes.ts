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
  nearestCityQuery,
  reviewBody,
  reviewsQuery,
  vendorSearchQuery as searchQuery,
  stateParams,
  storefrontParams,
  vendorIdParams,
} from '../../../src/contracts/vendors';
import * as vendors from './service';
import * as inbox from './inbox';
import * as reviews from './reviews';
import type { OutgoingMail } from '../../plugins/mailer';
import { conversationParams, messageBody, type MessageSender } from '../../../src/contracts/vendorInbox';
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
  /** Queues the mails (a mail.send job each); a failure to queue is logged, the message stands. */
  const mailAll = async (mails: OutgoingMail[]) => {
    for (const mail of mails)
      await app.mailer.send(mail).catch((err: unknown) => app.log.error({ err, subject: mail.subject }, 'inbox mail failed'));
  };
  const sendReply = async (side: MessageSender, userId: number, id: number, body: string, reply: FastifyReply) => {
    const { answer, mails } = await inbox.reply(app.db, side, userId, id, body, app.config.publicUrl);
    await mailAll(mails);
    reply.code(201);
    return answer;
  };
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
  // The browser's position, never logged or kept: private, and the answer is only a listed city.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/nearest-city`,
    query: nearestCityQuery,
    handler: ({ query }, _r, reply) => (reply.header('cache-control', 'private, no-store'), vendors.nearestCity(app.db, query)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendors/:vendorId/reviews`,
    params: vendorIdParams,
    query: reviewsQuery,
    handler: ({ params, query }, _r, reply) => (cache(reply, 30), reviews.listReviews(app.db, params.vendorId, query.after)),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/vendors/:vendorId/reviews`,
    requireUser: true,
    params: vendorIdParams,
    body: reviewBody,
    handler: async ({ params, body, userId }, _r, reply) => {
      const answer = await reviews.writeReview(app.db, userId, params.vendorId, body);
      reply.code(201);
      return answer;
    },
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

  // The couple's inquiries as conversations with unread counts (server/modules/vendors/inbox.ts).
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/inquiries`,
    requireUser: true,
    handler: ({ userId }, _r, reply) => (reply.header('cache-control', 'private, no-store'), inbox.coupleInbox(app.db, userId)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/inquiries/:id/messages`,
    requireUser: true,
    params: conversationParams,
    handler: ({ params, userId }, _r, reply) => (
      reply.header('cache-control', 'private, no-store'),
      inbox.conversation(app.db, 'COUPLE', userId, params.id)
    ),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/inquiries/:id/messages`,
    requireUser: true,
    params: conversationParams,
    body: messageBody,
    handler: ({ params, body, userId }, _r, reply) => sendReply('COUPLE', userId, params.id, body.body, reply),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/inquiries/:id/read`,
    requireUser: true,
    params: conversationParams,
    handler: ({ params, userId }) => inbox.markRead(app.db, 'COUPLE', userId, params.id),
  });

  // The vendor account's inbox: only conversations with its own storefront; other accounts get 403.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendor-inbox`,
    requireUser: true,
    handler: ({ userId }, _r, reply) => (reply.header('cache-control', 'private, no-store'), inbox.vendorInbox(app.db, userId)),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/vendor-inbox/:id`,
    requireUser: true,
    params: conversationParams,
    handler: ({ params, userId }, _r, reply) => (
      reply.header('cache-control', 'private, no-store'),
      inbox.conversation(app.db, 'VENDOR', userId, params.id)
    ),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/vendor-inbox/:id/messages`,
    requireUser: true,
    params: conversationParams,
    body: messageBody,
    handler: ({ params, body, userId }, _r, reply) => sendReply('VENDOR', userId, params.id, body.body, reply),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/vendor-inbox/:id/read`,
    requireUser: true,
    params: conversationParams,
    handler: ({ params, userId }) => inbox.markRead(app.db, 'VENDOR', userId, params.id),
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
      const answer = await vendors.sendInquiry(app.db, userId, body);
      await mailAll(await inbox.newInquiryMails(app.db, answer.inquiry.id, app.config.publicUrl));
      reply.code(201);
      return answer;
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
