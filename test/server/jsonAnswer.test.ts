import zlib from 'node:zlib';
import { JsonAnswer, preferredEncoding } from '../../server/lib/jsonAnswer';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { createTestApp, TestClient, type TestApp } from './helpers';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('JsonAnswer', () => {
  it('keeps its UTF-8 bytes, made once', () => {
    const answer = new JsonAnswer('{"name":"Hammered Sauté Pan – 10\u2033"}');
    expect(answer.bytes.toString('utf8')).toBe(answer.text);
    expect(answer.bytes.length).toBe(Buffer.byteLength(answer.text));
    expect(answer.bytes).toBe(answer.bytes);
  });

  it('compresses each form once and then has it at hand, without a promise to wait on', async () => {
    const answer = new JsonAnswer(JSON.stringify({ gifts: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Gift ${i}` })) }));
    expect(answer.made('br')).toBeUndefined();
    const pending = answer.encoded('br');
    expect(answer.encoded('br')).toBe(pending);
    const bytes = await pending;
    expect(answer.made('br')).toBe(bytes);
    expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(answer.text);
    expect(answer.made('gzip')).toBeUndefined();
  });
});

/** Cached answers go out compressed in the browser's encoding, the same bytes each time. */
describe('compressed cached answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

  it.each(['br', 'gzip'] as const)(
    'registry search as %s: decodes to the plain answer, the same bytes on the next request',
    async (encoding) => {
      const guest = new TestClient(t.app);
      const plain = await guest.post('/web-registry-api/v1/registryCollection/search', { registry_key: 'alex-and-jordan', filters: [] });
      const headers = {
        'content-type': 'application/json',
        ...guest.sessionHeaders(),
        'accept-encoding': `${encoding}, identity`,
      };
      const payload = JSON.stringify({ registry_key: 'alex-and-jordan', filters: [] });
      const first = await t.app.inject({ method: 'POST', url: '/web-registry-api/v1/registryCollection/search', headers, payload });
      const second = await t.app.inject({ method: 'POST', url: '/web-registry-api/v1/registryCollection/search', headers, payload });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(decode[encoding](first.rawPayload).toString('utf8'))).toEqual(plain.body);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    },
  );

  /** The routes that encode their own answers keep the compression plugin off (`encodesAnswer`): every answer must still go out compressed. */
  const injectAs = (client: TestClient, method: 'GET' | 'POST', url: string, encoding: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...client.sessionHeaders(),
        'accept-encoding': encoding,
      },
    });

  it("compresses the couple's own registry search, which is made for them alone and carries no ETag", async () => {
    const alex = new TestClient(t.app);
    expect((await alex.post('/website-nav/web-api/v1/auth/login', { email: 'alex@confetti.test', password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const body = { registry_key: 'alex-and-jordan', filters: [] };
    const plain = await alex.post('/web-registry-api/v1/registryCollection/search', body);
    const compressed = await injectAs(alex, 'POST', '/web-registry-api/v1/registryCollection/search', 'br', body);
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBeUndefined();
    const own = JSON.parse(zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8'));
    expect(own.viewer).toEqual({ is_owner: true, can_edit: true });
    expect(own).toEqual(plain.body);
  });

  it('compresses a vendor search as the browser asks, and not for a client that asks for nothing', async () => {
    const url = '/web-marketplace-api/v1/vendors/search?location=new-york-ny&category=wedding-venues';
    const guest = new TestClient(t.app);
    const compressed = await injectAs(guest, 'GET', url, 'gzip');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it.each(['/web-registry-api/v1/shop/new-arrivals?limit=8', '/web-registry-api/v1/shop/product/1'])(
    'compresses %s for a browser and leaves a client that asks for nothing alone',
    async (url) => {
      const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      const plain = await t.app.inject({ method: 'GET', url });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('answers a compressed request body on the registry search (a few hundred bytes, never compressed by the SPA) with a readable 400', async () => {
    const guest = new TestClient(t.app);
    await guest.get('/website-nav/web-api/v1/user/context');
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-registry-api/v1/registryCollection/search',
      payload: zlib.gzipSync(JSON.stringify({ registry_key: 'alex-and-jordan', filters: [] })),
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        ...guest.sessionHeaders(),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });
});
