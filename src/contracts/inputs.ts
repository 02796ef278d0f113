import { z } from 'zod';

/**
 * The building blocks of every route's input schema (`server/modules/<domain>/schemas.ts`, `src/contracts/<domain>.ts`). Each
 * refuses, with a 400 naming the field (see parseInput), what would otherwise reach the database
 * and fail there as a 500:
 * - text holding NUL (PostgreSQL's text and jsonb cannot store U+0000) or a lone surrogate (half
 *   of a UTF-16 pair: no character, no UTF-8 form; jsonb refuses its `\ud800` escape);
 * - ids outside the int4 columns they key (1 to 2,147,483,647);
 * - text longer than its feature needs (every free-text field has its cap; server/API.md lists them).
 * The input guard (server/plugins/inputGuard.ts) refuses the same strings anywhere in any route's
 * params, query or body, so a field a schema forgets is caught too.
 */

/** The largest value of PostgreSQL's `integer` (int4), which every id column is. */
export const MAX_ID = 2_147_483_647;

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'must not contain a lone surrogate (malformed Unicode)';
export const ID_MESSAGE = `must be an id (a whole number from 1 to ${MAX_ID})`;

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE_EXACTLY = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// NUL or any surrogate: the quick test, which text without emoji and the like fails at once.
// eslint-disable-next-line no-control-regex -- as above
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const UNSTORABLE = { test: (value: string): boolean => SUSPECT.test(value) && UNSTORABLE_EXACTLY.test(value) };

/** Why `value` cannot be stored as text, or undefined when it can. */
export function unstorableText(value: string): string | undefined {
  const match = UNSTORABLE_EXACTLY.exec(value);
  if (!match) return undefined;
  return match[0] === '\u0000' ? NUL_MESSAGE : SURROGATE_MESSAGE;
}

/** A string that can be stored; the check comes first and stops the others (no regex runs over a NUL). */
const storable = (schema: z.ZodString): z.ZodString =>
  schema.check((ctx) => {
    const message = unstorableText(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value, continue: false });
  });

export interface TextOptions {
  /** Message when the value is not a string (or is missing): e.g. 'Please give your fund a name.' */
  type?: string;
  /** Message when it is longer than `max` characters (after trimming). */
  tooLong?: string;
  /** Trim surrounding white space first (default true; passwords and tokens are taken as sent). */
  trim?: boolean;
}

/**
 * Free text of at most `max` characters (after trimming). Chain `.min(1, '…')` for a required field
 * and `.regex(…)` for a format; both run on text already known to be storable.
 */
export function text(max: number, options: TextOptions = {}): z.ZodString {
  const base = z.string(options.type === undefined ? undefined : { message: options.type });
  return storable(options.trim === false ? base : base.trim()).max(max, options.tooLong ?? `must be at most ${max} characters`);
}

/** A text that must hold an email address (at most `max` characters, trimmed). */
export function email(message = 'Please enter a valid email address.', max = 254) {
  return text(max, { type: message, tooLong: 'is too long' }).pipe(z.email({ message }));
}

/** A lower-case key as URLs carry it (`kitchen`, `alex-and-jordan`): letters, digits and hyphens, 1 to `max`. */
export function slug(max = 120, message = 'must be a lower-case slug') {
  return z.string({ message }).regex(new RegExp(`^[a-z0-9-]{1,${max}}$`), message);
}

export interface NumberMessages {
  /** Not a number (and, unless `whole` says otherwise, not a whole one). */
  type?: string;
  /** A number, but not a whole one. */
  whole?: string;
  tooSmall?: string;
  tooLarge?: string;
}

/** A whole JSON number from `min` to `max` (quantities, counts, pages). */
export function wholeNumber(min: number, max: number, messages: NumberMessages = {}) {
  const type = messages.type ?? 'must be a whole number';
  return z
    .number({ message: type })
    .int(messages.whole ?? type)
    .min(min, messages.tooSmall ?? `must be ${min} or more`)
    .max(max, messages.tooLarge ?? `must be at most ${max}`);
}

/** An id in a JSON body: a whole number within the int4 column it names. */
export const id = (message = ID_MESSAGE) => wholeNumber(1, MAX_ID, { type: message, tooSmall: message, tooLarge: message });

