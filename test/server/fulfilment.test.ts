import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, ADDRESS, guestReadyToBuy, openGift, rows } from './commerceHelpers';
import { buyGift, deliveredMails, eventCounts, key, shipmentsOf, statusOf, trackOrder } from './fulfilmentHelpers';
import { readPdf } from '../unit/guests/pdfText';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { runRelease, runStep, resumeStalled } from '../../server/modules/fulfilment/service';
import {
  addDays,
  heldGiftsAnswer,
  HOLD_DATE_FAR_MESSAGE,
  HOLD_DATE_PAST_MESSAGE,
  HOLD_DATE_REQUIRED_MESSAGE,
  HOLD_NEEDS_DATE_MESSAGE,
  HOLD_TOO_LATE_MESSAGE,
  isoDay,
  NOTHING_HELD_MESSAGE,
  releaseHeldAnswer,
} from '../../src/contracts/fulfilment';
import { giftTrackerAnswer } from '../../src/contracts/registry';

/**
 * Issue 26, after the purchase: the sandbox fulfilment (guarded steps driven by jobs, with an
 * explicit clock in tests: nothing sleeps), the order timeline, the givers' "delivered" mail, held
 * gifts and their release, packing slips without prices, the tracker's CSV and the giver's address,
 * and that one couple never reaches another's.
 */
let t: TestApp;
const db = () => t.database.db;
const today = () => isoDay(new Date());

beforeAll(async () => {
  // No background workers: each test runs the jobs it means to (app.jobs.drain) or calls the step itself.
  t = await createTestApp({ seed: true, config: { jobWorkers: false, fulfilmentStepSeconds: 60 } });
});
afterAll(async () => t.close());

