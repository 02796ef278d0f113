import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createPostgresTestApp, TestClient, type TestApp } from './helpers';
import { API, guestReadyToBuy, openGift, plainSku, payWith, ADDRESS, rows } from './commerceHelpers';
import { receiveReturn } from '../../server/modules/returns/receive';
import { sandboxProvider } from '../../server/modules/payments/provider';

/**
 * Store credit under real concurrency (PostgreSQL, a pool of connections): the guarded updates and
 * row locks, not the order requests happen to arrive in, keep one gift from becoming credit twice,
 * a shipment and an exchange from both winning, and a return from being refunded twice.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = baseUrl ? describe : describe.skip;

describeOnPostgres('store credit on a real PostgreSQL', () => {
  let t: TestApp & { url: string };
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createPostgresTestApp(baseUrl!, 'confetti_credit', { poolSize: 20 });
  }, 60_000);
  afterAll(async () => t?.close());

  async function login(email: string) {
    const c = new TestClient(t.app);
    expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    return c;
  }

  async function giftBought(n: number) {
    const gift = await openGift(db());
    const { client, body } = await guestReadyToBuy(t, gift.id);
    const placed = await client.post(`${API}/checkout`, body, { 'idempotency-key': `pg-credit-${n}-${Date.now()}` });
    expect(placed.status).toBe(201);
    const [row] = await rows<{ id: number; line_id: number }>(
      db(),
      sql`select g.id, l.id as line_id from registry_gifts g join orders o on o.id = g.order_id
          join order_lines l on l.order_id = o.id and l.registry_item_id = g.registry_item_id
          where o.order_number = ${placed.body.order.orderNumber as string}`,
    );
    return { giftId: Number(row!.id), lineId: Number(row!.line_id) };
  }

  async function expectLedgerToMatchBalances() {
    const wrong = await rows(
      db(),
      sql`select u.id from users u left join credit_entries e on e.user_id = u.id group by u.id
          having u.credit_balance_cents <> coalesce(sum(e.amount_cents), 0)`,
    );
    expect(wrong).toEqual([]);
  }

  it('20 exchanges of one gift at once, from both partners: one credit, 19 clean refusals', async () => {
    const { giftId, lineId } = await giftBought(1);
    const couple = [await login('alex@confetti.test'), await login('jordan@confetti.test')];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => couple[i % 2]!.post(`${API}/registry/gift-tracker/${giftId}/exchange`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect([r.status, r.body.code]).toEqual([409, 'exchange.done']);
    const [entries] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from credit_entries where order_line_id = ${lineId}`);
    expect(entries!.n).toBe(1);
    await expectLedgerToMatchBalances();
  }, 60_000);

  it('an exchange racing a shipment: exactly one of them wins, and credit is given only if the exchange did', async () => {
    for (let round = 0; round < 5; round++) {
      const { giftId, lineId } = await giftBought(10 + round);
      const alex = await login('alex@confetti.test');
      // The fulfilment side ships only what has not changed state (its own guarded update).
      const ship = db().execute(
        sql`update order_lines set fulfilment_status = 'SHIPPED' where id = ${lineId} and fulfilment_status in ('PLACED', 'PROCESSING')`,
      );
      const [exchange] = await Promise.all([alex.post(`${API}/registry/gift-tracker/${giftId}/exchange`), ship]);
      const [line] = await rows<{ fulfilment_status: string }>(db(), sql`select fulfilment_status from order_lines where id = ${lineId}`);
      const [entries] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from credit_entries where order_line_id = ${lineId}`);
      if (exchange.status === 200) expect([line!.fulfilment_status, entries!.n]).toEqual(['CONVERTED', 1]);
      else
        expect([exchange.status, exchange.body.code, line!.fulfilment_status, entries!.n]).toEqual([409, 'exchange.shipped', 'SHIPPED', 0]);
    }
    await expectLedgerToMatchBalances();
  }, 60_000);

  it('both partners check out the last unit left with the completion discount at once: one gets it, the other is asked to review', async () => {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await db().execute(sql`update weddings set wedding_date = ${tenDaysAgo} where slug = 'sam-and-riley'`);
    const [item] = await rows<{ id: number; sku_id: number }>(
      db(),
      sql`select i.id, i.sku_id from registry_items i join registries r on r.id = i.registry_id join skus s on s.id = i.sku_id
          join products p on p.id = s.product_id
          where r.slug = 'sam-and-riley' and i.kind = 'PRODUCT' and s.stock >= 5 and p.ship_method = 'Ground Shipping'
            and p.shipping_restrictions is null and p.delivery_surcharge_cents = 0
          order by i.id limit 1`,
    );
    await db().execute(sql`update registry_items set requested_qty = purchased_qty + 1 where id = ${item!.id}`);
    const buyers = [await login('sam@confetti.test'), await login('riley@confetti.test')];
    const bodies: Array<Record<string, unknown>> = [];
    for (const [i, c] of buyers.entries()) {
      expect((await c.post(`${API}/cart/item`, { skuId: Number(item!.sku_id), quantity: 1 })).status).toBe(201);
      const totals = (await c.put(`${API}/checkout/totals`, { zipCode: '11201' })).body;
      expect(totals.completionDiscountCents).toBeGreaterThan(0);
      bodies.push({
        paymentIntentId: await payWith(c),
        email: `partner${i}@example.com`,
        giverName: 'Partner',
        shippingAddress: ADDRESS,
        zipCode: '11201',
        expectedTotalCents: totals.totalCents,
      });
    }
    const answers = await Promise.all(
      buyers.map((c, i) => c.post(`${API}/checkout`, bodies[i], { 'idempotency-key': `pg-completion-${i}-${Date.now()}` })),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.order.totals.completionDiscountCents).toBeGreaterThan(0);
    const refused = answers.find((a) => a.status !== 201)!;
    expect([refused.status, refused.body.code]).toEqual([409, 'checkout.total_changed']);
    const [left] = await rows<{ left: number }>(
      db(),
      sql`select (requested_qty - purchased_qty)::int as left from registry_items where id = ${item!.id}`,
    );
    expect(Number(left!.left)).toBe(0);
    // The other partner's cart now prices it in full.
    const loser = buyers[answers.indexOf(refused)]!;
    expect((await loser.put(`${API}/checkout/totals`, { zipCode: '11201' })).body.completionDiscountCents).toBe(0);
  }, 60_000);

  it('a return received twice at once is refunded once', async () => {
    const riley = await login('riley@confetti.test');
    expect((await riley.post(`${API}/cart/item`, { skuId: (await plainSku(db(), 44)).id, quantity: 1 })).status).toBe(201);
    const totals = (await riley.put(`${API}/checkout/totals`, { zipCode: '11201' })).body;
    const placed = await riley.post(
      `${API}/checkout`,
      {
        paymentIntentId: await payWith(riley),
        email: 'riley@confetti.test',
        giverName: 'Riley',
        shippingAddress: ADDRESS,
        zipCode: '11201',
        expectedTotalCents: totals.totalCents,
      },
      { 'idempotency-key': `pg-return-${Date.now()}` },
    );
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    const started = await riley.post(`${API}/orders/return`, {
      orderNumber: order.orderNumber,
      email: 'riley@confetti.test',
      lineIds: [order.lines[0].id],
      reason: 'Duplicate',
      refundMethod: 'CREDIT',
    });
    expect(started.status).toBe(200);
    const provider = sandboxProvider(t.app.config.appSecret);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => receiveReturn(db(), provider, started.body.order.returnRequest.reference as string)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 409 });
    const [entries] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from credit_entries e join orders o on o.id = e.order_id where o.order_number = ${order.orderNumber as string} and e.reason = 'RETURN_REFUND'`,
    );
    expect(entries!.n).toBe(1);
    await expectLedgerToMatchBalances();
  }, 60_000);
});
