import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/** A Content-Security-Policy header value from its directives ('sandbox' takes no values). */
const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * The SPA's pages (index.html at every client route): script, style and API calls only from this
 * origin (the build has no inline script: HtmlWebpackPlugin writes `<script defer src>` tags, the
 * route preloads are `<link>` tags). Images also from data: and blob: URLs, and from any https
 * address: a couple's gift from another store shows the picture at the address they gave.
 */
export const PAGE_CSP = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/**
 * Every other answer (API JSON, the generated SVGs under /media, built scripts and styles): nothing
 * may load or run in it, and a sandbox, so that an SVG or a JSON body opened directly is inert.
 */
export const RESOURCE_CSP = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] });

/** Browsers keep to HTTPS for a year once they have seen this over HTTPS (ignored over HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': RESOURCE_CSP,
  'x-content-type-options': 'nosniff',
  // For browsers that do not know frame-ancestors.
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
});
const HEADERS_OVER_HTTPS: Readonly<Record<string, string>> = Object.freeze({ ...HEADERS, 'strict-transport-security': HSTS });
/** Only a page is a document other windows could reach: a window it opens gets no handle on it, nor it on them. */
const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-security-policy': PAGE_CSP, 'cross-origin-opener-policy': 'same-origin' });

/** A page answer: the SPA's policy instead of the inert one every answer starts with. */
export function usePageHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(PAGE_HEADERS);
}

/**
 * Security headers on every answer, written once here and copied onto each reply: no page or answer
 * can be framed, sniffed into another type or run script from elsewhere. HSTS only when the request
 * came over HTTPS (request.protocol, which follows X-Forwarded-Proto only from a trusted proxy).
 * Each header costs its bytes and checks on every answer, so those that matter only for a document
 * go with pages alone. Not @fastify/helmet: it builds a new helmet() from its options on every
 * request, in two hooks (one async), which more than doubled the CPU time of a small API answer.
 */
export const securityHeadersPlugin = fp(async (app) => {
  // Synchronous (callback style): it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? HEADERS_OVER_HTTPS : HEADERS);
    done();
  });
}, { name: 'security-headers' });
