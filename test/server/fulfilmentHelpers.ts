import { sql } from 'drizzle-orm';
import { TestClient, type TestApp } from './helpers';
import { API, guestReadyToBuy, openGift, rows } from './commerceHelpers';
import { orderAnswer, type FulfilmentGroup } from '../../src/contracts/orders';

/** Issue 26's fulfilment tests (PGlite and PostgreSQL): buying a registry gift and reading where it is. */

let keyN = 0;
export const key = () => ({ 'idempotency-key': `fulfil-key-${Date.now()}-${++keyN}` });

/** A guest buys one open gift of a registry; answers the order and its product line ids. */
export async function buyGift(app: TestApp, slug = 'alex-and-jordan', offset = 0, extra: Record<string, unknown> = {}) {
  const gift = await openGift(app.database.db, slug, offset);
  const { client, body } = await guestReadyToBuy(app, gift.id);
  const email = `giver-${Date.now()}-${++keyN}@example.com`;
  const res = await client.post(`${API}/checkout`, { ...body, email, ...extra }, key());
  expect([res.status, res.body.message]).toEqual([201, undefined]);
  const order = orderAnswer.parse({ order: res.body.order }).order;
  return { client, order, email, lineIds: order.lines.filter((l) => l.kind === 'PRODUCT').map((l) => l.id) };
}

let ipN = 0;
/** 'Track order' (POST /orders/status) from a new address each time: its per-IP budget is 10 a minute. */
export async function trackOrder(app: TestApp, orderNumber: string, email: string) {
  ipN += 1;
  const res = await new TestClient(app.app, { ip: `10.26.${Math.floor(ipN / 250)}.${(ipN % 250) + 1}` }).post(`${API}/orders/status`, {
    orderNumber,
    email,
  });
  expect(res.status).toBe(200);
  return orderAnswer.parse(res.body).order;
}

export async function statusOf(app: TestApp, orderNumber: string, email: string): Promise<FulfilmentGroup[]> {
  return (await trackOrder(app, orderNumber, email)).fulfilment;
}

export const eventCounts = (app: TestApp, lineIds: number[]) =>
  rows<{ status: string; n: number }>(
    app.database.db,
    sql`select status, count(*)::int as n from order_line_events where order_line_id in (${sql.join(lineIds, sql`, `)}) group by status order by status`,
  );
export const deliveredMails = (app: TestApp, to: string) =>
  rows<{ subject: string; text_body: string }>(
    app.database.db,
    sql`select subject, text_body from outbox_emails where to_address = ${to} and subject like 'Your gift was delivered%'`,
  );
export const shipmentsOf = (app: TestApp, lineIds: number[]) =>
  rows<{ shipment_id: number }>(
    app.database.db,
    sql`select distinct shipment_id from shipment_lines where order_line_id in (${sql.join(lineIds, sql`, `)})`,
  );
