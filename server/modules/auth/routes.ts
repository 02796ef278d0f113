import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { defineRoute } from '../../lib/route';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors';
import { endSession, requireUserId, SPOOF_TTL_MS, startSession } from '../../plugins/session';
import { spoofAudit, users } from '../../db/schema';
import { loadUserContext } from '../user/service';
import * as auth from './service';
import { unlockWithToken } from './lockout';
import { confirmSignup, NEXT_AFTER_ONBOARDING, NEXT_AFTER_SIGNUP, requestSignup } from './signup';
import { registerAuthJobs } from './jobs';
import * as s from './schemas';

const NAV = '/website-nav/web-api/v1';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // One per-IP budget for everything that checks a password or sends mail (spec §8: 429).
  const limited = { rateLimit: app.rateLimits.auth };

  // The unlock mail of a lock-out is sent after its answer (lockout.ts); let it finish on close.

  await registerAuthJobs(app);

  const contextFor = async (userId: number, isSpoof = false) => loadUserContext(app.db, userId, isSpoof);

  defineRoute(app, {
    method: 'POST', url: `${NAV}/auth/login`, body: s.loginBody, config: limited,
    handler: async ({ body }, request, reply) => {
      const outcome = await auth.logIn(request, reply, body);
      if (outcome.kind === 'two_factor_required') return { two_factor_required: true };
      return { two_factor_required: false, user: await contextFor(outcome.userId) };
    },
  });

  for (const provider of ['apple', 'facebook'] as const) {
    defineRoute(app, {
      method: 'POST', url: `${NAV}/auth/${provider}-login`, config: limited,
      handler: () => {
        const label = provider === 'apple' ? 'Apple' : 'Facebook';
        throw new AppError(400, `${label} log-in is not configured on this server. Log in with your email and password.`, { code: 'auth.not_configured', category: 'auth', reason: 'other' });
      },
    });
  }

  app.get(`${NAV}/auth/signout`, async (request, reply) => {
    await auth.signOut(request, reply);
    reply.header('cache-control', 'no-store');
    return { signed_out: true };
  });

  // The same answer whether or not the email has an account (signup.ts); the mailed link finishes.
  defineRoute(app, {
    method: 'POST', url: `${NAV}/user/create`, body: s.signupBody, config: limited,
    handler: async ({ body }, request, reply) => {
      const { email } = await requestSignup(request, body);
      reply.status(202);
      return { confirmation_required: true, email };
    },
  });

  defineRoute(app, {
    method: 'POST', url: `${NAV}/user/confirm`, body: s.linkTokenBody, config: limited,
    handler: async ({ body }, request, reply) => {
      const { userId, createdAt, onboarded } = await confirmSignup(request, reply, body.token);
      reply.status(201);
      return {
        wasNewUser: true,
        created_at: createdAt.toISOString(),
        user: await contextFor(userId),
        onboarded,
        next_path: onboarded ? NEXT_AFTER_ONBOARDING : NEXT_AFTER_SIGNUP,
      };
    },
  });

  defineRoute(app, {
    method: 'POST', url: `${NAV}/user/unlock`, body: s.linkTokenBody, config: limited,
    handler: async ({ body }) => {
      await unlockWithToken(app.db, body.token);
      return { message: 'Your account is unlocked. You can log in now.' };
    },
  });

  defineRoute(app, {
    method: 'POST', url: `${NAV}/user/reset_password`, body: s.resetRequestBody, config: limited,
    handler: async ({ body }, request) => {
      await auth.requestPasswordReset(request, body);
      return { message: 'If an account uses that email, we sent a link to reset the password. It works for 1 day.' };
    },
  });

  defineRoute(app, {
    method: 'POST', url: `${NAV}/user/reset_password/confirm`, body: s.resetConfirmBody, config: limited,
    handler: async ({ body }) => {
      await auth.confirmPasswordReset(app.db, body);
      return { message: 'Your password has been changed. Log in with your new password.' };
    },
  });

  defineRoute(app, {
    method: 'POST', url: `${NAV}/twoFA/verify`, body: s.codeBody, config: limited,
    handler: async ({ body }, request, reply) => ({ user: await contextFor(await auth.verifyLoginCode(request, reply, body.code)) }),
  });
  defineRoute(app, {
    method: 'POST', url: `${NAV}/twoFA/resend`, config: limited,
    handler: async (_input, request) => {
      await auth.resendLoginCode(request);
      return { sent: true };
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${NAV}/twoFA/action/resend`, config: limited,
    handler: async (_input, request) => {
      await auth.sendActionCode(request, requireUserId(request));
      return { sent: true };
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${NAV}/twoFA/action/verify`, body: s.codeBody, config: limited,
    handler: async ({ body }, request) => {
      await auth.verifyActionCode(request, requireUserId(request), body.code);
      return { verified: true };
    },
  });

  // ----- account settings (not shown in the spec; documented in server/API.md) -----
  const currentUser = async (userId: number) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    return user;
  };

  defineRoute(app, {
    method: 'PUT', url: `${NAV}/user/info`, body: s.updateInfoBody,
    handler: async ({ body }, request) => {
      const userId = requireUserId(request);
      await app.db.update(users).set({ firstName: body.first_name, lastName: body.last_name, updatedAt: new Date() }).where(eq(users.id, userId));
      return { user: await contextFor(userId, request.session!.isSpoof) };
    },
  });
  defineRoute(app, {
    method: 'PUT', url: `${NAV}/user/email`, body: s.updateEmailBody, config: limited,
    handler: async ({ body }, request) => {
      const user = await currentUser(requireUserId(request));
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await auth.changeEmail(request, user, body.email);
      return { user: await contextFor(user.id) };
    },
  });
  defineRoute(app, {
    method: 'PUT', url: `${NAV}/user/password`, body: s.updatePasswordBody, config: limited,
    handler: async ({ body }, request) => {
      const user = await currentUser(requireUserId(request));
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await auth.changePassword(request, user, body.new_password);
      return { message: 'Your password has been changed.' };
    },
  });
  defineRoute(app, {
    method: 'PUT', url: `${NAV}/user/two-factor`, body: s.updateTwoFactorBody, config: limited,
    handler: async ({ body }, request) => {
      const user = await currentUser(requireUserId(request));
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await app.db.update(users).set({ twoFactorEnabled: body.enabled, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { two_factor_enabled: body.enabled };
    },
  });

  // ----- impersonation (staff only) -----
  defineRoute(app, {
    method: 'POST', url: `${NAV}/admin/spoof`, body: s.spoofBody,
    handler: async ({ body }, request, reply) => {
      const staff = await currentUser(requireUserId(request));
      if (!staff.isStaff || request.session!.isSpoof) throw forbidden('Only staff can log in as another user.');
      const target = await auth.findUserByEmail(app.db, auth.normaliseEmail(body.email));
      if (!target) throw notFound('No account uses that email.');
      if (target.isStaff) throw forbidden('Staff accounts cannot be impersonated.');
      await app.db.transaction(async (tx) => {
        await tx.insert(spoofAudit).values({ staffUserId: staff.id, targetUserId: target.id, reason: body.reason, expiresAt: new Date(Date.now() + SPOOF_TTL_MS) });
        await endSession(tx, request, reply);
        await startSession(tx, reply, request, { userId: target.id, isSpoof: true, spoofedByUserId: staff.id });
      });
      return { user: await contextFor(target.id, true) };
    },
  });
}
