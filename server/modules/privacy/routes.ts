import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { privacyBody, type PrivacyPreferences } from '../../../src/contracts/privacy';
import { DO_NOT_SELL_COOKIE, DO_NOT_SELL_COOKIE_MAX_AGE_S, getAccountPreferences, setAccountPreferences } from './service';

const PATH = '/web-api/v1/privacy/preferences';

/**
 * /privacy-center's 'Do Not Sell / Share My Personal Information' choice: on the account for a
 * signed-in user, in a cookie for a guest. Personal: never cached.
 */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: PATH,
    handler: async (_input, request, reply): Promise<PrivacyPreferences> => {
      reply.header('cache-control', 'private, no-store');
      const userId = request.session?.userId;
      if (userId) return getAccountPreferences(app.db, userId);
      return { do_not_sell_or_share: request.cookies[DO_NOT_SELL_COOKIE] === '1', saved_to: 'browser' };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: PATH,
    body: privacyBody,
    handler: async ({ body }, request, reply): Promise<PrivacyPreferences> => {
      reply.header('cache-control', 'private, no-store');
      const userId = request.session?.userId;
      if (userId) return setAccountPreferences(app.db, userId, body.do_not_sell_or_share);
      const cookie = { path: '/', sameSite: 'lax' as const, httpOnly: true, secure: app.sessionCookieOptions.secure };
      if (body.do_not_sell_or_share) reply.setCookie(DO_NOT_SELL_COOKIE, '1', { ...cookie, maxAge: DO_NOT_SELL_COOKIE_MAX_AGE_S });
      else reply.clearCookie(DO_NOT_SELL_COOKIE, cookie);
      return { do_not_sell_or_share: body.do_not_sell_or_share, saved_to: 'browser' };
    },
  });
}