/** An amount of money in integer cents, from `min` to `max`: one message for every way it can be wrong, or another for a fraction of a cent. */
export const money = (min: number, max: number, message = `must be a whole number of cents from ${min} to ${max}`, whole = message) =>
  wholeNumber(min, max, { type: message, whole, tooSmall: message, tooLarge: message });

/**
 * A whole number as a path or query string carries it: digits only (no sign, exponent, spaces or
 * hex, which `Number()` would take), then checked like wholeNumber.
 */
export function intParam(min: number, max: number, messages: NumberMessages = {}) {
  const type = messages.type ?? 'must be a whole number';
  return z
    .string({ message: type })
    .regex(/^[0-9]{1,16}$/, type)
    .transform(Number)
    .pipe(wholeNumber(min, max, { ...messages, type }));
}

/** An id in a path or query string. */
export const idParam = (message = ID_MESSAGE) => intParam(1, MAX_ID, { type: message, tooSmall: message, tooLarge: message });

export interface UnstorableInput {
  /** Where it is: ['user', 'first_name'], ['filters', '0', 'values', '1'] (empty for the value itself, or a key of it). */
  path: string[];
  message: string;
}

/** A place in a value: its key and the place that holds it (a path is spelled out only for the answer). */
interface Place {
  key: string;
  parent: Place | null;
}
const pathOf = (place: Place | null): string[] => {
  const path: string[] = [];
  for (let p = place; p; p = p.parent) path.push(p.key);
  return path.reverse();
};

/**
 * The first string (value or object key) in `value` that cannot be stored, or undefined. Walks
 * without recursion, and in time linear in the value's size however deep it nests, so a body
 * nested hundreds of thousands of levels deep is neither a stack overflow nor a slow request.
 * It runs on every request (the input guard): no allocation per string, a place per container.
 */
export function findUnstorable(value: unknown): UnstorableInput | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { path: [], message: unstorableText(value)! } : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const containers: object[] = [value];
  const places: Array<Place | null> = [null];
  while (containers.length > 0) {
    const here = containers.pop()! as Record<string, unknown>;
    const place = places.pop()!;
    const keys = Array.isArray(here) ? null : Object.keys(here);
    const length = keys ? keys.length : (here as unknown as unknown[]).length;
    for (let i = 0; i < length; i++) {
      const key = keys ? keys[i]! : String(i);
      // A bad key is named by where it is: repeating it would put the NUL in the answer.
      if (keys && UNSTORABLE.test(key)) return { path: pathOf(place), message: `has a key that ${unstorableText(key)!}` };
      const child = here[key];
      if (typeof child === 'string') {
        if (UNSTORABLE.test(child)) return { path: pathOf({ key, parent: place }), message: unstorableText(child)! };
      } else if (typeof child === 'object' && child !== null) {
        containers.push(child);
        places.push({ key, parent: place });
      }
    }
  }
  return undefined;
}

/** How deep `value` nests (a scalar is 0, `{}` and `[]` are 1), counting no further than `limit + 1`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > deepest) deepest = depth;
    if (depth > limit) return depth;
    for (const child of Object.values(next.value)) stack.push({ value: child, depth });
  }
  return deepest;
}

/**
 * Any JSON value kept as it came (a client log's `data`), within `maxDepth` levels of nesting and
 * `maxBytes` of UTF-8 once serialized, its strings and keys storable.
 */
export function jsonData(maxBytes: number, maxDepth: number) {
  return z.unknown().check((ctx) => {
    // Depth first: serializing a value nested past V8's stack would throw.
    if (nestingDepth(ctx.value, maxDepth) > maxDepth) {
      ctx.issues.push({ code: 'custom', message: `must nest at most ${maxDepth} levels deep`, input: ctx.value });
      return;
    }
    const bad = findUnstorable(ctx.value);
    if (bad) {
      ctx.issues.push({ code: 'custom', message: bad.message, input: ctx.value, path: bad.path });
      return;
    }
    const json = JSON.stringify(ctx.value);
    if (json !== undefined && Buffer.byteLength(json) > maxBytes) {
      ctx.issues.push({ code: 'custom', message: `must be at most ${maxBytes} bytes as JSON`, input: ctx.value });
    }
  });
}
