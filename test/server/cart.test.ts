import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, openGift, plainSku, rows } from './commerceHelpers';

describe('cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it('is empty for a visitor without a session, and the count is 0 without creating one', async () => {
    const c = new TestClient(t.app);
    expect((await c.get(`${API}/cart`)).body).toMatchObject({ cartId: null, items: [], itemCount: 0, subtotalCents: 0, promo: null });
    const count = await c.get(`${API}/cart/count`);
    expect(count.body).toEqual({ itemCount: 0 });
    expect(count.headers['cache-control']).toBe('private, no-store');
    expect(c.cookies.has('confetti_sid')).toBe(false);
  });

  it('adds a product for yourself: a guest session starts, lines carry availability and shipping, the same SKU adds up', async () => {
    const c = new TestClient(t.app);
    const sku = await plainSku(t.database.db);
    const first = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    expect(first.status).toBe(201);
    expect(c.cookies.has('confetti_sid')).toBe(true);
    expect(first.body.item).toMatchObject({
      kind: 'PRODUCT',
      skuId: sku.id,
      quantity: 1,
      priceCents: sku.price_cents,
      registryItemId: null,
      remainingQuantity: null,
    });
    expect(first.body.item.availability.stockStatus).toMatch(/^(IN_STOCK|LOW_STOCK)$/);
    expect(first.body.item.shipping).toMatchObject({ ship_method: 'Ground Shipping' });
    const again = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 2 });
    expect(again.body.cart.items).toHaveLength(1);
    expect(again.body.cart).toMatchObject({ itemCount: 3, subtotalCents: 3 * sku.price_cents, registry: null });
    expect(typeof again.body.cart.cartId).toBe('string');
    expect((await c.get(`${API}/cart/count`)).body).toEqual({ itemCount: 3 });
  });

  it('refuses bad input with a readable 400, and unknown products with a 404', async () => {
    const c = new TestClient(t.app);
    const bad = await c.post(`${API}/cart/item`, { skuId: 'x', quantity: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation');
    expect((await c.post(`${API}/cart/item`, { skuId: 1, quantity: 0 })).status).toBe(400);
    expect((await c.post(`${API}/cart/item`, { skuId: 1, quantity: 100 })).status).toBe(400);
    const missing = await c.post(`${API}/cart/item`, { skuId: 999999, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find that product.');
  });

  it('caps an add by stock with a message', async () => {
    const c = new TestClient(t.app);
    const sku = await plainSku(t.database.db, 1);
    await t.database.db.execute(sql`update skus set stock = 2 where id = ${sku.id}`);
    const tooMany = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'cart.quantity', message: 'Only 2 left in stock.' });
    await t.database.db.execute(sql`update skus set stock = 0 where id = ${sku.id}`);
    const none = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    expect(none.body.message).toBe(`Sorry, ${sku.name} is out of stock.`);
    await t.database.db.execute(sql`update skus set stock = 20 where id = ${sku.id}`);
  });

  it('buys a gift for a couple through their registry item: the couple shows, their remaining need caps the quantity', async () => {
    const c = new TestClient(t.app);
    const gift = await openGift(t.database.db);
    await t.database.db.execute(sql`update registry_items set requested_qty = 2 where id = ${gift.id}`);
    const add = await c.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 });
    expect(add.status).toBe(201);
    expect(add.body.item).toMatchObject({ registryItemId: gift.id, skuId: gift.sku_id, remainingQuantity: 2 });
    expect(add.body.cart.registry).toMatchObject({ slug: 'alex-and-jordan', coupleName: 'Alex & Jordan', stateCode: 'NY' });
    expect(JSON.stringify(add.body)).not.toContain('Clinton Street');
    const more = await c.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 2 });
    expect(more.body).toMatchObject({ code: 'cart.quantity', message: 'The couple only needs 2 more.' });
    // One couple per cart: your own items (or another couple's) wait.
    const sku = await plainSku(t.database.db, 2);
    const mix = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    expect(mix.status).toBe(409);
    expect(mix.body).toMatchObject({
      code: 'cart.registry_mix',
      message: 'Your cart has gifts for Alex & Jordan. Check out or remove them first to shop for someone else.',
    });
  });

  it('adds a cash-fund contribution as an amount', async () => {
    const c = new TestClient(t.app);
    const [fund] = await rows<{ id: number; title: string }>(
      t.database.db,
      sql`select i.id, i.title from registry_items i join registries r on r.id = i.registry_id where r.slug = 'alex-and-jordan' and i.kind = 'CASH_FUND' order by i.id limit 1`,
    );
    const noAmount = await c.post(`${API}/cart/item`, { registryItemId: fund!.id, quantity: 1 });
    expect(noAmount.body).toMatchObject({ code: 'cart.amount_required' });
    const tooSmall = await c.post(`${API}/cart/item`, { registryItemId: fund!.id, amountCents: 50 });
    expect(tooSmall.status).toBe(400);
    const add = await c.post(`${API}/cart/item`, { registryItemId: fund!.id, amountCents: 5000 });
    expect(add.body.item).toMatchObject({
      kind: 'CASH_FUND',
      name: fund!.title,
      priceCents: 5000,
      quantity: 1,
      skuId: null,
      shipping: null,
    });
    expect((await c.post(`${API}/cart/item`, { registryItemId: fund!.id, amountCents: 2500 })).body.item.priceCents).toBe(7500);
  });

  it('marks a line whose stock ran out OUT_OF_STOCK, and cart/items takes those lines out (spec §4)', async () => {
    const c = new TestClient(t.app);
    const [a, b] = [await plainSku(t.database.db, 3), await plainSku(t.database.db, 4)];
    await c.post(`${API}/cart/item`, { skuId: a.id, quantity: 1 });
    await c.post(`${API}/cart/item`, { skuId: b.id, quantity: 1 });
    await t.database.db.execute(sql`update skus set stock = 0 where id = ${a.id}`);
    const cart = await c.get(`${API}/cart`);
    const gone = cart.body.items.find((i: { skuId: number }) => i.skuId === a.id);
    expect(gone.availability).toEqual({ stockStatus: 'OUT_OF_STOCK', availableQuantity: 0 });
    const all = cart.body.items.map((i: { id: number }) => i.id);
    const cleaned = await c.post(`${API}/cart/items`, { itemIds: all });
    expect(cleaned.body.unavailableItems).toEqual([{ id: gone.id, name: a.name }]);
    expect(cleaned.body.items.map((i: { skuId: number }) => i.skuId)).toEqual([b.id]);
    await t.database.db.execute(sql`update skus set stock = 20 where id = ${a.id}`);
  });

  it('updates and removes lines through the checkout item calls; a cap is an errorMessage, not an error', async () => {
    const c = new TestClient(t.app);
    const sku = await plainSku(t.database.db, 5);
    const add = await c.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    const id = add.body.item.id;
    const up = await c.put(`${API}/checkout/cart/item/id/${id}`, { quantity: 3, isExpedited: false, isRushed: false, zipCode: '11201' });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ errorMessage: null, cart: { itemCount: 3 } });
    expect(up.body.totals.subtotalCents).toBe(3 * sku.price_cents);
    await t.database.db.execute(sql`update skus set stock = 4 where id = ${sku.id}`);
    const capped = await c.put(`${API}/checkout/cart/item/id/${id}`, { quantity: 9 });
    expect(capped.body.errorMessage).toBe('Only 4 left in stock, so we updated your quantity.');
    expect(capped.body.cart.items[0].quantity).toBe(4);
    const removed = await c.post(`${API}/checkout/cart/item/id/${id}`, { isExpedited: false, isRushed: false });
    expect(removed.body).toMatchObject({ errorMessage: null, cart: { items: [], itemCount: 0 } });
    await t.database.db.execute(sql`update skus set stock = 20 where id = ${sku.id}`);
  });

  it('keeps one visitor out of another visitor’s lines', async () => {
    const owner = new TestClient(t.app);
    const stranger = new TestClient(t.app);
    const sku = await plainSku(t.database.db, 6);
    const add = await owner.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    const id = add.body.item.id;
    await stranger.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
    expect((await stranger.put(`${API}/checkout/cart/item/id/${id}`, { quantity: 5 })).status).toBe(404);
    expect((await stranger.post(`${API}/checkout/cart/item/id/${id}`, {})).status).toBe(404);
    await stranger.post(`${API}/checkout/cart/items`, { itemIds: [id] });
    expect((await owner.get(`${API}/cart`)).body.items[0]).toMatchObject({ id, quantity: 1 });
  });

  it('needs the CSRF header to change a cart', async () => {
    const c = new TestClient(t.app, { csrf: false });
    expect((await c.post(`${API}/cart/item`, { skuId: 1, quantity: 1 })).status).toBe(403);
  });

  describe('at log-in', () => {
    const login = (c: TestClient, email: string) => c.post('/website-nav/web-api/v1/auth/login', { email, password: 'confetti-demo' });

    it('a guest cart becomes the account’s, then a second guest cart merges into it (same SKU summed, nothing lost)', async () => {
      const [a, b] = [await plainSku(t.database.db, 7), await plainSku(t.database.db, 8)];
      const guest = new TestClient(t.app);
      await guest.post(`${API}/cart/item`, { skuId: a.id, quantity: 2 });
      expect((await login(guest, 'riley@confetti.test')).status).toBe(200);
      expect((await guest.get(`${API}/cart`)).body.items.map((i: { skuId: number; quantity: number }) => [i.skuId, i.quantity])).toEqual([
        [a.id, 2],
      ]);

      const laptop = new TestClient(t.app);
      await laptop.post(`${API}/cart/item`, { skuId: a.id, quantity: 1 });
      await laptop.post(`${API}/cart/item`, { skuId: b.id, quantity: 1 });
      await login(laptop, 'riley@confetti.test');
      const merged = await laptop.get(`${API}/cart`);
      expect(merged.body.items.map((i: { skuId: number; quantity: number }) => [i.skuId, i.quantity])).toEqual([
        [a.id, 3],
        [b.id, 1],
      ]);
      expect((await guest.get(`${API}/cart`)).body.cartId).toBe(merged.body.cartId);
    });

    it('a guest’s gifts for another couple keep the open cart; the account’s own items come back after', async () => {
      const own = await plainSku(t.database.db, 9);
      const account = new TestClient(t.app);
      await login(account, 'guest@confetti.test');
      await account.post(`${API}/cart/item`, { skuId: own.id, quantity: 1 });

      const gift = await openGift(t.database.db, 'alex-and-jordan', 1);
      const guest = new TestClient(t.app);
      await guest.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 });
      await login(guest, 'guest@confetti.test');
      const cart = await guest.get(`${API}/cart`);
      expect(cart.body.registry.slug).toBe('alex-and-jordan');
      expect(cart.body.items.map((i: { registryItemId: number }) => i.registryItemId)).toEqual([gift.id]);
      // Emptying the open cart brings the saved one back.
      await guest.post(`${API}/checkout/cart/item/id/${cart.body.items[0].id}`, {});
      expect((await guest.get(`${API}/cart`)).body.items.map((i: { skuId: number }) => i.skuId)).toEqual([own.id]);
    });

    it('never merges into a spoof (impersonation) session, and a spoof session cannot pay', async () => {
      const sku = await plainSku(t.database.db, 10);
      const staff = new TestClient(t.app);
      await staff.post(`${API}/cart/item`, { skuId: sku.id, quantity: 1 });
      expect((await login(staff, 'staff@confetti.test')).status).toBe(200);
      const spoof = await staff.post('/website-nav/web-api/v1/admin/spoof', { email: 'jordan@confetti.test', reason: 'checking an order' });
      expect(spoof.status).toBe(200);
      const jordansCart = await staff.get(`${API}/cart`);
      expect(jordansCart.body.items.map((i: { skuId: number }) => i.skuId)).not.toContain(sku.id);
      const pay = await staff.post(
        `${API}/checkout`,
        { email: 'x@example.com', giverName: 'X', expectedTotalCents: 0 },
        { 'idempotency-key': 'spoof-attempt-1' },
      );
      expect(pay.status).toBe(403);
      expect(pay.body.message).toBe('Checkout is not available while viewing as another user.');
    });
  });
});
