import { sql } from 'drizzle-orm';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';
import { API, guestReadyToBuy, openGift, plainSku, rows } from './commerceHelpers';

/**
 * Checkout under concurrency, on the embedded PGlite (which runs one statement at a time) and on a
 * real PostgreSQL when TEST_DATABASE_URL is set (`.ci/run` starts one): there the requests really
 * overlap, and only the row locks keep the last unit from being sold twice.
 */
const scenarios: Array<[string, () => Promise<{ t: TestApp; cleanup: () => Promise<void> }>]> = [
  [
    'PGlite',
    async () => {
      const t = await createTestApp({ seed: true });
      return { t, cleanup: () => t.close() };
    },
  ],
];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  scenarios.push([
    'PostgreSQL',
    async () => {
      // Thirty pooled connections, so that the requests really run at once.
      const t = await createPostgresTestApp(baseUrl, 'confetti_checkout', { poolSize: 30 });
      return { t, cleanup: () => t.close() };
    },
  ]);
}

describe.each(scenarios)('checkout under concurrency on %s', (_name, open) => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ t, cleanup } = await open());
  }, 60_000);
  afterAll(async () => cleanup());

  it('50 guests buy the last unit of a registry gift at once: one order, one capture, 49 clean refusals, stock never below zero', async () => {
    const db = t.database.db;
    const gift = await openGift(db, 'alex-and-jordan', 6);
    await db.execute(sql`update registry_items set requested_qty = purchased_qty + 1 where id = ${gift.id}`);
    await db.execute(sql`update skus set stock = 1 where id = ${gift.sku_id}`);
    const buyers = [];
    for (let i = 0; i < 50; i++) buyers.push(await guestReadyToBuy(t, gift.id));

    const answers = await Promise.all(
      buyers.map(({ client, body }, i) => client.post(`${API}/checkout`, body, { 'idempotency-key': `race-${gift.id}-${i}` })),
    );

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('checkout.out_of_stock');
      expect(r.body.message).toMatch(/just sold out|already received/);
      expect(typeof r.body.cartId).toBe('string');
    }
    const [sku] = await rows<{ stock: number }>(db, sql`select stock from skus where id = ${gift.sku_id}`);
    expect(sku!.stock).toBe(0);
    const [item] = await rows<{ purchased_qty: number; requested_qty: number }>(
      db,
      sql`select purchased_qty, requested_qty from registry_items where id = ${gift.id}`,
    );
    expect(item!.purchased_qty).toBe(item!.requested_qty);
    const [orders] = await rows<{ n: number }>(db, sql`select count(*)::int as n from order_lines where registry_item_id = ${gift.id}`);
    expect(orders!.n).toBe(1);
    const [captures] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id join order_lines l on l.order_id = o.id where l.registry_item_id = ${gift.id} and p.status = 'CAPTURED'`,
    );
    expect(captures!.n).toBe(1);
    const [gifts] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from registry_gifts where registry_item_id = ${gift.id} and order_id is not null`,
    );
    expect(gifts!.n).toBe(1);
    // The 49 carts are intact: each still holds its (now unavailable) gift.
    const loser = buyers[answers.indexOf(refused[0]!)]!;
    expect((await loser.client.get(`${API}/cart`)).body.items[0].availability.stockStatus).toBe('OUT_OF_STOCK');
  }, 120_000);

  it('10 identical requests with one Idempotency-Key: one order, one charge, identical answers', async () => {
    const db = t.database.db;
    const gift = await openGift(db, 'alex-and-jordan', 7);
    const { client, body } = await guestReadyToBuy(t, gift.id);
    const key = { 'idempotency-key': `same-${gift.id}-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post(`${API}/checkout`, body, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const number = answers[0]!.body.order.orderNumber as string;
    const [orders] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id where l.registry_item_id = ${gift.id}`,
    );
    expect(orders!.n).toBe(1);
    const [charges] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_number = ${number}`,
    );
    expect(charges!.n).toBe(1);
    // Another visitor (with a cart of their own) cannot replay it.
    const other = new TestClient(t.app);
    await other.post(`${API}/cart/item`, { skuId: (await plainSku(db, 30)).id, quantity: 1 });
    const replay = await other.post(`${API}/checkout`, body, key);
    expect(replay.status).toBe(422);
    expect(replay.body.order).toBeUndefined();
  }, 60_000);
});
