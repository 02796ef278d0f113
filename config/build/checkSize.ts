import fs from 'node:fs';
import path from 'node:path';
import type { SizeManifest } from './plugins';

/**
 * `npm run size`: fails when the home route's initial JS (gzip) goes over the budget kept in
 * package.json (`sizeBudget.homeInitialJsGzipKB`). Reads the manifest the production build wrote.
 */
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const manifestPath = path.join(dist, 'size-manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as SizeManifest;
const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { sizeBudget: { homeInitialJsGzipKB: number } };
const budgetBytes = pkg.sizeBudget.homeInitialJsGzipKB * 1024;
const home = manifest.routes.home;
if (!home) {
  console.error('The manifest has no home route.');
  process.exit(1);
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`home initial JS: ${kb(home.jsGzip)} gzip (budget ${kb(budgetBytes)})`);
let failed = false;
if (home.jsGzip > budgetBytes) {
  console.error(`Over budget by ${kb(home.jsGzip - budgetBytes)}.`);
  failed = true;
}

/**
 * The measured routes (home, guest registry, category, product, guest list, a wedding website) are first loads: a schema library
 * in them costs every visitor ~27 KB gzip for rules the server checks anyway. The SPA imports only
 * types from contract modules that use zod; run-time values it needs live in zod-free modules.
 */
const KEPT_OUT = ['zod'];
for (const [name, route] of Object.entries(manifest.routes)) {
  const found = route.packages.filter((p) => KEPT_OUT.includes(p));
  if (found.length > 0) {
    console.error(`The ${name} route's initial JS includes ${found.join(', ')}.`);
    failed = true;
  }
}
if (failed) process.exit(1);
