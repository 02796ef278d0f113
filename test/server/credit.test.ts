import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { ADDRESS, API, guestReadyToBuy, openGift, payWith, plainSku, rows } from './commerceHelpers';
import { waitForMail } from './accounts';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { postCredit } from '../../server/modules/credit/ledger';
import { receiveReturn } from '../../server/modules/returns/receive';
import { sandboxProvider } from '../../server/modules/payments/provider';
import { creditAnswer, EXCHANGE_MESSAGES, giftExchangeAnswer, RETURN_MESSAGES, returnRefundCents } from '../../src/contracts/credit';
import { completionAnswer, completionUnitDiscountCents } from '../../src/contracts/completionDiscount';
import { giftTrackerAnswer } from '../../src/contracts/registry';
import { orderAnswer } from '../../src/contracts/orders';

/**
 * Issue 26's store credit: the ledger behind the balance, "Exchange for credit", the completion
 * discount and free returns, through the API on PGlite (creditPostgres.test.ts races them on PostgreSQL).
 */
let t: TestApp;
const db = () => t.database.db;
const CREDIT = '/website-nav/web-api/v1/user/credit';
const exchangeUrl = (giftId: number) => `${API}/registry/gift-tracker/${giftId}/exchange`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 60_000);
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

let keys = 0;
const key = () => ({ 'idempotency-key': `credit-test-${++keys}-${Date.now()}` });

/** A guest buys one unit of an open gift on a registry: the tracker's gift and the order line. */
async function giftBought(slug = 'alex-and-jordan') {
  const gift = await openGift(db(), slug);
  const { client, body } = await guestReadyToBuy(t, gift.id);
  const placed = await client.post(`${API}/checkout`, { ...body, giverName: 'Robin Giver', email: 'robin@example.com' }, key());
  expect(placed.status).toBe(201);
  const orderNumber = placed.body.order.orderNumber as string;
  const [row] = await rows<{ id: number; line_id: number; line_total_cents: number }>(
    db(),
    sql`select g.id, l.id as line_id, l.line_total_cents from registry_gifts g
        join orders o on o.id = g.order_id
        join order_lines l on l.order_id = o.id and l.registry_item_id = g.registry_item_id
        where o.order_number = ${orderNumber}`,
  );
  return { giftId: row!.id, lineId: row!.line_id, lineTotalCents: row!.line_total_cents, orderNumber, guest: client };
}

async function balanceOf(email: string): Promise<number> {
  const [row] = await rows<{ credit_balance_cents: number }>(db(), sql`select credit_balance_cents from users where email = ${email}`);
  return row!.credit_balance_cents;
}

async function lineStatus(lineId: number): Promise<string> {
  const [row] = await rows<{ fulfilment_status: string }>(db(), sql`select fulfilment_status from order_lines where id = ${lineId}`);
  return row!.fulfilment_status;
}

