import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { randomToken, safeEqual } from '../lib/tokens';
import { isApiPath } from './session';

/** axios's defaults: it copies this cookie into this header on same-origin requests. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF protection for every state-changing API call: the header must echo the
 * cookie, which only same-origin script can read. Together with SameSite=Lax session cookies.
 */
export const csrfPlugin = fp<{ secureCookies: boolean }>(async (app, opts) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    let token = request.cookies[CSRF_COOKIE];
    if (!token) {
      token = randomToken(24);
      reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: opts.secureCookies, httpOnly: false });
      request.cookies[CSRF_COOKIE] = token;
    }
    if (UNSAFE.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, token)) {
        throw new AppError(403, 'Your session has expired. Please reload the page and try again.', { code: 'csrf' });
      }
    }
  });
}, { name: 'csrf' });
