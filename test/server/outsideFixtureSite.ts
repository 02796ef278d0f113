import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { BARE_PAGE, JSON_LD_PAGE, OG_PAGE } from '../setup/outsidePages';

export { BARE_PAGE, JSON_LD_PAGE, OG_PAGE };

/**
 * A store's web site for the outside-gift import tests, on 127.0.0.1 and a free port, started by
 * the test: product pages with Open Graph or schema.org JSON-LD, a page with neither, redirects
 * (to itself, to a private address, in a loop), a huge page, a slow one, JSON, and pictures.
 */
export interface FixtureSite {
  origin: string;
  port: number;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A tiny PNG sharp can read. */
export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08040' } })
    .png()
    .toBuffer();
}

export async function startFixtureSite(): Promise<FixtureSite> {
  const png = await pngBytes();
  const hits = new Map<string, number>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string, status = 200) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    switch (path) {
      case '/og':
        return html(OG_PAGE);
      case '/json-ld':
        return html(JSON_LD_PAGE);
      case '/bare':
        return html(BARE_PAGE);
      case '/gzip': {
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
        return res.end(zlib.gzipSync(OG_PAGE));
      }
      case '/redirect-to-og':
        res.writeHead(302, { location: '/og' });
        return res.end();
      case '/redirect-private':
        res.writeHead(301, { location: 'http://10.0.0.1/admin' });
        return res.end();
      case '/redirect-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      case '/loop':
        res.writeHead(302, { location: `${origin}/loop` });
        return res.end();
      case '/huge': {
        // The product's tags first, then 5 MB of page: the reader keeps the first 1 MB.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write(OG_PAGE.replace('</body></html>', ''));
        const filler = `<p>${'x'.repeat(64 * 1024)}</p>`;
        let sent = 0;
        const more = () => {
          while (sent < 80) {
            sent++;
            if (!res.write(filler)) return void res.once('drain', more);
          }
          res.end('</body></html>');
        };
        return more();
      }
      case '/slow':
        // Headers, then nothing more: only the time limit ends it.
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.write('<!doctype html><html><head>');
      case '/json':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ title: 'Not a page' }));
      case '/missing':
        return html('<h1>Not found</h1>', 404);
      case '/pictures/duvet.png':
      case '/pictures/mixer.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
        return res.end(png);
      case '/svg-picture-page':
        return html(OG_PAGE.replace('/pictures/duvet.png', '/pictures/logo.svg'));
      case '/pictures/logo.svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        return res.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      default:
        return html('<h1>Not found</h1>', 404);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The guard's options that let a test reach this site (and nothing else private). */
export const fixtureGuard = (site: FixtureSite) => ({ allowAddresses: ['127.0.0.1'], allowPorts: [site.port] });
