import { sql } from 'drizzle-orm';
import { createPostgresTestApp, createTestApp, type TestApp } from './helpers';
import { API, rows } from './commerceHelpers';
import { groupGift, guestReadyToContribute, itemState, loginAs } from './groupGiftHelpers';
import { overfundMessage } from '../../src/contracts/groupGifts';

/**
 * No overfunding (issue 26): 50 guests check out contributions to one group gift at once, worth
 * far more than its price. On PGlite (one statement at a time) and, with TEST_DATABASE_URL, on a
 * real PostgreSQL where the checkouts truly overlap and only the registry item's row lock and the
 * guarded update keep the gift from being funded beyond its price.
 */
const scenarios: Array<[string, () => Promise<TestApp>]> = [['PGlite', () => createTestApp({ seed: true })]];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) scenarios.push(['PostgreSQL', () => createPostgresTestApp(baseUrl, 'confetti_group_gifts', { poolSize: 30 })]);

describe.each(scenarios)('group gift contributions under concurrency on %s', (_name, open) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await open();
  }, 60_000);
  afterAll(async () => t.close());

  it('50 contributions of $30 to a $400 gift at once: 13 placed, 37 refused with what is left, never funded beyond the price, one shipment', async () => {
    const db = t.database.db;
    const price = 40_000;
    const amount = 3_000;
    const gift = await groupGift(db, 'alex-and-jordan', 2, price);
    const stockBefore = (await itemState(db, gift.id)).stock;
    const guests = [];
    for (let i = 0; i < 50; i++) guests.push(await guestReadyToContribute(t, gift.id, amount, `Guest ${i}`));

    const answers = await Promise.all(
      guests.map(({ client, body }, i) => client.post(`${API}/checkout`, body, { 'idempotency-key': `group-race-${gift.id}-${i}` })),
    );

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    // 13 × $30 = $390; the remaining $10 is less than $30, so every later contribution is refused.
    expect(placed).toHaveLength(Math.floor(price / amount));
    expect(refused).toHaveLength(50 - placed.length);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('checkout.group_gift');
      expect(r.body.message).toBe(overfundMessage(price - placed.length * amount));
    }
    const state = await itemState(db, gift.id);
    expect(state.group_funded_cents).toBe(placed.length * amount);
    expect(state.group_funded_cents).toBeLessThanOrEqual(price);
    expect(state.stock).toBe(stockBefore - 1);
    const [sum] = await rows<{ total: number; n: number }>(
      db,
      sql`select coalesce(sum(amount_cents), 0)::int as total, count(*)::int as n from group_gift_contributions where registry_item_id = ${gift.id}`,
    );
    expect(sum).toEqual({ total: placed.length * amount, n: placed.length });
    const [captures] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join order_lines l on l.order_id = p.order_id where l.registry_item_id = ${gift.id} and l.kind = 'GROUP_GIFT' and p.status = 'CAPTURED'`,
    );
    expect(captures!.n).toBe(placed.length);

    // The last $10 (the least, since less than $10 is not left) completes it: exactly one order ships it.
    const last = await guestReadyToContribute(t, gift.id, price - placed.length * amount, 'Closer');
    expect((await last.client.post(`${API}/checkout`, last.body, { 'idempotency-key': `group-close-${gift.id}` })).status).toBe(201);
    const [shipments] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_lines where registry_item_id = ${gift.id} and kind = 'PRODUCT'`,
    );
    expect(shipments!.n).toBe(1);
    expect(await itemState(db, gift.id)).toMatchObject({ purchased_qty: 1, group_funded_cents: 0 });
  }, 180_000);

  it('50 guests race to give the whole of what is left: one completes the gift, one shipment, the rest refused', async () => {
    const db = t.database.db;
    const gift = await groupGift(db, 'alex-and-jordan', 5, 20_000);
    const guests = [];
    for (let i = 0; i < 50; i++) guests.push(await guestReadyToContribute(t, gift.id, 20_000, `Whole ${i}`));
    const answers = await Promise.all(
      guests.map(({ client, body }, i) => client.post(`${API}/checkout`, body, { 'idempotency-key': `group-whole-${gift.id}-${i}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('checkout.group_gift');
    }
    const [shipments] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_lines where registry_item_id = ${gift.id} and kind = 'PRODUCT'`,
    );
    expect(shipments!.n).toBe(1);
    expect(await itemState(db, gift.id)).toMatchObject({ purchased_qty: 1, group_funded_cents: 0 });
  }, 180_000);

  it('the couple switch a gift off while 30 guests contribute: every contribution placed is refunded or refused, none left held', async () => {
    const db = t.database.db;
    const gift = await groupGift(db, 'alex-and-jordan', 8, 60_000);
    const stockBefore = (await itemState(db, gift.id)).stock;
    const guests = [];
    for (let i = 0; i < 30; i++) guests.push(await guestReadyToContribute(t, gift.id, 1_000, `Racer ${i}`));
    const alex = await loginAs(t, 'alex@confetti.test');
    const checkouts = guests.map(({ client, body }, i) =>
      client.post(`${API}/checkout`, body, { 'idempotency-key': `group-switch-${gift.id}-${i}` }),
    );
    // Off in the middle of the checkouts (after the first of them is placed, so there is something to refund).
    const first = await Promise.race(checkouts);
    const off = await alex.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false });
    const answers = await Promise.all(checkouts);

    expect(first.status).toBeLessThan(500);
    expect(off.status).toBe(200);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const placed = answers.filter((a) => a.status === 201).length;
    for (const r of answers.filter((a) => a.status === 409)) expect(r.body.code).toBe('checkout.group_gift');
    const [counts] = await rows<{ held: number; refunded: number; refunded_cents: number }>(
      db,
      sql`select count(*) filter (where status = 'HELD')::int as held, count(*) filter (where status = 'REFUNDED')::int as refunded,
          coalesce(sum(refund_card_cents) filter (where status = 'REFUNDED'), 0)::int as refunded_cents
          from group_gift_contributions where registry_item_id = ${gift.id}`,
    );
    // Each placed contribution was either there when the gift went off (refunded then) or came after (refused).
    expect(counts!.held).toBe(0);
    expect(counts!.refunded).toBe(off.body.refunded.count);
    expect(counts!.refunded).toBe(placed);
    expect(counts!.refunded_cents).toBe(placed * 1_000);
    expect(await itemState(db, gift.id)).toMatchObject({ group_funded_cents: 0, group_goal_cents: null, stock: stockBefore });
  }, 180_000);
});
