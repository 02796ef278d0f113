import fp from 'fastify-plugin';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config/server';
import { queryRows, type Db } from '../db/client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every request budget of the API (server/API.md "Rate limits"). A route draws on one with
 * `config: { rateLimit: app.rateLimits.<budget> }`; routes naming the same budget share one counter
 * per client, whichever route or API process a request reaches. The `groupId` names the budget's
 * rows in `rate_limit_counters`.
 */
export function rateLimitBudgets(config: ServerConfig) {
  return {
    /**
     * Everything that checks a password, a code or a token, creates an account or sends account
     * mail: log-in, sign-up (both forms), password reset, two-factor, account changes. Per IP.
     */
    auth: { groupId: 'auth', max: config.authRateLimitPerMinute, timeWindow: MINUTE },
    /** Order status and returns take an order number and an email: guessing pairs is slow going. Per IP. */
    orderLookup: { groupId: 'order-lookup', max: 10, timeWindow: MINUTE },
    /**
     * The guest list's address-collection link (issue 27): finding a household by a guest's name, or
     * adding one. A guest needs a try or two; guessing names through it stays slow. Per IP.
     */
    guestCollect: { groupId: 'guest-collect', max: 10, timeWindow: MINUTE },
    /**
     * A wedding website's password (issue 28): a guest types it once per browser; guessing it stays
     * slow. Every unlock attempt counts (a right one ends a guest's need for more). Per IP.
     */
    websitePassword: { groupId: 'website-password', max: 10, timeWindow: MINUTE },
    /**
     * Online RSVP on a wedding website: finding an invitation by a name, and saving the answers. A
     * household needs a few tries; walking the guest list name by name stays slow. Per IP.
     */
    websiteRsvp: { groupId: 'website-rsvp', max: 20, timeWindow: MINUTE },
    /** The SPA's error reports. Per IP. */
    clientLog: { groupId: 'client-log', max: 60, timeWindow: MINUTE },
    /**
     * Experiment exposures and conversions: a few per visitor session (each recorded at most once),
     * so 300 a minute is some 60 new sessions a minute behind one address (an office, a phone carrier).
     * Per IP.
     */
    experimentEvent: { groupId: 'experiment-event', max: 300, timeWindow: MINUTE },
    /**
     * A guest marking a gift from another store as bought (a public write): a family behind one
     * address marks a few gifts, a script filling a registry's counts is stopped. Per IP.
     */
    outsideGiftMark: { groupId: 'outside-mark', max: 20, timeWindow: HOUR },
    /** A couple importing an outside gift's page: each one makes the server fetch a page and a picture. Per session. */
    outsideGiftImport: { groupId: 'outside-import', max: 30, timeWindow: HOUR, keyGenerator: sessionOrIp },
    /**
     * Free paper samples (issue 30): mailed at our cost, 5 a person by email address; a household
     * behind one address may send a few requests, a script inventing addresses is stopped. Per IP.
     */
    paperSamples: { groupId: 'paper-samples', max: 20, timeWindow: HOUR },
    /**
     * New paper projects (created or duplicated): signed-out guests may make cards too, each a
     * stored row; a person trying designs makes a few dozen an hour, a script filling the table is
     * stopped. Per IP.
     */
    paperProjectCreate: { groupId: 'paper-project-create', max: 60, timeWindow: HOUR },
    /** Enough for a person who sends a follow-up, too few for a spam run. Per IP. */
    supportContact: { groupId: 'support-contact', max: 10, timeWindow: HOUR },
    /**
     * Card attempts slow card testing. Per visitor (session), not per IP: many real buyers share an
     * address (offices, phone carriers); a request without a session counts against its IP.
     */
    paymentAttempt: { groupId: 'payment-attempt', max: config.paymentAttemptsPerMinute, timeWindow: MINUTE, keyGenerator: sessionOrIp },
  } satisfies Record<string, RateLimitOptions & { groupId: string; max: number; timeWindow: number }>;
}

export type RateLimitBudgets = ReturnType<typeof rateLimitBudgets>;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitBudgets;
  }
}

