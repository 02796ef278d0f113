import http from 'node:http';
import type autocannon from 'autocannon';

/** Headers that belong to one connection or one moment, not to the answer. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One request as autocannon would send it, answered once: its status, headers and the bytes as sent (still encoded). */
export function rawAnswer(options: autocannon.Options): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const url = new URL(options.url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !NOT_COPIED.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

let registered = 0;

/**
 * Issue 33 §1: the ceiling for one read, answering the same method and body with the read's own
 * answer, byte for byte (same length, same content encoding, same headers): registers the copy in
 * the ceiling process and returns the options that load it exactly as the read is loaded.
 */
export async function sameBytesCeiling(
  ceilingBase: string,
  read: autocannon.Options,
): Promise<{ options: autocannon.Options; bytes: number; encoding: string }> {
  const answer = await rawAnswer(read);
  if (answer.status >= 400) throw new Error(`${read.method ?? 'GET'} ${read.url} answered ${answer.status}: no ceiling for an error`);
  const id = `read-${++registered}`;
  const response = await fetch(`${ceilingBase}/same`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, status: answer.status, headers: answer.headers, base64: answer.body.toString('base64') }),
  });
  if (response.status !== 204) throw new Error(`the ceiling did not take the copy: ${response.status}`);
  return {
    options: { ...read, url: `${ceilingBase}/same/${id}` },
    bytes: answer.body.byteLength,
    encoding: answer.headers['content-encoding'] ?? 'identity',
  };
}
