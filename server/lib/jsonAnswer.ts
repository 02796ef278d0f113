import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Nearly as small as brotli's default (11), in a small fraction of its time. */
const BROTLI_QUALITY = 5;
/** Smaller answers are sent as they are (compression would not pay for its headers). */
const MIN_COMPRESSED_LENGTH = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** A cached JSON answer with its compressed forms, each made at most once: compressing per request would cost more than the rest. */
export class JsonAnswer {
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();
  /** The compressed forms made so far, to send without waiting on a promise. */
  readonly #made = new Map<ContentEncoding, Buffer>();
  #bytes: Buffer | null = null;
  constructor(readonly text: string) {}

  /** The text as UTF-8, made once: sending a string encodes it again on every request. */
  get bytes(): Buffer {
    return (this.#bytes ??= Buffer.from(this.text));
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br' ? brotli(this.text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzip(this.text);
      this.#encoded.set(encoding, bytes);
      bytes.then(
        (made) => this.#made.set(encoding, made),
        () => this.#encoded.delete(encoding),
      );
    }
    return bytes;
  }

  /** The compressed form if it is already made. */
  made(encoding: ContentEncoding): Buffer | undefined {
    return this.#made.get(encoding);
  }
}

/** The encoding to answer with for an Accept-Encoding header: br, then gzip, honouring q=0. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  // Browsers send one of a few headers: each is read once.
  let known = encodingByHeader.get(acceptEncoding);
  if (known === undefined) {
    known = parseAcceptEncoding(acceptEncoding);
    if (encodingByHeader.size >= HEADERS_KEPT) encodingByHeader.clear();
    encodingByHeader.set(acceptEncoding, known);
  }
  return known;
}
const HEADERS_KEPT = 100;
const encodingByHeader = new Map<string, ContentEncoding | null>();

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part
      .trim()
      .split(';')
      .map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: ContentEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/**
 * Sends a cached answer, compressed once in the form the browser accepts. Synchronous once that
 * form exists (every request but the first): no promise per request.
 */
export function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: JsonAnswer): FastifyReply | Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = answer.text.length >= MIN_COMPRESSED_LENGTH ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.bytes);
  const made = answer.made(encoding);
  if (made) return reply.header('content-encoding', encoding).send(made);
  return answer.encoded(encoding).then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}
