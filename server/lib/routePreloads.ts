import fs from 'node:fs';
import path from 'node:path';
import { matchRoute } from '../../src/contracts/routeMatch';
import { pageDataTag } from './pageData';

/**
 * Which lazy files a client route needs (dist/route-preloads.json, written by the build), and the
 * <link rel=preload> tags that start them with the entry chunks. Matching ranks like react-router.
 */
export interface RoutePreload {
  path: string;
  files: string[];
}

export function preloadTags(files: string[]): string {
  return files
    .map((f) => (f.endsWith('.css') ? `<link rel="preload" href="/${f}" as="style">` : `<link rel="preload" href="/${f}" as="script">`))
    .join('');
}

/**
 * index.html with the route's preload tags before </head> (one string per route, built once), and
 * for a page whose first read is known (pageData.ts), that read's preload too.
 */
export function htmlForRoutes(indexHtml: string, routes: RoutePreload[]): (pathname: string, search?: string) => string {
  const byRoute = new Map<string, string>();
  return (pathname, search = '') => {
    const route = matchRoute(routes, pathname);
    if (!route) return indexHtml;
    let html = byRoute.get(route.path);
    if (html === undefined) {
      html = route.files.length === 0 ? indexHtml : indexHtml.replace('</head>', `${preloadTags(route.files)}</head>`);
      byRoute.set(route.path, html);
    }
    const data = pageDataTag(route.path, pathname, search);
    return data ? html.replace('</head>', () => `${data}</head>`) : html;
  };
}

/**
 * The built SPA's index.html for a pathname, with its route's preload tags: read from `distDir`
 * once; null when there is no build (the API alone, in tests without a dist).
 */
export function spaPageHtml(distDir: string): ((pathname: string, search?: string) => string) | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const preloadsPath = path.join(distDir, 'route-preloads.json');
  const routes = fs.existsSync(preloadsPath) ? (JSON.parse(fs.readFileSync(preloadsPath, 'utf8')) as RoutePreload[]) : [];
  return htmlForRoutes(indexHtml, routes);
}
