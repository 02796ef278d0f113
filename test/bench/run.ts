import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { SizeManifest } from '../../config/build/plugins';

/**
 * `npm run bench [-- --check] [-- --products N]`: measures bundle size against the floor and
 * API throughput against a bare Fastify route, prints one table and writes it as JSON under
 * test/bench/results/. `--check` exits non-zero when a budget in budgets.json is missed.
 * Uses DATABASE_URL when set (PostgreSQL), else a fresh PGlite.
 */
const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const productsArg = args.includes('--products') ? Number(args[args.indexOf('--products') + 1]) : undefined;
const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Record<string, number>;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-bench-'));

interface Row { name: string; value: string; ratio?: string; budget?: string; ok?: boolean }
const rows: Row[] = [];

function build(outDir: string, entry?: string): SizeManifest {
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'ignore', env: { ...process.env, DIST_DIR: outDir, ...(entry ? { WEBPACK_ENTRY: entry } : {}) } });
  return JSON.parse(fs.readFileSync(path.join(outDir, 'size-manifest.json'), 'utf8')) as SizeManifest;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 50, duration: 8, ...options });
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  // ---- bundle ----
  const app = build(path.join(tmp, 'app'));
  const floor = build(path.join(tmp, 'floor'), path.join(__dirname, 'floor/index.tsx'));
  const floorJs = floor.routes.home!.jsGzip;
  const homeJs = app.routes.home!.jsGzip;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  rows.push({ name: 'bundle: floor initial JS (gzip)', value: kb(floorJs) });
  const ratio = homeJs / floorJs;
  rows.push({ name: 'bundle: home initial JS (gzip)', value: kb(homeJs), ratio: `${ratio.toFixed(2)}× floor`, budget: `≤ ${budgets.homeInitialJsToFloor}×`, ok: ratio <= budgets.homeInitialJsToFloor! });
  rows.push({ name: 'bundle: home initial CSS (gzip)', value: kb(app.routes.home!.cssGzip) });

  // ---- API ----
  const ceilingApp = Fastify();
  ceilingApp.get('/constant', async () => ({ ok: true, items: [1, 2, 3] }));
  await ceilingApp.listen({ port: 0, host: '127.0.0.1' });
  const ceilingPort = (ceilingApp.server.address() as { port: number }).port;

  const port = 41000 + Math.floor(Math.random() * 9000);
  const dataDir = path.join(tmp, 'db');
  if (productsArg) execFileSync('node', ['--import', 'tsx', 'server/db/seed/cli.ts', '--products', String(productsArg)], { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
  const server: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, APP_ENV: 'production', APP_SECRET: 'bench-secret', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: path.join(tmp, 'app'), LOG_LEVEL: 'warn' },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/health`, 180_000);
    const ceiling = await load(`http://127.0.0.1:${ceilingPort}/constant`);
    rows.push({ name: 'api: bare Fastify constant JSON (ceiling)', value: `${ceiling.reqPerSec.toFixed(0)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms` });
    const endpoints: Array<{ name: string; path: string; cached: boolean }> = [
      { name: 'nav categories (public, cacheable)', path: '/web-registry-api/v1/nav/get/categories', cached: true },
      { name: 'user context (guest without a session)', path: '/website-nav/web-api/v1/user/context', cached: false },
      { name: 'health (one query)', path: '/health', cached: false },
    ];
    const pgKind = process.env.DATABASE_URL ? 'Postgres' : 'Pglite';
    for (const endpoint of endpoints) {
      const r = await load(`${base}${endpoint.path}`);
      const share = r.reqPerSec / ceiling.reqPerSec;
      const row: Row = { name: `api: ${endpoint.name}`, value: `${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`, ratio: `${(share * 100).toFixed(0)}% of ceiling` };
      if (endpoint.cached) {
        row.budget = `≥ ${budgets.cachedReadShareOfCeiling! * 100}% and p99 ≤ ${budgets.cachedReadP99Ms} ms`;
        row.ok = share >= budgets.cachedReadShareOfCeiling! && r.p99 <= budgets.cachedReadP99Ms!;
      } else {
        const floorRps = budgets[`uncachedReadReqPerSec${pgKind}`]!;
        row.budget = `≥ ${floorRps} req/s`;
        row.ok = r.reqPerSec >= floorRps;
      }
      rows.push(row);
    }
  } finally {
    server.kill('SIGTERM');
    await ceilingApp.close();
  }

  // ---- report ----
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? '  ok' : '  MISSED';
    console.log(`${r.name.padEnd(width)}  ${r.value}${r.ratio ? `  (${r.ratio})` : ''}${r.budget ? `  budget ${r.budget}` : ''}${verdict}`);
  }
  const resultsDir = path.join(__dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), database: process.env.DATABASE_URL ? 'postgres' : 'pglite', rows }, null, 2));
  console.log(`\nwritten to ${path.relative(root, file)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  if (check && rows.some((r) => r.ok === false)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
