import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { badRequest, unauthorized } from './errors';
import { validatedWith } from './repeatedBodies';

/**
 * Declares a route with zod schemas for its input. Bad input becomes a 400 with a message a
 * person can read (never a 500), and the handler receives typed, parsed values.
 */
export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R, U extends boolean = false> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Extra Fastify route options (rate limits, hooks). */
  config?: Record<string, unknown>;
  /**
   * The handler sends every answer already encoded (`sendJsonAnswer`), so the compression plugin's
   * hooks stay off the route: they would only find the work done. Such routes are public reads
   * (GETs, and the registry search with its few hundred bytes of JSON), so a compressed request
   * body is not accepted either.
   */
  encodesAnswer?: true;
  /**
   * The route is a signed-in user's: a signed-out caller gets the 401 'Please log in to continue.'
   * before anything else (its input is not even read), and the handler receives `userId`.
   */
  requireUser?: U;
  handler: (
    input: { body: z.output<B>; query: z.output<Q>; params: z.output<P> } & (U extends true ? { userId: number } : unknown),
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<R> | R;
}

/** A defineRoute route's schemas, kept in its Fastify config as `input` (the route table lists them). */
export interface RouteInputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

const input = (schema: z.ZodType | undefined, value: unknown, where: string): unknown =>
  schema ? parseInput(schema, value ?? {}, where) : (value ?? {});

export function defineRoute<
  B extends z.ZodType = z.ZodAny,
  Q extends z.ZodType = z.ZodAny,
  P extends z.ZodType = z.ZodAny,
  R = unknown,
  U extends boolean = false,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P, R, U>): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { ...spec.config, input: { body: spec.body, query: spec.query, params: spec.params } satisfies RouteInputSchemas },
    ...(spec.encodesAnswer ? { compress: false as const, decompress: false as const } : {}),
    // The route's first preHandler (the input guard's comes after it), so a signed-out caller's bad
    // input is still a 401.
    preHandler: spec.requireUser ? [refuseSignedOut] : [],
    // Not async: the route's own handler returns its promise (or value) to Fastify directly, with no
    // second promise to settle on every request; a synchronous throw reaches the error handler too.
    handler: (request, reply) => {
      // A body kept by keepRepeatedBodies was validated by this schema when it was first sent; an
      // input the route declares no schema for is passed as it came (what z.any() would return).
      const body = (validatedWith(request.body, spec.body) ? request.body : input(spec.body, request.body, 'body')) as z.output<B>;
      const query = input(spec.query, request.query, 'query') as z.output<Q>;
      const params = input(spec.params, request.params, 'params') as z.output<P>;
      const userId = spec.requireUser ? signedInUserId(request) : undefined;
      return spec.handler({ body, query, params, userId } as Parameters<typeof spec.handler>[0], request, reply);
    },
  });
}

/** The signed-in user's id, or the 401 'Please log in to continue.'. */
function signedInUserId(request: FastifyRequest): number {
  const userId = request.session?.userId;
  if (!userId) throw unauthorized();
  return userId;
}

/**
 * Synchronous (callback style), as the input guard: it runs on every request of a signed-in route.
 * Its request is typed by what it reads, so app.route does not infer the route's config type from it.
 */
function refuseSignedOut(request: Pick<FastifyRequest, 'session'>, _reply: unknown, done: HookHandlerDoneFunction): void {
  if (!request.session?.userId) return done(unauthorized());
  done();
}

/** Parses with zod; on failure throws a 400 whose message names the first bad field in plain words. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || where;
    if (!(key in fields)) fields[key] = issue.message;
  }
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? [where, 'is invalid'];
  throw badRequest(`Invalid ${firstKey}: ${firstMessage}`, { code: 'validation', fields });
}
