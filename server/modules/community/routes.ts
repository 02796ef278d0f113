import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import * as c from '../../../src/contracts/community';
import {
  boardThreads,
  createReply,
  createThread,
  deletePost,
  editPost,
  editThreadTitle,
  listBoards,
  loadViewer,
  moderatePost,
  moderationQueue,
  myPosts,
  readThread,
  reportPost,
  search,
  setFollow,
  setLike,
  setSuspension,
  unsubscribeDigest,
} from './service';
import { registerCommunityJobs } from './digest';

const PREFIX = '/web-api/v2/community';

/**
 * A guest's read has nothing personal in it: shared caches may keep it briefly. A signed-in
 * reader's carries their likes, follows and held posts (and they expect their own writes at once).
 */
function cacheFor(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'cookie');
  reply.header('cache-control', request.session?.userId ? 'private, no-store' : 'public, max-age=30');
}

/**
 * The community (issue 31; server/API.md "The community"). Reads are open to guests; every write
 * needs an account and acts on the caller's own posts (another's answers 403/404); moderation is
 * staff's (users.is_staff).
 */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  await registerCommunityJobs(app);

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/boards`,
    handler: async (_input, request, reply) => {
      cacheFor(request, reply);
      return listBoards(app.db);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/boards/:slug/threads`,
    params: c.boardParams,
    query: c.threadsQuery,
    handler: async ({ params, query }, request, reply) => {
      cacheFor(request, reply);
      return boardThreads(app.db, params.slug, query.cursor);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/threads/:id`,
    params: c.threadParams,
    query: c.postsQuery,
    handler: async ({ params, query }, request, reply) => {
      cacheFor(request, reply);
      const viewer = await loadViewer(app.db, request.session?.userId);
      return readThread(app.db, params.id, query.after, viewer, new Date());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/search`,
    query: c.searchQuery,
    handler: async ({ query }, request, reply) => {
      cacheFor(request, reply);
      return search(app.db, query.q, query.page);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/boards/:slug/threads`,
    params: c.boardParams,
    body: c.createThreadBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      reply.status(201);
      return createThread(app.db, userId, params.slug, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/threads/:id/posts`,
    params: c.threadParams,
    body: c.createPostBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      reply.status(201);
      return createReply(app.db, userId, params.id, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/posts/:id`,
    params: c.postParams,
    body: c.editPostBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => editPost(app.db, userId, params.id, body.body, new Date()),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${PREFIX}/threads/:id`,
    params: c.threadParams,
    body: c.editThreadBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => editThreadTitle(app.db, userId, params.id, body.title, new Date()),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/me/posts`,
    query: c.pageAfterQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return myPosts(app.db, userId, query.after, new Date());
    },
  });

  // The digest's unsubscribe: no sign-in, the signed token is the proof. Mail clients send the
  // one-click POST (List-Unsubscribe-Post) as a form from their own servers, without the CSRF
  // cookie: the token stands in for it (csrfExempt). The body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/digest/unsubscribe`,
    query: c.unsubscribeQuery,
    config: { csrfExempt: true },
    handler: async ({ query }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return unsubscribeDigest(app.db, app.config.appSecret, query.token);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${PREFIX}/posts/:id`,
    params: c.postParams,
    requireUser: true,
    handler: async ({ params, userId }) => deletePost(app.db, userId, params.id, new Date()),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/posts/:id/like`,
    params: c.postParams,
    body: c.likeBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => setLike(app.db, userId, params.id, body.liked, new Date()),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/threads/:id/follow`,
    params: c.threadParams,
    body: c.followBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => setFollow(app.db, userId, params.id, body.following),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/posts/:id/reports`,
    params: c.postParams,
    body: c.reportBody,
    requireUser: true,
    handler: async ({ params, body, userId }, _request, reply) => {
      reply.status(201);
      return reportPost(app.db, userId, params.id, body, new Date());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/moderation/queue`,
    query: c.pageAfterQuery,
    requireUser: true,
    handler: async ({ query, userId }, _request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return moderationQueue(app.db, userId, query.after, new Date());
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/moderation/posts/:id`,
    params: c.postParams,
    body: c.moderatePostBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => moderatePost(app.db, userId, params.id, body.action, new Date()),
  });

  defineRoute(app, {
    method: 'PUT',
    url: `${PREFIX}/moderation/users/:id/suspension`,
    params: c.userParams,
    body: c.suspensionBody,
    requireUser: true,
    handler: async ({ params, body, userId }) => setSuspension(app.db, userId, params.id, body.suspended, body.reason ?? ''),
  });
}