async function login(email: string, app = t) {
  const c = new TestClient(app.app);
  const res = await c.post(`/website-nav/web-api/v1/auth/login`, { email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

describe('the sandbox fulfilment', () => {
  it('walks an order placed → processing → shipped → delivered, one guarded step per job, at the clock it is given', async () => {
    const { order, email, lineIds } = await buyGift(t, 'alex-and-jordan', 0);
    expect(order.fulfilment).toEqual([{ lineIds, status: 'PLACED', shipment: null, events: [{ status: 'PLACED', at: order.createdAt }] }]);
    // Its first step is queued, FULFILMENT_STEP_SECONDS (60 here) ahead.
    const [job] = await rows<{ wait: number }>(
      db(),
      sql`select extract(epoch from start_after - now())::float8 as wait from pgboss.job where name = 'fulfilment.step' and data->>'from' = 'PLACED' and data->'lineIds' = ${JSON.stringify(lineIds)}::jsonb`,
    );
    expect(job!.wait).toBeGreaterThan(50);

    const t1 = new Date(Date.now() + 60_000);
    const t2 = new Date(Date.now() + 120_000);
    const t3 = new Date(Date.now() + 180_000);
    expect((await runStep(t.app, { lineIds, from: 'PLACED' }, t1)).moved).toEqual(lineIds);
    expect((await statusOf(t, order.orderNumber, email))[0]).toMatchObject({ status: 'PROCESSING', shipment: null });

    const shipped = await runStep(t.app, { lineIds, from: 'PROCESSING' }, t2);
    expect(shipped.shipmentId).toEqual(expect.any(Number));
    const [group] = await statusOf(t, order.orderNumber, email);
    expect(group!.status).toBe('SHIPPED');
    expect(group!.shipment).toMatchObject({ shippedAt: t2.toISOString(), deliveredAt: null });
    expect(['UPS', 'FedEx', 'USPS']).toContain(group!.shipment!.carrier);
    // The order's own status follows its lines.
    expect((await trackOrder(t, order.orderNumber, email)).status).toBe('SHIPPED');
    expect(group!.shipment!.trackingNumber).toMatch(/^(1Z999AA1\d{10}|7\d{10}01|9400 1000 \d{4} \d{6})$/);

    await runStep(t.app, { lineIds, from: 'SHIPPED' }, t3);
    const [done] = await statusOf(t, order.orderNumber, email);
    expect(done).toMatchObject({ status: 'DELIVERED', shipment: { deliveredAt: t3.toISOString() } });
    expect((await trackOrder(t, order.orderNumber, email)).status).toBe('DELIVERED');
    expect(done!.events).toEqual([
      { status: 'PLACED', at: order.createdAt },
      { status: 'PROCESSING', at: t1.toISOString() },
      { status: 'SHIPPED', at: t2.toISOString() },
      { status: 'DELIVERED', at: t3.toISOString() },
    ]);

    // The giver's mail, once, through the outbox (a mail.send job).
    await t.app.jobs.drain();
    const mails = await deliveredMails(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your gift was delivered to Alex & Jordan');
    expect(mails[0]!.text_body).toContain(order.orderNumber);
    expect(mails[0]!.text_body).not.toMatch(/\$\d/);

    // The couple's tracker shows the line's status and its parcel.
    const alex = await login('alex@confetti.test');
    const tracker = giftTrackerAnswer.parse((await alex.get(`${API}/registry/gift-tracker`)).body);
    const gift = tracker.gifts.find((g) => g.order_id !== null && g.giver_email === email);
    expect(gift).toMatchObject({ fulfilment_status: 'DELIVERED', shipment: { id: shipped.shipmentId, delivered_at: t3.toISOString() } });
  });

  it('moves lines once when two workers run the same step (guarded transitions), and a rerun sends no second mail', async () => {
    const { order, email, lineIds } = await buyGift(t, 'alex-and-jordan', 1);
    const now = new Date();
    for (const from of ['PLACED', 'PROCESSING', 'SHIPPED'] as const) {
      const [a, b] = await Promise.all([runStep(t.app, { lineIds, from }, now), runStep(t.app, { lineIds, from }, now)]);
      expect([...a.moved, ...b.moved].sort()).toEqual(lineIds);
      expect(a.atTarget).toEqual(lineIds);
      expect(b.atTarget).toEqual(lineIds);
    }
    expect(await eventCounts(t, lineIds)).toEqual(['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: lineIds.length })));
    expect(await shipmentsOf(t, lineIds)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(await deliveredMails(t, email)).toHaveLength(1);
    // A late duplicate of an early step changes nothing.
    expect((await runStep(t.app, { lineIds, from: 'PLACED' }, new Date())).moved).toEqual([]);
    expect((await statusOf(t, order.orderNumber, email))[0]!.status).toBe('DELIVERED');
  });

  it('runs by itself from the queued jobs: checkout queues the first step, each step the next, delivery the mail', async () => {
    const { order, email, lineIds } = await buyGift(t, 'alex-and-jordan', 2);
    await t.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(t, order.orderNumber, email))[0]!.status).toBe('DELIVERED');
    expect(await eventCounts(t, lineIds)).toEqual(['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: lineIds.length })));
    await t.app.jobs.drain({ includeDelayed: true });
    expect(await deliveredMails(t, email)).toHaveLength(1);
  });

  it('resumes lines whose next job was lost (a process stopped between a step and queueing the next)', async () => {
    const { order, email, lineIds } = await buyGift(t, 'alex-and-jordan', 3);
    await runStep(t.app, { lineIds, from: 'PLACED' }, new Date());
    await db().execute(sql`delete from pgboss.job where name = 'fulfilment.step' and data->'lineIds' = ${JSON.stringify(lineIds)}::jsonb`);
    await t.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(t, order.orderNumber, email))[0]!.status).toBe('PROCESSING');
    // The next start, well after: the stalled lines get their step back.
    expect(await resumeStalled(t.app, new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(lineIds.length);
    await t.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(t, order.orderNumber, email))[0]!.status).toBe('DELIVERED');
  });

  it('the dev hook takes one step at a time (development and test only)', async () => {
    const { order, email, client } = await buyGift(t, 'alex-and-jordan', 4);
    const step = () => client.post('/dev/fulfilment/advance', { orderNumber: order.orderNumber });
    expect((await step()).body.statuses).toEqual(['PROCESSING']);
    expect((await step()).body.statuses).toEqual(['SHIPPED']);
    expect((await step()).body.statuses).toEqual(['DELIVERED']);
    expect((await step()).body.statuses).toEqual(['DELIVERED']);
    expect((await client.post('/dev/fulfilment/advance', { orderNumber: 'CF-1' })).status).toBe(404);
    await t.app.jobs.drain();
    expect(await deliveredMails(t, email)).toHaveLength(1);
  });
});

describe('hold gifts, ship later', () => {
  it('validates the preference with readable messages', async () => {
    const sam = await login('sam@confetti.test');
    const put = (body: unknown) => sam.put(`${API}/registry/shipping-preference`, body);
    expect((await put({ hold: true })).body.fields.hold_until).toBe(HOLD_DATE_REQUIRED_MESSAGE);
    expect((await put({ hold: true, hold_until: today() })).body.fields.hold_until).toBe(HOLD_DATE_PAST_MESSAGE);
    expect((await put({ hold: true, hold_until: addDays(today(), 800) })).body.fields.hold_until).toBe(HOLD_DATE_FAR_MESSAGE);
    expect((await put({ hold: true, hold_until: '2030-02-30' })).status).toBe(400);
    expect((await put({ hold: 'yes' })).status).toBe(400);
    expect((await put({ hold: false, extra: 1 })).status).toBe(400);
    expect((await new TestClient(t.app).get(`${API}/registry/held-gifts`)).status).toBe(401);
  });

  it('holds gifts bought before the date, lists them, and releases them together in one shipment', async () => {
    const sam = await login('sam@confetti.test');
    const holdUntil = addDays(today(), 30);
    const saved = heldGiftsAnswer.parse((await sam.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: holdUntil })).body);
    expect(saved).toEqual({ preference: { hold: true, hold_until: holdUntil }, gifts: [] });

    const first = await buyGift(t, 'sam-and-riley', 0);
    const second = await buyGift(t, 'sam-and-riley', 1);
    expect(first.order.fulfilment[0]).toMatchObject({ status: 'HELD' });
    // No job moves a held gift, however long it waits.
    await t.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(t, first.order.orderNumber, first.email))[0]!.status).toBe('HELD');
    const held = heldGiftsAnswer.parse((await sam.get(`${API}/registry/held-gifts`)).body);
    expect(held.gifts.map((g) => g.giver_name)).toEqual(['Casey', 'Casey']);

    const released = releaseHeldAnswer.parse((await sam.post(`${API}/registry/held-gifts/release`, {})).body);
    expect(released).toMatchObject({ released: 2, gifts: [] });
    await t.app.jobs.drain({ includeDelayed: true });
    const [a] = await statusOf(t, first.order.orderNumber, first.email);
    const [b] = await statusOf(t, second.order.orderNumber, second.email);
    expect(a).toMatchObject({ status: 'DELIVERED' });
    expect(a!.events.map((e) => e.status)).toEqual(['PLACED', 'HELD', 'PROCESSING', 'SHIPPED', 'DELIVERED']);
    // One parcel for both orders.
    expect(b!.shipment).toEqual(a!.shipment);
    expect(await shipmentsOf(t, [...first.lineIds, ...second.lineIds])).toHaveLength(1);
    await t.app.jobs.drain();
    expect((await deliveredMails(t, first.email))[0]!.subject).toBe('Your gift was delivered to Sam & Riley');

    const nothing = await sam.post(`${API}/registry/held-gifts/release`, {});
    expect([nothing.status, nothing.body.message]).toEqual([409, NOTHING_HELD_MESSAGE]);
    await sam.put(`${API}/registry/shipping-preference`, { hold: false });
  });

  it('holds one gift from the tracker while it has not started, and refuses once it has (or without a date)', async () => {
    const sam = await login('sam@confetti.test');
    await sam.put(`${API}/registry/shipping-preference`, { hold: false });
    const bought = await buyGift(t, 'sam-and-riley', 2);
    const giftId = giftTrackerAnswer
      .parse((await sam.get(`${API}/registry/gift-tracker`)).body)
      .gifts.find((g) => g.giver_email === bought.email)!.id;
    const noDate = await sam.post(`${API}/registry/gift-tracker/${giftId}/hold`, {});
    expect([noDate.status, noDate.body.message]).toEqual([409, HOLD_NEEDS_DATE_MESSAGE]);

    await sam.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: addDays(today(), 10) });
    const held = heldGiftsAnswer.parse((await sam.post(`${API}/registry/gift-tracker/${giftId}/hold`, {})).body);
    expect(held.gifts.map((g) => g.gift_id)).toEqual([giftId]);
    // Its queued first step finds it held and leaves it.
    await t.app.jobs.drain({ includeDelayed: true });
    expect((await statusOf(t, bought.order.orderNumber, bought.email))[0]!.status).toBe('HELD');

    // Back to ship as bought: what is held leaves now.
    const after = heldGiftsAnswer.parse((await sam.put(`${API}/registry/shipping-preference`, { hold: false })).body);
    expect(after).toEqual({ preference: { hold: false, hold_until: null }, gifts: [] });
    expect((await statusOf(t, bought.order.orderNumber, bought.email))[0]!.status).toBe('PROCESSING');
    await sam.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: addDays(today(), 10) });
    const late = await sam.post(`${API}/registry/gift-tracker/${giftId}/hold`, {});
    expect([late.status, late.body.message]).toEqual([409, HOLD_TOO_LATE_MESSAGE]);
    await sam.put(`${API}/registry/shipping-preference`, { hold: false });
  });

  it('the release date ships what is held (a job at that date), and a changed date leaves the old job idle', async () => {
    const sam = await login('sam@confetti.test');
    const holdUntil = addDays(today(), 3);
    await sam.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: holdUntil });
    const bought = await buyGift(t, 'sam-and-riley', 3);
    const [registry] = await rows<{ id: number }>(db(), sql`select id from registries where slug = 'sam-and-riley'`);
    const registryId = registry!.id;
    const [job] = await rows<{ days: number }>(
      db(),
      sql`select extract(epoch from start_after - now())::float8 / 86400 as days from pgboss.job where name = 'fulfilment.release' and data->>'holdUntil' = ${holdUntil} order by created_on desc limit 1`,
    );
    expect(job!.days).toBeGreaterThan(1.9);
    expect(job!.days).toBeLessThanOrEqual(3);

    // The day before: nothing happens.
    expect(await runRelease(t.app, { registryId, holdUntil }, new Date(`${addDays(holdUntil, -1)}T12:00:00Z`))).toMatchObject({
      released: 0,
    });
    // A job for a date the couple have since changed: nothing happens.
    expect(
      await runRelease(t.app, { registryId, holdUntil: addDays(holdUntil, 1) }, new Date(`${addDays(holdUntil, 1)}T00:00:01Z`)),
    ).toMatchObject({
      released: 0,
      stale: true,
    });
    expect((await statusOf(t, bought.order.orderNumber, bought.email))[0]!.status).toBe('HELD');
    // On the day.
    expect(await runRelease(t.app, { registryId, holdUntil }, new Date(`${holdUntil}T00:00:05Z`))).toEqual({ released: 1 });
    expect((await statusOf(t, bought.order.orderNumber, bought.email))[0]!.status).toBe('PROCESSING');
    const preference = heldGiftsAnswer.parse((await sam.get(`${API}/registry/held-gifts`)).body).preference;
    expect(preference).toEqual({ hold: false, hold_until: holdUntil });
  });
});

