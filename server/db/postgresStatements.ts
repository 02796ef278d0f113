import type pg from 'pg';

/** Distinct statement texts given a name; past this many, the rest run unnamed (parsed every time). */
const MAX_STATEMENTS = 2000;

interface QueryConfig {
  text: string;
  name?: string;
}

const isNamable = (config: unknown, values: unknown): config is QueryConfig =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfig).text === 'string' && (config as QueryConfig).name === undefined &&
  // A statement without parameters keeps the simple protocol (it may hold several commands, as a migration does).
  !('submit' in config) && Array.isArray(values) && values.length > 0;

/**
 * Makes the ORM's statements on PostgreSQL prepared statements: each statement text gets one name,
 * which node-postgres prepares on a connection the first time that connection runs it and then only
 * binds and executes. Unnamed, PostgreSQL parses and plans every statement again on every run.
 * Applied to every connection the pool opens, so the pool's queries and the ORM's transactions
 * (which check a connection out) both get it. The hot reads name their own (preparedReads.ts).
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_STATEMENTS) names.set(text, (name = `orm_${names.size + 1}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, values?: unknown, callback?: unknown) =>
      query(isNamable(config, values) ? { ...config, name: nameFor(config.text) } : config, values, callback)) as typeof client.query;
  });
}
