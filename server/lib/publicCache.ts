import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A per-process cache for public, rarely changing reads (the catalog's navigation): the JSON is
 * built at most once per `ttlMs`, served with an ETag, and a matching If-None-Match gets a 304.
 * Safe across several stateless processes: each holds its own copy for a short time and nothing
 * about a user is stored.
 */
export function publicJsonCache<T>(load: () => Promise<T>, ttlMs: number) {
  let entry: { body: string; etag: string; expires: number } | null = null;
  let pending: Promise<{ body: string; etag: string; expires: number }> | null = null;

  const refresh = async () => {
    const body = JSON.stringify(await load());
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    entry = { body, etag, expires: Date.now() + ttlMs };
    return entry;
  };

  return {
    async send(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): Promise<string | undefined> {
      let current = entry;
      if (!current || current.expires <= Date.now()) {
        // One rebuild at a time; concurrent requests share it.
        pending ??= refresh().finally(() => (pending = null));
        current = await pending;
      }
      reply.header('etag', current.etag).header('cache-control', `public, max-age=${maxAgeSeconds}`);
      if (request.headers['if-none-match'] === current.etag) {
        reply.status(304);
        return undefined;
      }
      reply.type('application/json; charset=utf-8');
      return current.body;
    },
    invalidate(): void {
      entry = null;
    },
  };
}
