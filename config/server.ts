import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readAppEnv, type AppEnv } from './env';
import { FLAG_NAMES, flagsFor, type FlagSet } from './flags';

/** Everything the API server reads from the process environment. `.env.example` documents each variable. */
export interface ServerConfig {
  env: AppEnv;
  port: number;
  host: string;
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-For / -Proto / -Host headers are
   * believed: the client is the nearest address in X-Forwarded-For that is not one of them. Empty
   * (the default) trusts nobody, so the client is the TCP peer and the headers are ignored. Behind
   * a load balancer on this host: ['127.0.0.1']. Per-IP rate limits count this client.
   */
  trustProxy: string[];
  /** PGlite's data directory; ':memory:' keeps the database in memory (tests). */
  dataDir: string;
  /** When set, a real PostgreSQL through `pg` instead of the embedded PGlite. */
  databaseUrl: string | null;
  /** Connections per process to that PostgreSQL (see defaultPoolSize). */
  databasePoolSize: number;
  /** Where the built SPA lives; served with history fallback when it exists. */
  distDir: string;
  /** Secret for HMACs (reset tokens, CSRF). Required in production. */
  appSecret: string;
  /** Public origin used in e-mailed links. */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** The support inbox /contact-us messages are mailed to. */
  supportEmail: string;
  /** Seed the demo data on start when the database is empty. */
  seedOnStart: boolean;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /** Requests per minute per IP, shared by all the auth routes (spec §8: 429; server/plugins/rateLimit.ts). */
  authRateLimitPerMinute: number;
  /** The payment provider behind checkout; 'sandbox' (the default, test mode) is the only one built in. */
  paymentProvider: string;
  /** Card attempts (create-payment-intent) per minute per visitor (session): slows card testing. */
  paymentAttemptsPerMinute: number;
  appleClientId: string | null;
  facebookAppId: string | null;
  /** Run the job queue's workers in this process (false: it only enqueues; other processes run the jobs). */
  jobWorkers: boolean;
  /**
   * Sandbox fulfilment (issue 26): seconds between an order line's steps, placed → processing →
   * shipped → delivered, run by the job queue (FULFILMENT_STEP_SECONDS; minutes in the demo).
   */
  fulfilmentStepSeconds: number;
  /**
   * Spec §4/§9 feature flags as the server reads them: the environment's values (config/flags.ts),
   * each overridable with FLAG_<NAME>=true|false (e.g. FLAG_DATADOG=false) for one deployment.
   */
  flags: FlagSet;
  /** The bearer token an operator's scraper sends to GET /api/v0/metrics (flag datadog); unset: staff only. */
  metricsToken: string | null;
}

/**
 * Twice the cores, between 4 and 10: a database runs about two statements per core at once, and
 * more connections only queue inside it (measured on 2 cores: 4 connections answer 15–25% more
 * reads per second than 20). Several API processes share one database, so each keeps a small pool;
 * set DATABASE_POOL_SIZE when the database has more cores than this host.
 */
export const defaultPoolSize = (cores = os.availableParallelism()): number => Math.min(10, Math.max(4, 2 * cores));

const DEV_SECRET = 'confetti-development-secret-change-me';

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const appEnv = readAppEnv(env.APP_ENV ?? env.NODE_ENV);
  const port = Number(env.PORT ?? 3000);
  const appSecret = env.APP_SECRET ?? DEV_SECRET;
  if (appEnv === 'production' && appSecret === DEV_SECRET && !env.ALLOW_DEV_SECRET) {
    // A shared default secret in production would let anyone forge tokens; refuse to start.
    throw new Error('APP_SECRET must be set in production');
  }
  const config: ServerConfig = {
    env: appEnv,
    port: Number.isFinite(port) ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: env.DATA_DIR ?? path.resolve(process.cwd(), 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE) ?? defaultPoolSize(),
    distDir: env.DIST_DIR ?? path.resolve(process.cwd(), 'dist'),
    appSecret,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${Number.isFinite(port) ? port : 3000}`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Confetti <hello@confetti.test>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@confetti.test',
    seedOnStart: (env.SEED_ON_START ?? 'true') !== 'false',
    logLevel: env.LOG_LEVEL ?? (appEnv === 'test' ? 'silent' : 'info'),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    paymentAttemptsPerMinute: Number(env.PAYMENT_ATTEMPTS_PER_MINUTE ?? 20),
    appleClientId: env.APPLE_CLIENT_ID || null,
    facebookAppId: env.FACEBOOK_APP_ID || null,
    jobWorkers: (env.JOB_WORKERS ?? 'true') !== 'false',
    fulfilmentStepSeconds: positiveInteger(env.FULFILMENT_STEP_SECONDS) ?? 120,
    flags: serverFlags(appEnv, env),
    metricsToken: env.METRICS_TOKEN || null,
  };
  return { ...config, ...overrides };
}

/** The environment's flags with FLAG_<NAME> overrides ('true' / 'false'; anything else is ignored). */
export function serverFlags(appEnv: AppEnv, env: NodeJS.ProcessEnv): FlagSet {
  const flags = { ...flagsFor(appEnv) };
  for (const name of FLAG_NAMES) {
    const value = env[`FLAG_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`];
    if (value === 'true' || value === 'false') flags[name] = value === 'true';
  }
  return flags;
}

/**
 * TRUST_PROXY: a comma-separated list of IP addresses and CIDR ranges (IPv4 or IPv6), e.g.
 * `127.0.0.1` or `10.0.0.0/8, fd00::/8`. Unset or empty trusts no proxy. Anything else (`true`,
 * `*`, a host name, a typo) stops the server: trusting the wrong thing lets any client choose the
 * address its rate limits are counted under.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY: '${entry}' is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8); leave it empty to trust no proxy`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function positiveInteger(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
