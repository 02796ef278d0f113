import fs from 'node:fs';
import path from 'node:path';

/** The budgets of issues 9 and 33, kept in budgets.json. Never loosened to make a run pass. */
export interface Budgets {
  /** Initial JS (gzip) of the home route, and of every other measured route, as a multiple of the floor app's. */
  homeInitialJsToFloor: number;
  routeInitialJsToFloor: number;
  /** Lighthouse mobile, the median of LIGHTHOUSE_RUNS runs, on every measured page. */
  lighthousePerformance: number;
  lighthouseAccessibility: number;
  lighthouseBestPractices: number;
  lighthouseSeo: number;
  lighthouseTbtMs: number;
  lighthouseCls: number;
  /** A cacheable public read: its share of its own same-bytes ceiling, and its p99 at 50 connections. */
  cachedReadShareOfCeiling: number;
  cachedReadP99Ms: number;
  /** Revalidated listing reads (the database answers each). */
  uncachedReadReqPerSecPglite: number;
  uncachedReadReqPerSecPostgres: number;
  /** Issue 33 §2: a product page among 100,000 and a storefront among 50,000, uncached, on PostgreSQL. */
  uncachedDetailReqPerSecPostgres: number;
  uncachedDetailP99Ms: number;
  /** Issue 33 §2: writes on PostgreSQL at 50 connections (PGlite shows the same rows without a budget). */
  cartAddReqPerSecPostgres: number;
  cartAddP99Ms: number;
  checkoutOrdersPerSecPostgres: number;
  checkoutP99Ms: number;
  /** Issue 33 §2: server CPU per answer from the smallest scale point to the largest, at most this multiple. */
  scaleCpuGrowth: number;
  /** Issue 33 §4: the server's resident memory after the load (100,000-product seed). */
  serverRssMbAfterLoad: number;
  /** Issue 33 §4: growth across the repeated load runs of the leak check (GC leaves a few MB of noise). */
  rssGrowthAcrossRepeatsMb: number;
}

export function readBudgets(): Budgets {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
}
