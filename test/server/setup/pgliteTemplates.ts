import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDatabase } from '../../../server/db/seed';

/**
 * A fresh in-memory PGlite costs initdb, every migration and (for most suites) the demo seed: about
 * 8 s of CPU on a quiet 2-core machine and over a minute when the machine is busy, which is where
 * suites' 60 s beforeAll hooks ran out. The server project's globalSetup makes both starting
 * points once per run, dumped to the temp folder; each suite then loads the one it needs in a
 * fraction of that. A copy is the database a fresh seed would make, but for the community's
 * demo posts, dated days before the seed ran (the newest a minute before): a test that needs a
 * post inside its edit window writes its own.
 */
export type PgliteTemplate = 'migrated' | 'seeded';

const ENV = 'CONFETTI_PGLITE_TEMPLATES';
const PREFIX = 'confetti-jest-pglite-';

export async function buildPgliteTemplates(): Promise<string> {
  removeOrphanedTemplates();
  // The folder is named after this process, so a later run can tell a killed run's leftovers from a live one's.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', sharedBuffers: '32MB' });
  try {
    await writeDump(database, path.join(dir, 'migrated.tar'));
    await seedDatabase(database.db);
    await writeDump(database, path.join(dir, 'seeded.tar'));
  } finally {
    await database.close();
  }
  // The test workers start after this and inherit it.
  process.env[ENV] = dir;
  return dir;
}

async function writeDump(database: Database, file: string): Promise<void> {
  const dump = await database.dumpDataDir!();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** A run killed before its teardown leaves ~110 MB behind: remove folders whose process is gone. */
export function removeOrphanedTemplates(tmp = os.tmpdir()): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(tmp)) {
    const pid = name.startsWith(PREFIX) ? Number.parseInt(name.slice(PREFIX.length), 10) : NaN;
    if (!(pid > 0) || processIsAlive(pid)) continue;
    fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function removePgliteTemplates(): void {
  const dir = process.env[ENV];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[ENV];
}

/** The dumped starting point, or null when this run has none (a suite run outside jest's server project). */
export function pgliteTemplate(kind: PgliteTemplate): Blob | null {
  const dir = process.env[ENV];
  const file = dir && path.join(dir, `${kind}.tar`);
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null;
}
