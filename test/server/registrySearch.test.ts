import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

const V1 = '/web-registry-api/v1';
const SEARCH = `${V1}/registryCollection/search`;
let t: TestApp;

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

interface Item {
  id: number;
  kind: string;
  title: string;
  price_cents: number | null;
  remaining: number | null;
  purchased_qty: number;
  requested_qty: number;
  most_wanted: boolean;
  is_available: boolean;
  category_key: string | null;
  collection_id: number | null;
  created_at: string;
  position: number;
  note: string;
}

const search = (c: TestClient, body: Record<string, unknown>, headers?: Record<string, string>) => c.post(SEARCH, body, headers);
const all = { registry_key: 'alex-and-jordan', filters: [], flattened_view: true, grouped_by_collection: false };

describe('registryCollection/search for guests', () => {
  it('answers a published registry to anyone with the header, collections, facets and every item', async () => {
    const res = await search(new TestClient(t.app), all);
    expect(res.status).toBe(200);
    expect(res.body.registry).toMatchObject({
      registry_key: 'alex-and-jordan',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
      wedding_date: '2027-06-12',
      is_past_wedding_date: false,
      is_published: true,
      item_count: 23,
    });
    expect(res.body.viewer).toEqual({ is_owner: false, can_edit: false });
    expect(res.body.summary).toBeNull();
    expect(res.body.collections.map((c: { name: string }) => c.name)).toEqual(['Kitchen & Dining', 'Home', 'Experiences & Funds']);
    expect(res.body.total).toBe(23);
    expect(res.body.groups).toBeNull();
    const items = res.body.items as Item[];
    expect(items).toHaveLength(23);
    const product = items.find((i) => i.kind === 'PRODUCT')!;
    expect(product).toMatchObject({
      brand: expect.any(String),
      image_url: expect.stringMatching(/^\/media\/p\/.+\/1x1-1\.svg$/),
      product_path: expect.stringMatching(/^\/shop\/product\//),
      sku_id: expect.any(Number),
      product_id: expect.any(Number),
    });
    const fund = items.find((i) => i.kind === 'CASH_FUND') as unknown as {
      cash_fund: unknown;
      remaining: null;
      is_available: boolean;
      price_cents: null;
    };
    expect(fund).toMatchObject({
      cash_fund: { fund_type: 'HOME', goal_cents: 1000000, contributed_cents: 15000 },
      remaining: null,
      is_available: true,
      price_cents: null,
    });
    expect(items.find((i) => i.kind === 'EXTERNAL')).toMatchObject({
      external: { store_name: 'Etsy', url: expect.stringContaining('etsy.com') },
      price_cents: 8900,
    });
    // FEATURED is the couple's order.
    expect(items.map((i) => i.position)).toEqual([...items.map((i) => i.position)].sort((a, b) => a - b));
    // The couple's address never reaches a guest.
    expect(JSON.stringify(res.body)).not.toMatch(/Clinton|11201|Brooklyn|ship/i);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('groups by collection, with the uncollected last, or scopes to one collection', async () => {
    const guest = new TestClient(t.app);
    const grouped = await search(guest, { ...all, flattened_view: false, grouped_by_collection: true });
    expect(grouped.status).toBe(200);
    expect(grouped.body.items).toBeNull();
    const groups = grouped.body.groups as Array<{ collection_id: number | null; name: string; items: Item[] }>;
    expect(groups.map((g) => g.name)).toEqual(['Kitchen & Dining', 'Home', 'Experiences & Funds']);
    for (const g of groups) for (const i of g.items) expect(i.collection_id).toBe(g.collection_id);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(23);
    const home = grouped.body.collections[1] as { id: number; item_count: number };
    const scoped = await search(guest, { ...all, collection_object_id: home.id });
    expect(scoped.body.total).toBe(home.item_count);
    expect((scoped.body.items as Item[]).every((i) => i.collection_id === home.id)).toBe(true);

    const both = await search(guest, { ...all, flattened_view: true, grouped_by_collection: true });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Invalid grouped_by_collection: Choose either a flattened view or grouped by collection.');
    const sams = await search(guest, { registry_key: 'sam-and-riley', filters: [] });
    const otherCollection = (sams.body.collections as Array<{ id: number }>)[0]!.id;
    expect((await search(guest, { ...all, collection_object_id: otherCollection })).status).toBe(404);
  });

  it('filters by type, store, price, category and availability, with facets counted under the other filters', async () => {
    const guest = new TestClient(t.app);
    const funds = await search(guest, { ...all, filters: [{ type: 'TYPE', values: ['CASH_FUND'] }] });
    expect((funds.body.items as Item[]).map((i) => i.kind)).toEqual(['CASH_FUND']);
    const typeFacet = (funds.body.facets as Array<{ type: string; values: Array<{ value: string; count: number }> }>).find(
      (f) => f.type === 'TYPE',
    )!;
    // Choosing CASH_FUND does not zero its siblings.
    expect(typeFacet.values.find((v) => v.value === 'PRODUCT')!.count).toBe(20);
    expect(typeFacet.values.find((v) => v.value === 'CASH_FUND')!.count).toBe(1);

    const external = await search(guest, { ...all, filters: [{ type: 'STORE', values: ['EXTERNAL'] }] });
    expect((external.body.items as Item[]).map((i) => i.kind)).toEqual(['EXTERNAL']);
    const confetti = await search(guest, { ...all, filters: [{ type: 'STORE', values: ['CONFETTI'] }] });
    expect(confetti.body.total).toBe(22);

    const cheap = await search(guest, { ...all, filters: [{ type: 'PRICE', values: ['0-5000', '50000-'] }] });
    const cheapItems = cheap.body.items as Item[];
    expect(cheapItems.length).toBeGreaterThan(0);
    for (const i of cheapItems) expect(i.price_cents! < 5000 || i.price_cents! >= 50000).toBe(true);
    const priceFacet = (cheap.body.facets as Array<{ type: string; values: Array<{ value: string; label: string; count: number }> }>).find(
      (f) => f.type === 'PRICE',
    )!;
    expect(priceFacet.values.reduce((n, v) => n + v.count, 0)).toBe(22); // every priced item in exactly one bucket
    expect(priceFacet.values[0]).toMatchObject({ value: '0-5000', label: 'Under $50' });

    const everything = await search(guest, all);
    const categoryFacet = (everything.body.facets as Array<{ type: string; values: Array<{ value: string; count: number }> }>).find(
      (f) => f.type === 'CATEGORY',
    )!;
    const top = categoryFacet.values[0]!;
    const inCategory = await search(guest, { ...all, filters: [{ type: 'CATEGORY', values: [top.value] }] });
    expect(inCategory.body.total).toBe(top.count);
    expect((inCategory.body.items as Item[]).every((i) => i.category_key === top.value)).toBe(true);

    const samGuest = { registry_key: 'sam-and-riley', filters: [{ type: 'AVAILABILITY', values: ['PURCHASED'] }] };
    const purchased = await search(guest, samGuest);
    expect(purchased.body.total).toBeGreaterThan(0);
    for (const i of purchased.body.items as Item[]) expect(i.remaining).toBe(0);
    const available = await search(guest, { registry_key: 'sam-and-riley', filters: [{ type: 'AVAILABILITY', values: ['AVAILABLE'] }] });
    for (const i of available.body.items as Item[]) expect(i.is_available).toBe(true);
    expect(available.body.total + purchased.body.total).toBe(23);
  });

  it('sorts by price both ways (unpriced last), newest and most wanted', async () => {
    const guest = new TestClient(t.app);
    const low = (await search(guest, { ...all, sort: 'PRICE_LOW_HIGH' })).body.items as Item[];
    const prices = low.map((i) => i.price_cents);
    expect(prices.at(-1)).toBeNull();
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    const high = (await search(guest, { ...all, sort: 'PRICE_HIGH_LOW' })).body.items as Item[];
    const highPriced = high.map((i) => i.price_cents).filter((p): p is number => p !== null);
    expect(highPriced).toEqual([...highPriced].sort((a, b) => b - a));
    expect(high.at(-1)!.price_cents).toBeNull();
    const newest = (await search(guest, { ...all, sort: 'NEWEST' })).body.items as Item[];
    for (let i = 1; i < newest.length; i++) expect(newest[i - 1]!.created_at >= newest[i]!.created_at).toBe(true);
    const wanted = (await search(guest, { ...all, sort: 'MOST_WANTED' })).body.items as Item[];
    const firstNotWanted = wanted.findIndex((i) => !i.most_wanted);
    expect(firstNotWanted).toBeGreaterThan(0);
    expect(wanted.slice(firstNotWanted).every((i) => !i.most_wanted)).toBe(true);
  });

  it('grouped, a price sort orders the gifts inside each collection (collections keep their order); flat, across all of them', async () => {
    const guest = new TestClient(t.app);
    const grouped = { ...all, flattened_view: false, grouped_by_collection: true, sort: 'PRICE_LOW_HIGH' };
    const res = await search(guest, grouped);
    expect(res.status).toBe(200);
    const groups = res.body.groups as Array<{ collection_id: number | null; name: string; items: Item[] }>;
    expect(groups.map((g) => g.name)).toEqual(['Kitchen & Dining', 'Home', 'Experiences & Funds']);
    for (const g of groups) {
      const priced = g.items.map((i) => i.price_cents).filter((p): p is number => p !== null);
      expect(priced).toEqual([...priced].sort((a, b) => a - b));
    }
    // The grouped run is not one price order: the reason the guest page shows all gifts for a price sort.
    const run = groups.flatMap((g) => g.items.map((i) => i.price_cents)).filter((p): p is number => p !== null);
    expect(run).not.toEqual([...run].sort((a, b) => a - b));
    const flat = (await search(guest, { ...all, sort: 'PRICE_LOW_HIGH' })).body.items as Item[];
    const flatPrices = flat.map((i) => i.price_cents).filter((p): p is number => p !== null);
    expect(flatPrices).toEqual([...flatPrices].sort((a, b) => a - b));
    expect(flat.map((i) => i.id).sort()).toEqual(groups.flatMap((g) => g.items.map((i) => i.id)).sort());
    expect(res.body.sort).toBe('PRICE_LOW_HIGH');
  });

  it('answers the registry_object_id shape with AVAILABILITY and STORE filters', async () => {
    const guest = new TestClient(t.app);
    const header = await guest.get(`${V1}/registry/public/sam-and-riley`);
    const res = await search(guest, {
      registry_object_id: header.body.registry.id,
      filters: [
        { type: 'AVAILABILITY', values: ['AVAILABLE'] },
        { type: 'STORE', values: ['CONFETTI'] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.registry.registry_key).toBe('sam-and-riley');
    const items = res.body.items as Item[];
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.is_available).toBe(true);
      expect(i.kind).not.toBe('EXTERNAL');
    }
  });

  it('pages the gifts: a page of the sorted run, the total and page count of every match, an empty page past the end', async () => {
    const guest = new TestClient(t.app);
    const every = (await search(guest, { ...all, sort: 'PRICE_LOW_HIGH' })).body;
    expect(every).toMatchObject({ total: 23, page: 1, page_size: null, page_count: 1 });
    const ids = (every.items as Item[]).map((i) => i.id);
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search(guest, { ...all, sort: 'PRICE_LOW_HIGH', page, page_size: 10 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        total: 23,
        page,
        page_size: 10,
        page_count: 3,
        facets: every.facets,
        collections: every.collections,
      });
      pages.push(...(res.body.items as Item[]).map((i) => i.id));
    }
    expect(pages).toEqual(ids);
    const past = await search(guest, { ...all, page: 4, page_size: 10 });
    expect(past.body).toMatchObject({ items: [], total: 23, page: 4, page_count: 3 });
    // page_size alone is the first page; filters page the matches only.
    expect((await search(guest, { ...all, page_size: 5 })).body).toMatchObject({ page: 1, page_size: 5, page_count: 5 });
    const funds = await search(guest, { ...all, filters: [{ type: 'TYPE', values: ['CASH_FUND'] }], page: 1, page_size: 10 });
    expect(funds.body.items).toHaveLength(funds.body.total as number);
    expect(funds.body.page_count).toBe(1);
    // Nothing matching is one empty page, as the shop's listings count it.
    const none = await search(guest, { ...all, filters: [{ type: 'PRICE', values: ['900000000-'] }], page: 1, page_size: 10 });
    expect(none.body).toMatchObject({ total: 0, items: [], page: 1, page_size: 10, page_count: 1 });
    // The registry_object_id shape pages the same way.
    const byId = await search(guest, {
      registry_object_id: every.registry.id,
      filters: [],
      sort: 'PRICE_LOW_HIGH',
      page: 3,
      page_size: 10,
    });
    expect(byId.body).toMatchObject({ total: 23, page: 3, page_size: 10, page_count: 3 });
    expect((byId.body.items as Item[]).map((i) => i.id)).toEqual(ids.slice(20));
  });

  it('pages the grouped view across collections, each page holding only its own gifts', async () => {
    const guest = new TestClient(t.app);
    const grouped = { ...all, flattened_view: false, grouped_by_collection: true };
    const whole = (await search(guest, grouped)).body.groups as Array<{ collection_id: number | null; items: Item[] }>;
    const run = whole.flatMap((g) => g.items.map((i) => `${g.collection_id}:${i.id}`));
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search(guest, { ...grouped, page, page_size: 8 });
      expect(res.body).toMatchObject({ total: 23, page, page_size: 8, page_count: 3, items: null });
      const groups = res.body.groups as Array<{ collection_id: number | null; name: string; items: Item[] }>;
      expect(groups.every((g) => g.items.length > 0)).toBe(true);
      seen.push(...groups.flatMap((g) => g.items.map((i) => `${g.collection_id}:${i.id}`)));
    }
    expect(seen).toEqual(run);
    // The seeded run: 10 gifts in Kitchen & Dining, 11 in Home, 2 in Experiences & Funds; pages cut it 8, 8, 7.
    const sizes = async (page: number) =>
      ((await search(guest, { ...grouped, page, page_size: 8 })).body.groups as Array<{ name: string; items: Item[] }>).map((g) => [
        g.name,
        g.items.length,
      ]);
    expect(await sizes(1)).toEqual([['Kitchen & Dining', 8]]);
    expect(await sizes(2)).toEqual([
      ['Kitchen & Dining', 2],
      ['Home', 6],
    ]);
    expect(await sizes(3)).toEqual([
      ['Home', 5],
      ['Experiences & Funds', 2],
    ]);
    expect((await search(guest, { ...grouped, page: 4, page_size: 8 })).body).toMatchObject({
      groups: [],
      items: null,
      total: 23,
      page_count: 3,
    });

    // 'Other gifts' (in no collection) end the run: Sam and Riley add one to their 23.
    const sam = await login('sam@confetti.test');
    const kite = await sam.post(`${V1}/registryCollection/external-product`, {
      url: 'https://example.com/kite',
      title: 'Beach kite',
      price_cents: 4500,
    });
    expect(kite.status).toBe(201);
    try {
      const sams = { registry_key: 'sam-and-riley', filters: [], grouped_by_collection: true, page: 3, page_size: 8 };
      const last = (await search(guest, sams)).body as {
        total: number;
        page_count: number;
        groups: Array<{ collection_id: number | null; name: string; items: Item[] }>;
      };
      expect(last).toMatchObject({ total: 24, page_count: 3 });
      expect(last.groups.map((g) => [g.name, g.items.length])).toEqual([
        ['Bed & Bath', 5],
        ['Honeymoon', 2],
        ['Other gifts', 1],
      ]);
      expect(last.groups[2]).toMatchObject({ collection_id: null, items: [{ title: 'Beach kite' }] });
    } finally {
      expect((await sam.delete(`${V1}/registry/items/${(kite.body as { item: { id: number } }).item.id}`)).status).toBe(200);
    }
  });

  it('explains a bad page request', async () => {
    const guest = new TestClient(t.app);
    const message = async (body: Record<string, unknown>) => {
      const res = await search(guest, { ...all, ...body });
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await message({ page: 2 })).toBe('Invalid page_size: page_size is needed to ask for a page');
    expect(await message({ page: 1, page_size: 0 })).toBe('Invalid page_size: must be 1 or more');
    expect(await message({ page: 1, page_size: 101 })).toBe('Invalid page_size: must be at most 100');
    expect(await message({ page: 1, page_size: 1.5 })).toBe('Invalid page_size: must be a whole number');
    expect(await message({ page_size: 'ten' })).toBe('Invalid page_size: must be a whole number');
    expect(await message({ page: 1.5, page_size: 10 })).toBe('Invalid page: must be a whole number');
    expect(await message({ page: 0, page_size: 10 })).toBe('Invalid page: must be 1 or more');
    expect(await message({ page: 10_001, page_size: 10 })).toBe('Invalid page: is too large');
    expect(await message({ page: '2', page_size: 10 })).toBe('Invalid page: must be a whole number');
    const byId = await search(guest, { registry_object_id: 1, filters: [], page: 2 });
    expect(byId.status).toBe(400);
    expect(byId.body.message).toBe('Invalid page_size: page_size is needed to ask for a page');
  });

  it('rejects malformed requests with readable 400s and unknown registries with 404', async () => {
    const guest = new TestClient(t.app);
    const badType = await search(guest, { ...all, filters: [{ type: 'COLOR', values: ['red'] }] });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^Invalid filters\.0\.type: must be one of PRICE, CATEGORY/);
    const badPrice = await search(guest, { ...all, filters: [{ type: 'PRICE', values: ['cheap'] }] });
    expect(badPrice.body.message).toBe("Invalid filters.0.values: PRICE values are cent ranges like '0-5000' or '50000-'");
    const badSort = await search(guest, { ...all, sort: 'RANDOM' });
    expect(badSort.status).toBe(400);
    expect((await search(guest, { ...all, registry_key: 'nobody-here' })).body).toEqual({
      message: 'We could not find that registry.',
      code: 'not_found',
    });
    expect((await search(guest, {})).status).toBe(400);
  });
});

describe('unpublished registries, the couple view and caching', () => {
  it('hides an unpublished registry from guests and other couples but not from its couple', async () => {
    const jordan = await login('jordan@confetti.test');
    expect((await jordan.post(`${V1}/registry/publish`, { published: false })).status).toBe(200);
    try {
      const guest = new TestClient(t.app);
      expect((await search(guest, all)).status).toBe(404);
      expect((await guest.get(`${V1}/registry/public/alex-and-jordan`)).status).toBe(404);
      const sam = await login('sam@confetti.test');
      expect((await search(sam, all)).status).toBe(404);
      const casey = await login('guest@confetti.test');
      expect((await search(casey, all)).status).toBe(404);
      const findRes = await guest.get(`${V1}/registry/find?last_name=morgan`);
      expect(findRes.body.total).toBe(0);

      const alex = await login('alex@confetti.test');
      const own = await search(alex, all);
      expect(own.status).toBe(200);
      expect(own.body.viewer).toEqual({ is_owner: true, can_edit: true });
      expect(own.body.registry.is_published).toBe(false);
      expect(own.body.summary).toMatchObject({
        registry_key: 'alex-and-jordan',
        is_published: false,
        is_past_wedding_date: false,
        item_count: 23,
        has_shipping_address: true,
      });
      expect(own.headers.etag).toBeUndefined();
      const preview = await search(alex, { ...all, preview_as_guest: true });
      expect(preview.status).toBe(200);
      expect(preview.body.summary).toBeNull();
      expect(preview.body.viewer).toEqual({ is_owner: true, can_edit: false });
    } finally {
      await jordan.post(`${V1}/registry/publish`, { published: true });
    }
  });

  it('serves 304 for an unchanged registry and a fresh answer once the couple changes it', async () => {
    const guest = new TestClient(t.app);
    const first = await search(guest, all);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"r\d+\.v\d+\./);
    const again = await search(guest, all, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // Another request shape has another tag.
    expect((await search(guest, { ...all, sort: 'NEWEST' })).headers.etag).not.toBe(etag);

    const alex = await login('alex@confetti.test');
    const item = (first.body.items as Item[])[0]!;
    expect((await alex.put(`${V1}/registry/items/${item.id}`, { note: 'Our favourite!' })).status).toBe(200);
    const after = await search(guest, all, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.body.items as Item[]).find((i) => i.id === item.id)!.note).toBe('Our favourite!');
    expect(after.body.registry.version).toBeGreaterThan(first.body.registry.version);
  });

  it("answers a guest's repeat from the answer in hand until the registry changes or the day turns, and never gives the couple the guest's answer", async () => {
    const guest = new TestClient(t.app);
    const first = await search(guest, all);
    const repeat = await search(guest, all);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.etag).toBe(first.headers.etag);
    expect(repeat.body).toEqual(first.body);

    const alex = await login('alex@confetti.test');
    const own = await search(alex, all);
    expect(own.body.viewer).toEqual({ is_owner: true, can_edit: true });
    expect(own.headers.etag).toBeUndefined();

    const item = (first.body.items as Item[])[0]!;
    expect((await alex.put(`${V1}/registry/items/${item.id}`, { note: 'Changed while in hand' })).status).toBe(200);
    const changed = await search(guest, all);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((changed.body.items as Item[]).find((i) => i.id === item.id)!.note).toBe('Changed while in hand');

    // is_past_wedding_date may turn at midnight UTC: the next day's answer is made again, under its own tag.
    const day = (etag: unknown) => String(etag).replace(/^.*\.g(\d+)"$/, '$1');
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      jest.setSystemTime(Date.now() + 86_400_000);
      const tomorrow = await search(guest, all);
      expect(Number(day(tomorrow.headers.etag))).toBe(Number(day(changed.headers.etag)) + 1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps one answer per page, and a change to the registry refreshes every page', async () => {
    const guest = new TestClient(t.app);
    const second = { ...all, page: 2, page_size: 10 };
    const first = await search(guest, second);
    const etag = String(first.headers.etag);
    expect((await search(guest, second, { 'if-none-match': etag })).status).toBe(304);
    expect((await search(guest, { ...all, page: 1, page_size: 10 })).headers.etag).not.toBe(etag);
    const item = (first.body.items as Item[])[0]!;
    const alex = await login('alex@confetti.test');
    expect((await alex.put(`${V1}/registry/items/${item.id}`, { note: 'Second page, changed' })).status).toBe(200);
    const after = await search(guest, second, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect((after.body.items as Item[]).find((i) => i.id === item.id)!.note).toBe('Second page, changed');
  });

  it('bumps the version for any writer of registry items, such as a checkout recording a purchase', async () => {
    const guest = new TestClient(t.app);
    const first = await search(guest, all);
    const item = (first.body.items as Item[]).find((i) => i.kind === 'PRODUCT' && i.purchased_qty === 0)!;
    await t.database.db.execute(sql`update registry_items set purchased_qty = requested_qty where id = ${item.id}`);
    const after = await search(guest, all, { 'if-none-match': String(first.headers.etag) });
    expect(after.status).toBe(200);
    const updated = (after.body.items as Item[]).find((i) => i.id === item.id)!;
    expect(updated).toMatchObject({ remaining: 0, is_available: false, purchased_qty: item.requested_qty });
    await t.database.db.execute(sql`update registry_items set purchased_qty = 0 where id = ${item.id}`);
  });

  it('gives the public header with an ETag', async () => {
    const guest = new TestClient(t.app);
    const res = await guest.get(`${V1}/registry/public/sam-and-riley`);
    expect(res.status).toBe(200);
    expect(res.body.registry).toMatchObject({
      registry_key: 'sam-and-riley',
      is_past_wedding_date: true,
      item_count: 23,
      is_published: true,
    });
    expect((await guest.get(`${V1}/registry/public/sam-and-riley`, { 'if-none-match': String(res.headers.etag) })).status).toBe(304);
    expect((await guest.get(`${V1}/registry/public/no-such-couple`)).status).toBe(404);
  });
});

describe('find a couple', () => {
  const find = (query: string) => new TestClient(t.app).get(`${V1}/registry/find?${query}`);

  it('matches owner or partner name prefixes case-insensitively', async () => {
    const byOwner = await find('last_name=MOR');
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ total: 1, page: 1, page_size: 20, page_count: 1 });
    expect(byOwner.body.registries[0]).toEqual({
      registry_key: 'alex-and-jordan',
      owner_first_name: 'Alex',
      owner_last_name: 'Morgan',
      partner_first_name: 'Jordan',
      partner_last_name: 'Lee',
      wedding_date: '2027-06-12',
      is_past_wedding_date: false,
      registry_path: '/registry/alex-and-jordan',
      location: null,
      couple_photo: null,
    });
    expect((await find('first_name=riley')).body.registries.map((r: { registry_key: string }) => r.registry_key)).toEqual([
      'sam-and-riley',
    ]);
    expect((await find('first_name=riley&last_name=chen')).body.total).toBe(1);
    // Both names must belong to the same person.
    expect((await find('first_name=riley&last_name=patel')).body).toMatchObject({ registries: [], total: 0, page: 1, page_count: 1 });
    // Wildcards are literal.
    expect((await find('last_name=%25')).body.total).toBe(0);
  });

  it('narrows by wedding month and year and pages', async () => {
    expect((await find('first_name=alex&year=2027&month=6')).body.total).toBe(1);
    expect((await find('first_name=alex&year=2027&month=7')).body.total).toBe(0);
    expect((await find('first_name=sam&year=2026')).body.total).toBe(1);
    const paged = await find('last_name=l&page=2&page_size=1');
    expect(paged.body).toMatchObject({ page: 2, page_size: 1, registries: [] });
  });

  it('explains what is missing', async () => {
    const none = await find('');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Invalid last_name: Enter a first or last name to find a couple.');
    expect((await find('last_name=lee&month=6')).body.message).toBe('Invalid year: Choose a year to search by month.');
    expect((await find('last_name=lee&month=13&year=2027')).status).toBe(400);
  });

  it('can answer a name prefix from the name index', async () => {
    const db = t.database.db;
    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await db.execute(
        sql`explain select id from weddings where lower(owner_last_name) like 'mor%' or lower(partner_last_name) like 'mor%'`,
      );
      const text = (plan as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join('\n');
      expect(text).toContain('weddings_owner_name_idx');
      expect(text).toContain('weddings_partner_name_idx');
    } finally {
      await db.execute(sql`set enable_seqscan = on`);
    }
  });
});
