import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../setup/freePort';

const root = path.resolve(__dirname, '../..');

/**
 * `server/main.ts` as production runs it: SIGTERM closes the app, then the database, and exits 0.
 * The registry's onClose (UNLISTEN) needs the database open, so the database must close last.
 */
describe('server process shutdown', () => {
  it('on SIGTERM closes cleanly and exits 0, with nothing logged as an error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-shutdown-'));
    const port = freePort();
    const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        APP_ENV: 'development',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'error',
        DIST_DIR: dataDir,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      for (let up = false; !up;) {
        if (child.exitCode !== null) throw new Error(`the server exited early: ${output}`);
        up = await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!up) await new Promise((r) => setTimeout(r, 200));
      }
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/shutdown failed|"level":50/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
