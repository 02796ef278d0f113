import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, openGift, rows } from './commerceHelpers';
import { waitForMail } from './accounts';
import { contribute, groupGift, guestReadyToContribute, itemState, loginAs } from './groupGiftHelpers';
import {
  coupleGroupGiftsAnswer,
  FULLY_FUNDED_MESSAGE,
  groupGiftingAnswer,
  overfundMessage,
  underMinimumMessage,
} from '../../src/contracts/groupGifts';
import { groupGiftSwitchAnswer, itemDeletedAnswer, registryGiftAnswer } from '../../src/contracts/registry';
import { cart as cartSchema } from '../../src/contracts/cart';

/**
 * Issue 26, group gifting: the couple's price rule and per-gift switch, guests' contributions
 * through the cart and checkout (never beyond the price), the funded gift's order to the couple,
 * refunds when the couple switch a gift off or remove it, and each couple reaching only their own.
 */
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

const giftUrl = (id: number) => `${API}/registry/public/alex-and-jordan/items/${id}`;

describe('the price rule (GET/PUT registry/group-gifting)', () => {
  it('is the couple’s: set, read back, cleared; refused signed out and out of range', async () => {
    const alex = await loginAs(t, 'alex@confetti.test');
    expect((await new TestClient(t.app).get(`${API}/registry/group-gifting`)).status).toBe(401);
    const set = await alex.put(`${API}/registry/group-gifting`, { min_price_cents: 15_000 });
    expect(set.status).toBe(200);
    expect(groupGiftingAnswer.parse(set.body).min_price_cents).toBe(15_000);
    const read = await alex.get(`${API}/registry/group-gifting`);
    expect(read.body.min_price_cents).toBe(15_000);
    expect(read.body.group_gift_count).toBeGreaterThanOrEqual(0);

    const low = await alex.put(`${API}/registry/group-gifting`, { min_price_cents: 100 });
    expect([low.status, low.body.message]).toEqual([400, 'Invalid min_price_cents: Choose an amount from $50 to $100,000.']);
    const cleared = await alex.put(`${API}/registry/group-gifting`, { min_price_cents: null });
    expect(cleared.body.min_price_cents).toBeNull();
  });

  it('makes gifts at or above the price group gifts for guests, with the goal and the least they may give', async () => {
    const alex = await loginAs(t, 'alex@confetti.test');
    const gift = await openGift(db(), 'alex-and-jordan', 0);
    await db().execute(sql`update skus set price_cents = 30000 where id = ${gift.sku_id}`);
    await alex.put(`${API}/registry/group-gifting`, { min_price_cents: 30_000 });
    const answer = registryGiftAnswer.parse((await new TestClient(t.app).get(giftUrl(gift.id))).body);
    expect(answer.item.group_gift).toMatchObject({
      setting: null,
      goal_cents: 30_000,
      funded_cents: 0,
      remaining_cents: 30_000,
      min_contribution_cents: 1_000,
      contribution_count: 0,
    });
    await alex.put(`${API}/registry/group-gifting`, { min_price_cents: 30_001 });
    expect((await new TestClient(t.app).get(giftUrl(gift.id))).body.item.group_gift).toBeNull();
    await alex.put(`${API}/registry/group-gifting`, { min_price_cents: null });
  });
});

