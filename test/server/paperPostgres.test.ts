import { eq, sql } from 'drizzle-orm';
import { paperSampleItems, paperSampleOrders } from '../../server/db/schema';
import { paperDesigns } from '../../server/db/seed/paperData';
import { SAMPLE_LIMIT } from '../../src/contracts/paper';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';

/**
 * Free samples on a real PostgreSQL with a pool (TEST_DATABASE_URL): requests for one person sent at
 * the same moment never get past the limit of 5 between them (the advisory lock on the address).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('free samples on a real PostgreSQL', () => {
  let t: TestApp & { url: string };

  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_paper', { poolSize: 6 });
  });
  afterAll(async () => t?.close());

  const samples = (n: number, offset: number) =>
    paperDesigns()
      .slice(offset, offset + n)
      .map((d) => ({ design: d.slug, colourway: d.suite.colourways[0]!.key }));
  const request = (email: string, n: number, offset: number, ip: string) =>
    new TestClient(t.app, { ip }).post('/web-api/v2/paper/samples', {
      name: 'Maya Okafor',
      email,
      address1: '12 Orchard Lane',
      city: 'Hudson',
      state_code: 'NY',
      zip_code: '12534',
      samples: samples(n, offset),
    });

  it('three requests of 3 cards at once for one address: one is placed, the others refused', async () => {
    const email = 'race@example.com';
    const answers = await Promise.all([
      request(email, 3, 0, '10.1.0.1'),
      request(email, 3, 5, '10.1.0.2'),
      request(email, 3, 10, '10.1.0.3'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paperSampleItems)
      .innerJoin(paperSampleOrders, eq(paperSampleOrders.id, paperSampleItems.orderId))
      .where(eq(paperSampleOrders.email, email));
    expect(Number(row!.n)).toBe(3);
  });

  it('five single cards at once for one address all fit; a sixth does not', async () => {
    const email = 'five@example.com';
    const answers = await Promise.all(Array.from({ length: SAMPLE_LIMIT }, (_, i) => request(email, 1, 20 + i, `10.2.0.${i}`)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const sixth = await request(email, 1, 40, '10.2.0.9');
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('You have already ordered your 5 free sample cards.');
  });
});
