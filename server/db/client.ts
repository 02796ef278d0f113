import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { defaultPoolSize } from '../../config/server';
import type { Query, SQL } from 'drizzle-orm';
import { pgliteListen, postgresListen, type Listen } from './notifications';
import { pgliteStatements, type PgliteStatements } from './statements/pglite';
import { postgresStatements } from './statements/postgres';
import type { ReadOptions } from './statements/types';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers produce this type, so services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel (server/db/notifications.ts). */
  listen: Listen;
  /**
   * Runs hand-written SQL outside the ORM, for the job queue (pg-boss's database adapter): with
   * `values`, one statement; without, a script that may hold several (pg-boss's schema install and
   * maintenance send BEGIN; …; COMMIT; as one text).
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** PGlite only: the data directory as a tar file, which `openDatabase({ template })` starts from. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

// The server runs as CommonJS (tsx and jest alike), so __dirname is this folder.
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Opens the database: a real PostgreSQL when `databaseUrl` is set, otherwise embedded PGlite
 * persisted under `dataDir` (':memory:' for tests). Runs the committed migrations either way.
 */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data directory (`dumpDataDir`), e.g. the tests' migrated, seeded copy. */
  template?: Blob;
  /**
   * PGlite only: its buffer pool (PostgreSQL's default is 128MB). Zeroing the pool is most of what a
   * start costs, so the tests' many short-lived databases ask for less.
   */
  sharedBuffers?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const max = opts.poolSize ?? defaultPoolSize();
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    // Hot reads whose plan does not depend on their values (statements/postgres.ts `genericPlan`).
    const genericPlanPool = new pg.Pool({ connectionString: opts.databaseUrl, max, options: '-c plan_cache_mode=force_generic_plan' });
    let closed = false;
    for (const p of [pool, genericPlanPool]) {
      // An idle connection the server drops (a restart, a failover, a test's DROP DATABASE) emits
      // 'error' on the pool; unhandled, that would crash the process. The pool discards that client.
      // After close, end() has let go of its connections before their sockets shut: one may still
      // hear the server's goodbye (a test drops its database right after), which is no news.
      p.on('error', (err) => closed || console.warn(`database: idle connection lost (${err.message})`));
    }
    // Migrations on a connection of their own: the app's connections name their statements (statements/postgres.ts).
    const migrationPool = new pg.Pool({ connectionString: opts.databaseUrl, max: 1 });
    try {
      await migratePg(drizzlePg({ client: migrationPool }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await migrationPool.end();
    }
    const statements = postgresStatements(pool, genericPlanPool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    readers.set(db, statements.read);
    const notifications = postgresListen(opts.databaseUrl);
    // The app's pool: a script without values goes by the simple protocol, so several statements
    // may share one text; a connection whose script failed inside BEGIN is dropped by the pool, not reused.
    const executeSql = async (text: string, values?: unknown[]) => pool.query(text, values);
    return {
      db,
      kind: 'postgres',
      listen: notifications.listen,
      executeSql,
      close: async () => {
        closed = true;
        await notifications.close();
        await Promise.all([pool.end(), genericPlanPool.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir !== ':memory:') {
    // PGlite creates only the last directory of its path.
    fs.mkdirSync(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
    dataDir = path.resolve(opts.dataDir);
  }
  // Contrib extensions the migrations create (PostgreSQL ships them; PGlite loads their files here):
  // pg_trgm for Find a couple's misspelling-tolerant name search (migration 0021).
  const startParams = opts.sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] : undefined;
  const client = new PGlite({ dataDir, loadDataDir: opts.template, extensions: { pg_trgm }, startParams });
  await client.waitReady;
  // PGlite's pages are in memory: random reads cost about what sequential ones do (the search index gets used).
  await client.exec('SET random_page_cost = 1.1');
  // Every statement parsed once and run in one call into the engine (statements/pglite.ts).
  const statements = pgliteStatements(client);
  const db = drizzlePglite({ client: statements.client as PGlite, schema }) as unknown as Db;
  const appliedBefore = await appliedMigrations(client);
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  // A migration that rewrites rows (0011 and 0014 fill a card column) leaves every old row version
  // behind, and PGlite has no autovacuum: an upgraded catalog would be read at twice its size.
  if (appliedBefore > 0 && (await appliedMigrations(client)) > appliedBefore) await client.exec('VACUUM ANALYZE');
  readers.set(db, statements.read);
  return {
    db,
    kind: 'pglite',
    listen: pgliteListen(client),
    executeSql: pgliteExecuteSql(client, statements),
    // A checkpoint first: rows still only in shared buffers are not in the files the dump copies.
    dumpDataDir: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    close: () => client.close(),
  };
}

/**
 * executeSql on PGlite, whose one connection every caller shares. A statement with values is a
 * prepared one (statements/pglite.ts). A script runs by exec() inside a transaction of PGlite's: that
 * holds the connection for the whole script, and if the script fails halfway its open BEGIN is rolled
 * back there and then, before any other caller's statement could land in the aborted transaction.
 * (The script's own BEGIN only draws a warning inside it, its COMMIT commits, and PGlite's COMMIT
 * after that draws a warning too.)
 */
function pgliteExecuteSql(client: PGlite, statements: PgliteStatements): Database['executeSql'] {
  return async (text, values) => {
    if (values && values.length > 0) return statements.client.query(text, values);
    return client.transaction(async (tx) => {
      const results = await tx.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    });
  };
}

/** How many migrations drizzle has applied to a PGlite database (0 for a new one). */
async function appliedMigrations(client: PGlite): Promise<number> {
  const {
    rows: [table],
  } = await client.query<{ name: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  if (!table?.name) return 0;
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return rows[0]!.n;
}

type ReadRows = <T>(query: Query, options?: ReadOptions) => Promise<T[]>;
const readers = new WeakMap<DbOrTx, ReadRows>();
const dialect = new PgDialect();

/**
 * Runs a hot read as a prepared statement (server/db/statements/) when `db` is a database opened
 * here; inside a transaction it runs as an ordinary statement of that transaction.
 */
export async function readRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const read = readers.get(db);
  return read ? read<T>(dialect.sqlToQuery(query)) : queryRows<T>(db, query);
}

/** readRows for a statement already rendered (text and parameters), outside any transaction. */
export async function readQuery<T>(db: Db, query: Query, options?: ReadOptions): Promise<T[]> {
  const read = readers.get(db);
  if (!read) throw new Error('readQuery needs a database opened by openDatabase, not a transaction');
  return read<T>(query, options);
}

/** Runs one hand-written statement; both drivers answer with `rows` as plain objects. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
