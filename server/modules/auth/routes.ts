import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { signedInContext } from '../user/service';
import * as auth from './service';
import { unlockWithToken } from './lockout';
import { confirmSignup, NEXT_AFTER_ONBOARDING, NEXT_AFTER_SIGNUP, requestSignup } from './signup';
import { registerAuthJobs } from './jobs';
import * as s from '../../../src/contracts/auth';
import type { ConfirmSignupAnswer, LoginAnswer, SignupAnswer } from '../../../src/contracts/auth';

const NAV = '/website-nav/web-api/v1';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // One per-IP budget for everything that checks a password or sends mail (spec §8: 429).
  const limited = { rateLimit: app.rateLimits.auth };

  // The unlock mail of a lock-out is sent after its answer (lockout.ts); let it finish on close.

  await registerAuthJobs(app);

  const contextFor = async (userId: number, isSpoof = false) => signedInContext(app.db, userId, isSpoof);

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/auth/login`,
    body: s.loginBody,
    config: limited,
    handler: async ({ body }, request, reply): Promise<LoginAnswer> => {
      const outcome = await auth.logIn(request, reply, body);
      if (outcome.kind === 'two_factor_required') return { two_factor_required: true };
      return { two_factor_required: false, user: await contextFor(outcome.userId) };
    },
  });

  for (const provider of ['apple', 'facebook'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `${NAV}/auth/${provider}-login`,
      config: limited,
      handler: () => {
        const label = provider === 'apple' ? 'Apple' : 'Facebook';
        throw new AppError(400, `${label} log-in is not configured on this server. Log in with your email and password.`, {
          code: 'auth.not_configured',
          category: 'auth',
          reason: 'other',
        });
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${NAV}/auth/signout`,
    handler: async (_input, request, reply) => {
      await auth.signOut(request, reply);
      reply.header('cache-control', 'no-store');
      return { signed_out: true } satisfies s.SignedOutAnswer;
    },
  });

  // The same answer whether or not the email has an account (signup.ts); the mailed link finishes.
  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/user/create`,
    body: s.signupBody,
    config: limited,
    handler: async ({ body }, request, reply) => {
      const { email } = await requestSignup(request, body);
      reply.status(202);
      return { confirmation_required: true, email } satisfies SignupAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/user/confirm`,
    body: s.linkTokenBody,
    config: limited,
    handler: async ({ body }, request, reply) => {
      const { userId, createdAt, onboarded } = await confirmSignup(request, reply, body.token);
      reply.status(201);
      return {
        wasNewUser: true,
        created_at: createdAt.toISOString(),
        user: await contextFor(userId),
        onboarded,
        next_path: onboarded ? NEXT_AFTER_ONBOARDING : NEXT_AFTER_SIGNUP,
      } satisfies ConfirmSignupAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/user/unlock`,
    body: s.linkTokenBody,
    config: limited,
    handler: async ({ body }) => {
      await unlockWithToken(app.db, body.token);
      return { message: 'Your account is unlocked. You can log in now.' } satisfies s.MessageAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/user/reset_password`,
    body: s.resetRequestBody,
    config: limited,
    handler: async ({ body }, request) => {
      await auth.requestPasswordReset(request, body);
      return {
        message: 'If an account uses that email, we sent a link to reset the password. It works for 1 day.',
      } satisfies s.MessageAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/user/reset_password/confirm`,
    body: s.resetConfirmBody,
    config: limited,
    handler: async ({ body }) => {
      await auth.confirmPasswordReset(app.db, body);
      return { message: 'Your password has been changed. Log in with your new password.' } satisfies s.MessageAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/twoFA/verify`,
    body: s.codeBody,
    config: limited,
    handler: async ({ body }, request, reply): Promise<s.UserAnswer> => ({
      user: await contextFor(await auth.verifyLoginCode(request, reply, body.code)),
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/twoFA/resend`,
    config: limited,
    handler: async (_input, request) => {
      await auth.resendLoginCode(request);
      return { sent: true } satisfies s.CodeSentAnswer;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/twoFA/action/resend`,
    config: limited,
    requireUser: true,
    handler: async ({ userId }, request) => {
      await auth.sendActionCode(request, userId);
      return { sent: true } satisfies s.CodeSentAnswer;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/twoFA/action/verify`,
    body: s.codeBody,
    config: limited,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      await auth.verifyActionCode(request, userId, body.code);
      return { verified: true } satisfies s.ActionVerifiedAnswer;
    },
  });

  // ----- account settings (not shown in the spec; documented in server/API.md) -----
  defineRoute(app, {
    method: 'PUT',
    url: `${NAV}/user/info`,
    body: s.updateInfoBody,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      await auth.updateName(app.db, userId, body);
      return { user: await contextFor(userId, request.session!.isSpoof) } satisfies s.UserAnswer;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${NAV}/user/email`,
    body: s.updateEmailBody,
    config: limited,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      const user = await auth.signedInUser(app.db, userId);
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await auth.changeEmail(request, user, body.email);
      return { user: await contextFor(user.id) } satisfies s.UserAnswer;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${NAV}/user/password`,
    body: s.updatePasswordBody,
    config: limited,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      const user = await auth.signedInUser(app.db, userId);
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await auth.changePassword(request, user, body.new_password);
      return { message: 'Your password has been changed.' } satisfies s.MessageAnswer;
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: `${NAV}/user/two-factor`,
    body: s.updateTwoFactorBody,
    config: limited,
    requireUser: true,
    handler: async ({ body, userId }, request) => {
      const user = await auth.signedInUser(app.db, userId);
      await auth.requireSensitiveActionAllowed(request, user, body.current_password);
      await auth.setTwoFactorEnabled(app.db, user.id, body.enabled);
      return { two_factor_enabled: body.enabled } satisfies s.TwoFactorAnswer;
    },
  });

  // ----- impersonation (staff only) -----
  defineRoute(app, {
    method: 'POST',
    url: `${NAV}/admin/spoof`,
    body: s.spoofBody,
    requireUser: true,
    handler: async ({ body, userId }, request, reply): Promise<s.UserAnswer> => ({
      user: await contextFor(await auth.startSpoof(request, reply, userId, body), true),
    }),
  });
}
