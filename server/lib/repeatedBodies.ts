import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** Kept bodies and the schema that validated each (defineRoute skips validating them again). */
const validatedBy = new WeakMap<object, z.ZodType>();

/** Whether `body` was kept by keepRepeatedBodies: the same frozen object for every request that sends its text. */
export const isKeptBody = (body: object): boolean => validatedBy.has(body);

/** Whether `body` is a kept body that `schema` already validated. */
export function validatedWith(body: unknown, schema: z.ZodType | undefined): boolean {
  return schema !== undefined && typeof body === 'object' && body !== null && validatedBy.get(body) === schema;
}

export interface RepeatedBodyOptions {
  /** How many distinct bodies are kept (oldest out). */
  entries?: number;
  /** Longer bodies are parsed every time: what is kept stays small whatever callers send. */
  maxLength?: number;
}

/**
 * For the JSON routes of `scope` (register it around one public read): many callers send the
 * very same bytes (every guest who opens a registry asks for its first page), so the validated
 * body is kept by its raw text. A repeat skips JSON parsing and validation, and is the same frozen
 * object each time, so later steps can key their own caches by it. A body that fails validation
 * is not kept: the route validates it as usual and answers the 400.
 */
export function keepRepeatedBodies(
  scope: FastifyInstance,
  schema: z.ZodType,
  { entries = 1000, maxLength = 2048 }: RepeatedBodyOptions = {},
): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  const kept = new Map<string, object>();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw as string;
    const known = text.length <= maxLength ? kept.get(text) : undefined;
    if (known) return done(null, known);
    // Fastify's own JSON parser (its errors and prototype-poisoning checks) answers through its callback.
    void parseJson(request, text, (err, value) => {
      if (err || text.length > maxLength) return done(err, value);
      const result = schema.safeParse(value);
      if (!result.success || typeof result.data !== 'object' || result.data === null) return done(null, value);
      const body = deepFreeze(result.data);
      validatedBy.set(body, schema);
      if (kept.size >= entries) kept.delete(kept.keys().next().value!);
      kept.set(text, body);
      done(null, body);
    });
  });
}

/** Shared by every request that sends the same text: nothing may change it. */
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child);
  return Object.freeze(value);
}
