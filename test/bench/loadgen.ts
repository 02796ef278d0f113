import type autocannon from 'autocannon';
import { load, loadWithCpu, type LoadResult } from './api';

/**
 * Loads in a process of their own (`loadWarm` and `loadBesideCeiling` start it): the client must
 * never be what is measured, and the bench runner's own heap (Lighthouse runs in it) made it slower
 * on the largest answers. argv[2] is JSON, one of:
 * - `{ options, warmUpSeconds }`: one read, warm; prints its LoadResult;
 * - `{ options, ceiling, warmUpSeconds, slices, sliceSeconds }`: the read and the ceiling in
 *   alternating slices of equal length; prints `{ read, ceiling }`, each summed over its slices.
 * `pid` and `ceilingPid` name the processes answering them: their CPU is read around each measured
 * run (not the warm-ups), and each result carries the CPU µs per answer.
 */
interface Job {
  options: autocannon.Options;
  warmUpSeconds: number;
  ceiling?: autocannon.Options;
  slices?: number;
  sliceSeconds?: number;
  pid?: number;
  ceilingPid?: number;
}

/** Slices of one load as one result: requests over the whole time; the worst slice's p99, the middle slice's p50. */
function combine(results: Array<LoadResult & { cpuMicros: number | null }>): LoadResult {
  const middle = <T>(values: T[]) => values[Math.floor(values.length / 2)]!;
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  const requests = sum(results.map((r) => r.requests));
  const cpu = results.every((r) => r.cpuMicros !== null) ? sum(results.map((r) => r.cpuMicros!)) : null;
  return {
    reqPerSec: sum(results.map((r) => r.reqPerSec)) / results.length,
    p50: middle(results.map((r) => r.p50).sort((a, b) => a - b)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum(results.map((r) => r.errors)),
    requests,
    ...(cpu !== null && requests > 0 ? { cpuMicrosPerRequest: cpu / requests } : {}),
  };
}

async function run(job: Job): Promise<unknown> {
  await load({ ...job.options, duration: job.warmUpSeconds });
  if (!job.ceiling) return combine([await loadWithCpu(job.options, job.pid)]);
  await load({ ...job.ceiling, duration: job.warmUpSeconds });
  const read: Array<LoadResult & { cpuMicros: number | null }> = [];
  const ceiling: typeof read = [];
  for (let i = 0; i < (job.slices ?? 1); i++) {
    // Alternating which goes first keeps a steady drift from favouring either.
    const order = i % 2 === 0 ? ([ceiling, read] as const) : ([read, ceiling] as const);
    for (const results of order) {
      const isRead = results === read;
      results.push(
        await loadWithCpu({ ...(isRead ? job.options : job.ceiling), duration: job.sliceSeconds }, isRead ? job.pid : job.ceilingPid),
      );
    }
  }
  return { read: combine(read), ceiling: combine(ceiling) };
}

run(JSON.parse(process.argv[2]!) as Job).then(
  (result) => console.log(JSON.stringify(result)),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
