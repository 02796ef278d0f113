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

/**
 * Micro-caching for public reads that already tell shared caches they may keep them (`cache-control:
 * public, max-age=N`): each process keeps the answer for the same N seconds, so a burst of identical
 * requests costs one database round trip instead of one each, which is what a CDN in front would do.
 * Keyed by the full request URL; failures are not kept; at most `maxEntries` answers (oldest out).
 * `revalidate` (a request's `cache-control: no-cache`) skips the stored copy and refreshes it.
 * Nothing user-specific may go through it.
 */
export function microCache(maxEntries = 1000) {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>, revalidate = false): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && !revalidate) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}

/** A request that asks caches to revalidate (`cache-control: no-cache`, as a browser's hard reload sends). */
export function wantsRevalidation(request: FastifyRequest): boolean {
  return /\bno-cache\b/.test(request.headers['cache-control'] ?? '') || request.headers.pragma === 'no-cache';
}
