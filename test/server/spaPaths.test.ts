import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isClientRoutePath } from '../../server/plugins/spa';
import { createTestApp, type TestApp } from './helpers';

/** What the server hands out beside the API: built files, the SPA for client routes, 404 for anything else. */
describe('the SPA’s paths', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Confetti</title></head><body><div id=root></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789abcdef.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    t = await createTestApp({ config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers dotfiles and dot-segments with a 404, never the SPA', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/.git/HEAD',
      '/.well-known/x',
      '/shop/.env',
      '/%2Eenv',
      '/%2egit/config',
      '/registry/.hidden/page',
      '/.env?x=1',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toEqual({ message: expect.stringContaining('Nothing here: GET'), code: 'not_found' });
    }
  });

  it('answers file names that are not built files with a 404', async () => {
    for (const url of [
      '/wp-login.php',
      '/config.json',
      '/assets/main.0123456789abcdef.js.map',
      '/assets/nothing.js',
      '/index.htm',
      '/backup.tar.gz',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json().code).toBe('not_found');
    }
  });

  it('serves built files, and the SPA on a reload of any client route', async () => {
    expect((await get('/assets/main.0123456789abcdef.js')).statusCode).toBe(200);
    expect((await get('/robots.txt')).body).toContain('User-agent');
    for (const url of [
      '/',
      '/registry/alex-and-jordan',
      '/shop/product/linen-napkins-1?look=sage',
      '/wedding-vendors/search/new-york-ny--wedding-venues--rating-4',
      '/account/settings/info',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id=root>');
    }
  });

  it('keeps the JSON shape for API paths that match nothing', async () => {
    const res = await get('/web-registry-api/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nothing here: GET /web-registry-api/v1/no-such-thing.', code: 'not_found' });
  });

  it('tells client routes from other paths', () => {
    expect(isClientRoutePath('/shop/category/kitchen')).toBe(true);
    expect(isClientRoutePath('/')).toBe(true);
    expect(isClientRoutePath('/.env')).toBe(false);
    expect(isClientRoutePath('/a/../b')).toBe(false);
    expect(isClientRoutePath('/a/%2E%2E/b')).toBe(false);
    expect(isClientRoutePath('/favicon.ico')).toBe(false);
    expect(isClientRoutePath('/%E0%A4%A')).toBe(false);
    expect(isClientRoutePath('/web-api/v1/anything')).toBe(false);
  });
});
