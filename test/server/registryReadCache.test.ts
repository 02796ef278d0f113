import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed';
import { RegistryReadCache } from '../../server/modules/registry/readCache';
import { eventually } from './helpers';

/**
 * The guest registry read cache's one rule (server/modules/registry/readCache.ts): what it keeps is
 * keyed by (registry id, version); every change a guest could see moves the version in the writing
 * transaction (migrations 0007 and 0017) and is announced (0012), which drops the process's row copy.
 */
describe('the registry read cache', () => {
  let database: Database;
  let reads: RegistryReadCache;
  let unlisten: () => Promise<void>;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
    await seedDatabase(database.db, {});
    reads = new RegistryReadCache(database.db);
    unlisten = await reads.listen(database.listen);
  });
  afterAll(async () => {
    await unlisten();
    await database.close();
  });

  const version = async (slug: string) =>
    (await queryRows<{ version: number }>(database.db, sql`select version from registries where slug = ${slug}`))[0]?.version;
  /** The row copy once the announcement of the last write has been heard. */
  const freshCopy = async (slug: string) => {
    const expected = await version(slug);
    let row = await reads.registry({ slug });
    await eventually(async () => {
      row = await reads.registry({ slug });
      expect(row?.version).toBe(expected);
    });
    return row!;
  };

  it('keeps one row copy and one snapshot per version until a write is announced', async () => {
    const copy = await reads.registry({ slug: 'alex-and-jordan' });
    expect(copy).not.toBeNull();
    expect(await reads.registry({ slug: 'alex-and-jordan' })).toBe(copy);
    expect(await reads.registry({ id: copy!.id })).toEqual(copy);
    const snapshot = await reads.snapshot(copy!);
    expect(await reads.snapshot(copy!)).toBe(snapshot);

    await database.db.execute(
      sql`update registry_items set note = 'read cache test' where id = (select min(id) from registry_items where registry_id = ${copy!.id})`,
    );
    const after = await freshCopy('alex-and-jordan');
    expect(after.version).toBe(copy!.version + 1);
    expect(await reads.registry({ id: copy!.id })).toEqual(after);
    const newSnapshot = await reads.snapshot(after);
    expect(newSnapshot).not.toBe(snapshot);
    expect(newSnapshot.items.some((i) => i.note === 'read cache test')).toBe(true);
  });

  it('moves the version when the couple’s names or date change, not for other wedding columns', async () => {
    const before = await freshCopy('alex-and-jordan');
    await database.db.execute(sql`update weddings set planning_stage = planning_stage where id = ${before.weddingId}`);
    expect(await version('alex-and-jordan')).toBe(before.version);
    await database.db.execute(sql`update weddings set owner_first_name = 'Alexis' where id = ${before.weddingId}`);
    const renamed = await freshCopy('alex-and-jordan');
    expect(renamed.version).toBe(before.version + 1);
    expect(renamed.ownerFirstName).toBe('Alexis');
    // An ETag names the version: the guest's old copy is not matched any more.
    expect(reads.etag(renamed, 'header', false, new Date())).not.toBe(reads.etag(before, 'header', false, new Date()));
  });

  it('moves the version with any change to the registry row, and once when the write moves it itself', async () => {
    const before = await freshCopy('sam-and-riley');
    await database.db.execute(sql`update registries set slug = 'sam-and-riley-2' where id = ${before.id}`);
    expect(await version('sam-and-riley-2')).toBe(before.version + 1);
    await eventually(async () => expect(await reads.registry({ slug: 'sam-and-riley' })).toBeNull());
    expect((await freshCopy('sam-and-riley-2')).id).toBe(before.id);
    await database.db.execute(sql`update registries set slug = 'sam-and-riley', version = version + 1 where id = ${before.id}`);
    expect(await version('sam-and-riley')).toBe(before.version + 2);
    await database.db.execute(sql`update registries set slug = slug where id = ${before.id}`);
    expect(await version('sam-and-riley')).toBe(before.version + 2);
  });

  it('forgets every row copy when announcements may have been missed', async () => {
    const copy = await reads.registry({ slug: 'alex-and-jordan' });
    reads.forgetAll();
    const again = await reads.registry({ slug: 'alex-and-jordan' });
    expect(again).not.toBe(copy);
    expect(again).toEqual(copy);
  });
});
