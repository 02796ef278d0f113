import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describeLoad, loadWarm } from '../api';
import { databaseEnv } from '../processes';
import type { Row } from '../report';

const root = path.resolve(__dirname, '../../..');

/** The bench's published wedding website: its address and what it holds. */
export interface BenchWebsite {
  slug: string;
  photos: number;
  people: number;
}

/**
 * A published wedding website for an account made with createUser, made through the website's
 * services (test/server/websiteBenchData.ts: 12 gallery photos, a wedding party of six with
 * photos), before the server starts (PGlite is one process's).
 */
export function makeWebsite(dataDir: string, email: string, photos = 12, useDatabaseUrl = false): BenchWebsite {
  const out = execFileSync('node', ['--import', 'tsx', 'test/server/websiteBenchData.ts', email, String(photos)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: databaseEnv(dataDir, useDatabaseUrl),
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as BenchWebsite;
}

/** What Lighthouse opens: the site as a guest on a phone does, signed out. */
export const websitePage = (base: string, site: BenchWebsite) => ({
  key: 'website' as const,
  name: `wedding website (${site.photos} photos, wedding party of ${site.people} with photos)`,
  url: `${base}/wedding/${site.slug}`,
});

/**
 * The server's time for a guest's first load of the site: the HTML that /wedding/{slug} sends
 * (the SPA's page with the site's title and link-preview tags) and the site's API read (the JSON
 * the page renders), each warm, 10 connections, with the server's CPU per answer.
 */
export async function websiteServerRows(base: string, site: BenchWebsite, pid?: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, url] of [
    [`wedding website HTML, GET /wedding/{slug}`, `${base}/wedding/${site.slug}`],
    [
      `wedding website read, GET /web-api/v2/wedding-website/public/{slug} (${site.photos} photos)`,
      `${base}/web-api/v2/wedding-website/public/${site.slug}`,
    ],
  ] as const) {
    const result = await loadWarm({ url, connections: 10, duration: 5, headers: { 'accept-encoding': 'gzip, deflate, br' } }, pid);
    rows.push({ section: 'browser', name, value: describeLoad(result), ...(result.errors ? { ok: false } : {}) });
  }
  return rows;
}
