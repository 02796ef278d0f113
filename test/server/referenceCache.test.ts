import type { Db } from '../../server/db/client';
import { referenceTable } from '../../server/lib/referenceCache';

/** A lazy query like drizzle's select builder: it runs again on every `then`. */
function lazyQuery<T>(value: T) {
  const query = {
    runs: 0,
    then<R>(resolve: (v: T) => R, reject?: (e: unknown) => R) {
      query.runs++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
  return query;
}

describe('referenceTable', () => {
  const db = {} as Db;

  it('runs a lazy query once per copy, however many readers await it', async () => {
    const query = lazyQuery([{ id: 1 }]);
    const read = referenceTable(() => query as unknown as Promise<{ id: number }[]>);
    for (let i = 0; i < 5; i++) expect(await read(db)).toEqual([{ id: 1 }]);
    expect(query.runs).toBe(1);
  });

  it('loads again after its time and after a failure', async () => {
    let loads = 0;
    let fail = true;
    const read = referenceTable(async () => {
      loads++;
      if (fail) throw new Error('database down');
      return loads;
    }, 0);
    await expect(read(db)).rejects.toThrow('database down');
    fail = false;
    expect(await read(db)).toBe(2);
    expect(await read(db)).toBe(3); // ttl 0: every read is a new copy
  });
});
