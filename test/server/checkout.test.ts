import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { ADDRESS, API, guestReadyToBuy, openGift, payWith, plainSku, rows } from './commerceHelpers';

/** A support id: 6 random bytes as base64url, 8 characters that may include '-' and '_' (anywhere, first too). */
const SUPPORT_ID = /^[A-Za-z0-9_-]{8}$/;

describe('checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const db = () => t.database.db;
  let keyN = 0;
  const key = () => ({ 'idempotency-key': `test-key-${Date.now()}-${++keyN}` });

  async function ownCart(quantity = 1, offset = 0) {
    const c = new TestClient(t.app);
    const sku = await plainSku(db(), offset);
    await c.post(`${API}/cart/item`, { skuId: sku.id, quantity });
    return { c, sku };
  }

  describe('totals', () => {
    it('price lines, shipping by method, tax by the ZIP’s state; all integer cents', async () => {
      const { c, sku } = await ownCart(1, 11);
      const std = await c.put(`${API}/checkout/totals`, { isExpedited: false, isRushed: false, zipCode: '11201' });
      expect(std.status).toBe(200);
      expect(std.body).toMatchObject({
        subtotalCents: sku.price_cents,
        taxStateCode: 'NY',
        shippingMethod: 'STANDARD',
        discountCents: 0,
        creditAppliedCents: 0,
      });
      expect(std.body.shippingCents).toBe(sku.price_cents >= 5000 ? 0 : 795);
      expect(std.body.taxCents).toBe(Math.floor((sku.price_cents * std.body.taxRateBps + 5000) / 10000));
      expect(std.body.totalCents).toBe(std.body.subtotalCents + std.body.shippingCents + std.body.surchargeCents + std.body.taxCents);
      const rush = await c.put(`${API}/checkout/totals`, { isExpedited: false, isRushed: true, zipCode: '97201' });
      expect(rush.body).toMatchObject({ shippingMethod: 'RUSH', shippingCents: 2495, taxStateCode: 'OR', taxCents: 0 });
      const expedited = await c.put(`${API}/checkout/totals`, { isExpedited: true, zipCode: '11201' });
      expect(expedited.body).toMatchObject({ shippingMethod: 'EXPEDITED', shippingCents: 1495 });
      expect((await c.put(`${API}/checkout/totals`, { zipCode: '123' })).status).toBe(400);
    });

    it('use the couple’s state for a registry cart', async () => {
      const c = new TestClient(t.app);
      const gift = await openGift(db(), 'alex-and-jordan', 2);
      await c.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 });
      const totals = await c.put(`${API}/checkout/totals`, { registryId: gift.registry_id });
      expect(totals.body.taxStateCode).toBe('NY');
      const summary = await c.get(`${API}/checkout`);
      expect(summary.body).toMatchObject({ testMode: true, user: { isGuest: true }, cart: { registry: { slug: 'alex-and-jordan' } } });
    });
  });

  describe('promo codes', () => {
    it('apply answers with promo only on success; failures are 422 with the reason as trigger', async () => {
      const { c, sku } = await ownCart(1, 12);
      const ok = await c.post(`${API}/checkout/apply-promo`, {
        promoCode: 'welcome10',
        isExpedited: false,
        isRushed: false,
        zipCode: '11201',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.promo).toEqual({
        code: 'WELCOME10',
        description: '10% off your order',
        discountCents: Math.floor(sku.price_cents / 10),
      });
      expect(ok.body.totals.discountCents).toBe(Math.floor(sku.price_cents / 10));

      const unknown = await c.post(`${API}/checkout/apply-promo`, { promoCode: 'NOPE', isExpedited: false, isRushed: false });
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({
        message: 'Promo NOPE could not be applied',
        code: 'promo.invalid',
        trigger: 'We do not recognise that code.',
      });
      expect(unknown.body.promo).toBeUndefined();
      expect((await c.post(`${API}/checkout/apply-promo`, { promoCode: 'SPRING2020' })).body.trigger).toBe('This code has expired.');
      if (sku.price_cents < 10000) {
        expect((await c.post(`${API}/checkout/apply-promo`, { promoCode: 'SAVE20' })).body.trigger).toBe('Spend $100.00 to use this code.');
      }
      const removed = await c.post(`${API}/checkout/remove-promo`, { isExpedited: false, isRushed: false, zipCode: '11201' });
      expect(removed.body.cart.promo).toBeNull();
      expect(removed.body.totals.discountCents).toBe(0);
    });
  });

  describe('credit', () => {
    it('is for signed-in users with a balance', async () => {
      const { c } = await ownCart(1, 13);
      expect((await c.post(`${API}/checkout/apply-credit`, {})).status).toBe(401);
      const alex = new TestClient(t.app);
      await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: 'confetti-demo' });
      const sku = await plainSku(db(), 14);
      await alex.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
      const applied = await alex.post(`${API}/checkout/apply-credit`, { isExpedited: false, isRushed: false, zipCode: '11201' });
      expect(applied.status).toBe(200);
      expect(applied.body.cart.applyCredit).toBe(true);
      expect(applied.body.totals).toMatchObject({ creditAvailableCents: 2500, creditAppliedCents: 2500 });
      const removed = await alex.post(`${API}/checkout/remove-credit`, { zipCode: '11201' });
      expect(removed.body.totals.creditAppliedCents).toBe(0);
      const jordan = new TestClient(t.app);
      await jordan.post('/website-nav/web-api/v1/auth/login', { email: 'jordan@confetti.test', password: 'confetti-demo' });
      await jordan.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
      const none = await jordan.post(`${API}/checkout/apply-credit`, {});
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('You have no credit to apply.');
    });
  });

  describe('validate-address', () => {
    const validate = (body: object) => new TestClient(t.app).post(`${API}/checkout/validate-address`, body);
    it('accepts a consistent address (DC and territories too) and normalises it', async () => {
      const ok = await validate({ ...ADDRESS, city: '  Brooklyn ', stateCode: 'ny' });
      expect(ok.body).toEqual({ valid: true, address: { ...ADDRESS, address2: null } });
      expect((await validate({ ...ADDRESS, city: 'Washington', stateCode: 'DC', zipCode: '20500' })).body.valid).toBe(true);
      expect((await validate({ ...ADDRESS, city: 'San Juan', stateCode: 'PR', zipCode: '00901' })).body.valid).toBe(true);
      expect((await validate({ ...ADDRESS, city: 'Hagatna', stateCode: 'GU', zipCode: '96910' })).body.valid).toBe(true);
    });
    it('answers a doubtful address with userMessage, and bypass accepts it', async () => {
      const doubtful = await validate({ ...ADDRESS, stateCode: 'NJ', zipCode: '10001' });
      expect(doubtful.status).toBe(200);
      expect(doubtful.body).toEqual({
        valid: false,
        bypass: true,
        userMessage: 'ZIP code 10001 is in New York, not New Jersey. Please check your address, or continue with it as entered.',
      });
      expect((await validate({ ...ADDRESS, stateCode: 'NJ', zipCode: '10001', bypass: true })).body).toMatchObject({
        valid: true,
        bypassed: true,
      });
    });
    it('refuses a missing street, an unknown state and a malformed ZIP with field messages', async () => {
      const bad = await validate({ ...ADDRESS, address1: ' ', stateCode: 'XX', zipCode: '1234' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toMatchObject({
        address1: 'Please enter a street address.',
        stateCode: 'Please choose a state.',
        zipCode: 'Please enter a 5-digit ZIP code.',
      });
    });
  });

  describe('payment', () => {
    it('checks cards: Luhn, expiry, CVC, and a client token bound to the visitor', async () => {
      const { c } = await ownCart(1, 15);
      const token = (await c.get(`${API}/checkout/braintree/token`)).body;
      expect(token).toMatchObject({ environment: 'sandbox', testMode: true });
      const card = { number: '4242424242424241', expMonth: 12, expYear: 2099, cvc: '123', cardholderName: 'Casey' };
      const luhn = await c.post(`${API}/checkout/create-payment-intent`, { braintreeToken: token.braintreeToken, card });
      expect(luhn.status).toBe(400);
      expect(luhn.body.message).toBe('Your card number is not valid.');
      const expired = await c.post(`${API}/checkout/create-payment-intent`, {
        braintreeToken: token.braintreeToken,
        card: { ...card, number: '4242424242424242', expYear: 2020 },
      });
      expect(expired.body.message).toBe('Your card has expired.');
      const stranger = new TestClient(t.app);
      await stranger.post(`${API}/cart/item`, { skuId: (await plainSku(db(), 16)).id, quantity: 1 });
      const stolen = await stranger.post(`${API}/checkout/create-payment-intent`, {
        braintreeToken: token.braintreeToken,
        card: { ...card, number: '4242424242424242' },
      });
      expect(stolen.body.message).toBe('Your checkout session expired. Please try again.');
      const ok = await c.post(`${API}/checkout/create-payment-intent`, {
        braintreeToken: token.braintreeToken,
        card: { ...card, number: '4242 4242 4242 4242' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ card: { brand: 'visa', last4: '4242' }, status: 'requires_confirmation' });
      const [stored] = await rows<{ provider_ref: string }>(
        db(),
        sql`select provider_ref from payment_intents where id = ${ok.body.paymentIntentId}`,
      );
      expect(stored!.provider_ref).not.toContain('4242424242424242');
    });

    it('saves a card for a signed-in user; nobody else can see or delete it', async () => {
      const riley = new TestClient(t.app);
      await riley.post('/website-nav/web-api/v1/auth/login', { email: 'riley@confetti.test', password: 'confetti-demo' });
      await riley.post(`${API}/cart/item`, { skuId: (await plainSku(db(), 17)).id, quantity: 1 });
      const token = (await riley.get(`${API}/checkout/braintree/token`)).body.braintreeToken;
      await riley.post(`${API}/checkout/create-payment-intent`, {
        braintreeToken: token,
        saveCard: true,
        card: { number: '5555555555554444', expMonth: 1, expYear: 2099, cvc: '123', cardholderName: 'Riley Chen' },
      });
      const cards = await riley.get(`${API}/credit-card?paymentIntentEnabled=true`);
      expect(cards.body.creditCards).toEqual([
        expect.objectContaining({
          brand: 'mastercard',
          last4: '4444',
          expMonth: 1,
          expYear: 2099,
          cardholderName: 'Riley Chen',
          isExpired: false,
        }),
      ]);
      const id = cards.body.creditCards[0].id;
      const saved = await riley.post(`${API}/checkout/create-payment-intent`, { braintreeToken: token, creditCardId: id });
      expect(saved.body.card.last4).toBe('4444');
      const sam = new TestClient(t.app);
      await sam.post('/website-nav/web-api/v1/auth/login', { email: 'sam@confetti.test', password: 'confetti-demo' });
      expect((await sam.get(`${API}/credit-card`)).body.creditCards).toEqual([]);
      expect((await sam.delete(`${API}/credit-card/${id}`)).status).toBe(404);
      expect((await new TestClient(t.app).delete(`${API}/credit-card/${id}`)).status).toBe(401);
      expect((await riley.delete(`${API}/credit-card/${id}`)).status).toBe(204);
      expect((await riley.get(`${API}/credit-card`)).body.creditCards).toEqual([]);
      expect((await new TestClient(t.app).get(`${API}/credit-card?paymentIntentEnabled=maybe`)).status).toBe(400);
    });
  });

  describe('POST /checkout', () => {
    it('places a guest’s registry gift: order, stock, the couple’s purchased quantity, gift tracker, confirmation email', async () => {
      const gift = await openGift(db(), 'alex-and-jordan', 3);
      const [before] = await rows<{ stock: number }>(db(), sql`select stock from skus where id = ${gift.sku_id}`);
      const { client, body } = await guestReadyToBuy(t, gift.id);
      const res = await client.post(`${API}/checkout`, { ...body, giverName: 'Casey Guest', giftMessage: 'For your new home!' }, key());
      expect(res.status).toBe(201);
      const order = res.body.order;
      expect(order.orderNumber).toMatch(/^CF-\d{6}$/);
      expect(order).toMatchObject({
        status: 'PLACED',
        email: 'casey@example.com',
        giverName: 'Casey Guest',
        registry: { slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' },
        shipTo: null,
        payment: { brand: 'visa', last4: '4242' },
      });
      expect(JSON.stringify(res.body)).not.toContain('Clinton Street');
      expect(order.totals.totalCents).toBe(body.expectedTotalCents);
      expect(typeof res.body.cartId).toBe('string');

      const [after] = await rows<{ stock: number }>(db(), sql`select stock from skus where id = ${gift.sku_id}`);
      expect(after!.stock).toBe(before!.stock - 1);
      const [item] = await rows<{ purchased_qty: number }>(db(), sql`select purchased_qty from registry_items where id = ${gift.id}`);
      expect(item!.purchased_qty).toBe(1);
      const [trackerRow] = await rows<{ giver_name: string; message: string; giver_email: string }>(
        db(),
        sql`select giver_name, message, giver_email from registry_gifts where registry_item_id = ${gift.id} and order_id is not null`,
      );
      expect(trackerRow).toEqual({ giver_name: 'Casey Guest', message: 'For your new home!', giver_email: 'casey@example.com' });
      const [ship] = await rows<{ ship_address: { city: string } }>(
        db(),
        sql`select ship_address from orders where order_number = ${order.orderNumber}`,
      );
      expect(ship!.ship_address.city).toBe('Brooklyn');
      // The confirmation is a mail.send job: run what is queued before reading the outbox.
      await t.app.jobs.drain();
      const [mail] = await rows<{ subject: string; text_body: string }>(
        db(),
        sql`select subject, text_body from outbox_emails where to_address = 'casey@example.com' order by id desc limit 1`,
      );
      expect(mail!.subject).toBe(`Your Confetti order ${order.orderNumber}`);
      expect(mail!.text_body).toContain('Your gift ships to Alex & Jordan.');

      expect((await client.get(`${API}/cart`)).body.items).toEqual([]);
      expect((await client.get(`${API}/orders/${order.orderNumber}`)).body.order.orderNumber).toBe(order.orderNumber);
      expect((await new TestClient(t.app).get(`${API}/orders/${order.orderNumber}`)).status).toBe(404);

      // The couple sees it in the gift tracker.
      const alex = new TestClient(t.app);
      await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: 'confetti-demo' });
      const tracker = await alex.get(`${API}/registry/gift-tracker`);
      expect(JSON.stringify(tracker.body)).toContain('For your new home!');
    });

    it('ships your own items to your address and checks it', async () => {
      const { c } = await ownCart(2, 18);
      const intent = await payWith(c);
      const totals = await c.put(`${API}/checkout/totals`, { zipCode: '11201' });
      const noAddress = await c.post(
        `${API}/checkout`,
        { paymentIntentId: intent, email: 'me@example.com', giverName: 'Me', expectedTotalCents: totals.body.totalCents },
        key(),
      );
      expect(noAddress.status).toBe(400);
      expect(noAddress.body).toMatchObject({ message: 'Please enter a shipping address.' });
      expect(typeof noAddress.body.cartId).toBe('string');
      expect(noAddress.body.supportId).toMatch(SUPPORT_ID);
      const ok = await c.post(
        `${API}/checkout`,
        {
          paymentIntentId: intent,
          email: 'me@example.com',
          giverName: 'Me',
          shippingAddress: ADDRESS,
          zipCode: '11201',
          expectedTotalCents: totals.body.totalCents,
        },
        key(),
      );
      expect(ok.status).toBe(201);
      expect(ok.body.order.shipTo).toEqual({ name: 'Casey Guest', city: 'Brooklyn', stateCode: 'NY' });
      expect(ok.body.order.registry).toBeNull();
    });

    it('refuses a changed total, a declined card (402) and an empty cart, always with the cart id and a support id', async () => {
      const { c } = await ownCart(1, 19);
      const totals = await c.put(`${API}/checkout/totals`, { zipCode: '11201' });
      const base = { email: 'me@example.com', giverName: 'Me', shippingAddress: ADDRESS, zipCode: '11201' };
      const changed = await c.post(
        `${API}/checkout`,
        { ...base, paymentIntentId: await payWith(c), expectedTotalCents: totals.body.totalCents + 1 },
        key(),
      );
      expect(changed.status).toBe(409);
      expect(changed.body.code).toBe('checkout.total_changed');
      expect(changed.body.supportId).toMatch(SUPPORT_ID);
      const declined = await c.post(
        `${API}/checkout`,
        { ...base, paymentIntentId: await payWith(c, '4000000000000002'), expectedTotalCents: totals.body.totalCents },
        key(),
      );
      expect(declined.status).toBe(402);
      expect(declined.body).toMatchObject({ message: 'Your card was declined.', code: 'payment.declined' });
      expect(declined.body.cartId).toBe((await c.get(`${API}/cart`)).body.cartId);
      expect(declined.body.supportId).toMatch(SUPPORT_ID);
      const funds = await c.post(
        `${API}/checkout`,
        { ...base, paymentIntentId: await payWith(c, '4000000000009995'), expectedTotalCents: totals.body.totalCents },
        key(),
      );
      expect(funds.body.message).toBe('Your card has insufficient funds.');
      // Nothing was taken: the cart is intact.
      expect((await c.get(`${API}/cart`)).body.items).toHaveLength(1);
      const empty = await new TestClient(t.app).post(`${API}/checkout`, { ...base, expectedTotalCents: 0 }, key());
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Your cart is empty.');
      expect(empty.body.supportId).toMatch(SUPPORT_ID);
      const noKey = await c.post(`${API}/checkout`, { ...base, expectedTotalCents: 0 });
      expect(noKey.status).toBe(400);
      expect(noKey.body.message).toContain('Idempotency-Key');
    });

    it('replays the first answer for a retried key and refuses the key with another body', async () => {
      const gift = await openGift(db(), 'alex-and-jordan', 4);
      const { client, body } = await guestReadyToBuy(t, gift.id);
      const k = key();
      const first = await client.post(`${API}/checkout`, body, k);
      const retry = await client.post(`${API}/checkout`, body, k);
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      const other = await client.post(`${API}/checkout`, { ...body, giftMessage: 'changed' }, k);
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('idempotency.mismatch');
      const [{ n }] = (await rows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from orders where order_number = ${first.body.order.orderNumber}`,
      )) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('uses credit and a promo, and debits the credit once', async () => {
      const alex = new TestClient(t.app);
      await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: 'confetti-demo' });
      const { body: cart } = await alex.get(`${API}/cart`);
      for (const i of cart.items) await alex.post(`${API}/checkout/cart/item/id/${i.id}`, {});
      await alex.post(`${API}/cart/item`, { skuId: (await plainSku(db(), 20)).id, quantity: 1 });
      await alex.post(`${API}/checkout/apply-promo`, { promoCode: 'WELCOME10', zipCode: '11201' });
      const applied = await alex.post(`${API}/checkout/apply-credit`, { zipCode: '11201' });
      const totals = applied.body.totals;
      expect(totals.creditAppliedCents).toBeGreaterThan(0);
      const res = await alex.post(
        `${API}/checkout`,
        {
          paymentIntentId: totals.totalCents > 0 ? await payWith(alex) : null,
          email: 'alex@confetti.test',
          giverName: 'Alex',
          shippingAddress: ADDRESS,
          zipCode: '11201',
          expectedTotalCents: totals.totalCents,
        },
        key(),
      );
      expect(res.status).toBe(201);
      expect(res.body.order.totals).toMatchObject({ discountCents: totals.discountCents, creditAppliedCents: totals.creditAppliedCents });
      const [user] = await rows<{ credit_balance_cents: number }>(
        db(),
        sql`select credit_balance_cents from users where email = 'alex@confetti.test'`,
      );
      expect(user!.credit_balance_cents).toBe(2500 - totals.creditAppliedCents);
    });
  });

  describe('orders', () => {
    it('tracks an order by number and email, and starts one return', async () => {
      const { c } = await ownCart(1, 21);
      const totals = await c.put(`${API}/checkout/totals`, { zipCode: '11201' });
      const placed = await c.post(
        `${API}/checkout`,
        {
          paymentIntentId: await payWith(c),
          email: 'Track@Example.com',
          giverName: 'T',
          shippingAddress: ADDRESS,
          zipCode: '11201',
          expectedTotalCents: totals.body.totalCents,
        },
        key(),
      );
      const number = placed.body.order.orderNumber as string;
      const anyone = new TestClient(t.app);
      expect((await anyone.post(`${API}/orders/status`, { orderNumber: number, email: 'nobody@example.com' })).status).toBe(404);
      const found = await anyone.post(`${API}/orders/status`, { orderNumber: number.toLowerCase(), email: 'track@example.com' });
      expect(found.body.order).toMatchObject({ orderNumber: number, status: 'PLACED' });
      const lineId = found.body.order.lines[0].id;
      expect(
        (await anyone.post(`${API}/orders/return`, { orderNumber: number, email: 'track@example.com', lineIds: [], reason: 'x' })).status,
      ).toBe(400);
      const ret = await anyone.post(`${API}/orders/return`, {
        orderNumber: number,
        email: 'track@example.com',
        lineIds: [lineId],
        reason: 'Wrong colour',
      });
      expect(ret.status).toBe(200);
      expect(ret.body.order).toMatchObject({ status: 'RETURN_REQUESTED', returnRequest: { lineIds: [lineId], reason: 'Wrong colour' } });
      const twice = await anyone.post(`${API}/orders/return`, {
        orderNumber: number,
        email: 'track@example.com',
        lineIds: [lineId],
        reason: 'again',
      });
      expect(twice.status).toBe(409);
    });
  });
});
