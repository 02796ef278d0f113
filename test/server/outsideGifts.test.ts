import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { IMPORT_FAILED_MESSAGE } from '../../src/contracts/outsideGifts';
import { fixtureGuard, startFixtureSite, type FixtureSite } from './outsideFixtureSite';

const V1 = '/web-registry-api/v1';
const ALEX = 'alex-and-jordan';
const SAM = 'sam-and-riley';

let site: FixtureSite;
let t: TestApp;
/** The same app with flag giftImportBrandExtraction off. */
let noBrand: TestApp;

beforeAll(async () => {
  site = await startFixtureSite();
  // A second for the whole fetch (the real limit is 5 s): the slow page's test waits that long.
  const fetchGuard = { ...fixtureGuard(site), timeoutMs: 1000 };
  t = await createTestApp({ seed: true, fetchGuard });
  noBrand = await createTestApp({
    seed: true,
    fetchGuard,
    config: { flags: { ...t.app.config.flags, giftImportBrandExtraction: false } },
  });
});
afterAll(async () => {
  await t?.close();
  await noBrand?.close();
  await site?.close();
});

let nextIp = 1;
/** A guest, signed out, from an address of its own (the mark budget is per IP). */
const guest = (app = t) => new TestClient(app.app, { ip: `203.0.113.${nextIp++}` });

