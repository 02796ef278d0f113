import { sql } from 'drizzle-orm';
import { createPostgresTestApp, createTestApp, eventually, TestClient, type TestApp } from './helpers';

/**
 * "Arrives before the wedding" (issue 26): each gift's delivery estimate on the guest page, and the
 * DELIVERY filter with the others, counted and paged on the server. On PGlite and, when
 * TEST_DATABASE_URL names one, PostgreSQL.
 */
const SEARCH = '/web-registry-api/v1/registryCollection/search';
const baseUrl = process.env.TEST_DATABASE_URL;
const DRIVERS: Array<[string, () => Promise<TestApp>]> = [['PGlite', () => createTestApp({ seed: true })]];
if (baseUrl) DRIVERS.push(['PostgreSQL', () => createPostgresTestApp(baseUrl, 'confetti_delivery')]);

interface Item {
  id: number;
  kind: string;
  sku_id: number | null;
  product_id: number | null;
  delivery?: { arrives_by: string; before_wedding: boolean | null; label: string } | null;
}
interface Facet {
  type: string;
  values: Array<{ value: string; label: string; count: number }>;
}

const DAY = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const BEFORE = [{ type: 'DELIVERY', values: ['BEFORE_WEDDING'] }];

describe.each(DRIVERS)('arrives before the wedding on %s', (_driver, open) => {
  let t: TestApp;
  let backordered: Item;
  let personalised: Item;
  beforeAll(async () => {
    t = await open();
    const db = t.database.db;
    // Alex & Jordan (New York) marry in 16 days; every product of theirs ships in at most 7 days…
    await db.execute(sql`update weddings set wedding_date = ${utcDay(16)} where slug = 'alex-and-jordan'`);
    await db.execute(sql`update weddings set wedding_date = ${utcDay(10)} where slug = 'sam-and-riley'`);
    await db.execute(sql`
      update products set ship_max_days = 7, is_personalized = false
      where kind = 'PRODUCT' and id in (select product_id from registry_items where product_id is not null)`);
    await db.execute(sql`update skus set stock = 10 where id in (select sku_id from registry_items where sku_id is not null)`);
    // Read before any search, so no process keeps an answer from before these changes.
    const rows = await db.execute(sql`
      select ri.id, ri.kind, ri.sku_id, ri.product_id from registry_items ri join registries r on r.id = ri.registry_id
      where r.slug = 'alex-and-jordan' and ri.kind = 'PRODUCT' order by ri.position, ri.id limit 2`);
    const products = (rows as { rows: Item[] }).rows;
    // …but one is out of stock (backordered: 7 + 14 days) and one is personalised (7 + 14 days).
    backordered = products[0]!;
    personalised = products[1]!;
    await db.execute(sql`update skus set stock = 0 where id = ${backordered.sku_id}`);
    await db.execute(sql`update products set is_personalized = true where id = ${personalised.product_id}`);
  });
  afterAll(async () => t?.close());

  async function guestItems(key: string, body: Record<string, unknown> = {}) {
    const res = await new TestClient(t.app).post(SEARCH, { registry_key: key, filters: [], grouped_by_collection: false, ...body });
    expect(res.status).toBe(200);
    return res.body.items as Item[];
  }
  const search = (key: string, body: Record<string, unknown> = {}) =>
    new TestClient(t.app).post(SEARCH, { registry_key: key, filters: [], grouped_by_collection: false, ...body });

  it('gives each gift its estimate: by the date, or that it may arrive after the wedding; none for funds and other stores', async () => {
    const items = await guestItems('alex-and-jordan');
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(backordered.id)!.delivery).toMatchObject({
      arrives_by: utcDay(21),
      before_wedding: false,
      label: 'May arrive after the wedding',
    });
    expect(byId.get(personalised.id)!.delivery).toMatchObject({ arrives_by: utcDay(21), before_wedding: false });
    const onTime = items.find((i) => i.kind === 'PRODUCT' && i.id !== backordered.id && i.id !== personalised.id)!;
    expect(onTime.delivery).toMatchObject({ arrives_by: utcDay(7), before_wedding: true });
    expect(onTime.delivery!.label).toMatch(/^Arrives by [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/);
    expect(items.find((i) => i.kind === 'GIFT_CARD')!.delivery).toMatchObject({ before_wedding: true, label: 'Arrives by email' });
    expect(items.find((i) => i.kind === 'CASH_FUND')!.delivery).toBeNull();
    expect(items.find((i) => i.kind === 'EXTERNAL')!.delivery).toBeNull();
  });

  it('Hawaii adds days: the same 7-day product may arrive after a wedding 10 days away', async () => {
    const items = await guestItems('sam-and-riley');
    const product = items.find((i) => i.kind === 'PRODUCT' && i.delivery?.arrives_by === utcDay(12));
    expect(product?.delivery).toMatchObject({ before_wedding: false, label: 'May arrive after the wedding' });
  });

  it('filters on the server with the others: funds kept, other stores dropped, counted and paged', async () => {
    const all = await search('alex-and-jordan');
    const everything = all.body.items as Item[];
    const kept = everything.filter((i) => i.kind === 'CASH_FUND' || (i.delivery && i.delivery.before_wedding === true));
    expect(kept.length).toBe(everything.length - 3); // the backordered, the personalised and the Etsy board
    const facet = (all.body.facets as Facet[]).find((f) => f.type === 'DELIVERY')!;
    expect(facet.values).toEqual([{ value: 'BEFORE_WEDDING', label: 'Arrives before the wedding', count: kept.length }]);

    const filtered = await search('alex-and-jordan', { filters: BEFORE, page: 1, page_size: 5 });
    expect(filtered.body).toMatchObject({ total: kept.length, page_count: Math.ceil(kept.length / 5), filters: BEFORE });
    expect((filtered.body.items as Item[]).map((i) => i.id)).toEqual(kept.slice(0, 5).map((i) => i.id));
    const last = await search('alex-and-jordan', { filters: BEFORE, page: Math.ceil(kept.length / 5), page_size: 5 });
    expect((last.body.items as Item[]).map((i) => i.id)).toEqual(kept.slice(5 * (Math.ceil(kept.length / 5) - 1)).map((i) => i.id));

    // With another filter: only cash funds that arrive (all of them), and the counts follow.
    const funds = await search('alex-and-jordan', { filters: [...BEFORE, { type: 'TYPE', values: ['CASH_FUND', 'EXTERNAL'] }] });
    expect((funds.body.items as Item[]).map((i) => i.kind)).toEqual(['CASH_FUND']);
    const typeFacet = (funds.body.facets as Facet[]).find((f) => f.type === 'TYPE')!;
    // A chosen value stays listed (so it can be cleared), counted under the delivery filter: none.
    expect(typeFacet.values.find((v) => v.value === 'EXTERNAL')).toMatchObject({ count: 0 });
  });

  it('offers no filter without a date to compare with, or once the wedding is past, and says only "Arrives by"', async () => {
    const db = t.database.db;
    // Each change bumps the registry's version; this process hears of it by NOTIFY, so the test waits for it.
    await db.execute(sql`update registries set hide_date_and_location = true where slug = 'sam-and-riley'`);
    await eventually(async () => {
      const hidden = await search('sam-and-riley');
      expect((hidden.body.facets as Facet[]).find((f) => f.type === 'DELIVERY')!.values).toEqual([]);
      expect((hidden.body.items as Item[]).every((i) => !i.delivery || i.delivery.before_wedding === null)).toBe(true);
    });
    await db.execute(sql`update registries set hide_date_and_location = false where slug = 'sam-and-riley'`);
    await db.execute(sql`update weddings set wedding_date = ${utcDay(-3)} where slug = 'sam-and-riley'`);
    await eventually(async () => {
      const past = await search('sam-and-riley');
      expect((past.body.facets as Facet[]).find((f) => f.type === 'DELIVERY')!.values).toEqual([]);
      const product = (past.body.items as Item[]).find((i) => i.kind === 'PRODUCT')!;
      expect(product.delivery).toMatchObject({ before_wedding: null });
      expect(product.delivery!.label).toMatch(/^Arrives by /);
    });
  });

  it('refuses an unknown DELIVERY value', async () => {
    const res = await search('alex-and-jordan', { filters: [{ type: 'DELIVERY', values: ['SOON'] }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/DELIVERY values are BEFORE_WEDDING/);
  });
});
