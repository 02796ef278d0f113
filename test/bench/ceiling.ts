import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route returning constant JSON, in its own process like the real
 * server (sharing autocannon's event loop would understate it). Prints its port on stdout.
 */
const app = Fastify();
app.get('/constant', async () => ({ ok: true, items: [1, 2, 3] }));
// A bare POST answering `bytes` of constant JSON: what an answer of that size costs on this machine
// with nothing of ours in the way (the bench compares the registry's uncompressed first page with it).
const answers = new Map<number, Buffer>();
app.post<{ Querystring: { bytes: string } }>('/bytes', (request, reply) => {
  const bytes = Math.min(Math.max(Number(request.query.bytes) || 0, 16), 1 << 20);
  let answer = answers.get(bytes);
  if (!answer) answers.set(bytes, (answer = Buffer.from(JSON.stringify({ x: 'a'.repeat(bytes - 8) }))));
  reply.type('application/json; charset=utf-8').send(answer);
});
app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port })),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
