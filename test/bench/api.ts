import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import type { Budgets } from './budgets';
import { BenchClient } from './client';
import { withProcessCpu } from './processCpu';
import type { Measure, Row } from './report';
import { sameBytesCeiling } from './sameBytes';

export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers counted in the measured run. */
  requests: number;
  /** CPU the answering process spent per answer (µs), where the bench could read it. */
  cpuMicrosPerRequest?: number;
}

/** Seconds of unmeasured load before each read endpoint's measured run. */
const WARM_UP_SECONDS = 2;

/** 50 connections for 8 s unless told otherwise; non-2xx answers count as errors. In this process: writes carry callbacks. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: 8, ...options });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  };
}

/** One load with the CPU its answering process (`pid`) spent meanwhile, in total and per answer where it could be read. */
export async function loadWithCpu(
  options: autocannon.Options,
  pid: number | undefined,
): Promise<LoadResult & { cpuMicros: number | null }> {
  const { result, cpuMicros } = await withProcessCpu(pid, () => load(options));
  return {
    ...result,
    cpuMicros,
    ...(cpuMicros !== null && result.requests > 0 ? { cpuMicrosPerRequest: cpuMicros / result.requests } : {}),
  };
}

/**
 * Reads are measured warm, as a server in service is: a short unmeasured run first prepares the
 * statements on every pooled connection and lets V8 compile the path. Both runs happen in a fresh
 * process (loadgen.ts), so every read and the ceiling get the same unburdened client.
 */
export async function loadWarm(options: autocannon.Options, pid?: number): Promise<LoadResult> {
  return inLoadProcess<LoadResult>({ options, warmUpSeconds: WARM_UP_SECONDS, pid });
}

/** Slices of the compared read and of the ceiling, alternating (see measureApi). */
const SLICES = 8;
const SLICE_SECONDS = 2;

/** A read and the ceiling, both warm, measured in alternating slices of SLICE_SECONDS. */
export async function loadBesideCeiling(
  options: autocannon.Options,
  ceiling: autocannon.Options,
  pids: { pid?: number; ceilingPid?: number } = {},
): Promise<{ read: LoadResult; ceiling: LoadResult }> {
  return inLoadProcess({ options, ceiling, warmUpSeconds: WARM_UP_SECONDS, slices: SLICES, sliceSeconds: SLICE_SECONDS, ...pids });
}

async function inLoadProcess<T>(job: object): Promise<T> {
  const { stdout } = await execFileAsync('node', ['--import', 'tsx', LOADGEN, JSON.stringify(job)], { cwd: ROOT });
  return JSON.parse(stdout) as T;
}
const ROOT = path.resolve(__dirname, '../..');
const LOADGEN = path.join(__dirname, 'loadgen.ts');
const execFileAsync = promisify(execFile);

export const describeLoad = (r: LoadResult) =>
  `${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}${describeCpu(r)}`;
/** A load's numbers for the report: req/s (higher is better), its p99 and CPU per answer. */
export const loadMeasure = (r: LoadResult, reference?: Measure['reference']): Measure => ({
  value: r.reqPerSec,
  unit: 'req/s',
  better: 'higher',
  p99Ms: r.p99,
  ...(r.cpuMicrosPerRequest !== undefined ? { cpuMicros: r.cpuMicrosPerRequest } : {}),
  ...(reference ? { reference } : {}),
});
const describeCpu = (r: LoadResult) =>
  r.cpuMicrosPerRequest === undefined ? '' : `, ${r.cpuMicrosPerRequest.toFixed(1)} µs CPU per answer`;

interface ListingProduct {
  id: number;
  slug: string;
}

export interface BenchCouple {
  email: string;
  password: string;
}

/**
 * The bench couple's wedding and a published registry of `items` catalog products, built through
 * the API the way a real couple builds one (log-in, onboarding, adding gifts).
 */
