import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { sessions } from '../db/schema';
import type { DbOrTx, Tx } from '../db/client';
import { randomToken, sha256 } from '../lib/tokens';

export const SESSION_COOKIE = 'confetti_sid';
/** Sessions last 30 days from log-in; spoof (impersonation) sessions at most 1 hour. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SPOOF_TTL_MS = 60 * 60 * 1000;

export interface SessionInfo {
  /** sha256 of the cookie value; the primary key of the sessions row. */
  idHash: string;
  userId: number | null;
  anonymousId: string;
  isSpoof: boolean;
  spoofedByUserId: number | null;
  pendingTwoFactorUserId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the cookie names, if it exists and has not expired. Null for cookieless guests. */
    session: SessionInfo | null;
  }
}

/** Reads the session cookie on API requests and attaches the live session (one indexed lookup). */
export const sessionPlugin = fp<{ secureCookies: boolean }>(
  async (app, opts) => {
    app.decorateRequest('session', null);
    const attachSession = async (request: FastifyRequest, raw: string) => {
      const idHash = sha256(raw);
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (row) {
        request.session = {
          idHash: row.idHash,
          userId: row.userId,
          anonymousId: row.anonymousId,
          isSpoof: row.isSpoof,
          spoofedByUserId: row.spoofedByUserId,
          pendingTwoFactorUserId: row.pendingTwoFactorUserId,
        };
      }
    };
    // Callback style: most requests (guests, the catalog) carry no session and pass without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw || !isApiRoute(request)) return done();
      attachSession(request, raw).then(() => done(), done);
    });
    app.decorate('loginHooks', [] as LoginHook[]);
    app.decorate('sessionCookieOptions', {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: opts.secureCookies,
      path: '/',
    });
  },
  { name: 'session', dependencies: ['db'] },
);

/**
 * Run inside the log-in transaction, after the new session exists: e.g. the cart module merges the
 * guest cart into the account's. Modules push hooks at registration time.
 */
export type LoginHook = (ctx: { tx: Tx; previousSession: SessionInfo | null; newSession: SessionInfo; userId: number }) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    loginHooks: LoginHook[];
    sessionCookieOptions: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: string };
  }
}

export const API_PREFIXES = ['/web-api/', '/web-registry-api/', '/website-nav/web-api/', '/web-marketplace-api/', '/api/v0/', '/dev/'];
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * Whether the route that answers this request is an API route: its declared path, as the router
 * matched it. Never the raw URL, which a client may spell differently for the same route
 * ('/%77eb-registry-api/...' reaches '/web-registry-api/...'). False when no route matched (404).
 */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && isApiPath(route);
}

/**
 * Starts a new session (a new random id every time: log-in never reuses the pre-login id, which
 * defeats session fixation) and sets the cookie. Returns the new session.
 */
export async function startSession(
  db: DbOrTx,
  reply: FastifyReply,
  request: FastifyRequest,
  fields: {
    userId: number | null;
    isSpoof?: boolean;
    spoofedByUserId?: number | null;
    pendingTwoFactorUserId?: number | null;
    anonymousId?: string;
  },
): Promise<SessionInfo> {
  const raw = randomToken(32);
  const idHash = sha256(raw);
  const ttl = fields.isSpoof ? SPOOF_TTL_MS : SESSION_TTL_MS;
  const anonymousId = fields.anonymousId ?? request.session?.anonymousId ?? randomToken(16);
  await db.insert(sessions).values({
    idHash,
    userId: fields.userId,
    anonymousId,
    isSpoof: fields.isSpoof ?? false,
    spoofedByUserId: fields.spoofedByUserId ?? null,
    pendingTwoFactorUserId: fields.pendingTwoFactorUserId ?? null,
    expiresAt: new Date(Date.now() + ttl),
  });
  reply.setCookie(SESSION_COOKIE, raw, { ...request.server.sessionCookieOptions, maxAge: Math.floor(ttl / 1000) });
  const session: SessionInfo = {
    idHash,
    userId: fields.userId,
    anonymousId,
    isSpoof: fields.isSpoof ?? false,
    spoofedByUserId: fields.spoofedByUserId ?? null,
    pendingTwoFactorUserId: fields.pendingTwoFactorUserId ?? null,
  };
  request.session = session;
  return session;
}

/** Deletes the session row (so the old cookie is worthless even if kept) and clears the cookie. */
export async function endSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await db.delete(sessions).where(eq(sessions.idHash, request.session.idHash));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.session = null;
}

/** The session for a guest action that needs one (a guest cart): the existing one or a new guest session. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionInfo> {
  return request.session ?? startSession(request.server.db, reply, request, { userId: null });
}