/**
 * The client behind a request: its address (IPv6 by /64, as @fastify/rate-limit does), which is
 * the TCP peer unless that peer is a proxy listed in TRUST_PROXY (see config/server.ts).
 */
export const clientIp = (request: FastifyRequest): string => normalizeIP(request.ip);

function sessionOrIp(request: FastifyRequest): string {
  return request.session ? `session:${request.session.idHash}` : clientIp(request);
}

/** Expired rows are deleted at most this often per process, a batch at a time. */
export const SWEEP_EVERY_MS = MINUTE;
const SWEEP_BATCH = 5000;

/**
 * Deletes expired counters from time to time, on the back of a counted request (no timer keeps
 * the process alive). A full batch leaves more for the next request.
 */
class ExpiredCounterSweeper {
  private dueAt = 0;
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async maybeSweep(): Promise<void> {
    const now = Date.now();
    if (now < this.dueAt) return;
    this.dueAt = now + SWEEP_EVERY_MS;
    try {
      // SKIP LOCKED: a row another request is counting right now (or another process is deleting)
      // is left alone rather than waited for.
      const deleted = await queryRows<{ key: string }>(
        this.db,
        sql`
        DELETE FROM rate_limit_counters WHERE key IN (
          SELECT key FROM rate_limit_counters WHERE reset_at < now() ORDER BY reset_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
        ) RETURNING key`,
      );
      if (deleted.length === SWEEP_BATCH) this.dueAt = 0;
    } catch (err) {
      // The counters are still right; only old rows stay a while longer.
      this.log.warn({ err }, 'rate limit: deleting expired counters failed');
    }
  }
}

interface ChildRouteOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store, kept in `rate_limit_counters` so every API process counts against
 * the same budgets. A fixed window per row: the first hit sets `reset_at` = now + window, each hit
 * adds one, and the first hit after `reset_at` starts a new window at 1. One INSERT … ON CONFLICT
 * DO UPDATE per counted request: PostgreSQL locks the row for it, so concurrent hits from any
 * process are each counted (none lost, none seen twice). Times are the database's clock, the one
 * clock every process shares.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly sweeper: ExpiredCounterSweeper,
    /** The budget's name: the route's groupId, else the route itself. */
    private readonly budget = 'global',
    private readonly groupId = '',
  ) {}

  incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
    this.hit(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** A store for one route: its budget is its groupId when it has one, so routes naming it share the rows. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): DatabaseRateLimitStore {
    // Typed as RouteOptions, but what arrives is the route's merged rate-limit options plus
    // `routeInfo` (the plugin's README, "Custom store").
    const { groupId, routeInfo } = routeOptions as unknown as ChildRouteOptions;
    const budget = groupId ?? `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;
    return new DatabaseRateLimitStore(this.db, this.sweeper, budget, groupId ?? '');
  }

  /** Counts one request of `key` (the client, with the groupId the plugin appends) → the count so far and ms left in the window. */
  async hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    await this.sweeper.maybeSweep();
    // The row is named budget first ('auth:203.0.113.9'), so the groupId suffix is dropped.
    const client = this.groupId && key.endsWith(this.groupId) ? key.slice(0, -this.groupId.length) : key;
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      this.db,
      sql`
      INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
      VALUES (${`${this.budget}:${client}`}, 1, now() + ${timeWindow}::float8 * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
        reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
      RETURNING c.hits, ceil(extract(epoch FROM c.reset_at - now()) * 1000)::int AS ttl`,
    );
    return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl)) };
  }
}

/**
 * @fastify/rate-limit on the database store, opted into per route (global: false), and the budgets
 * as `app.rateLimits`. A 429 goes through the error handler: spec §8's 'Please wait a few moments ...'
 * with the x-ratelimit-* and retry-after headers.
 */
export const rateLimitPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('rateLimits', rateLimitBudgets(app.config));
    const sweeper = new ExpiredCounterSweeper(db, app.log);
    await app.register(fastifyRateLimit, {
      global: false,
      // The plugin constructs the store itself (with its options, which this one does not need).
      store: class extends DatabaseRateLimitStore {
        constructor() {
          super(db, sweeper);
        }
      },
    });
  },
  { name: 'rate-limit' },
);
