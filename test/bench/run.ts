import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchRegistry, measureApi, type Endpoint } from './api';
import { cartAddEndpoint, checkoutEndpoint, stockedSkus } from './checkout';
import { readBudgets } from './budgets';
import { buildApp, measureBundles } from './bundle';
import { BenchClient } from './client';
import { LIGHTHOUSE_RUNS, runLighthouse } from './lighthouse';
import { createUser, makeGuestList, seed, startCeiling, startServer } from './processes';
import { makeWebsite, websitePage, websiteServerRows, type BenchWebsite } from './pages/website';
import { printTable, writeResults, type Row } from './report';
import { measureMemory } from './memory';
import { processRssMb } from './processCpu';
import { measureScale } from './scale';
import { prepareSeatingCouple, SEATING_HOUSEHOLDS, seatingPage } from './pages/seating';
import { paperPage } from './pages/paper';
import { communityPage } from './pages/community';
import { REGISTRY_PAGE_SIZE } from '../../src/features/registry/registryEvents';
import { makeBenchBudget } from './pages/budget';
import { makeBenchProject } from './pages/paperCustomise';
import { makeBenchAlbum } from './pages/albums';

/**
 * `npm run bench [-- --check] [-- --skip bundle,browser,api,scale,guests] [-- --pages home,guests] [-- --products N --vendors N --registry-items N]`
 * Bundle sizes against the floor, Lighthouse on eleven pages (the signed-in couple's guest list of
 * 1,000 households, a published wedding website with 12 photos, a seating chart of 300 guests on
 * 30 tables, a budget of 40 items, the paper catalogue, a community thread of 500 replies and an album builder of 300 photos among them, with the website's server
 * time and a seating move's: test/bench/pages/), API load against a bare Fastify route with the large seed, and the
 * scale runs (the guest list's server time is `guests`); one table, also written as JSON under
 * test/bench/results/. `--pages` runs Lighthouse on those pages only (LIGHTHOUSE_PAGES' keys);
 * `--skip` leaves sections out: one row is then
 * `npm run bench -- --pages guests --skip bundle,api,scale,guests --products 200 --vendors 200`.
 * `--check` exits non-zero when a budget in budgets.json is missed. Beside the JSON goes one
 * self-contained HTML report (htmlReport.ts) compared with test/bench/baseline.json, the last kept
 * result; `--save-baseline` makes this run the baseline (commit it with the change it measured). DATABASE_URL, when set, is used
 * for the API run instead of PGlite (the scale runs always use fresh PGlite directories).
 */
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => (flag(name) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const list = (name: string) => (flag(name) ? args[args.indexOf(`--${name}`) + 1]!.split(',') : null);
const skip = new Set(list('skip') ?? []);
/** Lighthouse's pages by key; the guest list is the couple's own, signed in, at GUEST_LIST_HOUSEHOLDS households. */
const LIGHTHOUSE_PAGES = [
  'home',
  'registry',
  'category',
  'product',
  'vendors',
  'guests',
  'website',
  'seating',
  'budget',
  'paper',
  'community',
  'customise',
  'albums',
] as const;
type PageKey = (typeof LIGHTHOUSE_PAGES)[number];
const GUEST_LIST_HOUSEHOLDS = 1000;
const pageKeys = new Set<PageKey>(skip.has('browser') ? [] : ((list('pages') as PageKey[] | null) ?? LIGHTHOUSE_PAGES));
for (const key of pageKeys)
  if (!LIGHTHOUSE_PAGES.includes(key)) throw new Error(`--pages: no page "${key}" (${LIGHTHOUSE_PAGES.join(', ')})`);
const counts = { products: option('products', 100_000), vendors: option('vendors', 50_000), registryItems: option('registry-items', 300) };
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const log = (m: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** How many product pages and storefronts the uncached detail rows walk through. */
const DETAIL_PAGES = 200;

/** Paths of DETAIL_PAGES product pages (from the category's listing) and storefronts (from a vendor search). */
async function detailPaths(base: string, categorySlug: string): Promise<{ products: string[]; storefronts: string[] }> {
  const client = new BenchClient(base);
  const products: string[] = [];
  for (let page = 1; products.length < DETAIL_PAGES; page++) {
    const listing = await client.call<{ products: Array<{ slug: string }>; page_count: number }>(
      'GET',
      `/web-registry-api/v1/shop/category/${categorySlug}?page=${page}&page_size=96`,
    );
    products.push(...listing.products.map((p) => `/web-registry-api/v1/shop/product/${p.slug}`));
    if (page >= listing.page_count) break;
  }
  const storefronts: string[] = [];
  for (let page = 1; storefronts.length < DETAIL_PAGES; page++) {
    const search = await client.call<{ vendors: Array<{ slug: string; categoryKey: string }>; pageCount: number }>(
      'GET',
      `/web-marketplace-api/v1/vendors/search?page=${page}&page_size=60`,
    );
    storefronts.push(...search.vendors.map((v) => `/web-marketplace-api/v1/vendors/storefront/${v.categoryKey}/${v.slug}`));
    if (page >= search.pageCount) break;
  }
  return { products: products.slice(0, DETAIL_PAGES), storefronts: storefronts.slice(0, DETAIL_PAGES) };
}

async function main(): Promise<void> {
  const budgets = readBudgets();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-'));
  const appDir = path.join(tmp, 'app');
  const rows: Row[] = [];
  try {
    if (skip.has('bundle')) {
      log('building the app');
      buildApp(appDir);
    } else {
      log('building the app and the floor');
      rows.push(...measureBundles(appDir, path.join(tmp, 'floor'), budgets));
    }

    const dataDir = path.join(tmp, 'large');
    log(`seeding ${counts.products} products and ${counts.vendors} vendors (${database})`);
    seed(dataDir, counts, true);
    const couple = { email: `bench-${Date.now()}@confetti.test`, password: 'bench-password-1' };
    createUser(dataDir, { ...couple, firstName: 'Bench', lastName: 'Couple' }, true);
    // The guest list's couple is another account: its wedding and list are written before the server holds the database.
    const listCouple = { email: `bench-guests-${Date.now()}@confetti.test`, password: 'bench-password-1' };
    let guestList: { households: number; guests: number } | null = null;
    // The budget's couple (Lighthouse page `budget`): its wedding and budget are made through the API (pages/budget.ts).
    const budgetCouple = { email: `bench-budget-${Date.now()}@confetti.test`, password: 'bench-password-1' };
    if (pageKeys.has('budget')) createUser(dataDir, { ...budgetCouple, firstName: 'Budget', lastName: 'Couple' }, true);
    // The customiser's couple (Lighthouse page `customise`): a wedding and a project made through the API (pages/paperCustomise.ts).
    const paperCouple = { email: `bench-paper-${Date.now()}@confetti.test`, password: 'bench-password-1' };
    if (pageKeys.has('customise')) createUser(dataDir, { ...paperCouple, firstName: 'Paper', lastName: 'Couple' }, true);
    // The album builder's couple (Lighthouse page `albums`): a wedding, 300 uploaded photos and their layout, through the API (pages/albums.ts).
    const albumCouple = { email: `bench-albums-${Date.now()}@confetti.test`, password: 'bench-password-1' };
    if (pageKeys.has('albums')) createUser(dataDir, { ...albumCouple, firstName: 'Album', lastName: 'Couple' }, true);
    if (pageKeys.has('guests')) {
      log(`a guest list of ${GUEST_LIST_HOUSEHOLDS} households`);
      createUser(dataDir, { ...listCouple, firstName: 'Guest', lastName: 'List' }, true);
      guestList = makeGuestList(dataDir, listCouple.email, GUEST_LIST_HOUSEHOLDS, true);
    }
    // A published wedding website (12 photos, a wedding party with photos), made through its services by another account.
    let website: BenchWebsite | null = null;
    if (pageKeys.has('website')) {
      log('a published wedding website with 12 photos and a wedding party');
      const siteCouple = { email: `bench-website-${Date.now()}@confetti.test`, password: 'bench-password-1' };
      createUser(dataDir, { ...siteCouple, firstName: 'Avery', lastName: 'Lane' }, true);
      website = makeWebsite(dataDir, siteCouple.email, 12, true);
    }
    let seatingCouple: ReturnType<typeof prepareSeatingCouple> | null = null;
    if (pageKeys.has('seating')) {
      log(`a seating chart's couple: ${SEATING_HOUSEHOLDS} households`);
      seatingCouple = prepareSeatingCouple(dataDir, true);
    }
    const server = await startServer(dataDir, appDir, true);
    const idleRssMb = processRssMb(server.pid);
    const ceiling = await startCeiling();
    try {
      const needsRegistry = !skip.has('api') || ['registry', 'category', 'product'].some((k) => pageKeys.has(k as PageKey));
      log(needsRegistry ? `making a published registry of ${counts.registryItems} items through the API` : 'no registry needed');
      const bench = needsRegistry ? await createBenchRegistry(server.base, counts.registryItems, couple) : null;
      const pages: Array<{ key: PageKey; name: string; url: string; headers?: Record<string, string> }> = [
        { key: 'home', name: 'home', url: `${server.base}/` },
        ...(bench
          ? [
              { key: 'registry' as const, name: 'guest registry', url: `${server.base}/registry/${bench.registryKey}` },
              { key: 'category' as const, name: 'category', url: `${server.base}/shop/category/${bench.categorySlug}` },
              { key: 'product' as const, name: 'product', url: `${server.base}/shop/product/${bench.productSlug}` },
            ]
          : []),
        { key: 'vendors', name: 'vendor search', url: `${server.base}/wedding-vendors/search/new-york-ny--wedding-venues` },
        // The paper catalogue (issue 30): the invitations, a grid of drawn cards (pages/paper.ts).
        paperPage(server.base),
      ];
      // The community (issue 31): the seeded thread of 500 replies, as a guest reads it (pages/community.ts).
      if (pageKeys.has('community')) pages.push(await communityPage(server.base));
      if (guestList) {
        const signedIn = new BenchClient(server.base);
        await signedIn.call('POST', '/website-nav/web-api/v1/auth/login', listCouple);
        pages.push({
          key: 'guests',
          name: `guest list (${guestList.households.toLocaleString('en-US')} households, ${guestList.guests.toLocaleString('en-US')} guests, signed in)`,
          url: `${server.base}/wedding-planning/guests`,
          headers: { cookie: signedIn.cookieHeader },
        });
      }
      if (website) pages.push(websitePage(server.base, website));
      if (seatingCouple) {
        log('the seating chart: 30 tables, auto-seat, moves timed');
        const seating = await seatingPage(server.base, seatingCouple);
        pages.push(seating.page);
        rows.push(...seating.rows);
      }
      if (pageKeys.has('budget')) {
        const budget = await makeBenchBudget(server.base, budgetCouple);
        pages.push({
          key: 'budget',
          name: `budget (${budget.items} items, signed in)`,
          url: budget.url,
          headers: { cookie: budget.cookie },
        });
      }
      if (pageKeys.has('customise')) pages.push(await makeBenchProject(server.base, paperCouple));
      if (pageKeys.has('albums')) {
        log('an album of 300 photos: uploaded, processed by the job and laid out');
        pages.push(await makeBenchAlbum(server.base, albumCouple));
      }
      const chosen = pages.filter((p) => pageKeys.has(p.key));
      if (chosen.length) {
        log(`Lighthouse (mobile), median of ${LIGHTHOUSE_RUNS} runs, on ${chosen.map((p) => p.key).join(', ')}`);
        for (const [name, s] of await runLighthouse(chosen)) {
          if (s.notes.length) log(`Lighthouse ${name}: ${s.notes.join('; ')}`);
          const ok =
            s.performance >= budgets.lighthousePerformance &&
            s.accessibility >= budgets.lighthouseAccessibility &&
            s.bestPractices >= budgets.lighthouseBestPractices &&
            s.seo >= budgets.lighthouseSeo &&
            s.tbtMs <= budgets.lighthouseTbtMs &&
            s.cls <= budgets.lighthouseCls;
          rows.push({
            section: 'browser',
            name: `Lighthouse ${name}`,
            value: `perf ${s.performance}, a11y ${s.accessibility}, best ${s.bestPractices}, SEO ${s.seo}; LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}`,
            budget: `perf ≥ ${budgets.lighthousePerformance}, a11y ${budgets.lighthouseAccessibility}, best ${budgets.lighthouseBestPractices}, SEO ${budgets.lighthouseSeo}, TBT ≤ ${budgets.lighthouseTbtMs} ms, CLS ≤ ${budgets.lighthouseCls}`,
            ok,
            measure: {
              value: s.performance,
              unit: 'score',
              better: 'higher',
              limit: budgets.lighthousePerformance,
              scores: {
                performance: s.performance,
                accessibility: s.accessibility,
                bestPractices: s.bestPractices,
                seo: s.seo,
                lcpMs: s.lcpMs,
                tbtMs: s.tbtMs,
                cls: s.cls,
              },
            },
          });
        }
      }
      if (website) {
        log('wedding website: server time of its HTML and its API read');
        rows.push(...(await websiteServerRows(server.base, website, server.pid)));
      }
      if (!skip.has('api') && bench) {
        log('API load');
        const guest = new BenchClient(server.base);
        await guest.call('GET', '/website-nav/web-api/v1/user/context');
        const guestHeaders = { 'content-type': 'application/json', cookie: guest.cookieHeader, 'x-xsrf-token': guest.csrfToken };
        // What /registry/{key} asks first (viewSearchBody in src/features/registry/registrySagas.ts): by collection, the first page.
        const guestPageBody = JSON.stringify({
          registry_key: bench.registryKey,
          filters: [],
          grouped_by_collection: true,
          page: 1,
          page_size: REGISTRY_PAGE_SIZE,
        });
        const endpoints: Endpoint[] = [
          { name: 'nav categories', kind: 'cached', options: { url: `${server.base}/web-registry-api/v1/nav/get/categories` } },
          {
            name: `product detail`,
            kind: 'cached',
            options: { url: `${server.base}/web-registry-api/v1/shop/product/${bench.productSlug}` },
          },
          {
            // The header's suggestions as one types (issue 32): a misspelt word, cached like the catalog.
            name: `shop/suggest?q=blendr (${counts.products} products, ${counts.vendors} vendors)`,
            kind: 'cached',
            options: { url: `${server.base}/web-registry-api/v1/shop/suggest?q=blendr` },
          },
          {
            name: `registryCollection/search (${counts.registryItems} items, published), the guest page's first page`,
            kind: 'cached',
            options: {
              url: `${server.base}/web-registry-api/v1/registryCollection/search`,
              method: 'POST',
              headers: guestHeaders,
              body: guestPageBody,
            },
          },
          {
            // The same request as a browser sends it: the answer goes out compressed once per registry version.
            name: `registryCollection/search (${counts.registryItems} items), first page, accept-encoding: gzip, deflate, br`,
            kind: 'cached',
            options: {
              url: `${server.base}/web-registry-api/v1/registryCollection/search`,
              method: 'POST',
              headers: { ...guestHeaders, 'accept-encoding': 'gzip, deflate, br' },
              body: guestPageBody,
            },
          },
          {
            // Every gift in one answer (~200 KB of JSON), as the couple's manage page asks: no budget, to show what paging saves.
            name: `registryCollection/search (${counts.registryItems} items), every gift in one answer`,
            kind: 'shown',
            options: {
              url: `${server.base}/web-registry-api/v1/registryCollection/search`,
              method: 'POST',
              headers: { ...guestHeaders, 'accept-encoding': 'gzip, deflate, br' },
              body: JSON.stringify({ registry_key: bench.registryKey, filters: [], flattened_view: true }),
            },
          },
          // `no-cache` makes the server skip its micro-cache: these rows measure the database path.
          {
            name: `category listing (${counts.products} products, revalidated)`,
            kind: 'uncached',
            options: {
              url: `${server.base}/web-registry-api/v1/shop/category/${bench.categorySlug}?sort=price_asc&page=3`,
              headers: { 'cache-control': 'no-cache' },
            },
          },
          {
            name: `vendor search (${counts.vendors} vendors, revalidated)`,
            kind: 'uncached',
            options: {
              url: `${server.base}/web-marketplace-api/v1/vendors/search?location=new-york-ny&category=wedding-venues&page=2`,
              headers: { 'cache-control': 'no-cache' },
            },
          },
          {
            name: 'user context (guest session)',
            kind: 'uncached',
            options: { url: `${server.base}/website-nav/web-api/v1/user/context`, headers: { cookie: guest.cookieHeader } },
          },
        ];
        log('preparing 50 guest carts for the cart and checkout rows');
        const skuIds = await stockedSkus(server.base, bench.categorySlug, 50);
        // Issue 33 §2: a page among many that no cache has seen warm: each connection walks DETAIL_PAGES
        // product pages and storefronts in turn, every request revalidated.
        const detail = await detailPaths(server.base, bench.categorySlug);
        const walk = (name: string, paths: string[]): Endpoint => ({
          name: `${name}, uncached, ${paths.length} in turn`,
          kind: 'uncached',
          options: { url: server.base, headers: { 'cache-control': 'no-cache' }, requests: paths.map((path) => ({ method: 'GET', path })) },
          budget: { minPerSec: budgets.uncachedDetailReqPerSecPostgres, maxP99Ms: budgets.uncachedDetailP99Ms, postgresOnly: true },
        });
        endpoints.push(walk('product detail', detail.products), walk('storefront', detail.storefronts));
        const cartAdd = await cartAddEndpoint(server.base, skuIds);
        cartAdd.budget = { minPerSec: budgets.cartAddReqPerSecPostgres, maxP99Ms: budgets.cartAddP99Ms, postgresOnly: true };
        const checkout = await checkoutEndpoint(server.base, skuIds);
        checkout.budget = {
          minPerSec: budgets.checkoutOrdersPerSecPostgres,
          maxP99Ms: budgets.checkoutP99Ms,
          per: 'round',
          unit: 'orders/s',
          postgresOnly: true,
        };
        endpoints.push(cartAdd, checkout);
        rows.push(
          ...(await measureApi(`${ceiling.base}/constant`, endpoints, budgets, database, { server: server.pid, ceiling: ceiling.pid })),
        );
        log('memory: after the load, then the leak check');
        // The leak check repeats the guest page's first page: the largest cached answer, built per registry version.
        const guestPage = endpoints.find((e) => e.options.body === guestPageBody)!.options;
        rows.push(...(await measureMemory(server.pid, idleRssMb, guestPage, budgets)));
      }
    } finally {
      await ceiling.stop();
      await server.stop();
    }
    if (!skip.has('scale')) rows.push(...(await measureScale(tmp, appDir, budgets, log)));
    if (!skip.has('guests')) {
      // The guest list at 1,000 households (issue 27), measured in process by the server-side script.
      log('guest list: 1,000 households');
      const out = execFileSync('node', ['--import', 'tsx', 'test/server/guestListBench.ts', '1000', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      rows.push(...(JSON.parse(out.trim().split('\n').at(-1)!) as Row[]));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  printTable(rows);
  const written = writeResults(rows, { database, counts }, { saveBaseline: flag('save-baseline') });
  console.log(`\nwritten to ${path.relative(process.cwd(), written.json)}; report ${path.relative(process.cwd(), written.html)}`);
  if (flag('save-baseline')) console.log('kept as the baseline: test/bench/baseline.json');
  if (flag('check') && rows.some((r) => r.ok === false)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
