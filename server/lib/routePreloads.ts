/**
 * Which lazy files a client route needs (dist/route-preloads.json, written by the build), and the
 * <link rel=preload> tags that start them with the entry chunks. Matching ranks like react-router.
 */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** react-router's ranking: static 10, :param 3, a splat costs 2, plus one per segment. Null if no match. */
function score(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const splat = want.at(-1) === '*';
  const fixed = splat ? want.slice(0, -1) : want;
  if (splat ? got.length < fixed.length : got.length !== fixed.length) return null;
  let total = want.length + (splat ? -2 : 0);
  for (const [i, segment] of fixed.entries()) {
    if (segment.startsWith(':')) total += 3;
    else if (segment === got[i]) total += 10;
    else return null;
  }
  return total;
}

export function matchRoute(routes: RoutePreload[], pathname: string): RoutePreload | null {
  let best: RoutePreload | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const s = score(route.path, pathname);
    if (s !== null && s > bestScore) {
      best = route;
      bestScore = s;
    }
  }
  return best;
}

export function preloadTags(files: string[]): string {
  return files
    .map((f) => (f.endsWith('.css') ? `<link rel="preload" href="/${f}" as="style">` : `<link rel="preload" href="/${f}" as="script">`))
    .join('');
}

/** index.html with the route's preload tags before </head>; one string per route, built once. */
export function htmlForRoutes(indexHtml: string, routes: RoutePreload[]): (pathname: string) => string {
  const byRoute = new Map<string, string>();
  return (pathname) => {
    const route = matchRoute(routes, pathname);
    if (!route || route.files.length === 0) return indexHtml;
    let html = byRoute.get(route.path);
    if (html === undefined) {
      html = indexHtml.replace('</head>', `${preloadTags(route.files)}</head>`);
      byRoute.set(route.path, html);
    }
    return html;
  };
}
