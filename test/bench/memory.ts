import { load } from './api';
import type { Budgets } from './budgets';
import { processRssMb } from './processCpu';
import type { Row } from './report';
import type autocannon from 'autocannon';

/** Repeated load runs of the leak check, each this many seconds. */
export const LEAK_RUNS = 3;
const LEAK_RUN_SECONDS = 8;

const mb = (value: number) => `${value.toFixed(0)} MB`;

/**
 * Issue 33 §4: the server's resident memory idle (started on the seeded database), at the end of
 * the bench's load, and after each of three more identical load runs. A server that keeps what it
 * answered grows run after run; one that only warms its caches levels off after the first.
 */
export async function measureMemory(
  pid: number | undefined,
  idleMb: number | null,
  repeated: autocannon.Options,
  budgets: Budgets,
): Promise<Row[]> {
  const afterLoad = processRssMb(pid);
  if (idleMb === null || afterLoad === null) return [];
  const runs: number[] = [];
  for (let i = 0; i < LEAK_RUNS; i++) {
    await load({ ...repeated, duration: LEAK_RUN_SECONDS });
    runs.push(processRssMb(pid) ?? Number.NaN);
  }
  const growth = runs.at(-1)! - runs[0]!;
  const peak = Math.max(afterLoad, ...runs);
  return [
    { section: 'memory', name: 'server resident memory, idle on the seeded database', value: mb(idleMb), measure: rss(idleMb) },
    {
      section: 'memory',
      name: 'server resident memory after the load',
      value: mb(afterLoad),
      budget: `≤ ${budgets.serverRssMbAfterLoad} MB`,
      ok: peak <= budgets.serverRssMbAfterLoad,
      measure: { ...rss(afterLoad), limit: budgets.serverRssMbAfterLoad },
    },
    {
      section: 'memory',
      name: `leak check: ${LEAK_RUNS} more ${LEAK_RUN_SECONDS} s runs of the same load`,
      value: runs.map(mb).join(' → '),
      ratio: `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB from the first to the last`,
      budget: `growth ≤ ${budgets.rssGrowthAcrossRepeatsMb} MB`,
      ok: growth <= budgets.rssGrowthAcrossRepeatsMb,
      measure: { value: growth, unit: 'MB', better: 'lower', limit: budgets.rssGrowthAcrossRepeatsMb },
    },
  ];
}

const rss = (value: number) => ({ value, unit: 'MB', better: 'lower' as const });
