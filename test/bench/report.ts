import fs from 'node:fs';
import path from 'node:path';

/** One line of the bench table. `ok` is set only where a budget applies. */
export interface Row {
  section: 'bundle' | 'browser' | 'api' | 'scale';
  name: string;
  value: string;
  ratio?: string;
  budget?: string;
  ok?: boolean;
}

export function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((r) => r.section.length + r.name.length + 2));
  for (const r of rows) {
    const verdict = r.ok === undefined ? '' : r.ok ? '  ok' : '  MISSED';
    console.log(
      `${`${r.section}: ${r.name}`.padEnd(width)}  ${r.value}${r.ratio ? `  (${r.ratio})` : ''}${r.budget ? `  budget ${r.budget}` : ''}${verdict}`,
    );
  }
}

/** Writes the run under test/bench/results/ (git-ignored) and returns the file path. */
export function writeResults(rows: Row[], meta: Record<string, unknown>): string {
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...meta, rows }, null, 2));
  return file;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
