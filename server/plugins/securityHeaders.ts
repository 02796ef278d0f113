import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set with these options, worked out once: helmet's middleware is run
 * against a recording response at start-up, and each reply copies the result.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

/**
 * The SPA's pages (index.html at every client route): script, style and API calls only from this
 * origin (the build has no inline script: HtmlWebpackPlugin writes `<script defer src>` tags, the
 * route preloads are `<link>` tags). Images also from data: and blob: URLs, and from any https
 * address: a couple's gift from another store shows the picture at the address they gave.
 */
const PAGE_DIRECTIVES = {
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
};

/**
 * Every other answer (API JSON, the generated SVGs under /media, built scripts and styles): nothing
 * may load or run in it, and a sandbox, so that an SVG or a JSON body opened directly is inert.
 */
const RESOURCE_DIRECTIVES = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] as string[] };

/** Browsers keep to HTTPS for a year once they have seen this over HTTPS (ignored over HTTP). */
const HSTS_SECONDS = 31_536_000;

/**
 * Each header costs its bytes on every answer, so those that matter only for a document (COOP,
 * Origin-Agent-Cluster) go with pages alone, and helmet's legacy ones (X-XSS-Protection,
 * X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies) are left off.
 */
const options = (directives: Record<string, string[]>, { overHttps = false, page = false } = {}): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  // For browsers that do not know frame-ancestors.
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: overHttps ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
  crossOriginOpenerPolicy: page ? { policy: 'same-origin' } : false,
  originAgentCluster: page,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xXssProtection: false,
  xDownloadOptions: false,
  xDnsPrefetchControl: false,
  xPermittedCrossDomainPolicies: false,
});

const HEADERS = helmetHeaders(options(RESOURCE_DIRECTIVES));
const HEADERS_OVER_HTTPS = helmetHeaders(options(RESOURCE_DIRECTIVES, { overHttps: true }));
export const RESOURCE_CSP = HEADERS['content-security-policy']!;
export const HSTS = HEADERS_OVER_HTTPS['strict-transport-security']!;

/** Only a page is a document other windows could reach: a window it opens gets no handle on it, nor it on them. */
const PAGE_HEADERS = (() => {
  const all = helmetHeaders(options(PAGE_DIRECTIVES, { page: true }));
  const pageOnly = ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster'];
  return Object.freeze(Object.fromEntries(pageOnly.map((name) => [name, all[name]!])));
})();
export const PAGE_CSP = PAGE_HEADERS['content-security-policy']!;

/** A page answer: the SPA's policy instead of the inert one every answer starts with. */
export function usePageHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(PAGE_HEADERS);
}

/**
 * Security headers on every answer, written once here and copied onto each reply: no page or answer
 * can be framed, sniffed into another type or run script from elsewhere. HSTS only when the request
 * came over HTTPS (request.protocol, which follows X-Forwarded-Proto only from a trusted proxy).
 * Each header costs its bytes and checks on every answer, so those that matter only for a document
 * go with pages alone. helmet's own values, computed once (helmetHeaders): @fastify/helmet builds a
 * new helmet() from its options on every request, in two hooks (one async), which more than doubled
 * the CPU time of a small API answer.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    // Synchronous (callback style): it runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.protocol === 'https' ? HEADERS_OVER_HTTPS : HEADERS);
      done();
    });
  },
  { name: 'security-headers' },
);
