import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from '../config/server';
import { openDatabase, type Database } from './db/client';
import { dbPlugin } from './plugins/db';
import { rateLimitPlugin } from './plugins/rateLimit';
import { sessionPlugin } from './plugins/session';
import { csrfPlugin } from './plugins/csrf';
import { answerClientError, answerFrameworkError, errorHandlerPlugin } from './plugins/errorHandler';
import { inputGuardPlugin } from './plugins/inputGuard';
import { routeTablePlugin } from './plugins/routeTable';
import { spaPlugin } from './plugins/spa';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { mailerPlugin } from './plugins/mailer';
import { jobsPlugin } from './plugins/jobs';
import { trackerPlugin } from './plugins/tracker';
import { metricsPlugin } from './plugins/metrics';
import { registerModules } from './modules';
import { createLogger, fastifyLoggingOptions, requestLoggingPlugin } from './lib/requestLogging';
import type { FetchGuardOptions } from './lib/fetchGuard';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    /** The guard options of outbound fetches (BuildOptions.fetchGuard; empty outside tests). */
    fetchGuard: Partial<FetchGuardOptions>;
  }
}

export interface BuildOptions {
  /** An already-open database (tests share one); otherwise one is opened from the config. */
  database?: Database;
  /** The app's logger (tests capture its lines); otherwise pino to stdout at config.logLevel. */
  logger?: Logger;
  /**
   * Tests only: the request-forgery guard's options for the outside-gift import (server/lib/fetchGuard.ts),
   * e.g. a fixture server's 127.0.0.1 and port. Never read from configuration: main.ts passes none.
   */
  fetchGuard?: Partial<FetchGuardOptions>;
}

/**
 * Builds the whole app: external plugins, then our plugins, then the domain modules, then the SPA.
 * Nothing listens here; `main.ts` does that, tests use `app.inject`.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The app's own logger, not Fastify's: see server/lib/requestLogging.ts. Requests refused before any
  // route runs (a URL that does not decode, malformed HTTP) answer in the one error shape too.
  // X-Forwarded-* only from the proxies in TRUST_PROXY (none by default): otherwise any client
  // could name its own address, and per-IP limits would count nothing.
  const app = Fastify({
    ...fastifyLoggingOptions(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.decorate('config', config);
  app.decorate('fetchGuard', options.fetchGuard ?? {});
  await app.register(requestLoggingPlugin, { logger: options.logger ?? createLogger(config.logLevel) });

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize }));
  const secureCookies = config.env === 'production' || config.env === 'staging';

  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(routeTablePlugin);
  await app.register(inputGuardPlugin);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  // Per-route limits are opted into with `config: { rateLimit: app.rateLimits.<budget> }`; the
  // counters live in the database, shared by every API process.
  await app.register(rateLimitPlugin, { db: database.db });
  await app.register(dbPlugin, { database, closeOnShutdown: !options.database });
  await app.register(jobsPlugin, { database });
  await app.register(sessionPlugin, { secureCookies });
  await app.register(csrfPlugin, { secureCookies });
  await app.register(mailerPlugin);
  await app.register(trackerPlugin);
  await app.register(metricsPlugin, { enabled: config.flags.datadog });

  await registerModules(app);
  await app.register(spaPlugin, { distDir: config.distDir });
  return app;
}