export async function createBenchRegistry(
  base: string,
  items: number,
  account: BenchCouple,
): Promise<{ registryKey: string; productSlug: string; categorySlug: string }> {
  const couple = new BenchClient(base);
  await couple.call('POST', '/website-nav/web-api/v1/auth/login', account);
  await couple.call('POST', '/web-api/v2/onboard/existing', {
    business_unit_feature: 'WEDDING_REGISTRY',
    existing_account: true,
    user: { business_unit_source: 'WEDDING_REGISTRY' },
    wedding: { partner_first_name: 'Load', partner_last_name: 'Test', wedding_date: '2030-06-01', planning_stage: 'PLANNING_VENUE_BOOKED' },
  });
  const { registry_key: registryKey } = await couple.call<{ registry_key: string }>('POST', '/web-registry-api/v1/onboard/submit/default', {
    started_at: new Date().toISOString(),
  });
  const { categories } = await couple.call<{ categories: Array<{ key: string; children?: Array<{ key: string }> }> }>(
    'GET',
    '/web-registry-api/v1/nav/get/categories',
  );
  const categorySlug = categories[0]!.key;
  const products: ListingProduct[] = [];
  for (let page = 1; products.length < items; page++) {
    const listing = await couple.call<{ products: ListingProduct[]; page_count: number }>(
      'GET',
      `/web-registry-api/v1/shop/category/${categorySlug}?page=${page}&page_size=96&in_stock=true`,
    );
    products.push(...listing.products);
    if (page >= listing.page_count) break;
  }
  let added = 0;
  for (const summary of products) {
    if (added >= items) break;
    const { product } = await couple.call<{
      product: { id: number; kind: string; shipping_restrictions: string[] | null; skus: Array<{ id: number; stock: number }> };
    }>('GET', `/web-registry-api/v1/shop/product/${summary.id}`);
    const sku = product.skus.find((s) => s.stock > 0);
    if (!sku || product.kind !== 'PRODUCT') continue;
    await couple.call('POST', '/web-registry-api/v1/registryCollection/add', { product_id: product.id, sku_id: sku.id, quantity: 2 });
    added++;
  }
  if (added < items) throw new Error(`only ${added} products could be added to the bench registry (wanted ${items}); seed more products`);
  await couple.call('POST', '/web-registry-api/v1/registry/publish', { published: true });
  return { registryKey, productSlug: products[0]!.slug, categorySlug };
}

export interface Endpoint {
  name: string;
  /**
   * Safe-to-cache public reads are held to the ceiling share, uncached reads to the req/s floor;
   * 'shown' reads are measured for comparison only; writes are held to no errors.
   */
  kind: 'cached' | 'uncached' | 'shown' | 'write';
  options: autocannon.Options;
  /** A write measured as a sequence of requests (e.g. intent + checkout + refill): also report rounds/s. */
  requestsPerRound?: number;
  /**
   * A budget of the row's own (issue 33 §2), instead of its kind's: at least `minPerSec` requests
   * (or rounds, `per: 'round'`, named `unit`) a second and a p99 within `maxP99Ms`, held only on
   * PostgreSQL when `postgresOnly` (PGlite's one connection serialises writes: the row is shown).
   */
  budget?: { minPerSec: number; maxP99Ms?: number; per?: 'request' | 'round'; unit?: string; postgresOnly?: boolean };
}

/**
 * Loads each endpoint and compares it with a ceiling. A cached read (and each read shown for
 * comparison) is held to a share of its own same-bytes ceiling (issue 33 §1: the bare process
 * answering the read's own bytes, encoding and headers to the same method and body), so it and
 * that ceiling are measured in alternating slices of two seconds and their sums are compared: on
 * this shared machine a bare route's req/s drifts by a fifth within seconds, and a ratio to a figure
 * taken before would measure that drift as much as the endpoint. p99 is the worst slice's. The tiny
 * GET (bare Fastify constant JSON) is measured once, as context for every row.
 */