describe('contributions', () => {
  it('go into the cart as a contribution line, refused below $10, above what is left, or on a gift that is not a group gift', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 1, 20_000);
    const guest = new TestClient(t.app);
    const low = await guest.post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 500 });
    expect([low.status, low.body.message]).toEqual([409, underMinimumMessage(1_000)]);
    const high = await guest.post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 20_100 });
    expect([high.status, high.body.message, high.body.remainingCents]).toEqual([409, overfundMessage(20_000), 20_000]);
    const ok = await guest.post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 5_000, registryKey: 'alex-and-jordan' });
    expect(ok.status).toBe(201);
    const cart = cartSchema.parse(ok.body.cart);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      kind: 'GROUP_GIFT',
      registryItemId: gift.id,
      priceCents: 5_000,
      lineTotalCents: 5_000,
      shipping: null,
    });
    // A second amount for the same gift joins the line, and together they must still fit.
    const more = await guest.post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 16_000 });
    expect([more.status, more.body.message]).toEqual([409, overfundMessage(20_000)]);

    const plain = await openGift(db(), 'alex-and-jordan', 2);
    const notGroup = await new TestClient(t.app).post(`${API}/cart/item`, { registryItemId: plain.id, amountCents: 5_000 });
    expect([notGroup.status, notGroup.body.code]).toEqual([409, 'cart.not_a_fund']);
  });

  it('two guests fund a gift: it ships to the couple in an order of its own, and guests see who gave but not how much', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 3, 24_000);
    const stockBefore = (await itemState(db(), gift.id)).stock;
    const first = await contribute(t, gift.id, 10_000, 'Priya');
    expect(first.status).toBe(201);
    expect(first.body.order.lines[0]).toMatchObject({ kind: 'GROUP_GIFT', lineTotalCents: 10_000, returnable: false });
    expect(first.body.order.totals.totalCents).toBe(10_000);
    // The unit is held for the group: out of stock for others, and not for sale whole.
    expect(await itemState(db(), gift.id)).toMatchObject({
      purchased_qty: 0,
      group_funded_cents: 10_000,
      group_goal_cents: 24_000,
      stock: stockBefore - 1,
    });
    const buyWhole = await new TestClient(t.app).post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 });
    expect(buyWhole.status).toBe(409);
    expect(buyWhole.body.message).toMatch(/Guests are giving .* together: contribute toward it instead\./);

    const seen = registryGiftAnswer.parse((await new TestClient(t.app).get(giftUrl(gift.id))).body).item.group_gift!;
    expect(seen).toMatchObject({
      goal_cents: 24_000,
      funded_cents: 10_000,
      remaining_cents: 14_000,
      contribution_count: 1,
      buyable_qty: 0,
    });
    expect(seen.contributions).toEqual([{ giver_name: 'Priya', message: 'From Priya', received_at: expect.any(String) }]);
    expect(JSON.stringify(seen.contributions)).not.toContain('10000');

    const second = await contribute(t, gift.id, 14_000, 'Marco');
    expect(second.status).toBe(201);
    expect(await itemState(db(), gift.id)).toMatchObject({
      purchased_qty: 1,
      group_funded_cents: 0,
      group_goal_cents: null,
      stock: stockBefore - 1,
    });

    const [shipment] = await rows<{
      order_number: string;
      giver_name: string;
      ship_address: { city: string } | null;
      total_cents: number;
      kind: string;
      fulfilment_status: string;
      unit_price_cents: number;
      user_id: number | null;
    }>(
      db(),
      sql`select o.order_number, o.giver_name, o.ship_address, o.total_cents, o.user_id, l.kind, l.fulfilment_status, l.unit_price_cents
          from orders o join order_lines l on l.order_id = o.id where l.registry_item_id = ${gift.id} and l.kind = 'PRODUCT'`,
    );
    expect(shipment).toMatchObject({
      giver_name: 'Priya and Marco',
      kind: 'PRODUCT',
      fulfilment_status: 'PLACED',
      unit_price_cents: 24_000,
      total_cents: 0,
      user_id: null,
    });
    const [couple] = await rows<{ ship_city: string }>(db(), sql`select ship_city from registries where slug = 'alex-and-jordan'`);
    expect(shipment!.ship_address?.city).toBe(couple!.ship_city);

    // The couple's tracker: the funded unit with its order and both contributors (with amounts), and a gift row each.
    const alex = await loginAs(t, 'alex@confetti.test');
    const units = coupleGroupGiftsAnswer.parse((await alex.get(`${API}/registry/group-gifts`)).body).group_gifts;
    const unit = units.find((u) => u.item_id === gift.id)!;
    expect(unit).toMatchObject({
      status: 'FUNDED',
      goal_cents: 24_000,
      funded_cents: 24_000,
      order_number: shipment!.order_number,
      fulfilment_status: 'PLACED',
    });
    expect(unit.contributions.map((c) => [c.giver_name, c.amount_cents, c.status])).toEqual([
      ['Priya', 10_000, 'FUNDED'],
      ['Marco', 14_000, 'FUNDED'],
    ]);
    const tracker = await alex.get(`${API}/registry/gift-tracker`);
    const rowsForGift = tracker.body.gifts.filter((g: { item: { id: number } | null }) => g.item?.id === gift.id);
    expect(rowsForGift.map((g: { giver_name: string; amount_cents: number }) => [g.giver_name, g.amount_cents]).sort()).toEqual([
      ['Marco', 14_000],
      ['Priya', 10_000],
    ]);
    // Fully funded: nothing more can be given.
    const after = await new TestClient(t.app).post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 1_000 });
    expect(after.status).toBe(409);
    expect(after.body.message).toMatch(/already received/);
  });

  it('when the funded gift is delivered, every contributor is mailed with their own order number', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 7, 20_000);
    const orderNumbers = [];
    for (const [giver, cents] of [
      ['Hana', 12_000],
      ['Ivo', 8_000],
    ] as const) {
      const placed = await contribute(t, gift.id, cents, giver);
      expect(placed.status).toBe(201);
      orderNumbers.push(placed.body.order.orderNumber as string);
    }
    const [funded] = await rows<{ order_number: string }>(
      db(),
      sql`select o.order_number from orders o join order_lines l on l.order_id = o.id where l.registry_item_id = ${gift.id} and l.kind = 'PRODUCT'`,
    );
    const dev = new TestClient(t.app);
    for (let step = 0; step < 3; step++)
      expect((await dev.post('/dev/fulfilment/advance', { orderNumber: funded!.order_number })).status).toBe(200);
    const hana = await waitForMail(t, 'hana@example.com', 'delivered');
    const ivo = await waitForMail(t, 'ivo@example.com', 'delivered');
    expect(hana.textBody).toContain(orderNumbers[0]);
    expect(ivo.textBody).toContain(orderNumbers[1]);
  });

  it('refuses at checkout what no longer fits (another guest paid first), and charges nothing', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 4, 10_000);
    const a = await guestReadyToContribute(t, gift.id, 6_000, 'Ana');
    const b = await guestReadyToContribute(t, gift.id, 6_000, 'Ben');
    expect((await a.client.post(`${API}/checkout`, a.body, { 'idempotency-key': `overfund-a-${gift.id}` })).status).toBe(201);
    const refused = await b.client.post(`${API}/checkout`, b.body, { 'idempotency-key': `overfund-b-${gift.id}` });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 'checkout.group_gift', overfundMessage(4_000)]);
    expect(refused.body.remainingCents).toBe(4_000);
    expect((await itemState(db(), gift.id)).group_funded_cents).toBe(6_000);
    const [orders] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from orders where giver_name = 'Ben'`);
    expect(orders!.n).toBe(0);
    expect(FULLY_FUNDED_MESSAGE).toBe('This gift is fully funded.');
  });
});

describe('refunds when the couple convert or remove a gift being funded', () => {
  it('switching group gifting off refunds each contributor to their card, puts the unit back in stock and mails them', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 5, 30_000);
    const stockBefore = (await itemState(db(), gift.id)).stock;
    expect((await contribute(t, gift.id, 5_000, 'Dana')).status).toBe(201);
    expect((await contribute(t, gift.id, 7_500, 'Eli')).status).toBe(201);
    const alex = await loginAs(t, 'alex@confetti.test');
    const off = await alex.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false });
    expect(off.status).toBe(200);
    const answer = groupGiftSwitchAnswer.parse(off.body);
    expect(answer.refunded).toEqual({ count: 2, amount_cents: 12_500 });
    expect(answer.item.group_gift).toBeNull();
    expect(await itemState(db(), gift.id)).toMatchObject({ group_funded_cents: 0, group_goal_cents: null, stock: stockBefore });
    const refunds = await rows<{
      giver_name: string;
      status: string;
      refund_card_cents: number;
      refund_reason: string;
      refund_ref: string;
    }>(
      db(),
      sql`select giver_name, status, refund_card_cents, refund_reason, refund_ref from group_gift_contributions where registry_item_id = ${gift.id} order by id`,
    );
    expect(refunds.map((r) => [r.giver_name, r.status, r.refund_card_cents, r.refund_reason])).toEqual([
      ['Dana', 'REFUNDED', 5_000, 'CONVERTED'],
      ['Eli', 'REFUNDED', 7_500, 'CONVERTED'],
    ]);
    for (const r of refunds) expect(r.refund_ref).toMatch(/^sbx_refund_/);
    const [gifts] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from registry_gifts where registry_item_id = ${gift.id}`);
    expect(gifts!.n).toBe(0);
    const mail = await waitForMail(t, 'dana@example.com', 'has been refunded');
    expect(mail.textBody).toContain('$50.00 back to the card you paid with');
    const units = coupleGroupGiftsAnswer.parse((await alex.get(`${API}/registry/group-gifts`)).body).group_gifts;
    expect(units.find((u) => u.item_id === gift.id && u.status === 'REFUNDED')?.contributions).toHaveLength(2);
    // On again: guests can start afresh.
    const on = await alex.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: true });
    expect(on.body.item.group_gift).toMatchObject({ funded_cents: 0, goal_cents: 30_000 });
    expect(on.body.refunded).toEqual({ count: 0, amount_cents: 0 });
  });

  it('counts what the order’s card already gave back (a return of another gift) and records the refund on the payment', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 5, 30_000);
    expect((await contribute(t, gift.id, 5_000, 'Gil')).status).toBe(201);
    // The same order also paid $30 for a gift that was returned to the card: the payment shows it.
    const [contribution] = await rows<{ order_id: number }>(
      db(),
      sql`select order_id from group_gift_contributions where registry_item_id = ${gift.id} and giver_name = 'Gil'`,
    );
    await db().execute(
      sql`update payments set amount_cents = amount_cents + 3000, refunded_cents = 3000, status = 'REFUNDED' where order_id = ${contribution!.order_id}`,
    );
    const alex = await loginAs(t, 'alex@confetti.test');
    expect((await alex.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false })).status).toBe(200);
    const [refund] = await rows<{ refund_card_cents: number; refund_credit_cents: number }>(
      db(),
      sql`select refund_card_cents, refund_credit_cents from group_gift_contributions where registry_item_id = ${gift.id}`,
    );
    expect(refund).toEqual({ refund_card_cents: 5_000, refund_credit_cents: 0 });
    const [payment] = await rows<{ amount_cents: number; refunded_cents: number }>(
      db(),
      sql`select amount_cents, refunded_cents from payments where order_id = ${contribution!.order_id}`,
    );
    expect(payment!.refunded_cents).toBe(payment!.amount_cents);
  });

  it('removing a gift being funded refunds its contributors; a gift already bought stays', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 6, 20_000);
    expect((await contribute(t, gift.id, 4_000, 'Fay')).status).toBe(201);
    const alex = await loginAs(t, 'alex@confetti.test');
    const removed = await alex.delete(`${API}/registry/items/${gift.id}`);
    expect(removed.status).toBe(200);
    expect(itemDeletedAnswer.parse(removed.body)).toEqual({ id: gift.id, deleted: true, refunded: { count: 1, amount_cents: 4_000 } });
    const [left] = await rows<{ status: string; refund_reason: string }>(
      db(),
      sql`select status, refund_reason from group_gift_contributions where giver_name = 'Fay'`,
    );
    expect(left).toEqual({ status: 'REFUNDED', refund_reason: 'REMOVED' });
    await waitForMail(t, 'fay@example.com', 'removed');

    const funded = await groupGift(db(), 'alex-and-jordan', 7, 5_000);
    expect((await contribute(t, funded.id, 5_000, 'Gus')).status).toBe(201);
    const kept = await alex.delete(`${API}/registry/items/${funded.id}`);
    expect([kept.status, kept.body.code]).toEqual([409, 'registry.item_purchased']);
  });

  it('a contribution paid with store credit comes back as store credit', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 8, 20_000);
    const riley = await loginAs(t, 'riley@confetti.test');
    await db().execute(sql`update users set credit_balance_cents = 3000 where email = 'riley@confetti.test'`);
    expect((await riley.post(`${API}/cart/item`, { registryItemId: gift.id, amountCents: 2_000 })).status).toBe(201);
    await riley.post(`${API}/checkout/apply-credit`, { isExpedited: false, isRushed: false });
    const totals = await riley.put(`${API}/checkout/totals`, {});
    expect(totals.body.totalCents).toBe(0);
    const placed = await riley.post(
      `${API}/checkout`,
      { email: 'riley@confetti.test', giverName: 'Riley', giftMessage: '', expectedTotalCents: 0 },
      { 'idempotency-key': `credit-${gift.id}` },
    );
    expect(placed.status).toBe(201);
    const alex = await loginAs(t, 'alex@confetti.test');
    expect((await alex.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false })).body.refunded.count).toBe(1);
    const [user] = await rows<{ credit_balance_cents: number }>(
      db(),
      sql`select credit_balance_cents from users where email = 'riley@confetti.test'`,
    );
    expect(user!.credit_balance_cents).toBe(3_000);
  });
});

