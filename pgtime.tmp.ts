import { PGlite } from '@electric-sql/pglite';
async function main() {
  const t0 = performance.now();
  const p = new PGlite();
  await p.waitReady;
  await p.exec('create table t(a int); insert into t select generate_series(1,1000)');
  const t1 = performance.now();
  const dump = await p.dumpDataDir('none');
  const t2 = performance.now();
  console.log('fresh', Math.round(t1 - t0), 'dump', Math.round(t2 - t1), 'bytes', dump.size);
  const q = new PGlite({ loadDataDir: dump });
  await q.waitReady;
  const t3 = performance.now();
  console.log('load', Math.round(t3 - t2), (await q.query('select count(*) from t')).rows);
}
void main();
