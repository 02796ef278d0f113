import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../setup/freePort';
import { buildPgliteTemplates, removePgliteTemplates } from './pgliteTemplates';

/**
 * The server suites' PostgreSQL: the server project's jest globalSetup (this file's default) and
 * globalTeardown (postgresTeardown.ts). Some suites run on a real PostgreSQL (TEST_DATABASE_URL):
 * when it is set (`.ci/run` sets it) it is used as it is; otherwise, when PostgreSQL is installed
 * (Debian's /usr/lib/postgresql/<n>/bin), a throwaway cluster is started in the temp folder on a
 * free port and removed after the run. Without either, those suites skip, and the run ends with
 * one line saying which and why.
 */

/** The part of jest's global config this reads: the run's test path patterns (jest 30). */
interface GlobalConfig {
  testPathPatterns?: { isSet(): boolean; toExecutor(options: { rootDir: string }): { isMatch(absPath: string): boolean } };
}

interface Cluster {
  bin: string;
  dir: string;
  as: Pick<SpawnSyncOptions, 'uid' | 'gid'>;
}
const state = globalThis as typeof globalThis & { confettiPostgres?: { cluster: Cluster | null; skipped: string | null } };

const root = path.resolve(__dirname, '../../..');
const serverTests = path.join(root, 'test/server');

/** The server suites that read TEST_DATABASE_URL (and skip their PostgreSQL part without it). */
function postgresSuites(): string[] {
  return fs
    .readdirSync(serverTests)
    .filter((name) => name.endsWith('.test.ts') && fs.readFileSync(path.join(serverTests, name), 'utf8').includes('TEST_DATABASE_URL'))
    .sort();
}

/** Whether this run selects any of them (`jest test/server/cart.test.ts` needs no cluster). */
function selected(suites: string[], globalConfig: GlobalConfig | undefined): boolean {
  const patterns = globalConfig?.testPathPatterns;
  if (!patterns?.isSet()) return true;
  const executor = patterns.toExecutor({ rootDir: root });
  return suites.some((name) => executor.isMatch(path.join(serverTests, name)));
}

/** The newest /usr/lib/postgresql/<n>/bin holding initdb and pg_ctl, as `.ci/run` picks it. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres user. */
function owner(): Cluster['as'] {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(cluster: Cluster, tool: string, args: string[]): void {
  const result = spawnSync(path.join(cluster.bin, tool), args, { ...cluster.as, cwd: cluster.dir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${tool} failed: ${(result.error?.message ?? result.stderr) || `exit ${String(result.status)}`}`.trim());
}

function stop(cluster: Cluster): void {
  try {
    run(cluster, 'pg_ctl', ['-D', path.join(cluster.dir, 'data'), '-m', 'immediate', 'stop']);
  } finally {
    fs.rmSync(cluster.dir, { recursive: true, force: true });
  }
}

export default async function setup(globalConfig?: GlobalConfig): Promise<void> {
  state.confettiPostgres = { cluster: null, skipped: null };
  await buildPgliteTemplates();
  if (process.env.TEST_DATABASE_URL) return;
  const suites = postgresSuites();
  if (!selected(suites, globalConfig)) return;
  const skip = (why: string) => {
    state.confettiPostgres!.skipped = `PostgreSQL tests skipped (${why}) in ${suites.map((s) => `test/server/${s}`).join(', ')}; install PostgreSQL (apt-get install postgresql) or set TEST_DATABASE_URL=postgres://user@host:port/db to run them.`;
  };
  const bin = postgresBin();
  if (!bin) return skip('TEST_DATABASE_URL is not set and no initdb in /usr/lib/postgresql/*/bin');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-jest-pg-'));
  let cluster: Cluster | null = null;
  try {
    cluster = { bin, dir, as: owner() };
    if (cluster.as.uid !== undefined) fs.chownSync(dir, cluster.as.uid, cluster.as.gid!);
    const port = freePort();
    run(cluster, 'initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
    run(cluster, 'pg_ctl', ['-D', path.join(dir, 'data'), '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    state.confettiPostgres.cluster = cluster;
    // The test workers start after this and inherit it.
    process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  } catch (error) {
    if (cluster && fs.existsSync(path.join(dir, 'data', 'postmaster.pid'))) stop(cluster);
    fs.rmSync(dir, { recursive: true, force: true });
    skip(`could not start one from ${bin}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

export async function teardown(): Promise<void> {
  removePgliteTemplates();
  const { cluster, skipped } = state.confettiPostgres ?? { cluster: null, skipped: null };
  if (cluster) {
    stop(cluster);
    delete process.env.TEST_DATABASE_URL;
  }
  if (skipped) process.stderr.write(`\n${skipped}\n`);
  state.confettiPostgres = undefined;
}
