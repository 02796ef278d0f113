import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../setup/freePort';

const root = path.resolve(__dirname, '../..');

export interface Running {
  base: string;
  /** The server's own process (the bench reads its CPU). */
  pid?: number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The child's environment: PGlite in `dataDir`, or DATABASE_URL only when the caller asks for it. */
export function databaseEnv(dataDir: string, useDatabaseUrl: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (!useDatabaseUrl) delete env.DATABASE_URL;
  return env;
}

/** `npm run seed` with the given counts into a PGlite directory (or DATABASE_URL when asked). */
export function seed(dataDir: string, counts: { products: number; vendors: number }, useDatabaseUrl = false): void {
  execFileSync(
    'node',
    ['--import', 'tsx', 'server/db/seed/cli.ts', '--products', String(counts.products), '--vendors', String(counts.vendors)],
    {
      cwd: root,
      stdio: 'ignore',
      env: databaseEnv(dataDir, useDatabaseUrl),
    },
  );
}

/**
 * An account made with `npm run admin -- create-user` in the seeded database, before the server
 * starts: sign-up through the API ends at a mailed link, which a production server keeps to itself.
 */
export function createUser(
  dataDir: string,
  account: { email: string; password: string; firstName: string; lastName: string },
  useDatabaseUrl = false,
): void {
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'server/cli/admin.ts',
      'create-user',
      '--email',
      account.email,
      '--password',
      account.password,
      '--first-name',
      account.firstName,
      '--last-name',
      account.lastName,
    ],
    { cwd: root, stdio: 'ignore', env: databaseEnv(dataDir, useDatabaseUrl) },
  );
}

/**
 * A guest list of `households` generated households (about 2.5 people each) for an account made
 * with createUser, as its own wedding (test/server/guestListBenchData.ts), before the server starts.
 */
export function makeGuestList(
  dataDir: string,
  email: string,
  households: number,
  useDatabaseUrl = false,
): { households: number; guests: number } {
  const out = execFileSync('node', ['--import', 'tsx', 'test/server/guestListBenchData.ts', email, String(households)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: databaseEnv(dataDir, useDatabaseUrl),
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { households: number; guests: number };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

/** The production server (APP_ENV=production) on a free port, serving `distDir`. */
export async function startServer(dataDir: string, distDir: string, useDatabaseUrl = false): Promise<Running> {
  const port = freePort();
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...databaseEnv(dataDir, useDatabaseUrl),
      APP_ENV: 'production',
      APP_SECRET: 'bench-secret-not-for-production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      PAYMENT_ATTEMPTS_PER_MINUTE: '100000000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/health`, 300_000);
  return { base, pid: child.pid, stop: stopper(child) };
}

export async function startCeiling(): Promise<Running> {
  const child = spawn('node', ['--import', 'tsx', path.join(__dirname, 'ceiling.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once('exit', () => reject(new Error('the ceiling server exited')));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}
