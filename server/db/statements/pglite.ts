import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import type { ReadOptions } from './types';

/**
 * Prepared statements on PGlite: every statement text, the ORM's and the hot reads' (readQuery), is
 * parsed once under one name (`stmt_N`) and then run as one call into the engine. Why: PGlite's own
 * query() makes six calls and parses and plans the text every time (the commit bodies have the numbers).
 *
 * This is the one file that uses PGlite's private API (`_runExclusiveQuery`,
 * `_runExclusiveTransaction`, `_checkReady`: the locks its query() takes), which is why package.json
 * pins PGlite to exactly PGLITE_VERSION and test/server/pgliteStatements.test.ts fails on any other.
 * Before moving the pin, check those three against the new version's src/pglite.ts.
 */
export const PGLITE_VERSION = '0.5.16';

/** What the ORM's PGlite driver calls on its client: query() and transaction(), whose callback gets a Transaction. */
export type StatementClient = Pick<PGlite, 'query' | 'transaction'>;

/** PGlite's private members this file uses, checked when a client is wrapped. */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}
const INTERNALS = ['_checkReady', '_runExclusiveQuery', '_runExclusiveTransaction'] as const;

function internalsOf(client: PGlite): PgliteInternals {
  const missing = INTERNALS.filter((name) => typeof (client as unknown as Record<string, unknown>)[name] !== 'function');
  if (missing.length > 0)
    throw new Error(`server/db/statements/pglite.ts needs PGlite ${PGLITE_VERSION}'s ${missing.join(', ')}: this PGlite has none`);
  return client;
}

/** Distinct statement texts kept prepared on PGlite's one connection; the rest are parsed each time. */
const MAX_STATEMENTS = 2000;
const GENERIC_PLAN_ON = 'SET plan_cache_mode = force_generic_plan';
const GENERIC_PLAN_OFF = 'RESET plan_cache_mode';

interface Prepared {
  /** '' for the unnamed statement (past MAX_STATEMENTS): parsed again on every run. */
  name: string;
  paramTypes: number[];
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Parsers = NonNullable<QueryOptions['parsers']>;

export interface PgliteStatements {
  /** The client the ORM is given (migrations keep PGlite's own). */
  client: StatementClient;
  /** A hot read outside any transaction (readQuery); rows as objects, with PGlite's parsers. */
  read: <T>(query: Query, options?: ReadOptions) => Promise<T[]>;
}

/**
 * Wraps PGlite for the ORM and the hot reads. Otherwise it is PGlite's query(): the same locks,
 * parameters serialised by their types, rows parsed with the caller's rowMode and parsers, a
 * DatabaseError carrying the query, notifications delivered (execProtocol does that), the file
 * system synced after a statement outside a transaction. Calls with options this does not handle
 * (a blob, explicit parameter types, custom serialisers) go to PGlite's own query().
 */
export function pgliteStatements(client: PGlite): PgliteStatements {
  const internals = internalsOf(client);
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;

  /** The engine's answer to one message; throws its error with the query attached, as PGlite does. */
  const exchange = async (parts: Uint8Array[], query: string, params: unknown[], options: QueryOptions | undefined) => {
    const messages = await execMessages(client, parts);
    const error = messages.find((m): m is InstanceType<typeof protocol.messages.DatabaseError> => m.name === 'error');
    if (error) throw Object.assign(error, { query, params, queryOptions: options });
    return messages;
  };

  /** The statement for `text`, parsed (and its parameter types read) on first use; the caller holds the locks. */
  const statementFor = async (text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> => {
    const known = prepared.get(text);
    if (known) return known;
    const name = prepared.size < MAX_STATEMENTS ? `stmt_${prepared.size + 1}` : '';
    const messages = await exchange(
      [serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()],
      text,
      params,
      options,
    );
    const description = messages.find(
      (m): m is InstanceType<typeof protocol.messages.ParameterDescriptionMessage> => m.name === 'parameterDescription',
    );
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (name) prepared.set(text, statement);
    return statement;
  };

  /** Bind, Describe and Execute of one statement, its parameters serialised as PGlite does (by type, else their string form). */
  const runParts = (statement: Prepared, params: unknown[]): Uint8Array[] => {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- PGlite's own fallback (toString), kept for the same answers
      return serializer ? serializer(value) : String(value);
    });
    return [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({})];
  };

