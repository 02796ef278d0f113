import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { randomToken, safeEqual } from '../lib/tokens';
import { isApiRoute } from './session';

/** axios's defaults: it copies this cookie into this header on same-origin requests. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a write was refused: a message for people, a code for programs (the SPA retries csrf_missing once). */
export const CSRF_REFUSALS = {
  crossSite: {
    code: 'csrf_cross_site',
    message: 'This request came from another website, so it was refused. Please open Confetti directly and try again.',
  },
  missing: { code: 'csrf_missing', message: 'This request was sent without its security token. Please reload the page and try again.' },
  mismatch: {
    code: 'csrf_mismatch',
    message: 'The security token sent with this request is not the one this browser was given. Please reload the page and try again.',
  },
} as const;

const refusal = (reason: keyof typeof CSRF_REFUSALS) =>
  new AppError(403, CSRF_REFUSALS[reason].message, { code: CSRF_REFUSALS[reason].code });

/** scheme://host[:port] of a URL as browsers write it in Origin (lower case, default port left out); null if it is none. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Double-submit CSRF protection for every state-changing request a route answers: the header must
 * echo the cookie, which only same-origin script can read; and a browser that says where the
 * request comes from (Origin, Sec-Fetch-Site) must say this site, even with the right token (a
 * sibling subdomain can plant the cookie). Together with SameSite=Lax session cookies.
 * Which requests are checked follows the route the router matched (`request.is404`), never the
 * raw URL, so a percent-encoded or otherwise respelled path is checked like the canonical one.
 * A caller without the cookie gets one with its next API answer, unless that answer is public
 * (shared caches may keep it, so it must carry no Set-Cookie); the SPA's first call (user context)
 * is private, and so is a refusal.
 */
export const csrfPlugin = fp<{ secureCookies: boolean }>(
  async (app, opts) => {
    const cookieOptions = { path: '/', sameSite: 'lax' as const, secure: opts.secureCookies, httpOnly: false };
    const publicOrigin = originOf(app.config.publicUrl);
    // The request's own origin (behind a trusted proxy, the one the browser used), or PUBLIC_URL's.
    const isSameOrigin = (request: FastifyRequest, origin: string) => {
      const from = originOf(origin);
      return from !== null && (from === publicOrigin || from === originOf(`${request.protocol}://${request.host}`));
    };
    // Both hooks are synchronous (callback style): they run on every request, and a promise each costs more than the check.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!UNSAFE.has(request.method) || request.is404) return done();
      // A route that mail clients POST to from their servers (RFC 8058 one-click unsubscribe), authorised by a token in its path.
      if ((request.routeOptions.config as { csrfExempt?: boolean }).csrfExempt === true) return done();
      const origin = request.headers.origin;
      if (request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isSameOrigin(request, origin))) {
        return done(refusal('crossSite'));
      }
      // Clients that send no Origin (curl, server-side callers) pass on the token alone.
      const token = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!token || typeof header !== 'string' || !header) return done(refusal('missing'));
      if (!safeEqual(header, token)) return done(refusal('mismatch'));
      done();
    });
    // The token is made only when it is sent: most cookieless callers read the public catalog.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.cookies[CSRF_COOKIE] && isApiRoute(request) && !/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('set-cookie', app.serializeCookie(CSRF_COOKIE, randomToken(24), cookieOptions));
      }
      done(null, payload);
    });
  },
  { name: 'csrf' },
);
