import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { randomToken } from '../../lib/tokens';
import { guestContext, loadUserContext } from './service';
import type { UserContext } from '../../../src/contracts/user';

/** Long-lived anonymous id for session-less guests, so their experiment buckets are stable. */
export const ANONYMOUS_ID_COOKIE = 'confetti_aid';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  // The user-context fetch spec §7 leaves 'not shown'; a guest context when signed out.
  defineRoute(app, {
    method: 'GET',
    url: '/website-nav/web-api/v1/user/context',
    handler: async (_input, request, reply): Promise<UserContext> => {
      reply.header('cache-control', 'private, no-store');
      const session = request.session;
      if (session?.userId) {
        const context = await loadUserContext(app.db, session.userId, session.isSpoof);
        if (context) return context;
      }
      let anonymousId = session?.anonymousId ?? request.cookies[ANONYMOUS_ID_COOKIE];
      if (!anonymousId) {
        anonymousId = randomToken(16);
        reply.setCookie(ANONYMOUS_ID_COOKIE, anonymousId, { ...app.sessionCookieOptions, maxAge: 365 * 24 * 3600 });
      }
      return guestContext(anonymousId);
    },
  });
}