  const run = async <T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> => {
    const statement = await statementFor(text, params, options);
    const messages = await exchange([...runParts(statement, params), serialize.sync()], text, params, options);
    if (!inTransaction) await client.syncToFs();
    return resultOf<T>(messages, client.parsers, options);
  };

  const handles = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes && !options?.serializers;
  const exclusive = <T>(fn: () => Promise<T>) => internals._runExclusiveTransaction(() => internals._runExclusiveQuery(fn));

  /**
   * A `genericPlan` read sets plan_cache_mode around itself in the same implicit transaction (one
   * Sync): the ORM's statements share PGlite's one session and keep the default, and an error rolls
   * the SET back with the read.
   */
  const read = <T>({ sql: text, params }: Query, options?: ReadOptions): Promise<T[]> =>
    exclusive(async () => {
      const statement = await statementFor(text, params, undefined);
      if (!options?.genericPlan)
        return resultOf<T>(await exchange([...runParts(statement, params), serialize.sync()], text, params, undefined), client.parsers)
          .rows;
      const on = await statementFor(GENERIC_PLAN_ON, [], undefined);
      const off = await statementFor(GENERIC_PLAN_OFF, [], undefined);
      const messages = await exchange(
        [...runParts(on, []), ...runParts(statement, params), ...runParts(off, []), serialize.sync()],
        text,
        params,
        undefined,
      );
      // The read's answer follows the SET's.
      const afterSet = messages.findIndex((m) => m instanceof protocol.messages.CommandCompleteMessage) + 1;
      return resultOf<T>(messages.slice(afterSet), client.parsers).rows;
    });

  return {
    read,
    client: {
      query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
        if (!handles(options)) return client.query<T>(text, params, options);
        await internals._checkReady();
        return exclusive(() => run<T>(text, params, options, false));
      },
      transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
        client.transaction((tx) => {
          const statements: Transaction = {
            // The transaction holds PGlite's transaction lock; each statement takes the query lock, as PGlite's tx.query does.
            query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
              if (!handles(options)) return tx.query<R>(text, params, options);
              if (tx.closed) throw new Error('Transaction is closed');
              return internals._runExclusiveQuery(() => run<R>(text, params, options, true));
            },
            sql: (...args) => tx.sql(...args),
            exec: (...args) => tx.exec(...args),
            rollback: () => tx.rollback(),
            listen: (...args) => tx.listen(...args),
            get closed() {
              return tx.closed;
            },
          };
          return callback(statements);
        }),
    },
  };
}

/**
 * Sends protocol messages to PGlite's engine in one call (the caller holds PGlite's locks). An error
 * comes back among the answers, not thrown: the caller knows which of its statements took.
 */
async function execMessages(client: PGlite, parts: Uint8Array[]): Promise<BackendMessage[]> {
  const message = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return (await client.execProtocol(message, { syncToFs: false, throwOnError: false })).messages;
}

/**
 * PGlite's parseResults for one statement's answer, without merging the caller's parsers into a
 * copy of all of PGlite's (some 320 types) on every call. Each value is parsed as there: the
 * caller's parser for its type, else PGlite's, else the text as it came.
 */
export function resultOf<T>(messages: BackendMessage[], defaults: Parsers, options?: QueryOptions): Results<T> {
  const own = options?.parsers;
  const parse = (value: string | null, type: number): unknown => {
    if (value === null) return null;
    const parser = own?.[type] ?? defaults[type];
    // PGlite calls its parsers with the type too (the array parsers read it).
    return parser ? (parser as (text: string, typeId: number) => unknown)(value, type) : value;
  };
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message instanceof protocol.messages.DataRowMessage) {
      const values = message.fields.map((value, i) => parse(value, fields[i]!.dataTypeID));
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      // "INSERT 0 3", "UPDATE 2", "SELECT 5": the count is the last word.
      const words = message.text.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as Results<T>;
    }
  }
  return { rows: rows as T[], fields, affectedRows: 0 };
}
