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

/**
 * The route whose path pattern matches `pathname` best, ranked as react-router ranks them; null if
 * none does. For flat tables like ours: the server picks a page's preloads with it, and the SPA the
 * page to load before its first render (react-router's own matchRoutes compiles every route first).
 */
export function matchRoute<T extends { path: string }>(routes: readonly T[], pathname: string): T | null {
  let best: T | null = null;
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
