import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, readQuery, type Database } from '../../server/db/client';
import { createPostgresDatabase } from './helpers';

/**
 * On PostgreSQL the ORM's statements with parameters are prepared once per connection under one
 * name per text (server/db/statements/postgres.ts); statements without parameters keep the simple
 * protocol. Needs TEST_DATABASE_URL (CI starts a PostgreSQL).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describePostgres = baseUrl ? describe : describe.skip;

describePostgres('named statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const pgDb = await createPostgresDatabase(baseUrl!, 'confetti_named');
    drop = pgDb.drop;
    // One connection, so pg_prepared_statements (per connection) sees what the ORM prepared.
    database = await openDatabase({ databaseUrl: pgDb.url, dataDir: ':memory:', poolSize: 1 });
    await database.db.execute(sql`create table named_probe (id integer primary key, label text)`);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });
  const prepared = () =>
    queryRows<{ name: string; statement: string }>(
      database.db,
      sql`select name, statement from pg_prepared_statements where name like 'stmt\_%' order by name`,
    );

  it('prepares a statement with parameters once however often it runs', async () => {
    for (let id = 1; id <= 3; id++) await database.db.execute(sql`insert into named_probe (id, label) values (${id}, ${`label ${id}`})`);
    const rows = await queryRows<{ label: string }>(database.db, sql`select label from named_probe where id = ${2}`);
    expect(rows).toEqual([{ label: 'label 2' }]);
    const statements = await prepared();
    expect(statements.filter((s) => s.statement.startsWith('insert into named_probe'))).toHaveLength(1);
    expect(statements.filter((s) => s.statement.startsWith('select label from named_probe'))).toHaveLength(1);
  });

  it('gives a hot read and the ORM one name for one text', async () => {
    const text = 'select label from named_probe where id = $1';
    expect(await readQuery(database.db, { sql: text, params: [3] })).toEqual([{ label: 'label 3' }]);
    await database.db.execute(sql.raw(`select 1 as warm`));
    expect((await prepared()).filter((s) => s.statement === text)).toHaveLength(1);
  });

  it('runs a statement without parameters unprepared, several commands at once', async () => {
    const before = (await prepared()).length;
    await database.db.execute(sql.raw(`update named_probe set label = 'x' where id = 1; update named_probe set label = 'y' where id = 2`));
    expect(
      await queryRows<{ label: string }>(database.db, sql`select label from named_probe where id in (${1}, ${2}) order by id`),
    ).toEqual([{ label: 'x' }, { label: 'y' }]);
    expect((await prepared()).length).toBe(before + 1);
  });

  it('answers a failed prepared statement with its error and runs it again afterwards', async () => {
    const insert = (id: number) => database.db.execute(sql`insert into named_probe (id, label) values (${id}, ${'again'})`);
    await expect(insert(1)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) as unknown });
    await expect(insert(10)).resolves.toBeDefined();
  });

  it('names the statements of a transaction and rolls them back together', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into named_probe (id, label) values (${20}, ${'twenty'})`);
        await tx.execute(sql`insert into named_probe (id, label) values (${20}, ${'twenty'})`);
      }),
    ).rejects.toBeDefined();
    expect(await queryRows(database.db, sql`select id from named_probe where id = ${20}`)).toEqual([]);
  });
});
