import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { householdChanges, households, users, weddingMembers } from '../../server/db/schema';
import { GUEST_CSV_COLUMNS } from '../../src/contracts/guestCsv';
import { MAX_HOUSEHOLDS } from '../../src/contracts/guests';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Import and address collection on a real PostgreSQL (TEST_DATABASE_URL): saves racing on one
 * household each see the other's result (the audit's old values chain), and two imports at once
 * by both partners are each whole, and imports racing hand-added households never together pass
 * the household limit.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const G = '/web-api/v2/wedding/guests';
const C = '/web-api/v2/guest-collect';

describeOnPostgres('guest import and address collection on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_guestsio');
  });
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }
  const header = GUEST_CSV_COLUMNS.map((c) => c.header).join(',');

  it('two guests saving one household at once: both saved, one after the other, and the audit chains old → new', async () => {
    const alex = await login('alex@confetti.test');
    const file = `${header}\nThe Quistgaards,Ida,Quistgaard\nThe Quistgaards,Nils,Quistgaard\n`;
    expect((await alex.post(`${G}/import`, file, { 'content-type': 'text/csv' })).status).toBe(201);
    const link = (await alex.put(`${G}/collection-link`, { enabled: true })).body.link;
    const ida = new TestClient(t.app, { ip: '198.51.100.1' });
    const nils = new TestClient(t.app, { ip: '198.51.100.2' });
    const { key } = (await ida.post(`${C}/${link.token}/find`, { first_name: 'Ida', last_name: 'Quistgaard' })).body.household;
    await nils.get(`${C}/${link.token}`); // the CSRF cookie first, so both PUTs leave together
    const body = (street: string) => ({ address1: street, city: 'Springfield', state_province: 'IL', postal_code: '62704' });
    const [a, b] = await Promise.all([
      ida.put(`${C}/${link.token}/households/${key}`, body('1 First Street')),
      nils.put(`${C}/${link.token}/households/${key}`, body('2 Second Street')),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);

    const [household] = await t.database.db.select().from(households).where(eq(households.collectToken, key));
    const audit = await t.database.db
      .select()
      .from(householdChanges)
      .where(and(eq(householdChanges.householdId, household!.id), eq(householdChanges.source, 'GUEST_LINK')))
      .orderBy(householdChanges.id);
    expect(audit).toHaveLength(2);
    const streets = audit.map((entry) => entry.changes.find((c) => c.field === 'address1')!);
    // The second save saw the first one's street as its old value: nothing was lost in between.
    expect(streets[0]!.old).toBe('');
    expect(streets[1]!.old).toBe(streets[0]!.new);
    expect(household!.address1).toBe(streets[1]!.new);
    expect(household!.version).toBe(3);
  });

  it('both partners importing at once: each import is whole, none is half-written', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const rows = (prefix: string) =>
      `${header}\n` + Array.from({ length: 200 }, (_, i) => `${prefix} ${i},${prefix},Person${i},,,,,,,,,,,${prefix} tag`).join('\n');
    const [a, b] = await Promise.all([
      alex.post(`${G}/import`, rows('Alpha'), { 'content-type': 'text/csv' }),
      jordan.post(`${G}/import`, rows('Beta'), { 'content-type': 'text/csv' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    for (const prefix of ['Alpha', 'Beta']) {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(households)
        .where(like(households.displayName, `${prefix} %`));
      expect(row!.n).toBe(200);
    }
  });

  it('imports and households added at once never together pass the household limit', async () => {
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    const [member] = await t.database.db
      .select({ weddingId: weddingMembers.weddingId })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(users.email, 'alex@confetti.test'));
    const weddingId = member!.weddingId;
    const onList = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(households)
          .where(and(eq(households.weddingId, weddingId), isNull(households.deletedAt)))
      )[0]!.n;
    // Fill the list to 5 short of the limit, then race 11 new households for those 5 places.
    const room = 5;
    await t.database.db.execute(
      sql`insert into households (wedding_id, display_name) select ${weddingId}, 'Filler ' || g from generate_series(1, ${MAX_HOUSEHOLDS - room - (await onList())}) g`,
    );
    expect(await onList()).toBe(MAX_HOUSEHOLDS - room);
    const importOf = (prefix: string, n: number) =>
      `${header}\n` + Array.from({ length: n }, (_, i) => `${prefix} ${i},${prefix},Racer${i}`).join('\n');
    const create = (c: TestClient, i: number) =>
      c.post(`${G}/households`, { display_name: `Hand ${i}`, guests: [{ first_name: 'Hand', last_name: `Racer${i}` }] });
    const attempts = [
      { adds: 4, send: () => alex.post(`${G}/import`, importOf('Gamma', 4), { 'content-type': 'text/csv' }) },
      { adds: 3, send: () => jordan.post(`${G}/import`, importOf('Delta', 3), { 'content-type': 'text/csv' }) },
      ...[0, 1, 2, 3].map((i) => ({ adds: 1, send: () => create(i % 2 ? alex : jordan, i) })),
    ];
    const answers = await Promise.all(attempts.map((a) => a.send()));

    // Each is whole or refused with the limit's reason; what was written is exactly what was answered 201.
    for (const answer of answers) {
      expect([201, 400]).toContain(answer.status);
      if (answer.status === 400) expect((answer.body as { code?: string }).code).toBe('too_many_households');
    }
    const added = answers.reduce((n, answer, i) => n + (answer.status === 201 ? attempts[i]!.adds : 0), 0);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(room);
    expect(answers.some((a) => a.status === 400)).toBe(true);
    expect(await onList()).toBe(MAX_HOUSEHOLDS - room + added);
    expect(await onList()).toBeLessThanOrEqual(MAX_HOUSEHOLDS);
  });
});