/** Every account's balance is the sum of its ledger. */
async function expectLedgerToMatchBalances() {
  const wrong = await rows(
    db(),
    sql`select u.id, u.credit_balance_cents, coalesce(sum(e.amount_cents), 0)::int as ledger from users u
        left join credit_entries e on e.user_id = u.id group by u.id
        having u.credit_balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  expect(wrong).toEqual([]);
}

/** A fresh cart of the signed-in client's own with `quantity` of the SKU. */
async function ownCartWith(c: TestClient, skuId: number, quantity = 1) {
  const { body: cart } = await c.get(`${API}/cart`);
  for (const i of cart.items) await c.post(`${API}/checkout/cart/item/id/${i.id}`, {});
  const add = await c.post(`${API}/cart/item`, { skuId, quantity });
  expect(add.status).toBe(201);
}

async function placeOwnOrder(c: TestClient, email: string) {
  const totals = (await c.put(`${API}/checkout/totals`, { zipCode: '11201' })).body;
  const placed = await c.post(
    `${API}/checkout`,
    {
      paymentIntentId: totals.totalCents > 0 ? await payWith(c) : null,
      email,
      giverName: 'Casey Buyer',
      shippingAddress: ADDRESS,
      zipCode: '11201',
      expectedTotalCents: totals.totalCents,
    },
    key(),
  );
  expect(placed.status).toBe(201);
  return orderAnswer.parse(placed.body).order;
}

describe('the store-credit ledger', () => {
  it('the demo balance is its opening entry, and GET /user/credit answers balance and history by the contract', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get(CREDIT);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = creditAnswer.parse(res.body);
    expect(answer.balance_cents).toBe(2500);
    expect(answer.entries).toEqual([
      expect.objectContaining({ amount_cents: 2500, balance_after_cents: 2500, reason: 'OPENING_BALANCE', order_number: null }),
    ]);
    expect(answer.has_more).toBe(false);
    expect((await new TestClient(t.app).get(CREDIT)).status).toBe(401);
    await expectLedgerToMatchBalances();
  });

  it('a spend larger than the balance changes nothing, and the database refuses a negative balance', async () => {
    const [sam] = await rows<{ id: number }>(db(), sql`select id from users where email = 'sam@confetti.test'`);
    await expect(
      db().transaction((tx) => postCredit(tx, { userId: sam!.id, amountCents: -1, reason: 'ADJUSTMENT', description: 'x' })),
    ).rejects.toMatchObject({ statusCode: 409 });
    const refused = await db()
      .execute(sql`update users set credit_balance_cents = -1 where id = ${sam!.id}`)
      .then(
        () => null,
        (error: unknown) => error as { cause?: { message?: string } },
      );
    expect(refused?.cause?.message).toMatch(/violates check constraint "users_credit_balance_non_negative"/);
    expect(await balanceOf('sam@confetti.test')).toBe(0);
    const [entries] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from credit_entries where user_id = ${sam!.id}`);
    expect(entries!.n).toBe(0);
  });
});

