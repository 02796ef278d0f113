import { createTestApp, type TestApp } from './helpers';

/** Where the CSRF cookie is handed out: with private answers, never with ones shared caches keep. */
describe('the CSRF cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());
  const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String);

  it('is not set on public, cacheable answers', async () => {
    for (const url of [
      '/web-registry-api/v1/nav/get/categories',
      '/web-registry-api/v1/shop/product/1',
      '/web-registry-api/v1/shop/new-arrivals',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toContain('public');
      expect(setCookies(res.headers).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
    }
  });

  it('is set on the first private answer, and the token it carries lets the next write through', async () => {
    const context = await t.app.inject({ method: 'GET', url: '/website-nav/web-api/v1/user/context' });
    const cookie = setCookies(context.headers).find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    const write = await t.app.inject({
      method: 'POST',
      url: '/web-registry-api/v1/cart/item',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ quantity: 1 }),
    });
    expect(write.statusCode).not.toBe(403);
  });

  it('comes with the refusal of a write that had none, so a retry can pass', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/web-registry-api/v1/cart/item',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(setCookies(res.headers).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });
});
