import fs from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { PGLITE_VERSION, pgliteStatements, type StatementClient } from '../../server/db/statements/pglite';

/**
 * The client the ORM gets on PGlite (server/db/statements/pglite.ts) answers exactly as PGlite's
 * own query() does, parses each statement once, and keeps PGlite's errors, transactions and
 * notifications.
 */
describe('the PGlite that statements/pglite.ts was written against', () => {
  it('is the installed and pinned one: another version must be checked before the pin moves', () => {
    // statements/pglite.ts takes PGlite's locks through its private _runExclusiveQuery,
    // _runExclusiveTransaction and _checkReady. On an upgrade read them in the new src/pglite.ts,
    // then move PGLITE_VERSION with the pin.
    const installed = (
      JSON.parse(fs.readFileSync(`${__dirname}/../../node_modules/@electric-sql/pglite/package.json`, 'utf8')) as { version: string }
    ).version;
    const pinned = (JSON.parse(fs.readFileSync(`${__dirname}/../../package.json`, 'utf8')) as { dependencies: Record<string, string> })
      .dependencies['@electric-sql/pglite'];
    expect({ installed, pinned }).toEqual({ installed: PGLITE_VERSION, pinned: PGLITE_VERSION });
  });

  it('refuses a PGlite without the private members it uses', () => {
    const stripped = Object.create(PGlite.prototype, { _runExclusiveQuery: { value: undefined } }) as PGlite;
    expect(() => pgliteStatements(stripped)).toThrow(/needs PGlite 0\.5\.16's _runExclusiveQuery/);
  });
});

describe('prepared statements on PGlite', () => {
  let pglite: PGlite;
  let client: StatementClient;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.exec(`
      create table probe (id integer primary key, label text, flag boolean, doc jsonb, tags text[], at timestamptz, price numeric);
      insert into probe values
        (1, 'one', true, '{"a":1}', '{x,y}', '2026-11-24T10:00:00Z', 12.50),
        (2, null, false, null, null, null, null);
    `);
    client = pgliteStatements(pglite).client;
  });
  afterAll(async () => pglite.close());

  // What the ORM passes on every statement: dates and intervals kept as text.
  const ormOptions = () => ({
    rowMode: 'array' as const,
    parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
  });
  const statements: Array<[string, string, unknown[]]> = [
    ['every type, by id', 'select * from probe where id = $1', [1]],
    ['nulls', 'select * from probe where id = $1', [2]],
    ['no rows', 'select id from probe where label = $1', ['none']],
    ['a date parameter', 'select id from probe where at < $1 order by id', [new Date('2027-01-01T00:00:00Z')]],
    ['a JSON parameter', 'select $1::jsonb as doc, $2::text[] as tags, $3::boolean as flag', [{ b: [1, 2] }, ['p', 'q'], false]],
    ['no parameters', 'select count(*)::int as n from probe', []],
  ];

  it.each(statements)('answers %s as PGlite does, in both row modes', async (_name, text, params) => {
    for (const options of [undefined, ormOptions()]) {
      expect(await client.query(text, params, options)).toEqual(await pglite.query(text, params, options));
    }
  });

  it('reports the rows a write changed, as PGlite does', async () => {
    const inserted = await client.query('insert into probe (id, label) values ($1, $2), ($3, $4) returning id', [10, 'ten', 11, 'eleven']);
    expect(inserted).toMatchObject({ rows: [{ id: 10 }, { id: 11 }], affectedRows: 2 });
    const updated = await client.query('update probe set label = $1 where id >= $2', ['many', 10]);
    const same = await pglite.query('update probe set label = $1 where id >= $2', ['many', 10]);
    expect(updated).toEqual(same);
    expect(updated.affectedRows).toBe(2);
    await client.query('delete from probe where id >= $1', [10]);
  });

  it('parses a statement once however often it runs', async () => {
    const text = 'select label from probe where id = $1 and flag = $2';
    for (let i = 0; i < 5; i++) await client.query(text, [1, true]);
    const { rows } = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1 and name like $2',
      [text, 'stmt\\_%'],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("throws PGlite's error with the query, and the statement still works after it", async () => {
    const text = 'insert into probe (id) values ($1)';
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '23505', constraint: 'probe_pkey', query: text, params: [1] });
    await expect(client.query(text, [20])).resolves.toMatchObject({ affectedRows: 1 });
    await client.query('delete from probe where id = $1', [20]);
  });

  it('throws the same error for a statement that does not parse, every time', async () => {
    for (let i = 0; i < 2; i++) await expect(client.query('select nonsense from probe', [])).rejects.toMatchObject({ code: '42703' });
  });

  it('rolls a failed transaction back and refuses statements once it is closed', async () => {
    let closedTx: Parameters<Parameters<StatementClient['transaction']>[0]>[0] | undefined;
    await expect(
      client.transaction(async (tx) => {
        closedTx = tx;
        await tx.query('insert into probe (id, label) values ($1, $2)', [30, 'thirty']);
        expect((await tx.query<{ n: number }>('select count(*)::int as n from probe where id = $1', [30])).rows[0]!.n).toBe(1);
        await tx.query('insert into probe (id) values ($1)', [30]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await client.query<{ n: number }>('select count(*)::int as n from probe where id = $1', [30])).rows[0]!.n).toBe(0);
    await expect(closedTx!.query('select 1', [])).rejects.toThrow('Transaction is closed');
  });

  it('commits a transaction whose statements all succeed', async () => {
    const answer = await client.transaction(async (tx) => {
      await tx.query('insert into probe (id, label) values ($1, $2)', [40, 'forty']);
      return (await tx.query<{ label: string }>('select label from probe where id = $1', [40])).rows[0]!.label;
    });
    expect(answer).toBe('forty');
    expect((await pglite.query<{ label: string }>('select label from probe where id = 40')).rows).toEqual([{ label: 'forty' }]);
    await client.query('delete from probe where id = $1', [40]);
  });

  it('delivers notifications its statements raise', async () => {
    const heard: string[] = [];
    const unlisten = await pglite.listen('probe_changed', (payload) => heard.push(payload));
    await client.query("select pg_notify('probe_changed', $1)", ['outside']);
    await client.transaction(async (tx) => void (await tx.query("select pg_notify('probe_changed', $1)", ['inside'])));
    await unlisten();
    expect(heard).toEqual(['outside', 'inside']);
  });
});
