/**
 * Issue 32's figure: the suggestion query's server time at catalogue scale. Run against a seeded
 * data directory (e.g. `DATA_DIR=/tmp/x node --import tsx server/db/seed/cli.ts --products 100000
 * --vendors 50000`), then `DATA_DIR=/tmp/x node --import tsx test/bench/suggestScale.ts`. Prints the
 * table sizes, EXPLAIN ANALYZE of the statement for a misspelling, and per query the median and
 * worst of RUNS warm runs of suggest() (the statement plus its synonyms and correction).
 */
import { sql } from 'drizzle-orm';
import { loadServerConfig } from '../../config/server';
import { openDatabase, queryRows } from '../../server/db/client';
import { suggest } from '../../server/modules/search/service';
import { suggestQueryOf } from '../../server/modules/search/suggestQuery';

const RUNS = 30;
const QUERIES = ['blendr', 'b', 'bl', 'kitch', 'copper dutch oven', 'cocotte', 'espresso machine', 'dj', 'golden', 'photograpy', 'zzqxv'];

async function main(): Promise<void> {
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM search_product_names) AS product_names,
               (SELECT count(*)::int FROM vendors) AS vendors, (SELECT count(*)::int FROM brands) AS brands`,
  );
  console.log(`database: ${database.kind}`, counts);
  const query = suggestQueryOf(['blendr']);
  const literal = query.sql.replace(/\$(\d)::text\[\]/g, (_, n: string) => `'${String(query.params[Number(n) - 1])}'::text[]`);
  const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql.raw(`EXPLAIN (ANALYZE, COSTS OFF) ${literal}`));
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
  for (const q of QUERIES) {
    await suggest(db, q);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = process.hrtime.bigint();
      await suggest(db, q);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    const answer = await suggest(db, q);
    const found = `${answer.products.length}p ${answer.brands.length}b ${answer.categories.length}c ${answer.vendors.length}v ${answer.vendor_categories.length}vc`;
    console.log(
      `${q.padEnd(20)} median ${times[RUNS >> 1]!.toFixed(2)} ms, worst ${times[RUNS - 1]!.toFixed(2)} ms  (${found}${answer.did_you_mean ? `, did you mean ${answer.did_you_mean}` : ''})`,
    );
  }
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
