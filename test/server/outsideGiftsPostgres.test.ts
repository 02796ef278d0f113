import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Marks of an outside gift on a real PostgreSQL with a pool of connections: guests marking at the
 * same moment queue on the item row's lock, so together they never pass what was still needed.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;
const V1 = '/web-registry-api/v1';

describeOnPostgres('outside gift marks on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_outside', { poolSize: 10 });
  });
  afterAll(async () => t?.close());

  async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
    const result: unknown = await t.database.db.execute(query);
    return (result as { rows: T[] }).rows;
  }

  async function externalItem(slug: string, requested: number): Promise<number> {
    const c = new TestClient(t.app);
    const email = slug === 'alex-and-jordan' ? 'alex@confetti.test' : 'sam@confetti.test';
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    const [row] = await rows<{ id: number }>(
      sql`select i.id from registry_items i join registries r on r.id = i.registry_id where r.slug = ${slug} and i.kind = 'EXTERNAL' order by i.id limit 1`,
    );
    const id = Number(row!.id);
    expect((await c.put(`${V1}/registry/items/${id}`, { requested_qty: requested })).status).toBe(200);
    return id;
  }

  it('50 guests marking one each at once: exactly what was needed is recorded', async () => {
    const id = await externalItem('alex-and-jordan', 10);
    // Each guest from an address of its own (the mark budget is per IP), CSRF cookie first.
    const guests = Array.from({ length: 50 }, (_, i) => new TestClient(t.app, { ip: `198.51.100.${i + 1}` }));
    await Promise.all(guests.map((g) => g.get('/website-nav/web-api/v1/user/context')));
    const answers = await Promise.all(
      guests.map((g, i) =>
        g.post(`${V1}/registry/public/alex-and-jordan/items/${id}/purchases`, { quantity: 1, giver_name: `Guest ${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.remaining).toBe(0);
    const [item] = await rows<{ purchased_qty: number }>(sql`select purchased_qty from registry_items where id = ${id}`);
    expect(Number(item!.purchased_qty)).toBe(10);
    const [{ n, q }] = (await rows<{ n: number; q: number }>(
      sql`select count(*)::int as n, coalesce(sum(quantity), 0)::int as q from registry_gifts where registry_item_id = ${id} and bought_elsewhere`,
    )) as [{ n: number; q: number }];
    expect([Number(n), Number(q)]).toEqual([10, 10]);
    // The remaining counts each successful guest was shown go down one by one: no two saw the same.
    const remainders = answers.filter((a) => a.status === 201).map((a) => a.body.item.remaining as number);
    expect(remainders.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('mixed quantities at once never pass the requested quantity', async () => {
    const id = await externalItem('sam-and-riley', 7);
    const quantities = [3, 2, 4, 1, 3, 2, 5, 1, 2, 3, 1, 4];
    const guests = quantities.map((_, i) => new TestClient(t.app, { ip: `198.51.100.${100 + i}` }));
    await Promise.all(guests.map((g) => g.get('/website-nav/web-api/v1/user/context')));
    const answers = await Promise.all(
      guests.map((g, i) =>
        g.post(`${V1}/registry/public/sam-and-riley/items/${id}/purchases`, { quantity: quantities[i], giver_name: `Guest ${i + 1}` }),
      ),
    );
    const recorded = answers.reduce((sum, a, i) => (a.status === 201 ? sum + quantities[i]! : sum), 0);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(recorded).toBeLessThanOrEqual(7);
    const [item] = await rows<{ purchased_qty: number }>(sql`select purchased_qty from registry_items where id = ${id}`);
    expect(Number(item!.purchased_qty)).toBe(recorded);
    const [{ q }] = (await rows<{ q: number }>(
      sql`select coalesce(sum(quantity), 0)::int as q from registry_gifts where registry_item_id = ${id}`,
    )) as [{ q: number }];
    expect(Number(q)).toBe(recorded);
    // Whatever was refused asked for more than was left at its turn: what is left now is less than the smallest refusal.
    const refused = quantities.filter((_, i) => answers[i]!.status === 409);
    if (refused.length) expect(7 - recorded).toBeLessThan(Math.min(...refused));
  });
});
