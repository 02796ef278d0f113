import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { loadServerConfig, type ServerConfig } from '../../config/server';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDatabase, type SeedOptions } from '../../server/db/seed';
import { buildApp, type BuildOptions } from '../../server/app';
import { pgliteTemplate, type PgliteTemplate } from './setup/pgliteTemplates';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * buildApp on a fresh in-memory PGlite (migrations applied). `seed` runs the demo seed first
 * (small by default: pass counts to make it bigger).
 */
export async function createTestApp(
  options: {
    seed?: boolean | Partial<SeedOptions>;
    config?: Partial<ServerConfig>;
    database?: Database;
    logger?: Logger;
    /** The outside-gift import's fetch guard (a fixture site's address): see server/app.ts BuildOptions. */
    fetchGuard?: BuildOptions['fetchGuard'];
  } = {},
): Promise<TestApp> {
  const config = loadServerConfig({ APP_ENV: 'test', DIST_DIR: '/nonexistent' }, { dataDir: ':memory:', ...options.config });
  let database = options.database;
  let seeded = false;
  if (!database && config.databaseUrl) database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (!database) {
    seeded = options.seed === true;
    database = await openTestPglite(config.dataDir, seeded ? 'seeded' : 'migrated');
  }
  if (options.seed && !seeded) await seedDatabase(database.db, options.seed === true ? {} : options.seed);
  // No test reaches the internet: the outside-gift import resolves no name unless a test gives its fixture site.
  const fetchGuard = options.fetchGuard ?? { lookup: () => Promise.reject(new Error('tests resolve no host names')) };
  const app = await buildApp(config, { database, logger: options.logger, fetchGuard });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** The tests' PGlite buffer pool: enough for the demo seed, and a start costs a fifth less than at 128MB. */
export const TEST_PGLITE_SHARED_BUFFERS = '32MB';

/**
 * A PGlite database for a test: in memory, or in `dataDir` (a folder with no database yet starts
 * from the template; one a test made before is opened as it is). A new one is a copy of the run's
 * migrated (or seeded) template, when there is one (setup/pgliteTemplates.ts).
 */
export async function openTestPglite(dataDir = ':memory:', kind: PgliteTemplate = 'migrated'): Promise<Database> {
  const isNew = dataDir === ':memory:' || !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = isNew ? pgliteTemplate(kind) : null;
  const database = await openDatabase({
    databaseUrl: null,
    dataDir,
    template: template ?? undefined,
    sharedBuffers: TEST_PGLITE_SHARED_BUFFERS,
  });
  if (kind === 'seeded' && !template) await seedDatabase(database.db, {});
  return database;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
type Json = any;

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * A browser-like client for app.inject: keeps cookies between calls and sends the CSRF header
 * (as the SPA's axios does), so tests exercise the real session and CSRF checks.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { csrf?: boolean; ip?: string } = {},
  ) {}

  async request<T = Json>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET' && this.options.csrf !== false) {
      // The SPA's first call (user context, a private answer) hands out the CSRF cookie.
      await this.request('GET', '/website-nav/web-api/v1/user/context');
    }
    const response = await this.app.inject({
      method,
      url,
      payload: payload === undefined ? undefined : (payload as InjectOptions['payload']),
      remoteAddress: this.options.ip ?? '127.0.0.1',
      headers: { ...this.sessionHeaders(), ...headers },
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.maxAge === 0)
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON; keep the text
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  }

  /** The cookies and CSRF header this client sends: for a raw `app.inject` (a compressed body, a binary answer). */
  sessionHeaders(): Record<string, string> {
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return {
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...(this.options.csrf !== false && this.cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.cookies.get('XSRF-TOKEN')! } : {}),
    };
  }

  get<T = Json>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = Json>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, payload ?? {}, headers);
  }
  put<T = Json>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, payload ?? {}, headers);
  }
  patch<T = Json>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, payload ?? {}, headers);
  }
  delete<T = Json>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }
}

/** Retries `check` until it passes or `ms` elapse: for changes that reach other processes asynchronously (NOTIFY). */
export async function eventually(check: () => Promise<void>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * A database of its own on the PostgreSQL at `baseUrl` (TEST_DATABASE_URL) for one test file:
 * `url` to open it, `admin` (a connection to the server) for what a test does from outside, and
 * `drop` to remove it afterwards.
 */
export async function createPostgresDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; name: string; admin: pg.Client; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * The whole app on a database of its own at `baseUrl` (TEST_DATABASE_URL), migrated and seeded:
 * `url` names that database; `close` stops the app and drops it.
 */
export async function createPostgresTestApp(
  baseUrl: string,
  prefix: string,
  options: { poolSize?: number; config?: Partial<ServerConfig> } = {},
): Promise<TestApp & { url: string }> {
  const pgDb = await createPostgresDatabase(baseUrl, prefix);
  const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: options.poolSize });
  await seedDatabase(database.db, {});
  const t = await createTestApp({ database, config: { ...options.config, databaseUrl: pgDb.url } });
  return {
    ...t,
    url: pgDb.url,
    close: async () => {
      await t.close();
      await database.close();
      await pgDb.drop();
    },
  };
}
