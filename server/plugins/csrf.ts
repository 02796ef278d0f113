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
  // Both hooks are synchronous (callback style): they run on every request, and a promise each costs more than the check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method) || !isApiPath(request.url)) return done();
    const token = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!token || typeof header !== 'string' || !safeEqual(header, token)) {
      return done(new AppError(403, 'Your session has expired. Please reload the page and try again.', { code: 'csrf' }));
    }
    done();
  });
  // The token is made only when it is sent: most cookieless callers read the public catalog.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.cookies[CSRF_COOKIE] && isApiPath(request.url) && !/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('set-cookie', app.serializeCookie(CSRF_COOKIE, randomToken(24), cookieOptions));
    }
    done(null, payload);
  });
}, { name: 'csrf' });
