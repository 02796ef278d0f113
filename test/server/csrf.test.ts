import { createTestApp, TestClient, type TestApp } from './helpers';
import { API, plainSku } from './commerceHelpers';

const NAV = '/website-nav/web-api/v1';
const MISSING = {
  code: 'csrf_missing',
  message: 'This request was sent without its security token. Please reload the page and try again.',
};
const MISMATCH = {
  code: 'csrf_mismatch',
  message: 'The security token sent with this request is not the one this browser was given. Please reload the page and try again.',
};
const CROSS_SITE = {
  code: 'csrf_cross_site',
  message: 'This request came from another website, so it was refused. Please open Confetti directly and try again.',
};

/**
 * The CSRF check and the session lookup follow the route that answers, not the spelling of the URL;
 * a write must come from this site (Origin, Sec-Fetch-Site) and carry the token.
 */
describe('CSRF protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, config: { publicUrl: 'https://shop.confetti.example' } });
  });
  afterAll(async () => t.close());

  /** A client holding the CSRF cookie (from the user context answer), and its token. */
  const withToken = async () => {
    const client = new TestClient(t.app);
    await client.get(`${NAV}/user/context`);
    return { client, token: client.cookies.get('XSRF-TOKEN')! };
  };
  const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

  describe('checks the route that answers, however its path is spelled', () => {
    // Each spelling either reaches the cart route (and is checked like the canonical path) or no route at all.
    const spellings = [
      '/web-registry-api/v1/cart/item',
      '/%77eb-registry-api/v1/cart/item',
      '/%77%65%62-registry-api/v1/cart/%69tem',
      '/web-registry-api%2Fv1/cart/item',
      '/web-registry-api/v1%2Fcart%2Fitem',
      '//web-registry-api//v1/cart/item',
      '/web-registry-api//v1/cart/item',
      '/WEB-REGISTRY-API/v1/cart/item',
      '/web-registry-api/v1/Cart/Item',
      '/web-registry-api/v1/cart/item/',
    ];

    it('refuses every spelling of a write without the token, or answers that nothing is there', async () => {
      for (const url of spellings) {
        const res = await post(url, {}, { skuId: 1, quantity: 1 });
        const body = res.json();
        if (res.statusCode === 404) expect(body).toMatchObject({ code: 'not_found' });
        else expect({ url, status: res.statusCode, body }).toEqual({ url, status: 403, body: MISSING });
      }
    });

    it('checks a percent-encoded API path exactly like the canonical one', async () => {
      for (const url of ['/%77eb-registry-api/v1/cart/item', '/%77%65%62-registry-api/v1/cart/%69tem']) {
        expect((await post(url, {})).json()).toEqual(MISSING);
        const { token } = await withToken();
        const cookie = `XSRF-TOKEN=${token}`;
        expect((await post(url, { cookie, 'x-xsrf-token': 'x'.repeat(token.length) })).json()).toEqual(MISMATCH);
        expect((await post(url, { cookie, 'x-xsrf-token': token, origin: 'https://evil.example' })).json()).toEqual(CROSS_SITE);
        // With the token it reaches the route, which validates the body as it would at its own path.
        const passed = await post(url, { cookie, 'x-xsrf-token': token });
        expect(passed.statusCode).toBe(400);
        expect(passed.json()).toMatchObject({ code: 'validation' });
      }
    });

    it('leaves router spellings that name no route (case, doubled, encoded or trailing slashes) unanswered: 404', async () => {
      const { token } = await withToken();
      const headers = { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
      for (const url of spellings.slice(3)) {
        const res = await post(url, headers, { skuId: 1, quantity: 1 });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      }
    });

    it('looks up the session for a percent-encoded API path too', async () => {
      const client = new TestClient(t.app);
      expect((await client.post(`${NAV}/auth/login`, { email: 'alex@confetti.test', password: 'confetti-demo' })).status).toBe(200);
      const canonical = await client.get(`${NAV}/user/context`);
      expect(canonical.body.email).toBe('alex@confetti.test');
      const encoded = await client.get(`/%77ebsite-nav/web-api/v1/user/context`);
      expect(encoded.status).toBe(200);
      expect(encoded.body.email).toBe('alex@confetti.test');
      // A write through the encoded path lands in the signed-in user's cart, as through the canonical one.
      const sku = await plainSku(t.database.db);
      const before = (await client.get(`${API}/cart/count`)).body.itemCount as number;
      expect((await client.post(`/%77eb-registry-api/v1/cart/item`, { skuId: sku.id, quantity: 1 })).status).toBe(201);
      expect((await client.get(`${API}/cart/count`)).body.itemCount).toBe(before + 1);
    });
  });

  describe('says what is wrong with the token', () => {
    it('without the cookie (a client that never had one): missing, and the refusal hands one out', async () => {
      const res = await post(`${API}/cart/item`, {});
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(MISSING);
      expect(res.json().message).not.toMatch(/session/i);
      expect(res.cookies.some((c) => c.name === 'XSRF-TOKEN' && c.value)).toBe(true);
    });

    it('with the cookie but no header: missing', async () => {
      const { token } = await withToken();
      expect((await post(`${API}/cart/item`, { cookie: `XSRF-TOKEN=${token}` })).json()).toEqual(MISSING);
      expect((await post(`${API}/cart/item`, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': '' })).json()).toEqual(MISSING);
    });

    it('with a header that does not echo the cookie: mismatch', async () => {
      const { token } = await withToken();
      const res = await post(`${API}/cart/item`, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(MISMATCH);
    });
  });

  describe('checks where a write comes from', () => {
    const write = async (headers: Record<string, string>) => {
      const { token } = await withToken();
      return post(`${API}/cart/item`, { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, ...headers });
    };
    const passes = (res: { statusCode: number; json: () => { code?: string } }) => {
      // Past the check, the route refuses the empty body itself.
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    };

    it('refuses a cross-site Origin even with a valid token', async () => {
      for (const origin of [
        'https://evil.example',
        'http://localhost.evil.example',
        'https://localhost',
        'http://localhost:8080',
        'null',
      ]) {
        const res = await write({ origin });
        expect({ origin, status: res.statusCode, body: res.json() }).toEqual({ origin, status: 403, body: CROSS_SITE });
      }
    });

    it('refuses a request the browser marks cross-site, with or without Origin', async () => {
      expect((await write({ 'sec-fetch-site': 'cross-site' })).json()).toEqual(CROSS_SITE);
      expect((await write({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost' })).json()).toEqual(CROSS_SITE);
    });

    it('refuses a sibling site (same-site, another origin)', async () => {
      const res = await write({ 'sec-fetch-site': 'same-site', origin: 'https://evil.confetti.example' });
      expect(res.json()).toEqual(CROSS_SITE);
    });

    it("passes the request's own origin (its Host and protocol) and PUBLIC_URL's origin", async () => {
      // app.inject sends Host: localhost:80 over plain HTTP.
      passes(await write({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }));
      passes(await write({ origin: 'http://LOCALHOST:80' }));
      passes(await write({ origin: 'http://confetti.test:3000', host: 'confetti.test:3000' }));
      passes(await write({ origin: 'https://shop.confetti.example' }));
    });

    it('passes a valid token without Origin (a client that is not a browser)', async () => {
      passes(await write({}));
    });
  });
});
