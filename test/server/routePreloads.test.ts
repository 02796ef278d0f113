import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkPackages, pageChunkFiles, routeModulesFromTable, type ChunkStats } from '../../config/build/plugins';
import { PAGE_DATA_READS, routeParams } from '../../server/lib/pageData';
import { htmlForRoutes, type RoutePreload } from '../../server/lib/routePreloads';
import { matchRoute } from '../../src/contracts/routeMatch';
import { createTestApp } from './helpers';

const table = fs.readFileSync(path.resolve(__dirname, '../../src/app/routeTable.ts'), 'utf8');
const routes: RoutePreload[] = routeModulesFromTable(table).map((r) => ({
  path: r.path,
  files: [`assets/${r.module.replace(/\//g, '-')}.js`],
}));
const pick = (pathname: string) => matchRoute(routes, pathname)?.path;

describe('route preloads', () => {
  it('reads every loaded route of the route table, info pages included', () => {
    const modules = routeModulesFromTable(table);
    expect(modules).toContainEqual({ path: '/shop/category/:slug', module: 'routes/shop/CategoryPage' });
    expect(modules).toContainEqual({ path: '/privacy', module: 'routes/info/InfoPages' });
    expect(modules.length).toBeGreaterThan(40);
  });

  it('preloads a page’s chunk with the shared chunks its import() loads beside it', () => {
    // As webpack's stats read: the category page's chunk shares the listing's chunk with the brand page.
    const chunks: ChunkStats[] = [
      { id: 1, initial: true, files: ['assets/main.a.js'], siblings: [], modules: [{ name: './src/index.tsx + 40 modules' }] },
      {
        id: 9994,
        initial: false,
        files: ['assets/9994.b.js'],
        siblings: [7398, 4521],
        modules: [{ name: './src/routes/shop/ListingView.tsx + 3 modules' }],
      },
      {
        id: 7398,
        initial: false,
        files: ['assets/7398.c.css', 'assets/7398.c.js'],
        siblings: [9994],
        modules: [{ name: './src/routes/shop/CategoryPage.tsx' }],
      },
      { id: 4521, initial: false, files: ['assets/4521.d.js'], siblings: [9994], modules: [{ name: './src/routes/shop/BrandPage.tsx' }] },
      { id: 690, initial: false, files: ['assets/690.e.js'], siblings: [], modules: [{ name: './src/components/Footer/Footer.tsx' }] },
    ];
    expect(pageChunkFiles(chunks, 'routes/shop/CategoryPage')).toEqual(['assets/9994.b.js', 'assets/7398.c.css', 'assets/7398.c.js']);
    expect(pageChunkFiles(chunks, 'routes/shop/BrandPage')).toEqual(['assets/9994.b.js', 'assets/4521.d.js']);
    // Only the module's own file matches, not one whose name starts the same way.
    expect(pageChunkFiles(chunks, 'routes/shop/Category')).toEqual([]);
    expect(pageChunkFiles(chunks, 'routes/NoSuchPage')).toEqual([]);
  });

  it('names the npm packages in a route’s files, inside concatenated modules too', () => {
    const chunks: ChunkStats[] = [
      { id: 1, initial: true, files: ['assets/main.a.js'], modules: [{ name: './node_modules/react-dom/client.js' }] },
      {
        id: 2,
        initial: false,
        files: ['assets/2.b.js'],
        modules: [
          {
            name: './src/routes/X.tsx + 3 modules',
            modules: [{ name: './src/routes/X.tsx' }, { name: './node_modules/zod/v4/classic/external.js' }],
          },
          { name: './node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs' },
        ],
      },
      { id: 3, initial: false, files: ['assets/3.c.js'], modules: [{ name: './node_modules/papaparse/papaparse.min.js' }] },
    ];
    expect(chunkPackages(chunks, ['assets/main.a.js', 'assets/2.b.js'])).toEqual(['@reduxjs/toolkit', 'react-dom', 'zod']);
  });

  it('matches a path the way react-router ranks routes', () => {
    expect(pick('/')).toBe('/');
    expect(pick('/shop/category/kitchen')).toBe('/shop/category/:slug');
    expect(pick('/registry/add-gifts')).toBe('/registry/add-gifts');
    expect(pick('/registry/alex-and-jordan')).toBe('/registry/:id');
    expect(pick('/wedding-vendors/search/new-york-ny--wedding-venues')).toBe('/wedding-vendors/search/*');
    expect(pick('/wedding-vendors/wedding-venues/some-venue')).toBe('/wedding-vendors/:taxonomyKey/:storefront');
    expect(pick('/no/such/page')).toBeUndefined();
  });

  it('puts the route’s files in the page’s head, and leaves unknown pages alone', () => {
    const html = htmlForRoutes('<html><head><title>x</title></head><body></body></html>', [
      { path: '/shop/category/:slug', files: ['assets/cat.1.js', 'assets/cat.1.css'] },
    ]);
    expect(html('/shop/category/kitchen')).toBe(
      '<html><head><title>x</title><link rel="preload" href="/assets/cat.1.js" as="script"><link rel="preload" href="/assets/cat.1.css" as="style"></head><body></body></html>',
    );
    expect(html('/elsewhere')).toBe('<html><head><title>x</title></head><body></body></html>');
  });

  it('preloads a page’s first read with credentials, only on its first page and for params that name one', () => {
    const html = htmlForRoutes('<head></head>', [
      { path: '/community/threads/:id', files: ['assets/thread.1.js'] },
      { path: '/community/boards/:slug', files: [] },
      { path: '/community/search', files: [] },
    ]);
    const read = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="use-credentials">`;
    expect(html('/community/threads/42')).toBe(
      `<head><link rel="preload" href="/assets/thread.1.js" as="script">${read('/web-api/v2/community/threads/42')}</head>`,
    );
    expect(html('/community/boards/budget')).toBe(`<head>${read('/web-api/v2/community/boards/budget/threads')}</head>`);
    // A later page reads another URL; an id that is no id and a page with no known read preload nothing.
    expect(html('/community/threads/42', '?after=99')).toBe('<head><link rel="preload" href="/assets/thread.1.js" as="script"></head>');
    expect(html('/community/threads/x%22%3E')).toBe('<head><link rel="preload" href="/assets/thread.1.js" as="script"></head>');
    expect(html('/community/search')).toBe('<head></head>');
    expect(routeParams('/community/boards/:slug', '/community/boards/new-york')).toEqual({ slug: 'new-york' });
    const inspiration = htmlForRoutes('<head></head>', [{ path: '/inspiration/weddings/:slug', files: [] }]);
    expect(inspiration('/inspiration/weddings/a-barn-in-october')).toBe(
      `<head>${read('/web-api/v2/inspiration/weddings/a-barn-in-october')}</head>`,
    );
    expect(Object.keys(PAGE_DATA_READS).every((pattern) => routeModulesFromTable(table).some((r) => r.path === pattern))).toBe(true);
  });

  it('is served in the SPA’s HTML', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body></body></html>');
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { path: '/shop/product/:slug', files: ['assets/product.9.js'] },
        { path: '/community/threads/:id', files: [] },
      ]),
    );
    const t = await createTestApp({ config: { distDir: dist } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/shop/product/linen-napkins?look=a' });
      expect(page.body).toContain('<link rel="preload" href="/assets/product.9.js" as="script">');
      const thread = await t.app.inject({ method: 'GET', url: '/community/threads/7' });
      expect(thread.body).toContain('<link rel="preload" href="/web-api/v2/community/threads/7" as="fetch" crossorigin="use-credentials">');
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe('<html><head></head><body></body></html>');
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
