import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AUTOMATED_TEST_COOKIE } from '../../../src/contracts/experiments';
import { conversionBody, exposureBody, type ConversionAnswer, type ExposureAnswer } from '../../../src/contracts/experimentsApi';
import { weddingMembers, weddings } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { ANONYMOUS_ID_COOKIE } from '../user/routes';
import { assignVariation } from './assign';
import { experimentReport, isStaffUser, recordConversion, recordExposure, subjectId, type Subject } from './service';

const PREFIX = '/api/v0/experiments';

/** The signed-in user, else the guest's anonymous id (session or the user-context cookie). */
function subjectOf(request: FastifyRequest): Subject {
  const userId = request.session?.userId;
  if (userId) return { kind: 'user', userId };
  const anonymousId = request.session?.anonymousId ?? request.cookies[ANONYMOUS_ID_COOKIE];
  if (!anonymousId) throw badRequest('Your visit has no experiment id yet: load the page again.', { code: 'experiments.no_subject' });
  return { kind: 'anon', anonymousId };
}

/** Spec §4: the automated-test cookie forces NOT_IN_TEST; such traffic is not measured. */
const isAutomatedTest = (request: FastifyRequest) => request.cookies[AUTOMATED_TEST_COOKIE] !== undefined;

export async function experimentRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/exposures`,
    body: exposureBody,
    config: { rateLimit: app.rateLimits.experimentEvent },
    handler: async ({ body }, request): Promise<ExposureAnswer> => {
      if (isAutomatedTest(request)) return { recorded: false, variation: 'NOT_IN_TEST' };
      const subject = subjectOf(request);
      // Spec §4: a session override (the variation the SPA shows) counts outside production only;
      // in production the session saw its assignment, whatever the body says.
      const variation = app.config.env === 'production' ? assignVariation(subjectId(subject), body.experiment) : body.variation;
      const recorded = await recordExposure(app.db, { experiment: body.experiment, variation, subject, sessionId: body.sessionId });
      return { recorded, variation };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${PREFIX}/conversions`,
    body: conversionBody,
    config: { rateLimit: app.rateLimits.experimentEvent },
    handler: async ({ body }, request): Promise<ConversionAnswer> => {
      if (isAutomatedTest(request)) return { converted: [] };
      const subject = subjectOf(request);
      if (body.event === 'setup_completed') {
        // Checked, not taken on trust: the caller's wedding has finished its guided start.
        if (subject.kind !== 'user') throw badRequest('Only a couple finishes the guided start.', { code: 'experiments.not_a_couple' });
        const [done] = await app.db
          .select({ id: weddings.id })
          .from(weddingMembers)
          .innerJoin(weddings, eq(weddings.id, weddingMembers.weddingId))
          .where(and(eq(weddingMembers.userId, subject.userId), isNotNull(weddings.setupCompletedAt)))
          .limit(1);
        if (!done) throw conflict('The guided start is not finished yet.', { code: 'experiments.setup_not_completed' });
      }
      return { converted: await recordConversion(app.db, { event: body.event, subject, sessionId: body.sessionId }) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PREFIX}/report`,
    requireUser: true,
    handler: async ({ userId }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      // Staff only; an impersonation session does not carry the staff role.
      if (request.session?.isSpoof || !(await isStaffUser(app.db, userId))) throw forbidden('Only staff can read the experiment report.');
      return experimentReport(app.db);
    },
  });
}
