import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SizeManifest } from '../../config/build/plugins';
import type { Budgets } from './budgets';
import { kb, type Row } from './report';

const root = path.resolve(__dirname, '../..');

function build(outDir: string, entry?: string): SizeManifest {
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DIST_DIR: outDir, ...(entry ? { WEBPACK_ENTRY: entry } : {}) },
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, 'size-manifest.json'), 'utf8')) as SizeManifest;
}

/** Builds the app alone into `appDir` (for the server runs), when the bundle rows are skipped. */
export function buildApp(appDir: string): void {
  build(appDir);
}

/**
 * Builds the app and the floor (only the framework libraries, `floor/index.tsx`) with the same
 * webpack config, and compares each measured route's initial JS and CSS with the floor's.
 * The app build is left in `appDir` for the server runs.
 */
export function measureBundles(appDir: string, floorDir: string, budgets: Budgets): Row[] {
  const app = build(appDir);
  const floor = build(floorDir, path.join(__dirname, 'floor/index.tsx'));
  const floorJs = floor.routes.home!.jsGzip;
  const kib = (bytes: number) => bytes / 1024;
  const rows: Row[] = [
    {
      section: 'bundle',
      name: 'floor initial JS (gzip)',
      value: kb(floorJs),
      measure: { value: kib(floorJs), unit: 'KB', better: 'lower' },
    },
  ];
  for (const [route, size] of Object.entries(app.routes)) {
    const ratio = size.jsGzip / floorJs;
    const row: Row = {
      section: 'bundle',
      name: `${route} initial JS / CSS (gzip)`,
      value: `${kb(size.jsGzip)} / ${kb(size.cssGzip)}`,
      ratio: `${ratio.toFixed(2)}× floor`,
      measure: { value: kib(size.jsGzip), unit: 'KB', better: 'lower', reference: { label: 'floor', value: kib(floorJs) } },
    };
    // Issue 33 §2: the home route within 1.2× the floor, every other measured route within 1.3×.
    const limit = route === 'home' ? budgets.homeInitialJsToFloor : budgets.routeInitialJsToFloor;
    row.budget = `≤ ${limit}×`;
    row.ok = ratio <= limit;
    row.measure!.limit = kib(floorJs) * limit;
    rows.push(row);
  }
  return rows;
}
