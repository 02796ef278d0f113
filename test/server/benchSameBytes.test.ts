import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { startCeiling, type Running } from '../bench/processes';
import { rawAnswer, sameBytesCeiling } from '../bench/sameBytes';

/**
 * Issue 33 §1: each read is held against a bare route answering its own bytes. The copy the bench
 * registers in the ceiling process must be the read's answer as sent: same status, same bytes
 * (still compressed when the read's were), same headers, to the same method and body.
 */
describe("the bench's same-bytes ceiling", () => {
  let ceiling: Running;
  let real: FastifyInstance;
  let base: string;
  const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Gift ${i}` })) });

  beforeAll(async () => {
    ceiling = await startCeiling();
    real = Fastify();
    real.get('/plain', (_request, reply) => reply.type('application/json; charset=utf-8').header('etag', '"v1"').send(json));
    real.post('/search', (request, reply) => {
      const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      return gzip ? reply.header('content-encoding', 'gzip').send(gzipSync(json)) : reply.send(json);
    });
    await real.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(real.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await real?.close();
    await ceiling?.stop();
  });

  it('answers a GET with the same bytes and headers', async () => {
    const read = { url: `${base}/plain` };
    const copy = await sameBytesCeiling(ceiling.base, read);
    const [original, copied] = await Promise.all([rawAnswer(read), rawAnswer(copy.options)]);
    expect(copy).toMatchObject({ bytes: Buffer.byteLength(json), encoding: 'identity' });
    expect(copied.status).toBe(200);
    expect(copied.body.equals(original.body)).toBe(true);
    expect(copied.headers).toMatchObject({ etag: '"v1"', 'content-type': 'application/json; charset=utf-8' });
  });

  it('answers a POST with a body, compressed as the read was', async () => {
    const read = {
      url: `${base}/search`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ page: 1 }),
    };
    const copy = await sameBytesCeiling(ceiling.base, read);
    const [original, copied] = await Promise.all([rawAnswer(read), rawAnswer(copy.options)]);
    expect(copy.encoding).toBe('gzip');
    expect(copy.options).toMatchObject({ method: 'POST', body: read.body, headers: read.headers });
    expect(copied.headers['content-encoding']).toBe('gzip');
    expect(copied.body.equals(original.body)).toBe(true);
    expect(copy.bytes).toBeLessThan(Buffer.byteLength(json));
  });

  it('refuses to copy an error', async () => {
    await expect(sameBytesCeiling(ceiling.base, { url: `${base}/missing` })).rejects.toThrow('answered 404');
  });
});
