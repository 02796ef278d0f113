import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client';
import { TestClient, type TestApp } from './helpers';

export const API = '/web-registry-api/v1';

/** Rows of a hand-written statement (either driver). */
export const rows = queryRows;

/** A published registry's first catalog gift nobody has bought yet, with its SKU. */
export async function openGift(db: Db, slug = 'alex-and-jordan', offset = 0) {
  const [gift] = await rows<{ id: number; sku_id: number; registry_id: number; price_cents: number }>(
    db,
    sql`
    select i.id, i.sku_id, i.registry_id, s.price_cents from registry_items i
    join registries r on r.id = i.registry_id join skus s on s.id = i.sku_id join products p on p.id = i.product_id
    where r.slug = ${slug} and i.kind = 'PRODUCT' and i.purchased_qty = 0 and s.stock > 0 and p.ship_method = 'Ground Shipping'
    order by i.id limit 1 offset ${offset}`,
  );
  if (!gift) throw new Error(`no open gift on ${slug}`);
  return gift;
}

/** A catalog SKU with stock that ships anywhere (for buying for yourself). */
export async function plainSku(db: Db, offset = 0, minStock = 5) {
  const [sku] = await rows<{ id: number; price_cents: number; product_id: number; name: string }>(
    db,
    sql`
    select s.id, s.price_cents, s.product_id, p.name from skus s join products p on p.id = s.product_id
    where s.stock >= ${minStock} and p.kind = 'PRODUCT' and p.ship_method = 'Ground Shipping' and p.shipping_restrictions is null
      and p.delivery_surcharge_cents = 0 and s.price_cents between 2000 and 20000
    order by s.id limit 1 offset ${offset}`,
  );
  if (!sku) throw new Error('no plain sku');
  return sku;
}

export const ADDRESS = { name: 'Casey Guest', address1: '1 Main Street', city: 'Brooklyn', stateCode: 'NY', zipCode: '11201' };

/** A guest (or the given client) with a card ready: returns the payment intent id. */
export async function payWith(c: TestClient, number = '4242 4242 4242 4242'): Promise<string> {
  const token = await c.get(`${API}/checkout/braintree/token`);
  const intent = await c.post(`${API}/checkout/create-payment-intent`, {
    braintreeToken: token.body.braintreeToken,
    card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', cardholderName: 'Casey Guest' },
  });
  if (intent.status !== 201) throw new Error(`intent failed: ${JSON.stringify(intent.body)}`);
  return intent.body.paymentIntentId as string;
}

/** The body of POST /checkout for a registry cart, with the total the server would charge. */
export async function registryCheckoutBody(c: TestClient, paymentIntentId: string, extra: Record<string, unknown> = {}) {
  const totals = await c.put(`${API}/checkout/totals`, {});
  return {
    paymentIntentId,
    email: 'casey@example.com',
    giverName: 'Casey',
    giftMessage: 'Congratulations!',
    expectedTotalCents: totals.body.totalCents,
    ...extra,
  };
}

/** A new guest whose cart holds one unit of a registry gift and who has a card ready. */
export async function guestReadyToBuy(t: TestApp, registryItemId: number) {
  const c = new TestClient(t.app);
  const add = await c.post(`${API}/cart/item`, { registryItemId, quantity: 1 });
  if (add.status !== 201) throw new Error(`add failed: ${JSON.stringify(add.body)}`);
  const intentId = await payWith(c);
  return { client: c, body: await registryCheckoutBody(c, intentId) };
}
