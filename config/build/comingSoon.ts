import fs from 'node:fs';
import path from 'node:path';
import { appRoutes } from '../../src/app/routeTable';

/**
 * Rewrites the README's lists of working and coming-soon routes from the route table (entries with
 * `load`, entries still marked `comingSoon`) between the
 * `working:*` / `coming-soon:*` markers. `--check` only reports stale lists.
 */
const readmePath = path.resolve('README.md');
const readme = fs.readFileSync(readmePath, 'utf8');

function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.error(`README.md has no ${start} … ${end} section.`);
    process.exit(1);
  }
  // Blank lines around the list: the README stays as Prettier writes it.
  return `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`;
}

const line = (route: (typeof appRoutes)[number]) => `- \`${route.path}\` — ${route.title}`;
let next = replaceSection(
  readme,
  'working',
  appRoutes
    .filter((route) => route.load)
    .map(line)
    .join('\n'),
);
next = replaceSection(
  next,
  'coming-soon',
  appRoutes
    .filter((route) => route.comingSoon)
    .map(line)
    .join('\n'),
);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('The README route lists are stale: run `npm run readme:coming-soon`.');
    process.exit(1);
  }
  console.log('The README route lists match the route table.');
} else {
  fs.writeFileSync(readmePath, next);
  console.log(
    `README.md: ${appRoutes.filter((r) => r.load).length} working and ${appRoutes.filter((r) => r.comingSoon).length} coming-soon routes listed.`,
  );
}