describe('exchange for credit', () => {
  it('turns a gift that has not shipped into credit: CONVERTED, on the account and its history, and the tracker says so', async () => {
    const bought = await giftBought();
    const alex = await login('alex@confetti.test');
    const before = await balanceOf('alex@confetti.test');
    const tracker = giftTrackerAnswer.parse((await alex.get(`${API}/registry/gift-tracker`)).body);
    expect(tracker.gifts.find((g) => g.id === bought.giftId)?.credit_exchange).toEqual({
      status: 'AVAILABLE',
      credit_cents: bought.lineTotalCents,
    });
    await t.app.jobs.drain();
    const [mailsBefore] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox_emails where to_address = 'robin@example.com'`,
    );

    const res = await alex.post(exchangeUrl(bought.giftId));
    expect(res.status).toBe(200);
    const answer = giftExchangeAnswer.parse(res.body);
    expect(answer.credit_cents).toBe(bought.lineTotalCents);
    expect(answer.balance_cents).toBe(before + bought.lineTotalCents);
    expect(answer.gift.credit_exchange).toEqual({ status: 'EXCHANGED', credit_cents: bought.lineTotalCents });
    expect(await lineStatus(bought.lineId)).toBe('CONVERTED');
    expect(await balanceOf('alex@confetti.test')).toBe(before + bought.lineTotalCents);

    const history = creditAnswer.parse((await alex.get(CREDIT)).body);
    expect(history.entries[0]).toMatchObject({
      amount_cents: bought.lineTotalCents,
      reason: 'GIFT_EXCHANGE',
      order_number: bought.orderNumber,
      description: expect.stringMatching(/^Exchanged .+ for credit$/),
    });
    // The user context (the nav, checkout) reads the same balance.
    expect((await alex.get('/website-nav/web-api/v1/user/context')).body.credit_balance_cents).toBe(before + bought.lineTotalCents);
    // The giver is told nothing: no mail went to them.
    await t.app.jobs.drain();
    const [mailsAfter] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox_emails where to_address = 'robin@example.com'`,
    );
    expect(mailsAfter!.n).toBe(mailsBefore!.n);
    // Nor can they return what never shipped.
    const status = await bought.guest.post(`${API}/orders/status`, { orderNumber: bought.orderNumber, email: 'robin@example.com' });
    expect(status.body.order.lines[0].returnable).toBe(false);
    await expectLedgerToMatchBalances();
  });

  it('refuses a second exchange of the same gift, from either partner, and credits nothing more', async () => {
    const bought = await giftBought();
    const alex = await login('alex@confetti.test');
    const jordan = await login('jordan@confetti.test');
    expect((await jordan.post(exchangeUrl(bought.giftId))).status).toBe(200);
    const after = [await balanceOf('alex@confetti.test'), await balanceOf('jordan@confetti.test')];
    for (const c of [alex, jordan]) {
      const again = await c.post(exchangeUrl(bought.giftId));
      expect([again.status, again.body.message, again.body.code]).toEqual([409, EXCHANGE_MESSAGES.done, 'exchange.done']);
    }
    expect([await balanceOf('alex@confetti.test'), await balanceOf('jordan@confetti.test')]).toEqual(after);
    const [n] = await rows<{ n: number }>(db(), sql`select count(*)::int as n from credit_entries where order_line_id = ${bought.lineId}`);
    expect(n!.n).toBe(1);
  });

  it('refuses a gift already on its way', async () => {
    const bought = await giftBought();
    await db().execute(sql`update order_lines set fulfilment_status = 'SHIPPED' where id = ${bought.lineId}`);
    const alex = await login('alex@confetti.test');
    const before = await balanceOf('alex@confetti.test');
    const res = await alex.post(exchangeUrl(bought.giftId));
    expect([res.status, res.body.message, res.body.code]).toEqual([409, EXCHANGE_MESSAGES.shipped, 'exchange.shipped']);
    expect(await lineStatus(bought.lineId)).toBe('SHIPPED');
    expect(await balanceOf('alex@confetti.test')).toBe(before);
    const tracker = giftTrackerAnswer.parse((await alex.get(`${API}/registry/gift-tracker`)).body);
    expect(tracker.gifts.find((g) => g.id === bought.giftId)?.credit_exchange?.status).toBe('UNAVAILABLE');
  });

  it('a held gift can still be exchanged', async () => {
    const bought = await giftBought();
    await db().execute(sql`update order_lines set fulfilment_status = 'HELD' where id = ${bought.lineId}`);
    const alex = await login('alex@confetti.test');
    expect((await alex.post(exchangeUrl(bought.giftId))).status).toBe(200);
    expect(await lineStatus(bought.lineId)).toBe('CONVERTED');
  });

  it('another couple cannot exchange it (404, nothing changes), and signed out is a 401', async () => {
    const bought = await giftBought();
    const sam = await login('sam@confetti.test');
    const res = await sam.post(exchangeUrl(bought.giftId));
    expect([res.status, res.body.message]).toEqual([404, EXCHANGE_MESSAGES.notFound]);
    expect((await new TestClient(t.app).post(exchangeUrl(bought.giftId))).status).toBe(401);
    expect(await lineStatus(bought.lineId)).toBe('PLACED');
    expect(await balanceOf('sam@confetti.test')).toBe(0);
    // Nor does another couple's tracker show it.
    const samTracker = giftTrackerAnswer.parse((await sam.get(`${API}/registry/gift-tracker`)).body);
    expect(samTracker.gifts.some((g) => g.id === bought.giftId)).toBe(false);
  });

  it('gifts not bought through our checkout (a recorded cash gift) are refused', async () => {
    const [gift] = await rows<{ id: number }>(
      db(),
      sql`select g.id from registry_gifts g join registries r on r.id = g.registry_id where r.slug = 'alex-and-jordan' and g.order_id is null limit 1`,
    );
    const alex = await login('alex@confetti.test');
    const res = await alex.post(exchangeUrl(gift!.id));
    expect([res.status, res.body.message]).toEqual([409, EXCHANGE_MESSAGES.notOurs]);
  });

  it('the credit is spent at checkout, through the ledger', async () => {
    const alex = await login('alex@confetti.test');
    const balance = await balanceOf('alex@confetti.test');
    await ownCartWith(alex, (await plainSku(db(), 40)).id);
    const applied = await alex.post(`${API}/checkout/apply-credit`, { zipCode: '11201' });
    expect(applied.status).toBe(200);
    const spent = applied.body.totals.creditAppliedCents as number;
    expect(spent).toBe(Math.min(balance, applied.body.totals.totalCents + spent));
    const order = await placeOwnOrder(alex, 'alex@confetti.test');
    expect(order.totals.creditAppliedCents).toBe(spent);
    expect(await balanceOf('alex@confetti.test')).toBe(balance - spent);
    const history = creditAnswer.parse((await alex.get(CREDIT)).body);
    expect(history.entries[0]).toMatchObject({
      amount_cents: -spent,
      balance_after_cents: balance - spent,
      reason: 'CHECKOUT',
      order_number: order.orderNumber,
    });
    await expectLedgerToMatchBalances();
  });
});