async function login(email: string, app = t) {
  const c = new TestClient(app.app);
  expect((await c.post('/website-nav/web-api/v1/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return c;
}

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>, app = t): Promise<T[]> {
  const result: unknown = await app.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function itemOf(slug: string, kind: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`select i.id from registry_items i join registries r on r.id = i.registry_id where r.slug = ${slug} and i.kind = ${kind} order by i.id limit 1`,
  );
  return Number(row!.id);
}

/** What a guest's registry page shows of one gift (through the read cache, as guests get it). */
async function guestView(c: TestClient, slug: string, id: number) {
  const res = await c.post(`${V1}/registryCollection/search`, { registry_key: slug, filters: [] });
  expect(res.status).toBe(200);
  return (res.body.items as Array<{ id: number; purchased_qty: number; remaining: number; requested_qty: number }>).find(
    (i) => i.id === id,
  )!;
}

const mark = (c: TestClient, slug: string, id: number, body: Record<string, unknown>) =>
  c.post(`${V1}/registry/public/${slug}/items/${id}/purchases`, body);

describe('a guest marks an outside gift as purchased', () => {
  it('records it for the couple and moves what guests see still needed', async () => {
    const alex = await login('alex@confetti.test');
    const board = await itemOf(ALEX, 'EXTERNAL');
    expect((await alex.put(`${V1}/registry/items/${board}`, { requested_qty: 3 })).status).toBe(200);
    const g = guest();
    const before = await guestView(g, ALEX, board);
    expect(before).toMatchObject({ requested_qty: 3, purchased_qty: 0, remaining: 3 });
    const [{ version: versionBefore }] = (await rows<{ version: number }>(sql`select version from registries where slug = ${ALEX}`)) as [
      { version: number },
    ];

    const res = await mark(g, ALEX, board, {
      quantity: 2,
      giver_name: '  Aunt Rosa ',
      message: 'For your first dinner party!',
      giver_email: 'Rosa@Example.com',
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({ id: board, kind: 'EXTERNAL', purchased_qty: 2, remaining: 1, is_available: true });
    expect(res.body.purchase).toMatchObject({ quantity: 2, giver_name: 'Aunt Rosa' });

    // The registry's version moved in the same transaction, so the guest's next read is fresh.
    const [{ version: versionAfter }] = (await rows<{ version: number }>(sql`select version from registries where slug = ${ALEX}`)) as [
      { version: number },
    ];
    expect(Number(versionAfter)).toBeGreaterThan(Number(versionBefore));
    expect(await guestView(g, ALEX, board)).toMatchObject({ purchased_qty: 2, remaining: 1 });
    expect(await guestView(guest(), ALEX, board)).toMatchObject({ purchased_qty: 2, remaining: 1 });

    // The couple's tracker: giver, quantity, message, date, bought elsewhere.
    const tracker = await alex.get(`${V1}/registry/gift-tracker`);
    const gift = (tracker.body.gifts as Array<Record<string, unknown>>).find((x) => x.id === res.body.purchase.id)!;
    expect(gift).toMatchObject({
      giver_name: 'Aunt Rosa',
      giver_email: 'rosa@example.com',
      quantity: 2,
      message: 'For your first dinner party!',
      amount_cents: 2 * 8900,
      bought_elsewhere: true,
      order_id: null,
      description: 'Handmade Walnut Serving Board (from Etsy)',
      item: { id: board, kind: 'EXTERNAL' },
    });
    expect(Date.now() - Date.parse(gift.received_at as string)).toBeLessThan(60_000);
    // The seeded gifts (received through us) are not "bought elsewhere".
    const others = (tracker.body.gifts as Array<{ id: number; bought_elsewhere: boolean }>).filter((x) => x.id !== gift.id);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) expect(other.bought_elsewhere).toBe(false);

    // More than is still needed: refused, with what is left; nothing changes.
    const over = await mark(guest(), ALEX, board, { quantity: 2, giver_name: 'Uncle Ben' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'outside_gifts.over_remaining', remaining: 1, message: 'Only 1 is still needed.' });
    const last = await mark(guest(), ALEX, board, { quantity: 1, giver_name: 'Uncle Ben' });
    expect(last.status).toBe(201);
    expect(last.body.item).toMatchObject({ remaining: 0, is_available: false });
    const none = await mark(guest(), ALEX, board, { quantity: 1, giver_name: 'Cousin Mae' });
    expect(none.status).toBe(409);
    expect(none.body.remaining).toBe(0);
    expect(none.body.message).toMatch(/already bought all of this gift/);
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from registry_gifts where registry_item_id = ${board}`)) as [
      { n: number },
    ];
    expect(Number(n)).toBe(2);
  });

  it('only takes gifts from other stores: never a cash fund or one of our products', async () => {
    for (const kind of ['CASH_FUND', 'PRODUCT']) {
      const res = await mark(guest(), ALEX, await itemOf(ALEX, kind), { quantity: 1, giver_name: 'Casey' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('outside_gifts.not_outside');
      expect(res.body.message).toMatch(/Only a gift from another store/);
    }
  });

  it('finds a gift only on the registry named, and only a registry guests can open', async () => {
    const samUkulele = await itemOf(SAM, 'EXTERNAL');
    expect((await mark(guest(), ALEX, samUkulele, { quantity: 1, giver_name: 'Casey' })).status).toBe(404);
    expect((await mark(guest(), 'no-such-couple', samUkulele, { quantity: 1, giver_name: 'Casey' })).status).toBe(404);
    await t.database.db.execute(sql`update registries set visibility = 'PRIVATE' where slug = ${SAM}`);
    try {
      const res = await mark(guest(), SAM, samUkulele, { quantity: 1, giver_name: 'Casey' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('We could not find that registry.');
    } finally {
      await t.database.db.execute(sql`update registries set visibility = 'PUBLIC' where slug = ${SAM}`);
    }
    await t.database.db.execute(sql`update registries set is_published = false where slug = ${SAM}`);
    try {
      expect((await mark(guest(), SAM, samUkulele, { quantity: 1, giver_name: 'Casey' })).status).toBe(404);
    } finally {
      await t.database.db.execute(sql`update registries set is_published = true where slug = ${SAM}`);
    }
  });

  it('is for guests: the couple cannot mark their own gifts', async () => {
    const sam = await login('sam@confetti.test');
    const res = await mark(sam, SAM, await itemOf(SAM, 'EXTERNAL'), { quantity: 1, giver_name: 'Sam' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('outside_gifts.own_registry');
    // A signed-in guest (not of this wedding) may.
    const casey = await login('guest@confetti.test');
    expect((await mark(casey, SAM, await itemOf(SAM, 'EXTERNAL'), { quantity: 1, giver_name: 'Casey Guest' })).status).toBe(201);
  });

  it('answers a bad form field by name, in words', async () => {
    const id = await itemOf(SAM, 'EXTERNAL');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ quantity: 1 }, 'giver_name', 'Please tell the couple who it is from.'],
      [{ quantity: 1, giver_name: '   ' }, 'giver_name', 'Please tell the couple who it is from.'],
      [{ quantity: 0, giver_name: 'A' }, 'quantity', 'Choose how many you bought (1 to 99).'],
      [{ quantity: 1.5, giver_name: 'A' }, 'quantity', 'Choose how many you bought (1 to 99).'],
      [
        { quantity: 1, giver_name: 'A', giver_email: 'not-an-email' },
        'giver_email',
        'Please enter a valid email address, or leave it empty.',
      ],
      [{ quantity: 1, giver_name: 'A', message: 'x'.repeat(501) }, 'message', 'Messages can be at most 500 characters.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await mark(guest(), SAM, id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
  });

  it('is rate-limited per address like other public writes', async () => {
    const id = await itemOf(ALEX, 'EXTERNAL'); // fully bought by now: every mark is a 409, and each is counted
    const c = guest();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await mark(c, ALEX, id, { quantity: 1, giver_name: 'Spam' })).status);
    expect(statuses.slice(0, 20).every((s) => s === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address has its own budget.
    expect((await mark(guest(), ALEX, id, { quantity: 1, giver_name: 'Casey' })).status).toBe(409);
  });
});

describe('a couple adds an outside gift by its web address', () => {
  const importPage = (c: TestClient, path: string) =>
    c.post(`${V1}/registryCollection/external-product/import`, { url: `${site.origin}${path}` });

  it('reads an Open Graph page, and copies its picture through the image pipeline', async () => {
    const alex = await login('alex@confetti.test');
    const res = await importPage(alex, '/og');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const product = res.body.product;
    expect(product).toMatchObject({
      url: `${site.origin}/og`,
      title: 'Linen Duvet Cover & Shams',
      price_cents: 129950,
      brand: 'Parachute',
      store_name: 'Parachute Home',
    });
    expect(product.image_url).toBe(`/media/images/${product.image_id}/640.webp`);
    const picture = await alex.get(product.image_url);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // Saved with the picture's id: the gift shows our copy and the brand.
    const saved = await alex.post(`${V1}/registryCollection/external-product`, {
      url: product.url,
      title: product.title,
      price_cents: product.price_cents,
      brand: product.brand,
      store_name: product.store_name,
      image_id: product.image_id,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.item).toMatchObject({ kind: 'EXTERNAL', brand: 'Parachute', image_url: product.image_url, price_cents: 129950 });
  });

  it('reads a schema.org JSON-LD page, and a page after a redirect to the same site', async () => {
    const alex = await login('alex@confetti.test');
    const ld = await importPage(alex, '/json-ld');
    expect(ld.status).toBe(200);
    expect(ld.body.product).toMatchObject({ title: 'Artisan Stand Mixer', price_cents: 44999, brand: 'KitchenAid' });
    expect(ld.body.product.image_id).toEqual(expect.any(String));
    const moved = await importPage(alex, '/redirect-to-og');
    expect(moved.status).toBe(200);
    expect(moved.body.product).toMatchObject({ url: `${site.origin}/og`, title: 'Linen Duvet Cover & Shams' });
  });

  it('reads the start of a huge page (cut at 1 MB), and leaves out a picture the pipeline cannot read', async () => {
    const alex = await login('alex@confetti.test');
    const huge = await importPage(alex, '/huge');
    expect(huge.status).toBe(200);
    expect(huge.body.product.title).toBe('Linen Duvet Cover & Shams');
    const svg = await importPage(alex, '/svg-picture-page');
    expect(svg.status).toBe(200);
    expect(svg.body.product).toMatchObject({ title: 'Linen Duvet Cover & Shams', image_id: null, image_url: null });
  });

  it.each([
    ['/bare', 'outside_gifts.nothing_found'],
    ['/redirect-private', 'outside_gifts.blocked_address'],
    ['/redirect-metadata', 'outside_gifts.blocked_address'],
    ['/loop', 'outside_gifts.too_many_redirects'],
    ['/slow', 'outside_gifts.timeout'],
    ['/json', 'outside_gifts.bad_type'],
    ['/missing', 'outside_gifts.bad_status'],
  ])('%s: falls back to typing it in (%s)', async (path, code) => {
    const alex = await login('alex@confetti.test');
    const res = await importPage(alex, path);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: IMPORT_FAILED_MESSAGE, code });
  });

  it('refuses what is not an http(s) web address before fetching anything', async () => {
    const alex = await login('alex@confetti.test');
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'not a url', 'http://localhost/']) {
      const res = await alex.post(`${V1}/registryCollection/external-product/import`, { url });
      expect(res.status).toBe(400);
      expect(res.body.fields.url).toBe("Enter the gift's web address, starting with http:// or https://.");
    }
  });

  it('is for couples with a registry: 401 signed out, 404 without a registry', async () => {
    expect((await importPage(new TestClient(t.app), '/og')).status).toBe(401);
    const casey = await login('guest@confetti.test');
    const res = await importPage(casey, '/og');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You do not have a registry yet');
    expect(site.hits.get('/og')).toBeGreaterThan(0);
  });

  it("BOLA: couple B cannot use couple A's imported picture or collection", async () => {
    const alex = await login('alex@confetti.test');
    const imported = (await importPage(alex, '/og')).body.product;
    const sam = await login('sam@confetti.test');
    const withAlexPicture = await sam.post(`${V1}/registryCollection/external-product`, {
      url: imported.url,
      title: 'Stolen picture',
      price_cents: 100,
      image_id: imported.image_id,
    });
    expect(withAlexPicture.status).toBe(404);
    expect(withAlexPicture.body.message).toBe('We could not find that picture. Please fetch the details again.');
    const [alexCollection] = await rows<{ id: number }>(
      sql`select c.id from registry_collections c join registries r on r.id = c.registry_id where r.slug = ${ALEX} order by c.id limit 1`,
    );
    const intoAlexCollection = await sam.post(`${V1}/registryCollection/external-product`, {
      url: imported.url,
      title: 'Into their collection',
      price_cents: 100,
      collection_id: alexCollection!.id,
    });
    expect(intoAlexCollection.status).toBe(404);
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from registry_items i join registries r on r.id = i.registry_id where r.slug = ${SAM} and i.title in ('Stolen picture', 'Into their collection')`,
    )) as [{ n: number }];
    expect(Number(n)).toBe(0);
    // Their own import works for them, into their own registry only.
    const own = (await importPage(sam, '/json-ld')).body.product;
    const saved = await sam.post(`${V1}/registryCollection/external-product`, {
      url: own.url,
      title: own.title,
      price_cents: own.price_cents,
      image_id: own.image_id,
    });
    expect(saved.status).toBe(201);
    const [owner] = await rows<{ slug: string }>(
      sql`select r.slug from registry_items i join registries r on r.id = i.registry_id where i.id = ${saved.body.item.id}`,
    );
    expect(owner!.slug).toBe(SAM);
  });

  it('reads no brand with flag giftImportBrandExtraction off', async () => {
    expect(t.app.config.flags.giftImportBrandExtraction).toBe(true);
    const alex = await login('alex@confetti.test', noBrand);
    for (const path of ['/og', '/json-ld']) {
      const res = await alex.post(`${V1}/registryCollection/external-product/import`, { url: `${site.origin}${path}` });
      expect(res.status).toBe(200);
      expect(res.body.product.brand).toBeNull();
      expect(res.body.product.title).not.toBeNull();
    }
  });

  it('deletes a picture imported more than a day ago that no gift uses, at the next import', async () => {
    const alex = await login('alex@confetti.test');
    const unused = (await importPage(alex, '/json-ld')).body.product.image_id as string;
    await t.database.db.execute(sql`update images set created_at = now() - interval '2 days' where purpose = 'EXTERNAL_GIFT'`);
    await importPage(alex, '/json-ld');
    const left = await rows<{ id: string }>(sql`select id from images where purpose = 'EXTERNAL_GIFT'`);
    const ids = left.map((r) => r.id);
    expect(ids).not.toContain(unused);
    // The pictures saved gifts use stay.
    const used = await rows<{ image_url: string }>(sql`select image_url from registry_items where image_url like '/media/images/%'`);
    for (const { image_url } of used) expect(ids).toContain(image_url.split('/')[3]);
  });
});
