import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';

/**
 * Fetching a page or a picture a person named, from the server, without letting that person reach
 * what only the server can (server-side request forgery). Every rule lives here, tested in
 * test/server/fetchGuard.test.ts (it needs real sockets):
 * - only http: and https:, on the scheme's default port (80, 443) unless a port is explicitly allowed;
 * - the host is resolved here, every address it resolves to must be public (not private, loopback,
 *   link-local, CGNAT, multicast, unspecified, reserved or documentation ranges, IPv6 unique-local,
 *   site-local, IPv4-mapped, NAT64 or 6to4), and the connection goes to the vetted address itself
 *   (the Host header and TLS name stay the host's), so a second DNS answer cannot switch it
 *   (DNS rebinding);
 * - at most 3 redirects, each hop checked again from the start;
 * - one time limit over the whole fetch, redirects included (5 s);
 * - a size limit on the body, counted as it streams (after decompression) and cut off there;
 * - only the content types the caller accepts (text/html for a page).
 * Nothing of this is configurable from the environment: `allowAddresses` and `allowPorts` exist for
 * tests that start a fixture server on 127.0.0.1 and are passed in code (server/app.ts BuildOptions).
 */

export type FetchRefusal =
  | 'bad_url'
  | 'bad_scheme'
  | 'bad_port'
  | 'blocked_address'
  | 'dns_failed'
  | 'timeout'
  | 'too_many_redirects'
  | 'bad_status'
  | 'bad_type'
  | 'too_large'
  | 'network';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'FetchRefused';
  }
}

export interface LookupAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchGuardOptions {
  /** The whole fetch, redirects included (ms). */
  timeoutMs: number;
  /** Body bytes kept (after decompression). */
  maxBytes: number;
  /** What to do past maxBytes: keep what came ('cut', for a page) or refuse ('refuse', for a picture). */
  overflow: 'cut' | 'refuse';
  maxRedirects: number;
  /** Whether a response's media type (lower case, no parameters) is one the caller takes. */
  accept: (mediaType: string) => boolean;
  /** Ports allowed besides the scheme's default. */
  allowPorts: readonly number[];
  /** Addresses allowed although not public. Tests only (a fixture server on 127.0.0.1). */
  allowAddresses: readonly string[];
  /** Resolves a host name to its addresses (node's resolver by default; tests may pass another). */
  lookup: (hostname: string) => Promise<LookupAddress[]>;
  userAgent: string;
}

export interface FetchedBody {
  /** The address the body came from (after redirects). */
  url: string;
  status: number;
  mediaType: string;
  charset: string | null;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
}

const systemLookup = async (hostname: string): Promise<LookupAddress[]> =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export const DEFAULT_FETCH_GUARD: FetchGuardOptions = {
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  overflow: 'cut',
  maxRedirects: 3,
  accept: (type) => type === 'text/html',
  allowPorts: [],
  allowAddresses: [],
  lookup: systemLookup,
  userAgent: 'ConfettiGiftImporter/1.0 (+https://confetti.test/registry)',
};

// ---------------------------------------------------------------------------------------------
// addresses

// One list per family: node's BlockList would match an IPv4 address against the IPv4-mapped IPv6 range.
const BLOCKED_V4 = new net.BlockList();
const BLOCKED_V6 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const)
  BLOCKED_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64 (would reach an IPv4 address through a translator)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, benchmarking …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an address may be fetched from: a valid IPv4 or IPv6 address outside every range above.
 * An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is refused whatever it maps to.
 */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(address)) return false;
  return family === 4 ? !BLOCKED_V4.check(address, 'ipv4') : !BLOCKED_V6.check(address, 'ipv6');
}

// ---------------------------------------------------------------------------------------------
// one URL