describe('the completion discount', () => {
  const utcDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const setWedding = (slug: string, date: string) => db().execute(sql`update weddings set wedding_date = ${date} where slug = ${slug}`);

  /** A catalog gift left on Sam & Riley's registry, with stock. */
  async function leftOnRegistry() {
    const [item] = await rows<{ id: number; sku_id: number; price_cents: number; left: number }>(
      db(),
      sql`select i.id, i.sku_id, s.price_cents, (i.requested_qty - i.purchased_qty)::int as left from registry_items i
          join registries r on r.id = i.registry_id join skus s on s.id = i.sku_id join products p on p.id = s.product_id
          where r.slug = 'sam-and-riley' and i.kind = 'PRODUCT' and i.purchased_qty < i.requested_qty
            and s.stock > i.requested_qty - i.purchased_qty
            and p.ship_method = 'Ground Shipping' and p.shipping_restrictions is null and p.delivery_surcharge_cents = 0
          order by i.id limit 1`,
    );
    return item!;
  }

  it('before the wedding: the shop says when it starts, and checkout takes nothing off', async () => {
    await setWedding('sam-and-riley', utcDate(10));
    const sam = await login('sam@confetti.test');
    const answer = completionAnswer.parse((await sam.get(`${API}/registry/completion-discount`)).body);
    expect(answer).toMatchObject({ status: 'BEFORE', percent: 20, items: [] });
    expect(answer.message).toMatch(/^Your 20% completion discount starts on .+, the day after your wedding\.$/);
    await ownCartWith(sam, (await leftOnRegistry()).sku_id);
    expect((await sam.put(`${API}/checkout/totals`, { zipCode: '11201' })).body.completionDiscountCents).toBe(0);
  });

  it('after the wedding: 20% off what is left, as its own totals line, and what the couple bought is no longer left', async () => {
    await setWedding('sam-and-riley', utcDate(-10));
    const sam = await login('sam@confetti.test');
    const item = await leftOnRegistry();
    const shop = completionAnswer.parse((await sam.get(`${API}/registry/completion-discount`)).body);
    expect(shop.status).toBe('OPEN');
    const listed = shop.items.find((i) => i.registry_item_id === item.id)!;
    expect(listed).toMatchObject({
      sku_id: item.sku_id,
      remaining_qty: item.left,
      price_cents: item.price_cents,
      discounted_price_cents: item.price_cents - completionUnitDiscountCents(item.price_cents),
    });
    await ownCartWith(sam, item.sku_id, 1);
    const totals = (await sam.put(`${API}/checkout/totals`, { zipCode: '11201' })).body;
    const off = completionUnitDiscountCents(item.price_cents);
    expect(off).toBe(Math.floor(item.price_cents * 0.2));
    expect(totals).toMatchObject({ subtotalCents: item.price_cents, completionDiscountCents: off });
    expect(totals.totalCents).toBe(item.price_cents - off + totals.shippingCents + totals.taxCents);
    const order = await placeOwnOrder(sam, 'sam@confetti.test');
    expect(order.totals.completionDiscountCents).toBe(off);
    const [row] = await rows<{ left: number }>(
      db(),
      sql`select (requested_qty - purchased_qty)::int as left from registry_items where id = ${item.id}`,
    );
    expect(row!.left).toBe(item.left - 1);
  });

  it('only on the units left: more than that pay full price', async () => {
    await setWedding('sam-and-riley', utcDate(-10));
    const sam = await login('sam@confetti.test');
    const item = await leftOnRegistry();
    await ownCartWith(sam, item.sku_id, item.left + 1);
    const totals = (await sam.put(`${API}/checkout/totals`, { zipCode: '11201' })).body;
    expect(totals.subtotalCents).toBe(item.price_cents * (item.left + 1));
    expect(totals.completionDiscountCents).toBe(completionUnitDiscountCents(item.price_cents) * item.left);
    // A promo works on what is left after it, on the cart page as at checkout.
    const promo = await sam.post(`${API}/checkout/apply-promo`, { promoCode: 'WELCOME10', zipCode: '11201' });
    expect(promo.status).toBe(200);
    const net = totals.subtotalCents - totals.completionDiscountCents;
    expect(promo.body.totals.discountCents).toBe(Math.floor(net / 10));
    expect((await sam.get(`${API}/cart`)).body.promo.discountCents).toBe(promo.body.totals.discountCents);
    await sam.post(`${API}/checkout/remove-promo`, { zipCode: '11201' });
  });

  it('only for the couple: a guest buying the same thing pays full price', async () => {
    await setWedding('sam-and-riley', utcDate(-10));
    const item = await leftOnRegistry();
    const guest = new TestClient(t.app);
    expect((await guest.post(`${API}/cart/item`, { skuId: item.sku_id, quantity: 1 })).status).toBe(201);
    expect((await guest.put(`${API}/checkout/totals`, { zipCode: '11201' })).body.completionDiscountCents).toBe(0);
    const alex = await login('alex@confetti.test');
    await ownCartWith(alex, item.sku_id, 1);
    expect((await alex.put(`${API}/checkout/totals`, { zipCode: '11201' })).body.completionDiscountCents).toBe(0);
  });

  it('six months after the wedding it has ended: the shop says so and checkout takes nothing off', async () => {
    await setWedding('sam-and-riley', utcDate(-200));
    const sam = await login('sam@confetti.test');
    const answer = completionAnswer.parse((await sam.get(`${API}/registry/completion-discount`)).body);
    expect(answer).toMatchObject({ status: 'ENDED', items: [] });
    expect(answer.message).toMatch(/^Your completion discount ended on /);
    await ownCartWith(sam, (await leftOnRegistry()).sku_id);
    expect((await sam.put(`${API}/checkout/totals`, { zipCode: '11201' })).body.completionDiscountCents).toBe(0);
    expect((await new TestClient(t.app).get(`${API}/registry/completion-discount`)).status).toBe(401);
  });
});

