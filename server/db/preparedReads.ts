import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Hot read statements (listing pages, searches) as server-side prepared statements, one per
 * distinct SQL text: the database parses and plans each shape once per connection instead of on
 * every request. On PGlite that planning (and the file-size checks it makes for every index of the
 * table) was a quarter of a listing's database time, and PGlite's own query() makes five calls into
 * the engine per statement where this makes one.
 */
export type ReadRows = <T>(query: Query, options?: ReadOptions) => Promise<T[]>;
export interface ReadOptions {
  /**
   * Plan once for any parameters (PostgreSQL's generic plan). For statements whose plan does not
   * depend on the values (an index range by scope, sorted and paged): PostgreSQL otherwise plans a
   * statement with LIMIT/OFFSET parameters again on every run, which measured as half its work for
   * a listing page. Statements whose best plan does depend on the values (text search) leave it off.
   */
  genericPlan?: boolean;
}
/** More distinct shapes than this per connection and the rest run unprepared (the shapes are few). */
const MAX_STATEMENTS = 500;

function textParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/**
 * PostgreSQL through node-postgres: a named query is prepared on each pooled connection on first
 * use. Generic-plan reads run on their own pool, whose connections have plan_cache_mode set.
 */
export function postgresReads(pool: pg.Pool, genericPlanPool: pg.Pool): ReadRows {
  const names = new Map<string, string>();
  return async <T>({ sql: text, params }: Query, options?: ReadOptions) => {
    let name = names.get(text);
    if (!name && names.size < MAX_STATEMENTS) names.set(text, (name = `read_${names.size + 1}`));
    const result = await (options?.genericPlan ? genericPlanPool : pool).query({ name, text, values: params });
    return result.rows as T[];
  };
}

/**
 * PGlite: Parse once under a name, then Bind/Describe/Execute/Sync in one message. It takes the
 * same two locks as PGlite's query(), so it never runs inside another caller's transaction.
 *
 * A `genericPlan` read sets plan_cache_mode around itself in the same implicit transaction (before
 * the one Sync): PGlite has one connection, which the ORM's statements share and which keeps the
 * default for them; an error rolls the SET back with the read. Planning a listing page each time
 * (and the file-size check it makes for every index of the table) was a third of its time.
 */
export function pgliteReads(client: PGlite): ReadRows {
  const names = new Map<string, string>();
  const { serialize } = protocol;
  const run = (statement: string) => [serialize.bind({ statement }), serialize.execute({})];
  let modeStatementsParsed = false;
  return async <T>({ sql: text, params }: Query, options?: ReadOptions) => {
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(async () => {
      let name = names.get(text);
      const fresh = name === undefined;
      if (fresh) name = names.size < MAX_STATEMENTS ? `read_${names.size + 1}` : '';
      const generic = options?.genericPlan === true;
      const parseModes = generic && !modeStatementsParsed;
      const parts = [
        ...(parseModes ? [serialize.parse({ name: 'generic_plan_on', text: 'SET plan_cache_mode = force_generic_plan' }), serialize.parse({ name: 'generic_plan_off', text: 'RESET plan_cache_mode' })] : []),
        ...(generic ? run('generic_plan_on') : []),
        ...(fresh ? [serialize.parse({ name: name!, text, types: [] })] : []),
        serialize.bind({ statement: name!, values: params.map(textParam) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        ...(generic ? run('generic_plan_off') : []),
        serialize.sync(),
      ];
      const messages = await execMessages(client, parts);
      // Parses answer in order and an error skips the rest: count them to know which took.
      const parsed = messages.filter((m) => m.name === 'parseComplete').length;
      const modesParsed = parseModes ? 2 : 0;
      if (parseModes && parsed >= modesParsed) modeStatementsParsed = true;
      if (fresh && name && parsed > modesParsed) names.set(text, name);
      const error = messages.find((m): m is InstanceType<typeof protocol.messages.DatabaseError> => m.name === 'error');
      if (error) throw error;
      // The read's result follows the SET's when there is one.
      return pgliteParse.parseResults(messages, client.parsers)[generic ? 1 : 0]!.rows as T[];
    }));
  };
}

/**
 * Sends protocol messages to PGlite's engine in one call (the caller holds PGlite's locks). An error
 * comes back among the answers, not thrown: the caller knows which of its statements took.
 */
export async function execMessages(client: PGlite, parts: Uint8Array[]): Promise<Awaited<ReturnType<PGlite['execProtocol']>>['messages']> {
  const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return (await client.execProtocol(message, { syncToFs: false, throwOnError: false })).messages;
}