export async function measureApi(
  ceilingUrl: string,
  endpoints: Endpoint[],
  budgets: Budgets,
  database: 'pglite' | 'postgres',
  pids: { server?: number; ceiling?: number } = {},
): Promise<Row[]> {
  const ceiling = await loadWarm({ url: ceilingUrl }, pids.ceiling);
  const ceilingBase = new URL(ceilingUrl).origin;
  // The process answering a URL: the bare routes live in the ceiling's.
  const pidOf = (url: string | undefined) => (url && new URL(url).origin === ceilingBase ? pids.ceiling : pids.server);
  const rows: Row[] = [
    { section: 'api', name: 'bare Fastify constant JSON (ceiling)', value: describeLoad(ceiling), measure: loadMeasure(ceiling) },
  ];
  const uncachedFloor = database === 'postgres' ? budgets.uncachedReadReqPerSecPostgres : budgets.uncachedReadReqPerSecPglite;
  for (const endpoint of endpoints) {
    const compared = endpoint.kind === 'cached' || endpoint.kind === 'shown';
    // Writes are not repeated: their warm-up would change what they measure (stock, carts).
    const pid = pidOf(endpoint.options.url);
    // A compared read is held against its own answer served by the bare process (same method, body,
    // bytes and encoding), in alternating slices; the tiny GET's figure stays as context.
    const copy = compared ? await sameBytesCeiling(ceilingBase, endpoint.options) : null;
    const { read: r, ceiling: beside } = copy
      ? await loadBesideCeiling(endpoint.options, copy.options, { pid, ceilingPid: pids.ceiling })
      : { read: await (endpoint.kind === 'write' ? loadWithCpu(endpoint.options, pid) : loadWarm(endpoint.options, pid)), ceiling };
    const share = r.reqPerSec / beside.reqPerSec;
    const rounds = endpoint.requestsPerRound ? ` (${(r.reqPerSec / endpoint.requestsPerRound).toFixed(0)} rounds/s)` : '';
    const tiny = `${((r.reqPerSec / ceiling.reqPerSec) * 100).toFixed(0)}% of the tiny GET's ${ceiling.reqPerSec.toFixed(0)} req/s`;
    const ratio = copy
      ? `${(share * 100).toFixed(0)}% of its same-bytes ceiling (${copy.bytes.toLocaleString('en-US')} bytes, ${copy.encoding}: ${beside.reqPerSec.toFixed(0)} req/s${describeCpu(beside)} in the slices between); ${tiny}`
      : tiny;
    const measure = loadMeasure(r, { label: copy ? 'same-bytes ceiling' : 'tiny GET ceiling', value: beside.reqPerSec });
    const row: Row = { section: 'api', name: endpoint.name, value: `${describeLoad(r)}${rounds}`, ratio, measure };
    const own = endpoint.budget && (!endpoint.budget.postgresOnly || database === 'postgres') ? endpoint.budget : null;
    if (own) {
      const perRound = own.per === 'round' ? (endpoint.requestsPerRound ?? 1) : 1;
      row.budget = `≥ ${own.minPerSec} ${own.unit ?? 'req/s'}${own.maxP99Ms === undefined ? '' : ` and p99 ≤ ${own.maxP99Ms} ms`}`;
      row.ok = r.reqPerSec / perRound >= own.minPerSec && (own.maxP99Ms === undefined || r.p99 <= own.maxP99Ms) && r.errors === 0;
      measure.limit = own.minPerSec * perRound;
    } else if (endpoint.kind === 'cached') {
      row.budget = `≥ ${budgets.cachedReadShareOfCeiling * 100}% and p99 ≤ ${budgets.cachedReadP99Ms} ms`;
      row.ok = share >= budgets.cachedReadShareOfCeiling && r.p99 <= budgets.cachedReadP99Ms && r.errors === 0;
      measure.limit = beside.reqPerSec * budgets.cachedReadShareOfCeiling;
    } else if (endpoint.kind === 'uncached') {
      row.budget = `≥ ${uncachedFloor} req/s`;
      row.ok = r.reqPerSec >= uncachedFloor && r.errors === 0;
      measure.limit = uncachedFloor;
    } else if (r.errors > 0) {
      row.ok = false;
      row.budget = 'no errors';
    }
    rows.push(row);
  }
  return rows;
}
