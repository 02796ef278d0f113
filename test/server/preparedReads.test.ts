import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, queryRows, readQuery, readRows, type Database } from '../../server/db/client';
import { createPostgresDatabase, openTestPglite } from './helpers';

/**
 * Prepared reads (readQuery, server/db/statements/) on PGlite, and on PostgreSQL when TEST_DATABASE_URL
 * is set: the same rows as an ordinary statement, errors that leave the reader usable, and
 * transactions kept apart.
 */
type Scenario = [string, () => Promise<{ database: Database; cleanup: () => Promise<void> }>];
const scenarios: Scenario[] = [
  [
    'PGlite',
    async () => {
      const database = await openTestPglite();
      return { database, cleanup: () => database.close() };
    },
  ],
];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  scenarios.push([
    'PostgreSQL',
    async () => {
      const pgDb = await createPostgresDatabase(baseUrl, 'confetti_prepared');
      const database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: 4 });
      return {
        database,
        cleanup: async () => {
          await database.close();
          await pgDb.drop();
        },
      };
    },
  ]);
}

describe.each(scenarios)('prepared reads on %s', (name, open) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ database, cleanup } = await open());
    await database.db.execute(sql`create table prepared_probe (id integer primary key, label text, flag boolean, doc jsonb)`);
    await database.db.execute(
      sql`insert into prepared_probe values (1, 'one', true, '{"a":1}'), (2, null, false, null), (3, 'three', true, '[1,2]')`,
    );
  });
  afterAll(async () => cleanup());
  const db = () => database.db;
  const probe = (minId: number, label: string | null = null) =>
    sql`select id, label, flag, doc, count(*) over ()::int as n from prepared_probe where id >= ${minId} and (${label}::text is null or label = ${label}) order by id`;

  it('answer what an ordinary statement answers, call after call, for any parameters', async () => {
    for (const minId of [1, 2, 3, 4, 1]) {
      expect(await readRows(db(), probe(minId))).toEqual(await queryRows(db(), probe(minId)));
    }
    expect(await readRows(db(), probe(1, 'three'))).toEqual([{ id: 3, label: 'three', flag: true, doc: [1, 2], n: 1 }]);
    expect(await readRows(db(), probe(2))).toEqual([
      { id: 2, label: null, flag: false, doc: null, n: 2 },
      { id: 3, label: 'three', flag: true, doc: [1, 2], n: 2 },
    ]);
  });

  it('reject with the database error and keep working afterwards', async () => {
    await expect(readRows(db(), sql`select no_such_column from prepared_probe`)).rejects.toThrow(/no_such_column/);
    await expect(readRows(db(), sql`select id from prepared_probe where id = ${'not a number'}::int`)).rejects.toThrow(
      /invalid input syntax/,
    );
    // The same shape, prepared by the failed call, now with a good parameter.
    expect(await readRows(db(), sql`select id from prepared_probe where id = ${'2'}::int`)).toEqual([{ id: 2 }]);
    expect(await readRows(db(), probe(3))).toHaveLength(1);
  });

  it('plan once for any values when asked, with the same answer, and leave other statements to the default', async () => {
    const rendered = new PgDialect().sqlToQuery(probe(2));
    expect(await readQuery(db(), rendered, { genericPlan: true })).toEqual(await readQuery(db(), rendered));
    const mode = new PgDialect().sqlToQuery(sql`select current_setting('plan_cache_mode') as mode`);
    const [generic] = await readQuery<{ mode: string }>(db(), mode, { genericPlan: true });
    const [usual] = await readQuery<{ mode: string }>(db(), mode);
    expect(generic!.mode).toBe('force_generic_plan');
    expect(usual!.mode).toBe('auto');
    // The ORM's statements share PGlite's one session: they still plan as usual.
    expect(await queryRows(db(), sql`select current_setting('plan_cache_mode') as mode`)).toEqual([{ mode: 'auto' }]);
  });

  it('keep the default plan choice after a generic read fails', async () => {
    const failing = new PgDialect().sqlToQuery(sql`select id from prepared_probe where id = ${'not a number'}::int`);
    await expect(readQuery(db(), failing, { genericPlan: true })).rejects.toThrow(/invalid input syntax/);
    expect(await queryRows(db(), sql`select current_setting('plan_cache_mode') as mode`)).toEqual([{ mode: 'auto' }]);
    const good = new PgDialect().sqlToQuery(sql`select id from prepared_probe where id = ${'3'}::int`);
    expect(await readQuery(db(), good, { genericPlan: true })).toEqual([{ id: 3 }]);
    // A statement that never parsed, then one that does: the reader still knows which it prepared.
    await expect(
      readQuery(db(), { sql: 'select nope from prepared_probe where id = $1', params: [1] }, { genericPlan: true }),
    ).rejects.toThrow(/nope/);
    expect(await readQuery(db(), { sql: 'select label from prepared_probe where id = $1', params: [1] }, { genericPlan: true })).toEqual([
      { label: 'one' },
    ]);
  });

  it('run inside a transaction when given one, and never inside somebody else’s', async () => {
    let outside: Promise<unknown[]> | undefined;
    let outsideDone = false;
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values (4, 'four', false, null)`);
      expect(await readRows(tx, sql`select id from prepared_probe where id = ${4}`)).toEqual([{ id: 4 }]);
      outside = readRows(db(), sql`select id from prepared_probe where id = ${4}`).finally(() => (outsideDone = true));
      await new Promise((resolve) => setTimeout(resolve, 30));
      // PGlite has one session: the outside read waits for the transaction to end. PostgreSQL
      // answers at once from another connection, without the uncommitted row.
      if (name === 'PGlite') expect(outsideDone).toBe(false);
      else expect(await outside).toEqual([]);
    });
    if (name === 'PGlite') expect(await outside).toEqual([{ id: 4 }]);
  });
});

describe('prepared reads on a fresh PGlite', () => {
  it('report the same error again when the first generic read of the process does not parse', async () => {
    // The plan-mode statements parse in the same message: their success must not mark the read as prepared.
    const database = await openTestPglite();
    try {
      const broken = { sql: 'select nope from (select $1::int as id) t', params: [1] };
      await expect(readQuery(database.db, broken, { genericPlan: true })).rejects.toThrow(/nope/);
      await expect(readQuery(database.db, broken, { genericPlan: true })).rejects.toThrow(/nope/);
      expect(await readQuery(database.db, { sql: 'select $1::int + 1 as id', params: [1] }, { genericPlan: true })).toEqual([{ id: 2 }]);
    } finally {
      await database.close();
    }
  });
});
