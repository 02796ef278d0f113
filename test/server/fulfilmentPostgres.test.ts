import { sql } from 'drizzle-orm';
import { createPostgresTestApp, createTestApp, type TestApp } from './helpers';
import { rows } from './commerceHelpers';
import { buyGift, deliveredMails, eventCounts, shipmentsOf, statusOf } from './fulfilmentHelpers';
import { runStep } from '../../server/modules/fulfilment/service';

/**
 * Issue 26's sandbox fulfilment on a real PostgreSQL (TEST_DATABASE_URL) shared by two API
 * processes (two apps, each with its own pool): the same step run by both at once moves each line
 * once, both draining the queue at once still make one shipment and one mail, and a third process
 * started after one stops carries on. No clock is waited on: the steps are called, or the queue drained.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('fulfilment across processes on PostgreSQL', () => {
  let a: TestApp & { url: string };
  let b: TestApp;
  beforeAll(async () => {
    a = await createPostgresTestApp(baseUrl!, 'confetti_fulfil', { config: { jobWorkers: false } });
    b = await createTestApp({ config: { databaseUrl: a.url, jobWorkers: false } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('two processes running the same step at once: each line moves once, one shipment, one mail', async () => {
    const { order, email, lineIds } = await buyGift(a, 'alex-and-jordan', 0);
    const now = new Date();
    for (const from of ['PLACED', 'PROCESSING', 'SHIPPED'] as const) {
      const results = await Promise.all([runStep(a.app, { lineIds, from }, now), runStep(b.app, { lineIds, from }, now)]);
      expect(results.flatMap((r) => r.moved).sort((x, y) => x - y)).toEqual(lineIds);
      for (const r of results) expect(r.atTarget).toEqual(lineIds);
    }
    expect(await eventCounts(a, lineIds)).toEqual(['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: lineIds.length })));
    expect(await shipmentsOf(a, lineIds)).toHaveLength(1);
    await Promise.all([a.app.jobs.drain(), b.app.jobs.drain()]);
    expect(await deliveredMails(a, email)).toHaveLength(1);
    expect((await statusOf(b, order.orderNumber, email))[0]!.status).toBe('DELIVERED');
  });

  it('two processes draining the queue together carry orders to delivered with each step once', async () => {
    const orders = [await buyGift(a, 'alex-and-jordan', 1), await buyGift(b, 'alex-and-jordan', 2)];
    await Promise.all([a.app.jobs.drain({ includeDelayed: true }), b.app.jobs.drain({ includeDelayed: true })]);
    for (const o of orders) {
      expect((await statusOf(a, o.order.orderNumber, o.email))[0]!.status).toBe('DELIVERED');
      expect(await eventCounts(a, o.lineIds)).toEqual(
        ['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: o.lineIds.length })),
      );
      expect(await shipmentsOf(a, o.lineIds)).toHaveLength(1);
      expect(await deliveredMails(a, o.email)).toHaveLength(1);
    }
  });

  it('a process stops mid-way; one started later carries on from the stored jobs', async () => {
    const { order, email, lineIds } = await buyGift(b, 'alex-and-jordan', 3);
    await runStep(b.app, { lineIds, from: 'PLACED' }, new Date());
    await b.close();
    b = await createTestApp({ config: { databaseUrl: a.url, jobWorkers: false } });
    const [queued] = await rows<{ n: number }>(
      a.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'fulfilment.step' and state = 'created' and data->'lineIds' = ${JSON.stringify(lineIds)}::jsonb`,
    );
    expect(queued!.n).toBeGreaterThan(0);
    await b.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(b, order.orderNumber, email))[0]!.status).toBe('DELIVERED');
    expect(await eventCounts(b, lineIds)).toEqual(['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: lineIds.length })));
    expect(await deliveredMails(b, email)).toHaveLength(1);
  });
});
