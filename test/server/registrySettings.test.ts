import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import {
  URL_KEY_INVALID_MESSAGE,
  URL_KEY_RESERVED_MESSAGE,
  URL_KEY_TAKEN_MESSAGE,
  characterCount,
  urlKeyProblem,
} from '../../src/contracts/registrySettings';

const V1 = '/web-registry-api/v1';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A built SPA of one page: the 301 and the SPA fallback for /registry/{key} pages.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Confetti</title></head><body><div id=root></div></body></html>',
  );
  t = await createTestApp({ seed: true, config: { distDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

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
const versionOf = async (id: number) =>
  Number((await rows<{ version: number }>(sql`select version from registries where id = ${id}`))[0]!.version);
const find = (c: TestClient, first: string) => c.get(`${V1}/registry/find?first_name=${first}`);

describe('URL key rules (pure)', () => {
  it.each([
    ['alex-and-jordan', null],
    ['abc', null],
    ['a'.repeat(50), null],
    ['ab', URL_KEY_INVALID_MESSAGE],
    ['a'.repeat(51), URL_KEY_INVALID_MESSAGE],
    ['Alex', URL_KEY_INVALID_MESSAGE],
    ['alex_jordan', URL_KEY_INVALID_MESSAGE],
    ['-alex', URL_KEY_INVALID_MESSAGE],
    ['alex-', URL_KEY_INVALID_MESSAGE],
    ['alex--jordan', URL_KEY_INVALID_MESSAGE],
    ['alex jordan', URL_KEY_INVALID_MESSAGE],
    ['settings', URL_KEY_RESERVED_MESSAGE],
    ['gift-tracker', URL_KEY_RESERVED_MESSAGE],
  ])('%s → %s', (key, message) => expect(urlKeyProblem(key)).toBe(message));

  it('counts characters as spec §5 shows them', () => {
    expect(characterCount('hello', 500)).toEqual({ counter: '5/500', over: 0, message: null });
    expect(characterCount('x'.repeat(501), 500)).toEqual({ counter: '501/500', over: 1, message: 'You are 1 characters over maximum.' });
    expect(characterCount('x'.repeat(503), 500).message).toBe('You are 3 characters over maximum.');
  });
});

describe('registry settings', () => {
  it('refuses signed-out callers and accounts without a registry, and each couple reads and writes only their own', async () => {
    const signedOut = new TestClient(t.app);
    const casey = await login('guest@confetti.test');
    const calls: Array<[method: 'GET' | 'PUT', url: string, body?: unknown]> = [
      ['GET', `${V1}/registry/settings`],
      ['PUT', `${V1}/registry/settings`, { welcome_note: 'Mine now' }],
      ['GET', `${V1}/registry/url-key-available?key=whatever-key`],
    ];
    for (const [method, url, body] of calls) {
      expect((await signedOut.request(method, url, body)).status).toBe(401);
      const none = await casey.request(method, url, body);
      expect([url, none.status, none.body.message]).toEqual([url, 404, 'You do not have a registry yet']);
    }
    // BOLA: Sam (sam-and-riley) writing settings never touches Alex's registry.
    const sam = await login('sam@confetti.test');
    const alex = await login('alex@confetti.test');
    const before = (await alex.get(`${V1}/registry/settings`)).body;
    const samSaved = await sam.put(`${V1}/registry/settings`, { welcome_note: 'From Sam and Riley', visibility: 'LINK_ONLY' });
    expect(samSaved.status).toBe(200);
    expect(samSaved.body.registry_key).toBe('sam-and-riley');
    const after = (await alex.get(`${V1}/registry/settings`)).body;
    expect(after).toEqual(before);
    // The partner has the same rights as the owner.
    const riley = await login('riley@confetti.test');
    expect((await riley.get(`${V1}/registry/settings`)).body).toMatchObject({
      welcome_note: 'From Sam and Riley',
      visibility: 'LINK_ONLY',
    });
    expect((await riley.put(`${V1}/registry/settings`, { visibility: 'PUBLIC', welcome_note: '' })).status).toBe(200);
  });

  it('validates the body with readable messages', async () => {
    const alex = await login('alex@confetti.test');
    const cases: Array<[unknown, string]> = [
      [{}, 'Change at least one setting.'],
      [{ registry_key: 'Hi' }, URL_KEY_INVALID_MESSAGE],
      [{ registry_key: 'settings' }, URL_KEY_RESERVED_MESSAGE],
      [{ visibility: 'SECRET' }, 'Choose who can see your registry.'],
      [{ welcome_note: 'x'.repeat(501) }, 'Welcome notes can be at most 500 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await alex.put(`${V1}/registry/settings`, body);
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it('changes the URL key: the old key redirects for 12 months (page 301, API names the new key), and nobody else can take it', async () => {
    const alex = await login('alex@confetti.test');
    const sam = await login('sam@confetti.test');
    const guest = new TestClient(t.app);
    const { registry_id: id } = (await alex.get(`${V1}/registry/settings`)).body;
    const v0 = await versionOf(id);

    expect((await alex.get(`${V1}/registry/url-key-available?key=Alex-And-Jordan-2027`)).body).toEqual({
      key: 'alex-and-jordan-2027',
      available: true,
      message: null,
    });
    expect((await alex.get(`${V1}/registry/url-key-available?key=sam-and-riley`)).body).toEqual({
      key: 'sam-and-riley',
      available: false,
      message: URL_KEY_TAKEN_MESSAGE,
    });
    expect((await alex.get(`${V1}/registry/url-key-available?key=no`)).body).toMatchObject({
      available: false,
      message: URL_KEY_INVALID_MESSAGE,
    });
    // Taking another couple's key is refused as taken.
    const stolen = await alex.put(`${V1}/registry/settings`, { registry_key: 'sam-and-riley' });
    expect([stolen.status, stolen.body.message]).toEqual([409, URL_KEY_TAKEN_MESSAGE]);

    const saved = await alex.put(`${V1}/registry/settings`, { registry_key: 'Alex-And-Jordan-2027' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      registry_key: 'alex-and-jordan-2027',
      registry_path: '/registry/alex-and-jordan-2027',
      redirects: [{ registry_key: 'alex-and-jordan' }],
    });
    expect(await versionOf(id)).toBe(v0 + 1);
    // The user context names the registry's key (the nav's Preview as guest and Copy link); the wedding's slug stays.
    expect((await alex.get('/website-nav/web-api/v1/user/context')).body.user_role_account_weddings[0]).toMatchObject({
      slug: 'alex-and-jordan',
      registry_key: 'alex-and-jordan-2027',
    });
    const [redirect] = await rows<{ months: number }>(
      sql`select round(extract(epoch from expires_at - created_at) / 86400 / 30.4)::int as months from registry_slug_redirects where old_slug = 'alex-and-jordan'`,
    );
    expect(Number(redirect!.months)).toBe(12);

    // A full page load of the old key: a permanent redirect, with its query.
    const page = await t.app.inject({ method: 'GET', url: '/registry/alex-and-jordan?preview=true' });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/registry/alex-and-jordan-2027?preview=true');
    // The new key, other /registry pages and unknown keys are the SPA's page.
    for (const url of ['/registry/alex-and-jordan-2027', '/registry/settings', '/registry/nobody-here']) {
      const spa = await t.app.inject({ method: 'GET', url });
      expect([url, spa.statusCode, spa.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
    }
    // The registry API called with the old key names the new one.
    for (const res of [
      await guest.get(`${V1}/registry/public/alex-and-jordan`),
      await guest.post(`${V1}/registryCollection/search`, { registry_key: 'alex-and-jordan', filters: [] }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'registry_moved', registry_key: 'alex-and-jordan-2027' });
    }
    expect((await guest.post(`${V1}/registryCollection/search`, { registry_key: 'alex-and-jordan-2027', filters: [] })).status).toBe(200);

    // Another couple can neither take the old key nor check it as free while it redirects.
    expect((await sam.get(`${V1}/registry/url-key-available?key=alex-and-jordan`)).body).toMatchObject({
      available: false,
      message: URL_KEY_TAKEN_MESSAGE,
    });
    expect((await sam.put(`${V1}/registry/settings`, { registry_key: 'alex-and-jordan' })).status).toBe(409);
    // Once it has expired, it is free.
    await t.database.db.execute(
      sql`update registry_slug_redirects set expires_at = now() - interval '1 day' where old_slug = 'alex-and-jordan'`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/registry/alex-and-jordan' })).statusCode).toBe(200);
    expect((await sam.get(`${V1}/registry/url-key-available?key=alex-and-jordan`)).body.available).toBe(true);
    await t.database.db.execute(
      sql`update registry_slug_redirects set expires_at = now() + interval '1 year' where old_slug = 'alex-and-jordan'`,
    );

    // The couple may take their own old key back: its redirect ends, and the newer key redirects instead.
    const back = await alex.put(`${V1}/registry/settings`, { registry_key: 'alex-and-jordan' });
    expect(back.status).toBe(200);
    expect(back.body.redirects.map((r: { registry_key: string }) => r.registry_key)).toEqual(['alex-and-jordan-2027']);
    expect((await t.app.inject({ method: 'GET', url: '/registry/alex-and-jordan-2027' })).headers.location).toBe(
      '/registry/alex-and-jordan',
    );
  });

  it('visibility: LINK_ONLY leaves Find a couple but opens by link; PRIVATE is the couple’s alone', async () => {
    const sam = await login('sam@confetti.test');
    const guest = new TestClient(t.app);
    const listed = async () => ((await find(guest, 'sam')).body.registries as Array<{ registry_key: string }>).map((r) => r.registry_key);
    expect(await listed()).toContain('sam-and-riley');

    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'LINK_ONLY' })).status).toBe(200);
    expect(await listed()).not.toContain('sam-and-riley');
    expect((await guest.get(`${V1}/registry/public/sam-and-riley`)).status).toBe(200);

    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'PRIVATE' })).status).toBe(200);
    expect(await listed()).not.toContain('sam-and-riley');
    const hidden = await guest.post(`${V1}/registryCollection/search`, { registry_key: 'sam-and-riley', filters: [] });
    expect([hidden.status, hidden.body.message]).toEqual([404, 'We could not find that registry.']);
    expect((await guest.get(`${V1}/registry/public/sam-and-riley`)).status).toBe(404);
    // The couple still open it.
    const own = await sam.post(`${V1}/registryCollection/search`, { registry_key: 'sam-and-riley', filters: [] });
    expect(own.status).toBe(200);
    // Its gifts cannot be put in a guest's cart either.
    const gift = (own.body.items as Array<{ id: number; kind: string; sku_id: number | null; is_available: boolean }>).find(
      (i) => i.kind === 'PRODUCT' && i.sku_id !== null && i.is_available,
    )!;
    const toCart = await guest.post(`${V1}/cart/item`, { registryItemId: gift.id, quantity: 1 });
    expect([toCart.status, toCart.body.message]).toEqual([404, 'We could not find that gift.']);
    // A private registry's old key does not give its new key away.
    expect((await sam.put(`${V1}/registry/settings`, { registry_key: 'sam-and-riley-private' })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/registry/sam-and-riley' })).statusCode).toBe(200);
    expect((await guest.get(`${V1}/registry/public/sam-and-riley`)).body.code).toBe('not_found');
    expect((await sam.get(`${V1}/registry/public/sam-and-riley`)).body).toMatchObject({
      code: 'registry_moved',
      registry_key: 'sam-and-riley-private',
    });

    expect((await sam.put(`${V1}/registry/settings`, { visibility: 'PUBLIC', registry_key: 'sam-and-riley' })).status).toBe(200);
    expect(await listed()).toContain('sam-and-riley');
    expect((await guest.post(`${V1}/cart/item`, { registryItemId: gift.id, quantity: 1 })).status).toBe(201);
  });

  it('the welcome note and hide-the-date-and-location reach guests (the version moves with each change)', async () => {
    const sam = await login('sam@confetti.test');
    const guest = new TestClient(t.app);
    await t.database.db.execute(
      sql`update weddings set city = 'st. louis', state_province = 'mo' where slug = (select w.slug from weddings w join registries r on r.wedding_id = w.id where r.slug = 'sam-and-riley')`,
    );
    const header = async () => (await guest.get(`${V1}/registry/public/sam-and-riley`)).body.registry;
    const shown = await header();
    expect(shown).toMatchObject({ location: 'St. Louis, MO', welcome_note: '', couple_photo: null });
    expect(shown.wedding_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const id = shown.id as number;
    const v0 = await versionOf(id);

    expect(
      (await sam.put(`${V1}/registry/settings`, { welcome_note: '  Thank you for celebrating with us!  ', hide_date_and_location: true }))
        .body,
    ).toMatchObject({ welcome_note: 'Thank you for celebrating with us!', hide_date_and_location: true });
    expect(await versionOf(id)).toBe(v0 + 1);
    expect(await header()).toMatchObject({ welcome_note: 'Thank you for celebrating with us!', wedding_date: null, location: null });
    const found = ((await find(guest, 'sam')).body.registries as Array<Record<string, unknown>>).find(
      (r) => r.registry_key === 'sam-and-riley',
    );
    expect(found).toMatchObject({ wedding_date: null, location: null });
    // Saving the same values changes nothing a guest sees: no new version.
    await sam.put(`${V1}/registry/settings`, { hide_date_and_location: true });
    expect(await versionOf(id)).toBe(v0 + 1);
    await sam.put(`${V1}/registry/settings`, { hide_date_and_location: false, welcome_note: '' });
  });

  it('the Hawaii/Alaska rule reads the address saved on the settings page', async () => {
    const sam = await login('sam@confetti.test');
    const saved = await sam.put(`${V1}/registry/shipping-address`, {
      name: 'Sam Patel',
      address1: '1 Aloha Way',
      city: 'Honolulu',
      state_province_region: 'hi',
      postal_code: '96815',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.address).toMatchObject({ state_province_region: 'HI' });
    expect((await sam.get(`${V1}/registry/user-info`)).body.address_view).toEqual({ state_province_region: 'HI' });
    const [restricted] = await rows<{ product_id: number; sku_id: number }>(
      sql`select p.id as product_id, s.id as sku_id from products p join skus s on s.product_id = p.id where jsonb_typeof(p.shipping_restrictions) = 'array' and not (p.shipping_restrictions ? 'US_ALASKA_AND_HAWAII') order by p.id limit 1`,
    );
    const blocked = await sam.post(`${V1}/registryCollection/add`, {
      product_id: restricted!.product_id,
      sku_id: restricted!.sku_id,
      quantity: 1,
    });
    expect([blocked.status, blocked.body.message]).toEqual([400, 'Product cannot be shipped to Hawaii or Alaska']);
    // Back on the mainland the same gift is added.
    await sam.put(`${V1}/registry/shipping-address`, {
      name: 'Sam Patel',
      address1: '1 Main St',
      city: 'Albany',
      state_province_region: 'NY',
      postal_code: '12207',
    });
    expect(
      (await sam.post(`${V1}/registryCollection/add`, { product_id: restricted!.product_id, sku_id: restricted!.sku_id, quantity: 1 }))
        .status,
    ).toBe(200);
  });
});
