import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { TestClient, type TestApp } from './helpers';
import { API, openGift, payWith, registryCheckoutBody, rows } from './commerceHelpers';

/**
 * A catalog gift of `slug` made a group gift by the couple's own switch, with one unit wanted, its
 * SKU priced at `priceCents` and in stock (so the numbers of a test are its own).
 */
export async function groupGift(db: Db, slug: string, offset: number, priceCents: number) {
  const gift = await openGift(db, slug, offset);
  await db.execute(sql`update skus set price_cents = ${priceCents}, stock = greatest(stock, 5) where id = ${gift.sku_id}`);
  await db.execute(
    sql`update registry_items set group_gift = true, requested_qty = purchased_qty + 1, group_funded_cents = 0, group_goal_cents = null where id = ${gift.id}`,
  );
  return { ...gift, price_cents: priceCents };
}

/** A new guest whose cart holds a contribution of `amountCents` to the gift and who has a card ready. */
export async function guestReadyToContribute(t: TestApp, registryItemId: number, amountCents: number, giverName = 'Casey') {
  const client = new TestClient(t.app);
  const add = await client.post(`${API}/cart/item`, { registryItemId, amountCents });
  if (add.status !== 201) throw new Error(`add failed: ${JSON.stringify(add.body)}`);
  const intentId = await payWith(client);
  const email = `${giverName.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  return { client, email, body: await registryCheckoutBody(client, intentId, { giverName, email, giftMessage: `From ${giverName}` }) };
}

/** A guest's contribution placed from start to finish: the checkout's answer. */
export async function contribute(t: TestApp, registryItemId: number, amountCents: number, giverName = 'Casey') {
  const { client, body } = await guestReadyToContribute(t, registryItemId, amountCents, giverName);
  return client.post(`${API}/checkout`, body, { 'idempotency-key': `contribute-${registryItemId}-${giverName}-${Date.now()}` });
}

export async function loginAs(t: TestApp, email: string) {
  const c = new TestClient(t.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return c;
}

/** The gift's group gift columns and purchased quantity. */
export async function itemState(db: Db, id: number) {
  const [row] = await rows<{ purchased_qty: number; group_funded_cents: number; group_goal_cents: number | null; stock: number }>(
    db,
    sql`select i.purchased_qty, i.group_funded_cents, i.group_goal_cents, s.stock from registry_items i join skus s on s.id = i.sku_id where i.id = ${id}`,
  );
  return row!;
}
