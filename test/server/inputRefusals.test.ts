import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { ID_MESSAGE, NUL_MESSAGE, SURROGATE_MESSAGE } from '../../src/contracts/inputs';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * Issue 23 §1 beyond the route schemas (test/server/inputs.test.ts has those, fuzz.test.ts walks every
 * route): the input guard under every route, the probe's cases, and the requests Fastify or Node
 * refuse before any route runs, all answered 4xx in the one error shape.
 */
describe('input refusals', () => {
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
  });
  afterAll(async () => t.close());

  const validation = (field: string, message: string) => ({
    message: `Invalid ${field}: ${message}`,
    code: 'validation',
    fields: { [field]: message },
  });

  describe('the input guard', () => {
    it('refuses NUL in the query of a route declared outside defineRoute, naming the field', async () => {
      const res = await client.get('/health?note=a%00b');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validation('note', NUL_MESSAGE));
    });

    it('refuses NUL in a path param', async () => {
      const res = await client.get('/web-registry-api/v1/orders/CF-1%00');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validation('orderNumber', NUL_MESSAGE));
    });

    it('refuses a lone surrogate escaped in JSON (the probe: POST /api/v0/log/abc)', async () => {
      const res = await client.post('/api/v0/log/abc', '{"meta":{"id":"abc","message":"\\ud800"}}', { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(validation('meta.message', SURROGATE_MESSAGE));
    });

    it('finds them at any depth, in values and keys, and in a body that is only text', async () => {
      const meta = { id: 'abc', message: 'failed' };
      expect((await client.post('/api/v0/log/abc', { meta, data: { list: ['ok', 'a\u0000'] } })).body).toEqual(
        validation('data.list.1', NUL_MESSAGE),
      );
      expect((await client.post('/api/v0/log/abc', { meta, data: { 'k\u0000': 1 } })).body).toEqual(
        validation('data', `has a key that ${NUL_MESSAGE}`),
      );
      expect((await client.post('/api/v0/log/abc', 'a\u0000', { 'content-type': 'text/plain' })).body).toEqual(
        validation('body', NUL_MESSAGE),
      );
    });

    it("runs after a route's own checks: a signed-out caller of a couple's route still gets its 401", async () => {
      const res = await client.put('/web-registry-api/v1/registry/items/1', { note: 'a\u0000' });
      expect(res.status).toBe(401);
    });
  });

  describe("the probe's other cases", () => {
    it('refuses ids past the int4 columns before any query', async () => {
      const product = await client.get('/web-registry-api/v1/shop/product/2147483648');
      expect(product.status).toBe(400);
      expect(product.body).toEqual(validation('idOrSlug', 'must be a product id or slug'));
      const card = await client.delete('/web-registry-api/v1/credit-card/99999999999999999999');
      expect(card.status).toBe(400);
      expect(card.body).toEqual(validation('id', ID_MESSAGE));
      const add = await client.post('/web-registry-api/v1/cart/item', { skuId: 2_147_483_648, quantity: 1 });
      expect(add.status).toBe(400);
      expect(add.body.message).toMatch(/^Invalid /);
    });

    it('keeps at most 4096 bytes of client log data', async () => {
      const meta = { id: 'abc', message: 'failed' };
      expect((await client.post('/api/v0/log/abc', { meta, data: { cartId: 'c1', status: 500 } })).status).toBe(204);
      const big = await client.post('/api/v0/log/abc', { meta, data: { text: 'x'.repeat(5000) } });
      expect(big.status).toBe(400);
      expect(big.body).toEqual(validation('data', 'must be at most 4096 bytes as JSON'));
    });
  });

  describe("Fastify's refusals, in the one error shape", () => {
    const refusal = (message: string) => ({ message, code: 'bad_request' });

    it('a URL it cannot decode', async () => {
      for (const url of ['/web-registry-api/v1/shop/product/%', '/web-registry-api/v1/orders/%ED%A0%80']) {
        const res = await client.get(url);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(refusal('The address is not valid: check its % escapes.'));
      }
    });

    it('a path part over the router limit', async () => {
      const res = await client.get(`/web-registry-api/v1/shop/product/${'a'.repeat(101)}`);
      expect(res.status).toBe(414);
      expect(res.body).toEqual(refusal('A part of the address is too long.'));
    });

    it('bodies it cannot parse', async () => {
      const json = { 'content-type': 'application/json' };
      expect((await client.post('/api/v0/log/abc', '{"meta":', json)).body).toEqual(refusal('The request body is not valid JSON.'));
      expect((await client.post('/api/v0/log/abc', '', json)).body).toEqual(refusal('The request body is not valid JSON.'));
      expect((await client.post('/api/v0/log/abc', '{"__proto__":{"admin":true}}', json)).status).toBe(400);
      const xml = await client.post('/api/v0/log/abc', '<log/>', { 'content-type': 'application/xml' });
      expect(xml.status).toBe(415);
      expect(xml.body).toEqual(refusal('Send the request as JSON.'));
      const large = await client.post('/api/v0/log/abc', `"${'x'.repeat(1_100_000)}"`, json);
      expect(large.status).toBe(413);
      expect(large.body).toEqual(refusal('The request is too large.'));
    });

    it('a body nested 400,000 levels deep is an ordinary 400', async () => {
      const res = await client.post('/api/v0/log/abc', '['.repeat(400_000) + ']'.repeat(400_000), { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation');
    });
  });

  describe("Node's refusals, before any request exists", () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads what comes back until the server closes the connection. */
    const raw = (text: string) =>
      new Promise<{ status: number; headers: string; body: unknown }>((resolve, reject) => {
        let data = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (data += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
          try {
            resolve({ status, headers: head, body: JSON.parse(body) });
          } catch {
            reject(new Error(`not a JSON answer: ${JSON.stringify(data)}`));
          }
        });
      });

    it('a malformed request', async () => {
      const res = await raw('GET /health HTTP/1.1\r\nHost: localhost\r\nthis is not a header\r\n\r\n');
      expect(res.status).toBe(400);
      expect(res.headers).toMatch(/content-type: application\/json/i);
      expect(res.body).toEqual({ message: 'The request could not be read.', code: 'bad_request' });
    });

    it('headers too large', async () => {
      const res = await raw(`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
      expect(res.status).toBe(431);
      expect(res.body).toEqual({ message: 'The request headers are too large.', code: 'bad_request' });
    });
  });
});
