import type { Query } from 'drizzle-orm';
import type pg from 'pg';
import type { ReadOptions } from './types';

/**
 * Prepared statements on PostgreSQL: every statement with parameters, the ORM's and the hot reads'
 * (readQuery), gets one name per text (`stmt_N`), which node-postgres prepares on a connection the
 * first time that connection runs it. Statements without parameters keep the simple protocol (a
 * migration or a job-queue script may hold several commands).
 *
 * `genericPlan` reads run on a second pool whose connections have plan_cache_mode =
 * force_generic_plan: PostgreSQL otherwise plans a paged statement again on every run.
 */
export interface PostgresStatements {
  read: <T>(query: Query, options?: ReadOptions) => Promise<T[]>;
}

/** Distinct statement texts given a name; past this many, the rest run unnamed (parsed every time). */
const MAX_STATEMENTS = 2000;

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** A query config node-postgres would send unnamed, with its parameters (in the config or beside it). */
function namable(config: unknown, values: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null || 'submit' in config) return false;
  const c = config as QueryConfig;
  const params = values ?? c.values;
  return typeof c.text === 'string' && c.name === undefined && Array.isArray(params) && params.length > 0;
}

/** Names the statements of every connection `pools` open, with one name per text across them. */
export function postgresStatements(pool: pg.Pool, genericPlanPool: pg.Pool): PostgresStatements {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_STATEMENTS) names.set(text, (name = `stmt_${names.size + 1}`));
    return name;
  };
  for (const p of [pool, genericPlanPool]) {
    p.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((config: unknown, values?: unknown, callback?: unknown) =>
        query(namable(config, values) ? { ...config, name: nameFor(config.text) } : config, values, callback)) as typeof client.query;
    });
  }
  return {
    read: async <T>({ sql: text, params }: Query, options?: ReadOptions) =>
      (await (options?.genericPlan ? genericPlanPool : pool).query({ text, values: params })).rows as T[],
  };
}