describe('packing slips, the tracker CSV and the giver’s address', () => {
  it('a packing slip lists items, quantities, the giver and the message, and never a price', async () => {
    const message = 'With love from the Okafors — enjoy!';
    const bought = await buyGift(t, 'alex-and-jordan', 5, { giverName: 'Ngozi Okafor', giftMessage: message });
    const { shipmentId } = await (async () => {
      await runStep(t.app, { lineIds: bought.lineIds, from: 'PLACED' }, new Date());
      return runStep(t.app, { lineIds: bought.lineIds, from: 'PROCESSING' }, new Date());
    })();
    const alex = await login('alex@confetti.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/registry/shipments/${shipmentId}/packing-slip`,
      headers: alex.sessionHeaders(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.flatMap((p) => p.texts.map((x) => x.text)).join('\n');
    const line = bought.order.lines[0]!;
    expect(text).toContain('Packing slip');
    expect(text).toContain('For Alex & Jordan');
    expect(text).toContain(`${line.quantity} × ${line.name}`);
    expect(text).toContain('From Ngozi Okafor');
    expect(text).toContain(message);
    // No amount of any kind: no currency sign, no decimal price, not the line's price in any form.
    expect(text).not.toMatch(/\$|€|USD|\d+\.\d\d\b/);
    expect(text).not.toContain((line.unitPriceCents / 100).toFixed(2));

    // Another couple's shipment is not found, like a missing one; signed out is 401.
    const sam = await login('sam@confetti.test');
    const other = await sam.get(`${API}/registry/shipments/${shipmentId}/packing-slip`);
    expect([other.status, other.body.message]).toEqual([404, 'We could not find that shipment.']);
    expect((await new TestClient(t.app).get(`${API}/registry/shipments/${shipmentId}/packing-slip`)).status).toBe(401);
    expect((await alex.get(`${API}/registry/shipments/abc/packing-slip`)).status).toBe(400);
  });

  it('keeps the giver’s optional mailing address for the couple, refuses a wrong one, and exports the tracker as CSV', async () => {
    const giverAddress = { ...ADDRESS, name: '=HYPERLINK("http://x")', address2: 'Apt 2' };
    const bad = await (async () => {
      const gift = await openGift(db(), 'alex-and-jordan', 6);
      const { client, body } = await guestReadyToBuy(t, gift.id);
      return client.post(`${API}/checkout`, { ...body, giverAddress: { ...ADDRESS, zipCode: '1' } }, key());
    })();
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Your mailing address: /);
    expect(Object.keys(bad.body.fields)).toEqual(['giverAddress.zipCode']);

    const bought = await buyGift(t, 'alex-and-jordan', 6, { giverAddress, giverName: '@Casey' });
    const alex = await login('alex@confetti.test');
    const gift = giftTrackerAnswer
      .parse((await alex.get(`${API}/registry/gift-tracker`)).body)
      .gifts.find((g) => g.giver_email === bought.email)!;
    expect(gift.giver_address).toBe('=HYPERLINK("http://x"), 1 Main Street, Apt 2, Brooklyn, NY 11201');
    expect(gift.fulfilment_status).toBe('PLACED');

    const res = await t.app.inject({ method: 'GET', url: `${API}/registry/gift-tracker/export`, headers: alex.sessionHeaders() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gift-tracker.csv"');
    const csv = res.payload.replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')[0]).toBe('Gift,From,Email,Mailing address,Received,Quantity,Amount,Message,Status,Thank-you sent');
    const row = csv.split('\r\n').find((l) => l.includes(bought.email))!;
    // Formula-looking cells are quoted as text; the status is the line's.
    expect(row).toContain(`"'@Casey"`);
    expect(row).toContain(`"'=HYPERLINK(""http://x""), 1 Main Street, Apt 2, Brooklyn, NY 11201"`);
    expect(row).toContain(',Placed,No');
    // Only the couple's own gifts.
    expect(csv).not.toContain('Sam & Riley');
    const samCsv = await t.app.inject({
      method: 'GET',
      url: `${API}/registry/gift-tracker/export`,
      headers: (await login('sam@confetti.test')).sessionHeaders(),
    });
    expect(samCsv.payload).not.toContain(bought.email);
    expect((await new TestClient(t.app).get(`${API}/registry/gift-tracker/export`)).status).toBe(401);
  });
});

describe('one couple never reaches another’s held gifts', () => {
  it('refuses to list, hold or release another couple’s gifts', async () => {
    const sam = await login('sam@confetti.test');
    await sam.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: addDays(today(), 20) });
    const samGift = await buyGift(t, 'sam-and-riley', 4);
    const samGiftId = giftTrackerAnswer
      .parse((await sam.get(`${API}/registry/gift-tracker`)).body)
      .gifts.find((g) => g.giver_email === samGift.email)!.id;

    const alex = await login('alex@confetti.test');
    await alex.put(`${API}/registry/shipping-preference`, { hold: true, hold_until: addDays(today(), 20) });
    const alexHeld = heldGiftsAnswer.parse((await alex.get(`${API}/registry/held-gifts`)).body);
    expect(alexHeld.gifts.map((g) => g.gift_id)).not.toContain(samGiftId);
    const release = await alex.post(`${API}/registry/held-gifts/release`, { gift_ids: [samGiftId] });
    expect([release.status, release.body.message]).toEqual([404, 'We could not find that gift.']);
    const hold = await alex.post(`${API}/registry/gift-tracker/${samGiftId}/hold`, {});
    expect([hold.status, hold.body.message]).toEqual([404, 'We could not find that gift.']);
    // Releasing "all" of Alex's touches none of Sam's.
    await alex.post(`${API}/registry/held-gifts/release`, {});
    expect((await statusOf(t, samGift.order.orderNumber, samGift.email))[0]!.status).toBe('HELD');
    expect(heldGiftsAnswer.parse((await sam.get(`${API}/registry/held-gifts`)).body).gifts.map((g) => g.gift_id)).toContain(samGiftId);

    await alex.put(`${API}/registry/shipping-preference`, { hold: false });
    await sam.put(`${API}/registry/shipping-preference`, { hold: false });
    expect((await statusOf(t, samGift.order.orderNumber, samGift.email))[0]!.status).toBe('PROCESSING');
  });
});

describe('jobs survive a restart (PGlite on disk)', () => {
  it('a process stops mid-way; the next one carries the order to delivered, each step once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-fulfil-'));
    try {
      const first = await createTestApp({ seed: true, config: { dataDir, jobWorkers: false } });
      let bought: Awaited<ReturnType<typeof buyGift>>;
      try {
        bought = await buyGift(first, 'alex-and-jordan', 0);
        await runStep(first.app, { lineIds: bought.lineIds, from: 'PLACED' }, new Date());
      } finally {
        await first.close();
      }
      const second = await createTestApp({ config: { dataDir, jobWorkers: false } });
      try {
        await second.app.jobs.drain({ includeDelayed: true });
        expect((await statusOf(second, bought.order.orderNumber, bought.email))[0]!.status).toBe('DELIVERED');
        expect(await eventCounts(second, bought.lineIds)).toEqual(
          ['DELIVERED', 'PROCESSING', 'SHIPPED'].map((status) => ({ status, n: bought.lineIds.length })),
        );
        expect(await deliveredMails(second, bought.email)).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Creating and seeding a PGlite database on disk takes most of a minute on a busy 2-core machine.
  }, 180_000);
});
