import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { execMessages } from './preparedReads';

/** What the ORM's PGlite driver calls on its client: query() and transaction(), whose callback gets a Transaction. */
export type StatementClient = Pick<PGlite, 'query' | 'transaction'>;

/** Distinct statement texts kept prepared on PGlite's one connection; the rest are parsed each time. */
const MAX_STATEMENTS = 2000;

interface Prepared {
  /** '' for the unnamed statement (past MAX_STATEMENTS): parsed again on every run. */
  name: string;
  paramTypes: number[];
}

/**
 * The client the ORM is given on PGlite: PGlite's query() with one call into the engine per
 * statement. PGlite's own query() makes six (Parse, Describe, Bind, Describe, Execute, Sync), and
 * parses and plans the text each time, whose file-size checks on every index of a table are real
 * system calls. Here each statement text is parsed once under a name, its parameter types kept,
 * and each run sends Bind, Describe, Execute and Sync as one message. Measured on the 100,000-product
 * catalog, with resultOf below: a session lookup through the ORM 579 → 335 µs, `select 1` 261 → 87 µs,
 * a cart add and its quantity reset 26 → 12 ms.
 *
 * Otherwise it is PGlite's query(): the same locks, parameters serialised by their types, rows
 * parsed with the caller's rowMode and parsers, a DatabaseError carrying the query, notifications
 * delivered (execProtocol does that), the file system synced after a statement outside a
 * transaction. Calls with options this does not handle (a blob, explicit parameter types, custom
 * serialisers) go to PGlite's own query(). Migrations keep PGlite's own client.
 */
export function preparedStatementClient(client: PGlite): StatementClient {
  const prepared = new Map<string, Prepared>();
  const { serialize } = protocol;

  /** The engine's answer to one message; throws its error with the query attached, as PGlite does. */
  const exchange = async (parts: Uint8Array[], query: string, params: unknown[], options: QueryOptions | undefined) => {
    const messages = await execMessages(client, parts);
    const error = messages.find((m): m is InstanceType<typeof protocol.messages.DatabaseError> => m.name === 'error');
    if (error) throw Object.assign(error, { query, params, queryOptions: options });
    return messages;
  };

  /** The statement for `text`, parsed (and its parameter types read) on first use. */
  const statementFor = async (text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> => {
    const known = prepared.get(text);
    if (known) return known;
    const name = prepared.size < MAX_STATEMENTS ? `stmt_${prepared.size + 1}` : '';
    const messages = await exchange([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()], text, params, options);
    const description = messages.find((m): m is InstanceType<typeof protocol.messages.ParameterDescriptionMessage> => m.name === 'parameterDescription');
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (name) prepared.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    const statement = await statementFor(text, params, options);
    // PGlite's own serialisation: by the parameter's type, else its string form.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- PGlite's own fallback (toString), kept for the same answers
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exchange(
      [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()],
      text,
      params,
      options,
    );
    if (!inTransaction) await client.syncToFs();
    return resultOf<T>(messages, client.parsers, options);
  };

  const handles = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes && !options?.serializers;

  return {
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      if (!handles(options)) return client.query<T>(text, params, options);
      await client._checkReady();
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options, false)));
    },
    transaction: <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
      client.transaction((tx) => {
        const statements: Transaction = {
          // The transaction holds PGlite's transaction lock; each statement takes the query lock, as PGlite's tx.query does.
          query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!handles(options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return client._runExclusiveQuery(() => run<R>(text, params, options, true));
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
  };
}

type BackendMessage = Awaited<ReturnType<typeof execMessages>>[number];
type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * PGlite's parseResults for one statement's answer, without its cost: it merges the caller's
 * parsers into a copy of all of PGlite's (some 320 types) on every call, which the ORM's parsers
 * (for dates, on every statement) made a third of a session lookup's time. Each value is parsed as
 * there: the caller's parser for its type, else PGlite's, else the text as it came.
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
