import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { HSTS, PAGE_CSP, RESOURCE_CSP, securityHeadersPlugin } from '../../server/plugins/securityHeaders';
import { createTestApp, type TestApp } from './helpers';

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

/** A built SPA as the build writes it: no inline script, scripts and styles from /assets. */
function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=en><head><title>Confetti</title><script defer src=/assets/main.0123456789abcdef.js></script>' +
      '<link href=/assets/main.0123456789abcdef.css rel=stylesheet></head><body><div id=root></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789abcdef.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789abcdef.css'), 'body{}');
  return dist;
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ seed: true, config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const expectCommonHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // No other site may embed our answers as a no-cors resource (images, scripts, JSON).
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    // helmet's legacy headers stay off: each costs bytes on every answer and protects nothing today.
    expect(headers['x-xss-protection']).toBeUndefined();
    // Plain HTTP: browsers ignore HSTS there, and it is only sent over HTTPS.
    expect(headers['strict-transport-security']).toBeUndefined();
  };

  it('gives the SPA’s pages a policy that allows only this origin’s scripts, and no framing', async () => {
    for (const url of ['/', '/registry/alex-and-jordan', '/shop/category/kitchen', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(PAGE_CSP);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
    }
  });

  it('has no inline script in the HTML template the build starts from', () => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
    const scripts = template.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    expect(template).not.toMatch(/\son[a-z]+=/i);
  });

  it('gives API answers (and their errors) the inert policy', async () => {
    for (const url of [
      '/web-registry-api/v1/nav/get/categories',
      '/website-nav/web-api/v1/user/context',
      '/web-registry-api/v1/no-such-thing',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expectCommonHeaders(res.headers);
      expect(res.headers['content-security-policy']).toBe(RESOURCE_CSP);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/web-registry-api/v1/cart/item', payload: {} });
    expect(refused.statusCode).toBe(403);
    expectCommonHeaders(refused.headers);
  });

  it('gives generated images a policy under which an SVG opened directly runs nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/p/linen-napkins-1/sage/1x1-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectCommonHeaders(res.headers);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] });
  });

  it('gives built scripts and styles the common headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main.0123456789abcdef.js' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers['content-security-policy']).toBe(RESOURCE_CSP);
  });
});

describe('HSTS', () => {
  /** The plugin alone, behind a proxy the app trusts or not. */
  const appWith = async (trustProxy: boolean) => {
    const app = Fastify({ trustProxy });
    await app.register(securityHeadersPlugin);
    app.get('/x', async () => ({ ok: true }));
    await app.ready();
    return app;
  };

  it('is sent only when the request came over HTTPS', async () => {
    const app = await appWith(true);
    const overHttps = await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    expect(overHttps.headers['x-frame-options']).toBe('DENY');
    const overHttp = await app.inject({ method: 'GET', url: '/x' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });

  it('is not sent because of a forwarded protocol from a proxy that is not trusted', async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});
