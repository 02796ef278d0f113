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
 * A caller without the cookie gets one with its next answer, unless that answer is public (shared
 * caches may keep it, so it must carry no Set-Cookie); the SPA's first call (user context) is private.
 */
export const csrfPlugin = fp<{ secureCookies: boolean }>(async (app, opts) => {
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: opts.secureCookies, httpOnly: false };
  app.decorateRequest('csrfTokenToIssue', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    let token = request.cookies[CSRF_COOKIE];
    if (!token) {
      token = randomToken(24);
      request.csrfTokenToIssue = token;
      request.cookies[CSRF_COOKIE] = token;
    }
    if (UNSAFE.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, token)) {
        throw new AppError(403, 'Your session has expired. Please reload the page and try again.', { code: 'csrf' });
      }
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const token = request.csrfTokenToIssue;
    if (token && !/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('set-cookie', app.serializeCookie(CSRF_COOKIE, token, cookieOptions));
    }
    return payload;
  });
}, { name: 'csrf' });

declare module 'fastify' {
  interface FastifyRequest {
    /** A CSRF token made for a caller that had none: sent as a cookie with a non-public answer. */
    csrfTokenToIssue: string | null;
  }
}
