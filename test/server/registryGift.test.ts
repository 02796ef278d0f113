import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, openGift, payWith, registryCheckoutBody, rows } from './commerceHelpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import {
  GIFT_NOT_ON_REGISTRY_MESSAGE,
  REGISTRY_DUPLICATE_CODE,
  registryDuplicateError,
  registryGiftAnswer,
  type RegistryItem,
} from '../../src/contracts/registry';

/**
 * Issue 26, "A gift bought from a registry always reaches the couple": the gift's page in the
 * registry's context, the cart add that names the registry, the duplicate answer of 'Add to
 * registry', and what a cash fund tells guests.
 */
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function login(email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

const giftUrl = (slug: string, id: number) => `${API}/registry/public/${slug}/items/${id}`;

describe('GET registry/public/{slug}/items/{id}', () => {
  it('answers the couple and the gift with what is still needed, by the contract', async () => {
    const gift = await openGift(db(), 'alex-and-jordan', 3);
    const guest = new TestClient(t.app);
    const res = await guest.get(giftUrl('alex-and-jordan', gift.id));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const answer = registryGiftAnswer.parse(res.body);
    expect(answer.registry).toMatchObject({ registry_key: 'alex-and-jordan', owner_first_name: 'Alex', partner_first_name: 'Jordan' });
    const [row] = await rows<{ requested_qty: number; purchased_qty: number }>(
      db(),
      sql`select requested_qty, purchased_qty from registry_items where id = ${gift.id}`,
    );
    expect(answer.item).toMatchObject({
      id: gift.id,
      sku_id: gift.sku_id,
      requested_qty: row!.requested_qty,
      remaining: row!.requested_qty - row!.purchased_qty,
    });
  });

  it('refuses a gift of another registry, an unknown registry and bad parameters', async () => {
    const samGift = await openGift(db(), 'sam-and-riley');
    const guest = new TestClient(t.app);
    const other = await guest.get(giftUrl('alex-and-jordan', samGift.id));
    expect([other.status, other.body.message]).toEqual([404, GIFT_NOT_ON_REGISTRY_MESSAGE]);
    expect((await guest.get(giftUrl('nobody-here', samGift.id))).status).toBe(404);
    expect((await guest.get(giftUrl('Alex And Jordan', samGift.id))).status).toBe(400);
    expect((await guest.get(`${API}/registry/public/alex-and-jordan/items/abc`)).status).toBe(400);
  });

  it('a PRIVATE registry’s gift is its couple’s alone; LINK_ONLY opens by its key', async () => {
    const sam = await login('sam@confetti.test');
    const gift = await openGift(db(), 'sam-and-riley', 1);
    const stranger = new TestClient(t.app);
    try {
      expect((await sam.put(`${API}/registry/settings`, { visibility: 'LINK_ONLY' })).status).toBe(200);
      expect((await stranger.get(giftUrl('sam-and-riley', gift.id))).status).toBe(200);
      expect((await stranger.post(`${API}/cart/item`, { registryItemId: gift.id, registryKey: 'sam-and-riley', quantity: 1 })).status).toBe(
        201,
      );

      expect((await sam.put(`${API}/registry/settings`, { visibility: 'PRIVATE' })).status).toBe(200);
      const hidden = await new TestClient(t.app).get(giftUrl('sam-and-riley', gift.id));
      expect([hidden.status, hidden.body.message]).toEqual([404, 'We could not find that registry.']);
      const refused = await new TestClient(t.app).post(`${API}/cart/item`, {
        registryItemId: gift.id,
        registryKey: 'sam-and-riley',
        quantity: 1,
      });
      expect([refused.status, refused.body.message]).toEqual([404, 'We could not find that gift.']);
      // A signed-in stranger is a stranger too.
      const casey = await login('guest@confetti.test');
      expect((await casey.post(`${API}/cart/item`, { registryItemId: gift.id, quantity: 1 })).status).toBe(404);
      // The couple still see it.
      expect((await sam.get(giftUrl('sam-and-riley', gift.id))).status).toBe(200);
    } finally {
      expect((await sam.put(`${API}/registry/settings`, { visibility: 'PUBLIC' })).status).toBe(200);
    }
  });
});

describe('POST /cart/item from a registry', () => {
  it('adds the gift for the couple when the item is on the named registry', async () => {
    const gift = await openGift(db(), 'alex-and-jordan', 4);
    const guest = new TestClient(t.app);
    const res = await guest.post(`${API}/cart/item`, { registryItemId: gift.id, registryKey: 'alex-and-jordan', quantity: 1 });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ registryItemId: gift.id, skuId: gift.sku_id, quantity: 1 });
    expect(res.body.cart.registry).toMatchObject({ slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' });
  });

  it('refuses a gift that is not on the named registry, and a key without a gift', async () => {
    const samGift = await openGift(db(), 'sam-and-riley', 2);
    const guest = new TestClient(t.app);
    const wrong = await guest.post(`${API}/cart/item`, { registryItemId: samGift.id, registryKey: 'alex-and-jordan', quantity: 1 });
    expect([wrong.status, wrong.body.message]).toEqual([404, GIFT_NOT_ON_REGISTRY_MESSAGE]);
    const noGift = await guest.post(`${API}/cart/item`, { skuId: samGift.sku_id, registryKey: 'sam-and-riley', quantity: 1 });
    expect(noGift.status).toBe(400);
    // Nothing reached the cart.
    expect((await guest.get(`${API}/cart`)).body.items).toEqual([]);
  });

  it('checkout ships the gift to the couple’s address and the couple’s tracker records it', async () => {
    const gift = await openGift(db(), 'alex-and-jordan', 5);
    const guest = new TestClient(t.app);
    expect((await guest.post(`${API}/cart/item`, { registryItemId: gift.id, registryKey: 'alex-and-jordan', quantity: 1 })).status).toBe(
      201,
    );
    const body = await registryCheckoutBody(guest, await payWith(guest), { giverName: 'Robin Giver' });
    const placed = await guest.post(`${API}/checkout`, body, { 'idempotency-key': `registry-gift-${gift.id}` });
    expect(placed.status).toBe(201);
    // The answer names the couple and never their street.
    expect(placed.body.order).toMatchObject({ registry: { slug: 'alex-and-jordan', coupleName: 'Alex & Jordan' }, shipTo: null });
    const [order] = await rows<{ ship_address: { address1: string; city: string; stateCode: string } }>(
      db(),
      sql`select ship_address from orders where order_number = ${placed.body.order.orderNumber}`,
    );
    const [couple] = await rows<{ ship_address1: string; ship_city: string }>(
      db(),
      sql`select ship_address1, ship_city from registries where slug = 'alex-and-jordan'`,
    );
    expect(order!.ship_address).toMatchObject({ address1: couple!.ship_address1, city: couple!.ship_city, stateCode: 'NY' });
    const alex = await login('alex@confetti.test');
    const tracker = await alex.get(`${API}/registry/gift-tracker`);
    expect(tracker.body.gifts).toEqual(expect.arrayContaining([expect.objectContaining({ giver_name: 'Robin Giver' })]));
    const after = registryGiftAnswer.parse((await guest.get(giftUrl('alex-and-jordan', gift.id))).body);
    expect(after.item.purchased_qty).toBeGreaterThanOrEqual(1);
  });

  it('refuses to check out a gift when the couple have no shipping address', async () => {
    const gift = await openGift(db(), 'alex-and-jordan', 6);
    const [saved] = await rows<Record<string, string | null>>(
      db(),
      sql`select ship_address1 from registries where slug = 'alex-and-jordan'`,
    );
    await db().execute(sql`update registries set ship_address1 = null where slug = 'alex-and-jordan'`);
    try {
      const guest = new TestClient(t.app);
      await guest.post(`${API}/cart/item`, { registryItemId: gift.id, registryKey: 'alex-and-jordan', quantity: 1 });
      const body = await registryCheckoutBody(guest, await payWith(guest));
      const refused = await guest.post(`${API}/checkout`, body, { 'idempotency-key': `no-address-${gift.id}` });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'checkout.no_couple_address',
        message: 'Alex & Jordan have not added a shipping address yet, so we cannot ship their gift. Please try again later.',
      });
    } finally {
      await db().execute(sql`update registries set ship_address1 = ${saved!.ship_address1} where slug = 'alex-and-jordan'`);
    }
  });
});

