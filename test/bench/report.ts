import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchReportHtml, type BenchResult } from './htmlReport';
import type { LighthouseScores } from './lighthouse';

/**
 * A row's numbers, for the HTML report's bars, curves and comparisons with the baseline: the
 * headline `value` (in `unit`, `better` when higher or lower), what it is held against
 * (`reference`: the bare route's ceiling, the floor app) and the budget's bound (`limit`).
 */
export interface Measure {
  value: number;
  unit: string;
  better: 'higher' | 'lower';
  reference?: { label: string; value: number };
  limit?: number;
  p99Ms?: number;
  cpuMicros?: number;
  /** A scale row: its series and the number of rows it ran on. */
  scale?: { series: string; n: number };
  scores?: Omit<LighthouseScores, 'notes'>;
}

/** One line of the bench table. `ok` is set only where a budget applies. */
export interface Row {
  section: 'bundle' | 'browser' | 'api' | 'memory' | 'scale';
  name: string;
  value: string;
  ratio?: string;
  budget?: string;
  ok?: boolean;
  measure?: Measure;
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

/** The kept result the report compares with (`npm run bench -- --save-baseline` replaces it). */
export const BASELINE_FILE = path.join(__dirname, 'baseline.json');

const currentCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

/**
 * Writes the run under test/bench/results/ (git-ignored) as JSON and as a self-contained HTML
 * report compared with the baseline; with `saveBaseline`, the run becomes the baseline.
 * Returns both paths.
 */
export function writeResults(
  rows: Row[],
  meta: { database?: string; counts?: Record<string, number> },
  { saveBaseline = false } = {},
): { json: string; html: string } {
  const dir = path.join(__dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  const stem = path.join(dir, `bench-${at.replace(/[:.]/g, '-')}`);
  const result: BenchResult = { at, commit: currentCommit(), ...meta, rows };
  const baseline = fs.existsSync(BASELINE_FILE) ? (JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as BenchResult) : null;
  fs.writeFileSync(`${stem}.json`, JSON.stringify(result, null, 2));
  fs.writeFileSync(`${stem}.html`, benchReportHtml(result, baseline));
  if (saveBaseline) fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(result, null, 2)}\n`);
  return { json: `${stem}.json`, html: `${stem}.html` };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
