import fs from 'node:fs';
import path from 'node:path';
import { appRoutes } from '../../src/app/routeTable';

/**
 * Rewrites the README's coming-soon list from the route table (entries still marked `comingSoon`),
 * between the `coming-soon:start` / `coming-soon:end` markers. `--check` only reports a stale list.
 */
const readmePath = path.resolve('README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const start = '<!-- coming-soon:start -->';
const end = '<!-- coming-soon:end -->';
const from = readme.indexOf(start);
const to = readme.indexOf(end);
if (from < 0 || to < from) {
  console.error(`README.md has no ${start} … ${end} section.`);
  process.exit(1);
}
const list = appRoutes
  .filter((route) => route.comingSoon)
  .map((route) => `- \`${route.path}\` — ${route.title}`)
  .join('\n');
const next = `${readme.slice(0, from + start.length)}\n${list}\n${readme.slice(to)}`;
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('The README coming-soon list is stale: run `npm run readme:coming-soon`.');
    process.exit(1);
  }
  console.log('The README coming-soon list matches the route table.');
} else {
  fs.writeFileSync(readmePath, next);
  console.log(`README.md: ${appRoutes.filter((r) => r.comingSoon).length} coming-soon routes listed.`);
}
