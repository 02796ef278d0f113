import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '../lib/errors';
import { isApiPath } from './session';
import { spaPageHtml } from '../lib/routePreloads';
import { usePageHeaders } from './securityHeaders';

/**
 * Serves the built SPA from the same origin as the API: content-hashed assets are immutable for a
 * year, index.html is never cached, and any other GET that is not an API path (and names no file)
 * falls back to index.html so client routes survive a reload. API paths, paths with a dot-segment
 * (/.env, /.git/config) and file names that are not built files match nothing and get the JSON
 * error shape. A page's HTML preloads its route's lazy chunk (dist/route-preloads.json).
 */
export const spaPlugin = fp<{ distDir: string }>(
  async (app, opts) => {
    const htmlFor = spaPageHtml(opts.distDir);
    if (htmlFor) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        prefix: '/',
        index: false,
        wildcard: false,
        setHeaders(res, filePath) {
          const immutable = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(path.basename(filePath));
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
          if (filePath.endsWith('.html')) usePageHeaders(res);
        },
      });
    } else {
      app.log.warn({ distDir: opts.distDir }, 'no built SPA found; run `npm run build` (serving the API only)');
    }
    app.setNotFoundHandler((request, reply) => {
      const query = request.url.indexOf('?');
      const pathname = query === -1 ? request.url : request.url.slice(0, query);
      const search = query === -1 ? '' : request.url.slice(query);
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && isClientRoutePath(pathname);
      if (htmlFor && isPage) {
        return usePageHeaders(reply).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(htmlFor(pathname, search));
      }
      return reply.status(404).send({ message: `Nothing here: ${request.method} ${pathname}.`, code: 'not_found' } satisfies ErrorBody);
    });
  },
  { name: 'spa' },
);

/**
 * Whether a path that no file and no API route answered can be a client route: not an API path,
 * no segment starting with '.' (dotfiles, '.' and '..'), no file extension on its last segment
 * (a built file would have been served; any other file name is a 404, not the SPA). Checked on the
 * decoded path, so '/%2Eenv' is '/.env'; a path that does not decode is no route either.
 */
export function isClientRoutePath(rawPathname: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return false;
  }
  return !isApiPath(pathname) && !pathname.split('/').some((segment) => segment.startsWith('.')) && !path.extname(pathname);
}