describe('registryCollection/add: a gift already on the registry', () => {
  it('answers 409 with the existing item, and the couple raise its quantity instead', async () => {
    const alex = await login('alex@confetti.test');
    const gift = await openGift(db(), 'alex-and-jordan', 7);
    const [product] = await rows<{ product_id: number; requested_qty: number; purchased_qty: number }>(
      db(),
      sql`select product_id, requested_qty, purchased_qty from registry_items where id = ${gift.id}`,
    );
    const countLines = async () =>
      Number(
        (
          await rows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from registry_items where sku_id = ${gift.sku_id} and registry_id = ${gift.registry_id}`,
          )
        )[0]!.n,
      );
    const before = await countLines();
    const res = await alex.post(`${API}/registryCollection/add`, { product_id: product!.product_id, sku_id: gift.sku_id, quantity: 1 });
    expect(res.status).toBe(409);
    const error = registryDuplicateError.parse(res.body);
    expect(error).toMatchObject({
      code: REGISTRY_DUPLICATE_CODE,
      message: `Already on your registry (requested ${product!.requested_qty}).`,
      existing: { id: gift.id, requested_qty: product!.requested_qty, purchased_qty: product!.purchased_qty },
    });
    expect(await countLines()).toBe(before);

    // Raise: PUT registry/items/{id} with the new requested quantity.
    const raised = await alex.put(`${API}/registry/items/${gift.id}`, { requested_qty: product!.requested_qty + 1 });
    expect(raised.status).toBe(200);
    expect(raised.body.item.requested_qty).toBe(product!.requested_qty + 1);
    const again = await alex.post(`${API}/registryCollection/add`, { product_id: product!.product_id, sku_id: gift.sku_id, quantity: 1 });
    expect(again.body.existing.requested_qty).toBe(product!.requested_qty + 1);
    // Another couple's raise of that item is a 404.
    const sam = await login('sam@confetti.test');
    expect((await sam.put(`${API}/registry/items/${gift.id}`, { requested_qty: 50 })).status).toBe(404);
  });

  it('a new SKU is added as before', async () => {
    const sam = await login('sam@confetti.test');
    const [fresh] = await rows<{ product_id: number; sku_id: number }>(
      db(),
      sql`select s.product_id, s.id as sku_id from skus s join products p on p.id = s.product_id
          where p.kind = 'PRODUCT' and p.shipping_restrictions is null and s.stock > 0
          and not exists (select 1 from registry_items i join registries r on r.id = i.registry_id where r.slug = 'sam-and-riley' and i.sku_id = s.id)
          order by s.id limit 1`,
    );
    const res = await sam.post(`${API}/registryCollection/add`, { product_id: fresh!.product_id, sku_id: fresh!.sku_id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ skuId: fresh!.sku_id, quantity: 2 });
    expect((await sam.post(`${API}/registryCollection/add`, { ...fresh, quantity: 1 })).status).toBe(409);
  });
});

describe('a cash fund as guests see it', () => {
  it('shows its goal, what was raised and who gave with their messages, never the amounts', async () => {
    const guest = new TestClient(t.app);
    const res = await guest.post(`${API}/registryCollection/search`, { registry_key: 'sam-and-riley', filters: [] });
    const fund = (res.body.items as RegistryItem[]).find((i) => i.kind === 'CASH_FUND')!;
    const gifts = await rows<{ giver_name: string; message: string; amount_cents: number }>(
      db(),
      sql`select giver_name, message, amount_cents from registry_gifts where registry_item_id = ${fund.id} order by received_at desc, id desc`,
    );
    expect(gifts.length).toBeGreaterThan(0);
    expect(fund.cash_fund).toMatchObject({
      contributed_cents: gifts.reduce((n, g) => n + g.amount_cents, 0),
      contribution_count: gifts.length,
      contributions: gifts.map((g) => ({ giver_name: g.giver_name, message: g.message, received_at: expect.any(String) })),
    });
    expect(fund.cash_fund!.goal_cents).not.toBeNull();
    for (const c of fund.cash_fund!.contributions) expect(Object.keys(c).sort()).toEqual(['giver_name', 'message', 'received_at']);
  });

  it('a contribution in the cart never reads as low stock, and shows on the fund once given', async () => {
    const [fund] = await rows<{ id: number }>(
      db(),
      sql`select i.id from registry_items i join registries r on r.id = i.registry_id where r.slug = 'alex-and-jordan' and i.kind = 'CASH_FUND' limit 1`,
    );
    const guest = new TestClient(t.app);
    const add = await guest.post(`${API}/cart/item`, { registryItemId: fund!.id, registryKey: 'alex-and-jordan', amountCents: 5000 });
    expect(add.status).toBe(201);
    expect(add.body.item.availability.stockStatus).toBe('IN_STOCK');
    const body = await registryCheckoutBody(guest, await payWith(guest), { giverName: 'Pat Contributor', giftMessage: 'For the trip!' });
    expect((await guest.post(`${API}/checkout`, body, { 'idempotency-key': `registry-fund-${fund!.id}` })).status).toBe(201);
    const view = registryGiftAnswer.parse((await guest.get(giftUrl('alex-and-jordan', fund!.id))).body);
    expect(view.item.cash_fund!.contributions[0]).toMatchObject({ giver_name: 'Pat Contributor', message: 'For the trip!' });
  });
});
