import fs from 'node:fs';
import path from 'node:path';

/** The budgets of issue 9, kept in budgets.json. Never loosened to make a run pass. */
export interface Budgets {
  homeInitialJsToFloor: number;
  lighthousePerformance: number;
  lighthouseAccessibility: number;
  lighthouseBestPractices: number;
  cachedReadShareOfCeiling: number;
  cachedReadP99Ms: number;
  uncachedReadReqPerSecPglite: number;
  uncachedReadReqPerSecPostgres: number;
  /** Issue 33 §4: the server's resident memory after the load (100,000-product seed). */
  serverRssMbAfterLoad: number;
  /** Issue 33 §4: growth across the repeated load runs of the leak check (GC leaves a few MB of noise). */
  rssGrowthAcrossRepeatsMb: number;
}

export function readBudgets(): Budgets {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
}
