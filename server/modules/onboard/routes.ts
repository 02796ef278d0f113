import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { signedInContext } from '../user/service';
import * as s from '../../../src/contracts/auth';
import { signedInUser } from '../auth/service';
import { requestSignup } from '../auth/signup';
import { onboardExisting, submitDefaultOnboarding } from './service';

/** Spec §4/§7 onboarding: a new account with its wedding (once its email is confirmed), a wedding for an existing account, the default registry. */
export async function onboardRoutes(app: FastifyInstance): Promise<void> {
  // Sign-up draws on the log-in routes' budget.
  const limited = { rateLimit: app.rateLimits.auth };

  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/onboard/new',
    body: s.onboardNewBody,
    config: limited,
    // Answers exactly as /user/create: the account and its wedding are made from the mailed link.
    handler: async ({ body }, request, reply) => {
      const { email } = await requestSignup(request, body.user, {
        business_unit_feature: body.business_unit_feature,
        wedding: body.wedding,
      });
      reply.status(202);
      return { confirmation_required: true, email } satisfies s.SignupAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-api/v2/onboard/existing',
    body: s.onboardExistingBody,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      await onboardExisting(app.db, await signedInUser(app.db, userId), body.wedding);
      return { wasNewUser: false, user: await signedInContext(app.db, userId, request.session!.isSpoof) } satisfies s.OnboardExistingAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/web-registry-api/v1/onboard/submit/default',
    body: s.onboardSubmitBody,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      const registryKey = await submitDefaultOnboarding(app.db, userId);
      await app.tracker.track(app.db, userId, 'onboarding_completed', { flow: 'default', started_at: body.started_at });
      return {
        registry_key: registryKey,
        user: await signedInContext(app.db, userId, request.session!.isSpoof),
      } satisfies s.DefaultOnboardingAnswer;
    },
  });
}
