import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeOrphanedTemplates } from './setup/pgliteTemplates';

describe('removeOrphanedTemplates', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-sweep-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("removes a killed run's templates and keeps a live run's and anything else", () => {
    // A process that has exited: its pid names no live process.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const make = (name: string) => {
      fs.mkdirSync(path.join(tmp, name));
      fs.writeFileSync(path.join(tmp, name, 'seeded.tar'), 'x');
    };
    make(`confetti-jest-pglite-${gone}-abc123`);
    make(`confetti-jest-pglite-${process.pid}-def456`);
    make('confetti-jest-pglite-Xyz789');
    make('someone-elses-folder');

    expect(removeOrphanedTemplates(tmp)).toEqual([`confetti-jest-pglite-${gone}-abc123`]);
    expect(fs.readdirSync(tmp).sort()).toEqual(
      [`confetti-jest-pglite-${process.pid}-def456`, 'confetti-jest-pglite-Xyz789', 'someone-elses-folder'].sort(),
    );
  });
});
