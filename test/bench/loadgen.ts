import type autocannon from 'autocannon';
import { load, type LoadResult } from './api';

/**
 * Loads in a process of their own (`loadWarm` and `loadBesideCeiling` start it): the client must
 * never be what is measured, and the bench runner's own heap (Lighthouse runs in it) made it slower
 * on the largest answers. argv[2] is JSON, one of:
 * - `{ options, warmUpSeconds }`: one read, warm; prints its LoadResult;
 * - `{ options, ceiling, warmUpSeconds, slices, sliceSeconds }`: the read and the ceiling in
 *   alternating slices of equal length; prints `{ read, ceiling }`, each summed over its slices.
 */
interface Job {
  options: autocannon.Options;
  warmUpSeconds: number;
  ceiling?: autocannon.Options;
  slices?: number;
  sliceSeconds?: number;
}

/** Slices of one load as one result: requests over the whole time; the worst slice's p99, the middle slice's p50. */
function combine(results: LoadResult[]): LoadResult {
  const middle = <T>(values: T[]) => values[Math.floor(values.length / 2)]!;
  return {
    reqPerSec: results.reduce((sum, r) => sum + r.reqPerSec, 0) / results.length,
    p50: middle(results.map((r) => r.p50).sort((a, b) => a - b)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

async function run(job: Job): Promise<unknown> {
  await load({ ...job.options, duration: job.warmUpSeconds });
  if (!job.ceiling) return load(job.options);
  await load({ ...job.ceiling, duration: job.warmUpSeconds });
  const read: LoadResult[] = [];
  const ceiling: LoadResult[] = [];
  for (let i = 0; i < (job.slices ?? 1); i++) {
    // Alternating which goes first keeps a steady drift from favouring either.
    const order = i % 2 === 0 ? ([ceiling, read] as const) : ([read, ceiling] as const);
    for (const results of order) results.push(await load({ ...(results === read ? job.options : job.ceiling), duration: job.sliceSeconds }));
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