describe('each couple reaches only their own (BOLA)', () => {
  it('another couple cannot switch, remove or list a gift of Alex & Jordan’s, nor change their rule', async () => {
    const gift = await groupGift(db(), 'alex-and-jordan', 9, 20_000);
    expect((await contribute(t, gift.id, 2_000, 'Hal')).status).toBe(201);
    const sam = await loginAs(t, 'sam@confetti.test');
    const switched = await sam.put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false });
    expect([switched.status, switched.body.message]).toEqual([404, 'We could not find that item on your registry.']);
    expect((await sam.delete(`${API}/registry/items/${gift.id}`)).status).toBe(404);
    const theirs = coupleGroupGiftsAnswer.parse((await sam.get(`${API}/registry/group-gifts`)).body).group_gifts;
    expect(theirs.some((u) => u.item_id === gift.id)).toBe(false);
    await sam.put(`${API}/registry/group-gifting`, { min_price_cents: 5_000 });
    const [rules] = await rows<{ group_gift_min_cents: number | null }>(
      db(),
      sql`select group_gift_min_cents from registries where slug = 'alex-and-jordan'`,
    );
    expect(rules!.group_gift_min_cents).toBeNull();
    expect((await itemState(db(), gift.id)).group_funded_cents).toBe(2_000);
    // Signed out: 401 before anything else.
    expect((await new TestClient(t.app).put(`${API}/registry/items/${gift.id}/group-gift`, { group_gift: false })).status).toBe(401);
    await sam.put(`${API}/registry/group-gifting`, { min_price_cents: null });
  });

  it('a gift that is not from the shop cannot be switched, and bad bodies are refused with a message', async () => {
    const alex = await loginAs(t, 'alex@confetti.test');
    const [fund] = await rows<{ id: number }>(
      db(),
      sql`select i.id from registry_items i join registries r on r.id = i.registry_id where r.slug = 'alex-and-jordan' and i.kind = 'CASH_FUND' limit 1`,
    );
    const refused = await alex.put(`${API}/registry/items/${fund!.id}/group-gift`, { group_gift: true });
    expect([refused.status, refused.body.message]).toEqual([400, 'Only gifts from our shop can be group gifts.']);
    const bad = await alex.put(`${API}/registry/items/${fund!.id}/group-gift`, { group_gift: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid group_gift: must be true, false or null');
  });
});