describe('free returns', () => {
  const provider = () => sandboxProvider(t.app.config.appSecret);

  async function guestOrder(email: string, offset: number) {
    const guest = new TestClient(t.app);
    expect((await guest.post(`${API}/cart/item`, { skuId: (await plainSku(db(), offset)).id, quantity: 1 })).status).toBe(201);
    return { guest, order: await placeOwnOrder(guest, email) };
  }

  it('mails a free label (a PDF behind a keyed link) and refunds the card when the parcel is received', async () => {
    const { guest, order } = await guestOrder('returner@example.com', 41);
    const line = order.lines[0]!;
    const res = await guest.post(`${API}/orders/return`, {
      orderNumber: order.orderNumber,
      email: 'returner@example.com',
      lineIds: [line.id],
      reason: 'Changed my mind',
      refundMethod: 'CARD',
    });
    expect(res.status).toBe(200);
    const started = orderAnswer.parse(res.body).order;
    expect(started.returnRequest).toMatchObject({ refundMethod: 'CARD', status: 'REQUESTED', lineIds: [line.id] });
    const reference = started.returnRequest!.reference;

    const mail = await waitForMail(t, 'returner@example.com', 'label.pdf');
    expect(mail.subject).toBe(`Your free return label for order ${order.orderNumber}`);
    expect(mail.textBody).toContain(`ending ${order.payment!.last4}`);
    const path = /(\/web-registry-api\/v1\/returns\/[^\s]+label\.pdf\?key=[\w-]+)/.exec(mail.textBody)![1]!;
    const pdf = await t.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Confetti return label ${reference}`);
    expect((await t.app.inject({ method: 'GET', url: path.replace(/key=.{4}/, 'key=AAAA') })).statusCode).toBe(404);

    const received = await receiveReturn(db(), provider(), reference, new Date('2026-12-01T10:00:00Z'));
    const expected = returnRefundCents([{ lineTotalCents: line.lineTotalCents, completionDiscountCents: 0 }], {
      ...order.totals,
      completionDiscountCents: 0,
    });
    expect(expected).toBe(order.totals.totalCents - order.totals.shippingCents);
    expect(received.returnRequest).toMatchObject({
      status: 'RECEIVED',
      cardRefundCents: expected,
      creditRefundCents: 0,
      receivedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(await lineStatus(line.id)).toBe('RETURNED');
    const [payment] = await rows<{ status: string; refunded_cents: number }>(
      db(),
      sql`select p.status, p.refunded_cents from payments p join orders o on o.id = p.order_id where o.order_number = ${order.orderNumber}`,
    );
    expect(payment).toEqual({ status: 'REFUNDED', refunded_cents: expected });
    await expect(receiveReturn(db(), provider(), reference)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('store credit needs an account: a guest order is refused and nothing is stored', async () => {
    const { guest, order } = await guestOrder('nocredit@example.com', 42);
    const res = await guest.post(`${API}/orders/return`, {
      orderNumber: order.orderNumber,
      email: 'nocredit@example.com',
      lineIds: [order.lines[0]!.id],
      reason: 'Too big',
      refundMethod: 'CREDIT',
    });
    expect([res.status, res.body.message]).toEqual([409, RETURN_MESSAGES.creditNeedsAccount]);
    const [n] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from order_returns r join orders o on o.id = r.order_id where o.order_number = ${order.orderNumber}`,
    );
    expect(n!.n).toBe(0);
  });

  it('refunds to store credit through the ledger, received by the development endpoint', async () => {
    const riley = await login('riley@confetti.test');
    await ownCartWith(riley, (await plainSku(db(), 43)).id);
    const order = await placeOwnOrder(riley, 'riley@confetti.test');
    const before = await balanceOf('riley@confetti.test');
    const res = await riley.post(`${API}/orders/return`, {
      orderNumber: order.orderNumber,
      email: 'riley@confetti.test',
      lineIds: [order.lines[0]!.id],
      reason: 'Duplicate',
      refundMethod: 'CREDIT',
    });
    expect(res.status).toBe(200);
    const reference = res.body.order.returnRequest.reference as string;
    const received = await riley.post(`/dev/returns/${reference}/receive`);
    expect(received.status).toBe(200);
    const refund = orderAnswer.parse(received.body).order.returnRequest!;
    expect(refund).toMatchObject({ status: 'RECEIVED', cardRefundCents: 0 });
    expect(refund.creditRefundCents).toBe(order.totals.totalCents - order.totals.shippingCents);
    expect(await balanceOf('riley@confetti.test')).toBe(before + refund.creditRefundCents!);
    const history = creditAnswer.parse((await riley.get(CREDIT)).body);
    expect(history.entries[0]).toMatchObject({
      reason: 'RETURN_REFUND',
      amount_cents: refund.creditRefundCents,
      order_number: order.orderNumber,
    });
    await waitForMail(t, 'riley@confetti.test', `We received your return ${reference}`);
    await expectLedgerToMatchBalances();
  });

  it('refuses lines that cannot come back (a gift exchanged for credit)', async () => {
    const bought = await giftBought();
    const alex = await login('alex@confetti.test');
    expect((await alex.post(exchangeUrl(bought.giftId))).status).toBe(200);
    const res = await bought.guest.post(`${API}/orders/return`, {
      orderNumber: bought.orderNumber,
      email: 'robin@example.com',
      lineIds: [bought.lineId],
      reason: 'Oops',
    });
    expect([res.status, res.body.message]).toEqual([409, RETURN_MESSAGES.notReturnable]);
  });
});