/** The URL as we will fetch it, or a refusal: scheme, credentials and port are checked here. */
export function checkUrl(raw: string, options: Pick<FetchGuardOptions, 'allowPorts'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('bad_url', 'That is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('bad_scheme', 'Only http and https addresses can be read.');
  if (url.username || url.password) throw new FetchRefused('bad_url', 'Web addresses with a user name or password cannot be read.');
  if (url.port !== '' && !options.allowPorts.includes(Number(url.port)))
    throw new FetchRefused('bad_port', 'Only addresses on the usual web ports can be read.');
  if (!url.hostname) throw new FetchRefused('bad_url', 'That is not a web address.');
  return url;
}

/** The host's addresses, every one of them vetted; the one connected to (the first IPv4 one, else the first). */
export async function vetHost(hostname: string, options: Pick<FetchGuardOptions, 'lookup' | 'allowAddresses'>): Promise<LookupAddress> {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: LookupAddress[];
  const literal = net.isIP(bare);
  if (literal) addresses = [{ address: bare, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await options.lookup(bare);
    } catch {
      throw new FetchRefused('dns_failed', 'That web address does not lead anywhere.');
    }
  }
  if (addresses.length === 0) throw new FetchRefused('dns_failed', 'That web address does not lead anywhere.');
  // Every answer must be fine: a name that resolves to a public and a private address is refused.
  for (const a of addresses) {
    if (!isPublicAddress(a.address) && !options.allowAddresses.includes(a.address))
      throw new FetchRefused('blocked_address', 'That web address is not on the public internet.');
  }
  // IPv4 first when there is one: many hosts have no IPv6 route out.
  return addresses.find((a) => a.family === 4) ?? addresses[0]!;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GET `raw` under every rule above; resolves with the body, or rejects with a FetchRefused whose
 * reason says which rule stopped it. Never follows more than `maxRedirects`, never runs past
 * `timeoutMs` in all.
 */
export async function guardedFetch(raw: string, overrides: Partial<FetchGuardOptions> = {}): Promise<FetchedBody> {
  const options: FetchGuardOptions = { ...DEFAULT_FETCH_GUARD, ...overrides };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url = checkUrl(raw, options);
    for (let hop = 0; ; hop++) {
      const target = await raceAbort(vetHost(url.hostname, options), controller.signal);
      const response = await request(url, target, options, controller.signal);
      if (REDIRECTS.has(response.status)) {
        response.stream.destroy();
        if (hop >= options.maxRedirects) throw new FetchRefused('too_many_redirects', 'That page redirects too many times.');
        const location = response.headers.location;
        if (typeof location !== 'string' || !location) throw new FetchRefused('bad_status', 'That page redirects nowhere.');
        let next: string;
        try {
          next = new URL(location, url).toString();
        } catch {
          throw new FetchRefused('bad_url', 'That page redirects to an address that is not one.');
        }
        url = checkUrl(next, options);
        continue;
      }
      if (response.status < 200 || response.status >= 300) {
        response.stream.destroy();
        throw new FetchRefused('bad_status', `That page answered ${response.status}.`);
      }
      const [mediaType = '', ...params] = String(response.headers['content-type'] ?? '')
        .split(';')
        .map((p) => p.trim());
      const type = mediaType.toLowerCase();
      if (!options.accept(type)) {
        response.stream.destroy();
        throw new FetchRefused('bad_type', 'That address is not a kind of page we can read.');
      }
      const charset = params.map((p) => /^charset=["']?([^"']+)["']?$/i.exec(p)?.[1]).find(Boolean) ?? null;
      const { body, truncated } = await readBody(response.stream, response.headers['content-encoding'], options, controller.signal);
      return { url: url.toString(), status: response.status, mediaType: type, charset: charset?.toLowerCase() ?? null, body, truncated };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FetchRefused('timeout', 'That page took too long to answer.');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchRefused('timeout', 'That page took too long to answer.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchRefused('timeout', 'That page took too long to answer.'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  stream: http.IncomingMessage;
}

/** One request to the vetted address: the socket goes to `target`, the Host header and TLS name are the URL's host. */
function request(url: URL, target: LookupAddress, options: FetchGuardOptions, signal: AbortSignal): Promise<RawResponse> {
  const isHttps = url.protocol === 'https:';
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const requestOptions: https.RequestOptions = {
    method: 'GET',
    host: target.address,
    family: target.family,
    port: url.port ? Number(url.port) : isHttps ? 443 : 80,
    path: `${url.pathname}${url.search}`,
    headers: {
      host: url.host,
      'user-agent': options.userAgent,
      accept: 'text/html,application/xhtml+xml;q=0.9,image/*;q=0.8,*/*;q=0.1',
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en-US,en;q=0.8',
    },
    // No pooled sockets: each request connects to the address vetted for it.
    agent: false,
    signal,
    ...(isHttps && !net.isIP(hostname) ? { servername: hostname } : {}),
  };
  return new Promise<RawResponse>((resolve, reject) => {
    const req = (isHttps ? https : http).request(requestOptions, (res) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, stream: res }),
    );
    req.on('error', (error) =>
      reject(signal.aborted ? error : new FetchRefused('network', `That page could not be reached (${error.message}).`)),
    );
    req.end();
  });
}

/** The body, decompressed, counted as it streams; past maxBytes it is cut (or refused) and the connection closed. */
function readBody(
  stream: http.IncomingMessage,
  encoding: string | undefined,
  options: FetchGuardOptions,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(stream.headers['content-length']);
  if (options.overflow === 'refuse' && Number.isFinite(declared) && declared > options.maxBytes) {
    stream.destroy();
    return Promise.reject(new FetchRefused('too_large', 'That file is too large.'));
  }
  let source: Readable = stream;
  const coding = (encoding ?? '').trim().toLowerCase();
  if (coding === 'gzip' || coding === 'x-gzip') source = stream.pipe(zlib.createGunzip());
  else if (coding === 'deflate') source = stream.pipe(zlib.createInflate());
  else if (coding === 'br') source = stream.pipe(zlib.createBrotliDecompress());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: Error | null, truncated = false) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (truncated || error) {
        stream.destroy();
        if (source !== stream) source.destroy();
      }
      if (error) reject(error);
      else resolve({ body: Buffer.concat(chunks, size), truncated });
    };
    const onAbort = () => finish(new FetchRefused('timeout', 'That page took too long to answer.'));
    signal.addEventListener('abort', onAbort, { once: true });
    source.on('data', (chunk: Buffer) => {
      if (settled) return;
      const room = options.maxBytes - size;
      if (chunk.length > room) {
        if (options.overflow === 'refuse') return finish(new FetchRefused('too_large', 'That file is too large.'));
        chunks.push(chunk.subarray(0, room));
        size += room;
        return finish(null, true);
      }
      chunks.push(chunk);
      size += chunk.length;
    });
    source.on('end', () => finish(null));
    source.on('error', (error) =>
      finish(
        signal.aborted ? new FetchRefused('timeout', 'That page took too long to answer.') : new FetchRefused('network', error.message),
      ),
    );
    stream.on('aborted', () => finish(new FetchRefused('network', 'The connection closed early.')));
  });
}
