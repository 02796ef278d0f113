import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { findUnstorable } from '../../src/contracts/inputs';

/**
 * The safety net under every route's schema (src/contracts/inputs.ts): a string holding NUL or a
 * lone surrogate anywhere in the path params, query or body (values and keys, at any depth) is a
 * 400 naming the field, so no route can hand one to the database, whether it goes through
 * defineRoute or not, and whatever its schema forgets.
 *
 * The check is each route's last preHandler (added as routes are declared), so it runs after the
 * route's own checks: a signed-out caller of a couple's route still gets its 401 first.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [...existing, refuseUnstorableInput];
    });
  },
  { name: 'input-guard' },
);

/** Synchronous (callback style): it runs on every request, and a promise each would cost more than the walk. */
function refuseUnstorableInput(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const bad = unstorableIn(request.params, 'params') ?? unstorableIn(request.query, 'query') ?? unstorableIn(request.body, 'body');
  if (!bad) return done();
  done(badRequest(`Invalid ${bad.field}: ${bad.message}`, { code: 'validation', fields: { [bad.field]: bad.message } }));
}

function unstorableIn(value: unknown, where: string): { field: string; message: string } | undefined {
  // Bytes (an uploaded image: server/modules/media) hold no text to store; walking them would visit every byte.
  if (value === undefined || value === null || Buffer.isBuffer(value)) return undefined;
  const bad = findUnstorable(value);
  // Named as parseInput names a field: `user.first_name`, `filters.0.values.1`.
  return bad && { field: bad.path.join('.') || where, message: bad.message };
}
