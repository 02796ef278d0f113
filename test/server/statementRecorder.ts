import type { Transaction } from '@electric-sql/pglite';
import type { StatementClient } from '../../server/db/statements/pglite';
import type { TestApp } from './helpers';

/**
 * Records the text of every statement a PGlite test app sends through its ORM client and
 * executeSql, transactions included, in order. Enumeration tests compare what two requests do:
 * the same texts (parameters aside) is the same work, which no wall clock on a loaded machine shows.
 */
export function recordStatements(t: TestApp): { take: () => string[]; clear: () => void } {
  const statements: string[] = [];
  const pglite = (t.database.db as unknown as { $client: StatementClient }).$client;
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = (async (text: string, params?: unknown[], options?: never) => {
    statements.push(text);
    return query(text, params, options);
  }) as StatementClient['query'];
  pglite.transaction = (async (callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      statements.push('BEGIN');
      const recorded = new Proxy(tx, {
        get: (target, key) =>
          key === 'query'
            ? (text: string, params?: unknown[], options?: never) => {
                statements.push(text);
                return target.query(text, params, options);
              }
            : (Reflect.get(target, key, target) as unknown),
      });
      return callback(recorded);
    })) as StatementClient['transaction'];
  return {
    clear: () => void (statements.length = 0),
    // Once-a-minute housekeeping (expired rate-limit counters, stale log-in failures) follows the clock, not the request.
    take: () => statements.splice(0).filter((text) => !/DELETE FROM (rate_limit_counters|login_failures) WHERE/.test(text)),
  };
}
