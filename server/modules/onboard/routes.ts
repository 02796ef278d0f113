import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defineRoute } from '../../lib/route';
import { unauthorized } from '../../lib/errors';
import { requireUserId } from '../../plugins/session';
import { users } from '../../db/schema';
import { loadUserContext } from '../user/service';
import * as s from '../auth/schemas';
import { onboardExisting, onboardNew, submitDefaultOnboarding } from './service';

/** Spec §4/§7 onboarding: a new account with its wedding, a wedding for an existing account, the default registry. */
export async function onboardRoutes(app: FastifyInstance): Promise<void> {
  // Sign-up draws on the log-in routes' budget.
  const limited = { rateLimit: app.rateLimits.auth };

  defineRoute(app, {
    method: 'POST', url: '/web-api/v2/onboard/new', body: s.onboardNewBody, config: limited,
    handler: async ({ body }, request, reply) => {
      const { userId, createdAt } = await onboardNew(request, reply, body);
      reply.status(201);
      return { wasNewUser: true, created_at: createdAt.toISOString(), user: await loadUserContext(app.db, userId, false) };
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/web-api/v2/onboard/existing', body: s.onboardExistingBody,
    handler: async ({ body }, request) => {
      const userId = requireUserId(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId));
      if (!user) throw unauthorized();
      await onboardExisting(app.db, user, body.wedding);
      return { wasNewUser: false, user: await loadUserContext(app.db, userId, request.session!.isSpoof) };
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/web-registry-api/v1/onboard/submit/default', body: s.onboardSubmitBody,
    handler: async ({ body }, request) => {
      const userId = requireUserId(request);
      const registryKey = await submitDefaultOnboarding(app.db, userId);
      await app.tracker.track(app.db, userId, 'onboarding_completed', { flow: 'default', started_at: body.started_at });
      return { registry_key: registryKey, user: await loadUserContext(app.db, userId, request.session!.isSpoof) };
    },
  });
}
