import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JsonAnswer, sendJsonAnswer } from '../../lib/jsonAnswer';
import { microCache, wantsRevalidation } from '../../lib/publicCache';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { ensureSession } from '../../plugins/session';
import {
  addBoardItemBody,
  boardItemParams,
  boardParams,
  browseQuery,
  createBoardBody,
  PHOTO_WIDTHS,
  quizAnswers,
  shareTokenParams,
  updateBoardBody,
  weddingParams,
  type Season,
  type WeddingStyle,
} from '../../../src/contracts/inspiration';
import type { PhotoScene } from '../../db/seed/inspirationData';
import { drawWeddingPhoto } from './art';
import * as inspiration from './service';

const PREFIX = '/web-api/v2/inspiration';
const PHOTO_FILE = new RegExp(`^(\\d{1,2})-(${PHOTO_WIDTHS.join('|')})\\.svg$`);

/** Whose quiz answers a request reads: the account's, else its guest session's, else none. */
function quizOwner(request: FastifyRequest): inspiration.QuizOwner | null {
  const s = request.session;
  if (s?.userId) return { userId: s.userId };
  return s ? { sessionIdHash: s.idHash } : null;
}

/**
 * Inspiration and real weddings (issue 31; server/API.md "Inspiration"): public reads of the real
 * weddings and their pictures (cacheable), the style quiz (account or guest session), the caller's
 * boards (their own and their partner's shared ones only: BOLA) and read-only board links.
 */
export async function inspirationRoutes(app: FastifyInstance): Promise<void> {
  app.loginHooks.push(inspiration.claimGuestQuizOnLogin);
  const answers = microCache(300);
  /** Public reads, the same for everyone: shared caches and this process keep them for `seconds`. */
  const cached = async (request: FastifyRequest, reply: FastifyReply, seconds: number, load: () => Promise<unknown>) => {
    reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    const answer = await answers.get(
      request.url,
      seconds * 1000,
      async () => new JsonAnswer(JSON.stringify(await load())),
      wantsRevalidation(request),
    );
    return sendJsonAnswer(request, reply, answer);
  };
  const noStore = { 'cache-control': 'private, no-store' };

  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/weddings`,
    query: browseQuery,
    handler: ({ query }, request, reply) => cached(request, reply, 300, () => inspiration.browse(app.db, query)),
  });
  defineRoute(app, {
    method: 'GET',
    encodesAnswer: true,
    url: `${PREFIX}/weddings/:slug`,
    params: weddingParams,
    handler: ({ params }, request, reply) => cached(request, reply, 300, () => inspiration.weddingDetail(app.db, params.slug)),
  });

  // The pictures: drawn from the wedding's facts, the same URL always the same picture.
  defineRoute(app, {
    method: 'GET',
    url: '/media/inspiration/:slug/:file',
    params: weddingParams.extend({
      file: z.string().regex(PHOTO_FILE, `must be {position}-{width}.svg, width one of ${PHOTO_WIDTHS.join(', ')}`),
    }),
    handler: async ({ params }, _request, reply) => {
      const [, position, width] = PHOTO_FILE.exec(params.file)!;
      const art = await inspiration.photoArt(app.db, params.slug, Number(position));
      if (!art) throw notFound('We could not find that photo.');
      const svg = drawWeddingPhoto(
        { slug: params.slug, style: art.style as WeddingStyle, season: art.season as Season, palette: art.palette },
        art.scene as PhotoScene,
        Number(width),
        art.alt,
      );
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
    },
  });

  // The style quiz: a signed-in user's answers are the account's; a guest's are the session's
  // until they sign in (claimGuestQuizOnLogin).
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/quiz`,
    handler: (_input, request, reply) => {
      reply.headers(noStore);
      return inspiration.readQuiz(app.db, quizOwner(request));
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/quiz`,
    body: quizAnswers,
    handler: async ({ body }, request, reply) => {
      reply.headers(noStore);
      const owner = quizOwner(request) ?? { sessionIdHash: (await ensureSession(request, reply)).idHash };
      return inspiration.saveQuiz(app.db, owner, body);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/suggestions`,
    handler: (_input, request, reply) => {
      reply.headers(noStore);
      return inspiration.suggestions(app.db, quizOwner(request));
    },
  });

  // Boards: every route finds the board among those the caller may see (404 otherwise).
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/boards`,
    requireUser: true,
    handler: ({ userId }, _request, reply) => {
      reply.headers(noStore);
      return inspiration.listBoards(app.db, userId);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/boards`,
    body: createBoardBody,
    requireUser: true,
    handler: async ({ body, userId }, _request, reply) => {
      reply.status(201);
      return inspiration.createBoard(app.db, userId, body);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/boards/:id`,
    params: boardParams,
    requireUser: true,
    handler: ({ params, userId }, _request, reply) => {
      reply.headers(noStore);
      return inspiration.boardDetail(app.db, userId, params.id);
    },
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/boards/:id`,
    params: boardParams,
    body: updateBoardBody,
    requireUser: true,
    handler: ({ params, body, userId }) => inspiration.updateBoard(app.db, userId, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/boards/:id`,
    params: boardParams,
    requireUser: true,
    handler: async ({ params, userId }, _request, reply) => {
      await inspiration.deleteBoard(app.db, userId, params.id);
      reply.status(204);
      return null;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/boards/:id/items`,
    params: boardParams,
    body: addBoardItemBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      const { board, created } = await inspiration.addItem(app.db, userId, params.id, body);
      reply.status(created ? 201 : 200);
      return board;
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/boards/:id/items/:itemId`,
    params: boardItemParams,
    requireUser: true,
    handler: ({ params, userId }) => inspiration.removeItem(app.db, userId, params.id, params.itemId),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/boards/:id/share-link`,
    params: boardParams,
    requireUser: true,
    handler: ({ params, userId }) => inspiration.setShareLink(app.db, userId, params.id, true),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/boards/:id/share-link`,
    params: boardParams,
    requireUser: true,
    handler: ({ params, userId }) => inspiration.setShareLink(app.db, userId, params.id, false),
  });
  // The read-only page behind a board link: anyone with the link, nobody else; never indexed or kept.
  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/shared/:token`,
    params: shareTokenParams,
    handler: ({ params }, _request, reply) => {
      reply.headers({ ...noStore, 'x-robots-tag': 'noindex' });
      return inspiration.sharedBoard(app.db, params.token);
    },
  });
}
