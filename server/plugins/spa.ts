import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '../lib/errors';
import { isApiPath } from './session';

/**
 * Serves the built SPA from the same origin as the API: content-hashed assets are immutable for a
 * year, index.html is never cached, and any other GET that is not an API path (and names no file)
 * falls back to index.html so client routes survive a reload. API paths that match nothing get
 * the JSON error shape.
 */
export const spaPlugin = fp<{ distDir: string }>(async (app, opts) => {
  const indexPath = path.join(opts.distDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        const immutable = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(path.basename(filePath));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'no built SPA found; run `npm run build` (serving the API only)');
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !path.extname(pathname);
    if (indexHtml && isPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: `Nothing here: ${request.method} ${pathname}.`, code: 'not_found' } satisfies ErrorBody);
  });
}, { name: 'spa' });
