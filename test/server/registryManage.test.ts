import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';

const V1 = '/web-registry-api/v1';
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

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface Item {
  id: number;
  kind: string;
  title: string;
  purchased_qty: number;
  requested_qty: number;
  collection_id: number | null;
  category_key: string | null;
  note: string;
}

async function ownItems(c: TestClient, slug: string): Promise<Item[]> {
  const res = await c.post(`${V1}/registryCollection/search`, { registry_key: slug, filters: [] });
  expect(res.status).toBe(200);
  return res.body.items as Item[];
}

async function versionOf(slug: string): Promise<number> {
  const [row] = await rows<{ version: number }>(sql`select version from registries where slug = ${slug}`);
  return Number(row!.version);
}

describe('authorization on every couple route', () => {
  it('answers 401 to signed-out callers, 404 to accounts without a registry, and 404 for another couple’s things', async () => {
    const [alexItem] = await rows<{ id: number }>(
      sql`select i.id from registry_items i join registries r on r.id = i.registry_id where r.slug = 'alex-and-jordan' and i.purchased_qty = 0 order by i.id limit 1`,
    );
    const [alexCollection] = await rows<{ id: number }>(
      sql`select c.id from registry_collections c join registries r on r.id = c.registry_id where r.slug = 'alex-and-jordan' order by c.id limit 1`,
    );
    const [alexGift] = await rows<{ id: number }>(
      sql`select g.id from registry_gifts g join registries r on r.id = g.registry_id where r.slug = 'alex-and-jordan' order by g.id limit 1`,
    );
    const [pack] = await rows<{ id: number }>(sql`select id from quick_add_packs order by position limit 1`);
    const address = { name: 'A', address1: '1 Main St', city: 'Albany', state_province_region: 'NY', postal_code: '12207' };
    const calls: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]> = [
      ['GET', `${V1}/registry/summary`],
      ['POST', `${V1}/registry/publish`, { published: true }],
      ['POST', `${V1}/registryCollection/add-cash`, { title: 'Fund', fund_type: 'CUSTOM' }],
      ['POST', `${V1}/registryCollection/external-product`, { url: 'https://example.com/x', title: 'X', price_cents: 100 }],
      ['PUT', `${V1}/registry/items/${alexItem!.id}`, { note: 'mine now' }],
      ['DELETE', `${V1}/registry/items/${alexItem!.id}`],
      ['GET', `${V1}/registry/collections`],
      ['POST', `${V1}/registry/collections`, { name: 'Stolen' }],
      ['PUT', `${V1}/registry/collections/${alexCollection!.id}`, { name: 'Renamed' }],
      ['PUT', `${V1}/registry/collections/order`, { collection_ids: [alexCollection!.id] }],
      ['DELETE', `${V1}/registry/collections/${alexCollection!.id}`],
      ['GET', `${V1}/registry/shipping-address`],
      ['PUT', `${V1}/registry/shipping-address`, address],
      ['POST', `${V1}/registry/quick-add-packs/${pack!.id}/add`, {}],
      ['GET', `${V1}/registry/gift-tracker`],
      ['PUT', `${V1}/registry/gift-tracker/${alexGift!.id}`, { thank_you_sent: true }],
      ['GET', `${V1}/registry/checklist`],
    ];
    const signedOut = new TestClient(t.app);
    const casey = await login('guest@confetti.test');
    for (const [method, url, body] of calls) {
      const out = await signedOut.request(method, url, body);
      expect([url, out.status, out.body.message]).toEqual([url, 401, 'Please log in to continue.']);
      const noRegistry = await casey.request(method, url, body);
      expect([url, noRegistry.status, noRegistry.body.message]).toEqual([url, 404, 'You do not have a registry yet']);
    }
    // Even a malformed body from a signed-out caller is a 401, not a validation error.
    expect((await signedOut.post(`${V1}/registryCollection/add-cash`, { title: '' })).status).toBe(401);

    // Sam and Riley can reach none of Alex and Jordan's items, collections or gifts.
    const sam = await login('sam@confetti.test');
    const before = await versionOf('alex-and-jordan');
    const crossCouple: Array<[method: 'PUT' | 'DELETE', url: string, body?: unknown, message?: string]> = [
      ['PUT', `${V1}/registry/items/${alexItem!.id}`, { note: 'mine now' }, 'We could not find that item on your registry.'],
      ['DELETE', `${V1}/registry/items/${alexItem!.id}`, undefined, 'We could not find that item on your registry.'],
      ['PUT', `${V1}/registry/collections/${alexCollection!.id}`, { name: 'Renamed' }, 'Collection not found'],
      ['DELETE', `${V1}/registry/collections/${alexCollection!.id}`, undefined, 'Collection not found'],
      ['PUT', `${V1}/registry/gift-tracker/${alexGift!.id}`, { thank_you_sent: true }, 'We could not find that gift.'],
    ];
    for (const [method, url, body, message] of crossCouple) {
      const res = await sam.request(method, url, body);
      expect([url, res.status, res.body.message]).toEqual([url, 404, message]);
    }
    expect((await sam.put(`${V1}/registry/collections/order`, { collection_ids: [alexCollection!.id] })).body.message).toBe(
      'Send every collection of your registry exactly once.',
    );
    expect(
      (await sam.post(`${V1}/registryCollection/add-cash`, { title: 'Fund', fund_type: 'CUSTOM', collection_id: alexCollection!.id }))
        .status,
    ).toBe(404);
    expect(await versionOf('alex-and-jordan')).toBe(before);
  });

  it('needs the CSRF header on writes', async () => {
    const alex = await login('alex@confetti.test');
    const res = await t.app.inject({
      method: 'POST',
      url: `${V1}/registry/collections`,
      payload: { name: 'No token' },
      headers: { cookie: [...alex.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('adding cash funds and gifts from other stores', () => {
  it('adds a cash fund with a type, goal and default image, and explains bad input', async () => {
    const alex = await login('alex@confetti.test');
    const before = await versionOf('alex-and-jordan');
    const res = await alex.post(`${V1}/registryCollection/add-cash`, {
      title: ' Safari Honeymoon ',
      description: 'Two weeks in Kenya',
      fund_type: 'HONEYMOON',
      goal_cents: 600000,
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      kind: 'CASH_FUND',
      title: 'Safari Honeymoon',
      description: 'Two weeks in Kenya',
      image_url: '/media/scene/honeymoon-fund.svg',
      price_cents: null,
      remaining: null,
      cash_fund: { fund_type: 'HONEYMOON', goal_cents: 600000, contributed_cents: 0, contribution_count: 0, contributions: [] },
      is_available: true,
    });
    expect(await versionOf('alex-and-jordan')).toBe(before + 1);
    const items = await ownItems(alex, 'alex-and-jordan');
    expect(items.at(-1)!.id).toBe(res.body.item.id); // new gifts go to the end of the couple's order

    const noGoal = await alex.post(`${V1}/registryCollection/add-cash`, { title: 'Anything helps', fund_type: 'CUSTOM' });
    expect(noGoal.body.item.cash_fund).toEqual({
      fund_type: 'CUSTOM',
      goal_cents: null,
      contributed_cents: 0,
      contribution_count: 0,
      contributions: [],
    });

    const cases: Array<[unknown, string, string]> = [
      [{ title: '  ', fund_type: 'CUSTOM' }, 'title', 'Please give your fund a name.'],
      [{ fund_type: 'CUSTOM' }, 'title', 'Please give your fund a name.'],
      [{ title: 'Fund', fund_type: 'PONY' }, 'fund_type', 'Choose a fund type.'],
      [{ title: 'Fund', fund_type: 'HOME', goal_cents: 50 }, 'goal_cents', 'The goal must be between $1 and $100,000.'],
      [{ title: 'Fund', fund_type: 'HOME', goal_cents: 10_000_001 }, 'goal_cents', 'The goal must be between $1 and $100,000.'],
      [{ title: 'x'.repeat(101), fund_type: 'HOME' }, 'title', 'Fund names can be at most 100 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const bad = await alex.post(`${V1}/registryCollection/add-cash`, body);
      expect([bad.status, bad.body.fields?.[field]]).toEqual([400, message]);
      expect(bad.body.message).toBe(`Invalid ${field}: ${message}`);
    }
  });

  it('adds an external gift, naming the store from the address when not given', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.post(`${V1}/registryCollection/external-product`, {
      url: 'https://www.etsy.com/listing/123/linen-apron',
      title: 'Linen Apron',
      price_cents: 4200,
      quantity: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      kind: 'EXTERNAL',
      title: 'Linen Apron',
      price_cents: 4200,
      requested_qty: 2,
      remaining: 2,
      external: { store_name: 'Etsy', url: 'https://www.etsy.com/listing/123/linen-apron' },
      image_url: '/media/scene/external-gift.svg',
      category_key: null,
    });
    const uk = await alex.post(`${V1}/registryCollection/external-product`, {
      url: 'http://shop.john-lewis.co.uk/item',
      title: 'Toaster',
      price_cents: 5000,
    });
    expect(uk.body.item.external.store_name).toBe('John Lewis');
    const named = await alex.post(`${V1}/registryCollection/external-product`, {
      url: 'https://example.com/x',
      title: 'Lamp',
      price_cents: 0,
      store_name: 'Corner Shop',
      image_url: 'https://example.com/lamp.jpg',
    });
    expect(named.body.item).toMatchObject({
      external: { store_name: 'Corner Shop' },
      image_url: 'https://example.com/lamp.jpg',
      price_cents: 0,
    });

    const cases: Array<[unknown, string, string]> = [
      [
        { url: 'ftp://example.com/x', title: 'X', price_cents: 100 },
        'url',
        "Enter the gift's web address, starting with http:// or https://.",
      ],
      [
        { url: 'javascript:alert(1)', title: 'X', price_cents: 100 },
        'url',
        "Enter the gift's web address, starting with http:// or https://.",
      ],
      [{ title: 'X', price_cents: 100 }, 'url', "Enter the gift's web address, starting with http:// or https://."],
      [{ url: 'https://example.com/x', title: '', price_cents: 100 }, 'title', 'Please give the gift a name.'],
      [{ url: 'https://example.com/x', title: 'X', price_cents: -1 }, 'price_cents', 'Enter a price between $0 and $100,000.'],
      [{ url: 'https://example.com/x', title: 'X', price_cents: 12.5 }, 'price_cents', 'Enter the price in whole cents.'],
      [{ url: 'https://example.com/x', title: 'X' }, 'price_cents', 'Enter a price between $0 and $100,000.'],
      [{ url: 'https://example.com/x', title: 'X', price_cents: 1, quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    ];
    for (const [body, field, message] of cases) {
      const bad = await alex.post(`${V1}/registryCollection/external-product`, body);
      expect([bad.status, bad.body.fields?.[field]]).toEqual([400, message]);
    }
  });
});

describe('managing items and collections', () => {
  it('updates quantity, most wanted, note and collection, never below what was purchased', async () => {
    const sam = await login('sam@confetti.test');
    const items = await ownItems(sam, 'sam-and-riley');
    const bought = items.find((i) => i.kind === 'PRODUCT' && i.purchased_qty > 0)!;
    // Two already bought (as a checkout would record them): asking for one is refused. Restored below,
    // so the gift tracker still agrees with the purchases.
    const original = { requested: bought.requested_qty, purchased: bought.purchased_qty };
    await t.database.db.execute(
      sql`update registry_items set requested_qty = greatest(requested_qty, 2), purchased_qty = 2 where id = ${bought.id}`,
    );
    bought.purchased_qty = 2;
    const tooLow = await sam.put(`${V1}/registry/items/${bought.id}`, { requested_qty: 1 });
    expect([tooLow.status, tooLow.body.message]).toEqual([400, 'You cannot ask for fewer than the 2 already purchased.']);
    expect((await sam.put(`${V1}/registry/items/${bought.id}`, { requested_qty: 2 })).body.item).toMatchObject({
      requested_qty: 2,
      remaining: 0,
      is_available: false,
    });
    const ok = await sam.put(`${V1}/registry/items/${bought.id}`, {
      requested_qty: bought.purchased_qty + 2,
      most_wanted: true,
      note: '  Please!  ',
      collection_id: null,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.item).toMatchObject({
      id: bought.id,
      requested_qty: bought.purchased_qty + 2,
      remaining: 2,
      most_wanted: true,
      note: 'Please!',
      collection_id: null,
      is_available: true,
    });

    const collections = (await sam.get(`${V1}/registry/collections`)).body.collections as Array<{ id: number }>;
    const moved = await sam.put(`${V1}/registry/items/${bought.id}`, { collection_id: collections[1]!.id });
    expect(moved.body.item.collection_id).toBe(collections[1]!.id);

    const longNote = await sam.put(`${V1}/registry/items/${bought.id}`, { note: 'x'.repeat(501) });
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toBe('Invalid note: Notes can be at most 500 characters.');
    expect((await sam.put(`${V1}/registry/items/${bought.id}`, { note: 'x'.repeat(500) })).status).toBe(200);
    expect((await sam.put(`${V1}/registry/items/${bought.id}`, {})).status).toBe(400);
    expect((await sam.put(`${V1}/registry/items/${bought.id}`, { collection_id: 999999 })).body.message).toBe('Collection not found');

    const fund = items.find((i) => i.kind === 'CASH_FUND')!;
    expect((await sam.put(`${V1}/registry/items/${fund.id}`, { requested_qty: 3 })).body.message).toBe('A cash fund has no quantity.');
    const renamed = await sam.put(`${V1}/registry/items/${fund.id}`, { title: 'Maui Honeymoon', goal_cents: 700000 });
    expect(renamed.body.item).toMatchObject({ title: 'Maui Honeymoon', cash_fund: { goal_cents: 700000 } });
    expect((await sam.put(`${V1}/registry/items/${bought.id}`, { goal_cents: 5000 })).body.message).toBe('Only a cash fund has a goal.');
    await t.database.db.execute(
      sql`update registry_items set requested_qty = ${original.requested}, purchased_qty = ${original.purchased} where id = ${bought.id}`,
    );
  });

  it('deletes an unbought gift and keeps a bought one with its history', async () => {
    const sam = await login('sam@confetti.test');
    const items = await ownItems(sam, 'sam-and-riley');
    const bought = items.find((i) => i.purchased_qty > 0)!;
    const refused = await sam.delete(`${V1}/registry/items/${bought.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'registry.item_purchased',
      message:
        'Someone has already bought this gift, so it stays on your registry. You can lower its quantity to what was purchased instead.',
    });
    const fund = items.find((i) => i.kind === 'CASH_FUND')!;
    expect((await sam.delete(`${V1}/registry/items/${fund.id}`)).status).toBe(409);

    const fresh = items.find((i) => i.kind === 'PRODUCT' && i.purchased_qty === 0)!;
    const gone = await sam.delete(`${V1}/registry/items/${fresh.id}`);
    expect(gone.body).toEqual({ id: fresh.id, deleted: true });
    expect((await ownItems(sam, 'sam-and-riley')).some((i) => i.id === fresh.id)).toBe(false);
    expect((await sam.delete(`${V1}/registry/items/${fresh.id}`)).status).toBe(404);
  });

  it('creates, renames, reorders and deletes collections; deleted collections leave their items uncollected', async () => {
    const jordan = await login('jordan@confetti.test');
    const created = await jordan.post(`${V1}/registry/collections`, { name: '  Bar Cart ' });
    expect(created.status).toBe(201);
    expect(created.body.collection).toMatchObject({ name: 'Bar Cart', item_count: 0, position: 3 });
    const dup = await jordan.post(`${V1}/registry/collections`, { name: 'bar cart' });
    expect([dup.status, dup.body.message]).toEqual([409, 'You already have a collection called "bar cart".']);
    expect((await jordan.post(`${V1}/registry/collections`, { name: '' })).body.fields.name).toBe('Please name the collection.');

    const id = created.body.collection.id as number;
    const renamed = await jordan.put(`${V1}/registry/collections/${id}`, { name: 'Bar & Wine' });
    expect(renamed.body.collection.name).toBe('Bar & Wine');
    expect((await jordan.put(`${V1}/registry/collections/${id}`, { name: 'home' })).status).toBe(409);
    expect((await jordan.put(`${V1}/registry/collections/${id}`, { name: 'BAR & wine' })).status).toBe(200); // its own name, recased

    const list = (await jordan.get(`${V1}/registry/collections`)).body as {
      collections: Array<{ id: number; name: string; item_count: number }>;
      uncollected_count: number;
    };
    const ids = list.collections.map((c) => c.id);
    const reversed = [...ids].reverse();
    const reordered = await jordan.put(`${V1}/registry/collections/order`, { collection_ids: reversed });
    expect(reordered.body.collections.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await jordan.put(`${V1}/registry/collections/order`, { collection_ids: reversed.slice(1) })).status).toBe(400);
    expect((await jordan.put(`${V1}/registry/collections/order`, { collection_ids: [...reversed, reversed[0]] })).status).toBe(400);

    const home = list.collections.find((c) => c.name === 'Home')!;
    const deleted = await jordan.delete(`${V1}/registry/collections/${home.id}`);
    expect(deleted.body).toEqual({ id: home.id, deleted: true, uncollected_item_count: home.item_count });
    const after = (await jordan.get(`${V1}/registry/collections`)).body as typeof list;
    expect(after.collections.some((c) => c.id === home.id)).toBe(false);
    expect(after.uncollected_count).toBe(list.uncollected_count + home.item_count);
  });
});

describe("the couple's shipping address", () => {
  it('reads and validates it, reports items that cannot ship to Hawaii or Alaska, and keeps it from guests', async () => {
    const alex = await login('alex@confetti.test');
    const current = await alex.get(`${V1}/registry/shipping-address`);
    expect(current.body.address).toEqual({
      name: 'Alex Morgan',
      address1: '214 Clinton Street',
      address2: '',
      city: 'Brooklyn',
      state_province_region: 'NY',
      postal_code: '11201',
      country: 'US',
    });
    expect(current.headers['cache-control']).toBe('private, no-store');

    const base = {
      name: 'Alex Morgan',
      address1: '1600 Pennsylvania Ave NW',
      city: 'Washington',
      state_province_region: 'dc',
      postal_code: '20500-0003',
    };
    const dc = await alex.put(`${V1}/registry/shipping-address`, base);
    expect(dc.status).toBe(200);
    expect(dc.body).toEqual({ address: { ...base, address2: '', state_province_region: 'DC', country: 'US' }, restricted_items: [] });
    expect((await alex.put(`${V1}/registry/shipping-address`, { ...base, state_province_region: 'PR', postal_code: '00901' })).status).toBe(
      200,
    );

    const bad: Array<[unknown, string, string]> = [
      [{ ...base, state_province_region: 'XX' }, 'state_province_region', 'Choose a US state or territory.'],
      [{ ...base, state_province_region: 'Ontario' }, 'state_province_region', 'Choose a US state or territory.'],
      [{ ...base, postal_code: '1234' }, 'postal_code', 'Enter a 5-digit ZIP code (or ZIP+4).'],
      [{ ...base, postal_code: '12345-67' }, 'postal_code', 'Enter a 5-digit ZIP code (or ZIP+4).'],
      [{ ...base, address1: '' }, 'address1', 'Please enter a street address.'],
    ];
    for (const [body, field, message] of bad) {
      const res = await alex.put(`${V1}/registry/shipping-address`, body);
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
    }

    // Make sure the registry holds a product that cannot ship to Alaska.
    const [restrictedSku] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.id as product_id, s.id as sku_id from products p join skus s on s.product_id = p.id
      where p.shipping_restrictions is not null and not (p.shipping_restrictions ? 'US_ALASKA_AND_HAWAII') order by s.id limit 1`);
    const held = await alex.post(`${V1}/registryCollection/add`, {
      product_id: restrictedSku!.product_id,
      sku_id: restrictedSku!.sku_id,
      quantity: 1,
    });
    // Added now, or already there (the 409 'registry.duplicate' answer).
    expect(held.status === 200 || held.body.code === 'registry.duplicate').toBe(true);
    const restricted = await rows<{ id: number }>(sql`
      select i.id from registry_items i join registries r on r.id = i.registry_id join products p on p.id = i.product_id
      where r.slug = 'alex-and-jordan' and p.shipping_restrictions is not null and not (p.shipping_restrictions ? 'US_ALASKA_AND_HAWAII') order by i.id`);
    expect(restricted.length).toBeGreaterThan(0);
    const ak = await alex.put(`${V1}/registry/shipping-address`, {
      ...base,
      city: 'Anchorage',
      state_province_region: 'AK',
      postal_code: '99501',
    });
    expect(ak.body.restricted_items.map((i: { id: number }) => i.id).sort((a: number, b: number) => a - b)).toEqual(
      restricted.map((r) => r.id),
    );
    expect((await alex.get(`${V1}/registry/user-info`)).body.address_view).toEqual({ state_province_region: 'AK' });

    const back = await alex.put(`${V1}/registry/shipping-address`, {
      name: 'Alex Morgan',
      address1: '214 Clinton Street',
      city: 'Brooklyn',
      state_province_region: 'NY',
      postal_code: '11201',
    });
    expect(back.body.restricted_items).toEqual([]);
    const guestView = await new TestClient(t.app).post(`${V1}/registryCollection/search`, { registry_key: 'alex-and-jordan', filters: [] });
    expect(JSON.stringify(guestView.body)).not.toContain('Clinton');
  });
});

describe('quick-add packs', () => {
  it('lists the seeded packs with products, prices and cash funds to anyone', async () => {
    const res = await new TestClient(t.app).get(`${V1}/registry/quick-add-packs`);
    expect(res.status).toBe(200);
    const packs = res.body.packs as Array<{
      slug: string;
      name: string;
      total_cents: number;
      items: Array<{
        kind: string;
        price_cents: number | null;
        quantity: number;
        on_registry: boolean | null;
        can_ship: boolean | null;
        cash_fund: unknown;
      }>;
    }>;
    expect(packs.map((p) => p.name)).toEqual(['Kitchen essentials', 'Bar cart', 'Bed & bath', 'Honeymoon']);
    for (const pack of packs) {
      expect(pack.items.length).toBeGreaterThan(0);
      expect(pack.total_cents).toBe(pack.items.reduce((n, i) => n + (i.price_cents ?? 0) * i.quantity, 0));
      for (const item of pack.items) expect([item.on_registry, item.can_ship]).toEqual([null, null]);
    }
    const honeymoon = packs.find((p) => p.slug === 'honeymoon')!;
    expect(honeymoon.items.filter((i) => i.kind === 'CASH_FUND').map((i) => i.cash_fund)).toEqual([
      { fund_type: 'HONEYMOON', goal_cents: 500000 },
      { fund_type: 'HONEYMOON', goal_cents: 180000 },
    ]);
  });

  it('adds a pack in one go for the Hawaii couple, skipping what cannot ship there, then skips what is already on', async () => {
    const sam = await login('sam@confetti.test');
    const list = (await sam.get(`${V1}/registry/quick-add-packs`)).body.packs as Array<{
      id: number;
      slug: string;
      items: Array<{ id: number; title: string; can_ship: boolean; on_registry: boolean }>;
    }>;
    const kitchen = list.find((p) => p.slug === 'kitchen-essentials')!;
    const unshippable = kitchen.items.filter((i) => !i.can_ship);
    expect(unshippable.length).toBeGreaterThan(0); // the seed puts one in every pack whose category has such a product
    const alreadyOn = kitchen.items.filter((i) => i.on_registry);
    const before = (await ownItems(sam, 'sam-and-riley')).length;

    const res = await sam.post(`${V1}/registry/quick-add-packs/${kitchen.id}/add`, {});
    expect(res.status).toBe(200);
    const skipped = res.body.skipped as Array<{ pack_item_id: number; reason: string; message: string }>;
    for (const u of unshippable.filter((i) => !i.on_registry)) {
      expect(skipped).toContainEqual(
        expect.objectContaining({
          pack_item_id: u.id,
          reason: 'CANNOT_SHIP_TO_HAWAII_ALASKA',
          message: 'Product cannot be shipped to Hawaii or Alaska',
        }),
      );
    }
    for (const a of alreadyOn)
      expect(skipped).toContainEqual(expect.objectContaining({ pack_item_id: a.id, reason: 'ALREADY_ON_REGISTRY' }));
    const added = res.body.added as Item[];
    expect(added.length + skipped.length).toBe(kitchen.items.length);
    expect((await ownItems(sam, 'sam-and-riley')).length).toBe(before + added.length);

    const again = await sam.post(`${V1}/registry/quick-add-packs/${kitchen.id}/add`, {});
    expect(again.body.added).toEqual([]);
    expect((again.body.skipped as Array<{ reason: string }>).filter((s) => s.reason === 'ALREADY_ON_REGISTRY')).toHaveLength(
      added.length + alreadyOn.length,
    );
    const relisted = (await sam.get(`${V1}/registry/quick-add-packs`)).body.packs as typeof list;
    expect(relisted.find((p) => p.id === kitchen.id)!.items.filter((i) => i.on_registry)).toHaveLength(added.length + alreadyOn.length);
    expect((await sam.post(`${V1}/registry/quick-add-packs/999999/add`, {})).body.message).toBe('We could not find that pack.');
  });

  it('adds the honeymoon pack with its cash funds into a chosen collection for the New York couple', async () => {
    const alex = await login('alex@confetti.test');
    const list = (await alex.get(`${V1}/registry/quick-add-packs`)).body.packs as Array<{
      id: number;
      slug: string;
      items: Array<{ can_ship: boolean }>;
    }>;
    const honeymoon = list.find((p) => p.slug === 'honeymoon')!;
    expect(honeymoon.items.every((i) => i.can_ship)).toBe(true);
    const collection = (await alex.post(`${V1}/registry/collections`, { name: 'Honeymoon' })).body.collection as { id: number };
    const res = await alex.post(`${V1}/registry/quick-add-packs/${honeymoon.id}/add`, { collection_id: collection.id });
    const added = res.body.added as Array<Item & { cash_fund: { fund_type: string } | null }>;
    expect(added.filter((i) => i.kind === 'CASH_FUND').map((i) => [i.title, i.cash_fund!.fund_type])).toEqual([
      ['Honeymoon Fund', 'HONEYMOON'],
      ['Flights to Our Honeymoon', 'HONEYMOON'],
    ]);
    expect(added.every((i) => i.collection_id === collection.id)).toBe(true);
  });
});

describe('gift tracker, checklist and summary', () => {
  it('lists the gifts received, with totals that agree with what was purchased', async () => {
    const riley = await login('riley@confetti.test');
    const res = await riley.get(`${V1}/registry/gift-tracker`);
    expect(res.status).toBe(200);
    const gifts = res.body.gifts as Array<{
      id: number;
      giver_name: string;
      received_at: string;
      quantity: number;
      amount_cents: number;
      thank_you_sent: boolean;
      item: { id: number; kind: string } | null;
    }>;
    const [purchased] = await rows<{ qty: number; funds: number }>(sql`
      select coalesce(sum(i.purchased_qty) filter (where i.kind <> 'CASH_FUND'), 0)::int as qty, coalesce(sum(i.contributed_cents), 0)::int as funds
      from registry_items i join registries r on r.id = i.registry_id where r.slug = 'sam-and-riley'`);
    expect(gifts.filter((g) => g.item?.kind !== 'CASH_FUND').reduce((n, g) => n + g.quantity, 0)).toBe(Number(purchased!.qty));
    expect(gifts.filter((g) => g.item?.kind === 'CASH_FUND').reduce((n, g) => n + g.amount_cents, 0)).toBe(Number(purchased!.funds));
    for (const g of gifts) expect(g.amount_cents).toBeGreaterThan(0);
    expect([...gifts].sort((a, b) => b.received_at.localeCompare(a.received_at))).toEqual(gifts);
    expect(res.body.totals).toEqual({
      gift_count: gifts.length,
      amount_cents: gifts.reduce((n, g) => n + g.amount_cents, 0),
      thank_you_pending: gifts.filter((g) => !g.thank_you_sent).length,
    });

    const pending = (await riley.get(`${V1}/registry/gift-tracker?thank_you=pending`)).body.gifts as typeof gifts;
    expect(pending.every((g) => !g.thank_you_sent)).toBe(true);
    const marked = await riley.put(`${V1}/registry/gift-tracker/${pending[0]!.id}`, { thank_you_sent: true });
    expect(marked.body.gift).toMatchObject({ id: pending[0]!.id, thank_you_sent: true });
    const after = await riley.get(`${V1}/registry/gift-tracker?thank_you=pending`);
    expect(after.body.gifts).toHaveLength(pending.length - 1);
    expect(after.body.totals.thank_you_pending).toBe(pending.length - 1);
    expect((await riley.put(`${V1}/registry/gift-tracker/${pending[0]!.id}`, { thank_you_sent: 'yes' })).body.fields.thank_you_sent).toBe(
      'must be true or false',
    );
    expect((await riley.get(`${V1}/registry/gift-tracker?thank_you=maybe`)).status).toBe(400);

    const alex = await login('alex@confetti.test');
    const alexGifts = (await alex.get(`${V1}/registry/gift-tracker`)).body.gifts as typeof gifts;
    expect(alexGifts.length).toBeGreaterThanOrEqual(3); // two early gifts and a fund contribution
  });

  it('computes the checklist from the couple’s items', async () => {
    const jordan = await login('jordan@confetti.test');
    const before = await jordan.get(`${V1}/registry/checklist`);
    expect(before.status).toBe(200);
    const categories = before.body.categories as Array<{
      key: string;
      name: string;
      added_count: number;
      counted_count: number;
      percent: number;
      suggested_count: number;
      complete: boolean;
      shop_path: string;
    }>;
    expect(categories.map((c) => c.name)).toEqual([
      'Kitchen',
      'Dining',
      'Bar & entertaining',
      'Bed & bath',
      'Home decor',
      'Outdoor',
      'Tech',
      'Experiences',
      'Cash funds',
      'Gift cards',
    ]);
    const items = await ownItems(jordan, 'alex-and-jordan');
    const kitchen = categories.find((c) => c.key === 'kitchen')!;
    expect(kitchen.added_count).toBe(items.filter((i) => i.kind === 'PRODUCT' && i.category_key === 'kitchen').length);
    expect(categories.find((c) => c.key === 'cash-funds')!).toMatchObject({
      added_count: items.filter((i) => i.kind === 'CASH_FUND').length,
      complete: true,
      shop_path: '/shop/honeymoon-cash-funds',
    });
    // One definition everywhere: each category counts at most its suggestion; the totals are the sums;
    // the percentages are those ratios, rounded down (never "4 of 3" or "28 of 36" beside 69%).
    for (const c of categories) {
      expect(c.counted_count).toBe(Math.min(c.added_count, c.suggested_count));
      expect(c.percent).toBe(Math.floor((c.counted_count * 100) / c.suggested_count));
      expect(c.complete).toBe(c.counted_count === c.suggested_count);
    }
    expect(before.body.suggested_total).toBe(categories.reduce((n, c) => n + c.suggested_count, 0));
    expect(before.body.counted_total).toBe(categories.reduce((n, c) => n + c.counted_count, 0));
    expect(before.body.percent_complete).toBe(Math.floor((before.body.counted_total * 100) / before.body.suggested_total));
    expect(before.body).not.toHaveProperty('added_total');

    const [product] = await rows<{ product_id: number; sku_id: number }>(sql`
      select p.id as product_id, s.id as sku_id from products p join categories c on c.id = p.top_category_id join skus s on s.product_id = p.id
      where c.key = 'tech' and p.kind = 'PRODUCT' and s.id not in (select sku_id from registry_items where sku_id is not null) order by p.id, s.id limit 1`);
    expect(
      (await jordan.post(`${V1}/registryCollection/add`, { product_id: product!.product_id, sku_id: product!.sku_id, quantity: 1 })).status,
    ).toBe(200);
    const after = await jordan.get(`${V1}/registry/checklist`);
    const tech = (after.body.categories as typeof categories).find((c) => c.key === 'tech')!;
    expect(tech.added_count).toBe(categories.find((c) => c.key === 'tech')!.added_count + 1);

    // Past the suggestion (tech suggests 2): the extra gift is on the registry, not in the count.
    const more = await rows<{ product_id: number; sku_id: number }>(sql`
      select distinct on (p.id) p.id as product_id, s.id as sku_id from products p join categories c on c.id = p.top_category_id
      join skus s on s.product_id = p.id
      where c.key = 'tech' and p.kind = 'PRODUCT' and s.id not in (select sku_id from registry_items where sku_id is not null)
      order by p.id, s.id limit 3`);
    expect(more.length).toBe(3);
    for (const p of more) {
      expect((await jordan.post(`${V1}/registryCollection/add`, { product_id: p.product_id, sku_id: p.sku_id, quantity: 1 })).status).toBe(
        200,
      );
    }
    const full = await jordan.get(`${V1}/registry/checklist`);
    const fullTech = (full.body.categories as typeof categories).find((c) => c.key === 'tech')!;
    expect(fullTech).toMatchObject({ suggested_count: 2, counted_count: 2, percent: 100, complete: true });
    expect(fullTech.added_count).toBeGreaterThan(2);
    expect(full.body.counted_total).toBe((full.body.categories as typeof categories).reduce((n, c) => n + c.counted_count, 0));
    expect(full.body.counted_total).toBeLessThanOrEqual(full.body.suggested_total);
  });

  it('summarises the registry for the couple, before and after the wedding date', async () => {
    const alex = await login('alex@confetti.test');
    const res = await alex.get(`${V1}/registry/summary`);
    expect(res.status).toBe(200);
    const items = await ownItems(alex, 'alex-and-jordan');
    expect(res.body).toMatchObject({
      registry_key: 'alex-and-jordan',
      registry_path: '/registry/alex-and-jordan',
      is_published: true,
      wedding_date: '2027-06-12',
      is_past_wedding_date: false,
      item_count: items.length,
      cash_fund_count: items.filter((i) => i.kind === 'CASH_FUND').length,
      has_shipping_address: true,
    });
    expect(res.body.days_until_wedding).toBeGreaterThan(0);
    expect(res.body.gift_count).toBeGreaterThan(0);
    const sam = await login('sam@confetti.test');
    const past = (await sam.get(`${V1}/registry/summary`)).body;
    expect(past).toMatchObject({ registry_key: 'sam-and-riley', is_past_wedding_date: true });
    expect(past.days_until_wedding).toBeLessThan(0);
    expect(past.purchased_qty_total).toBeGreaterThan(0);
    expect(past.fulfilled_item_count).toBeGreaterThan(0);
  });
});
