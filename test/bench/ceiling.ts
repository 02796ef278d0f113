import Fastify from 'fastify';

/**
 * The ceilings: bare Fastify routes in their own process like the real server (sharing
 * autocannon's event loop would understate them): a tiny constant JSON GET, and copies of real
 * answers byte for byte (/same). Prints its port on stdout.
 */
const app = Fastify();
app.get('/constant', async () => ({ ok: true, items: [1, 2, 3] }));
// Issue 33 §1: a copy of one real answer (its bytes as sent, compressed or not, and its headers), answered
// to the same method and body as the real route gets: what that exact I/O costs with nothing of ours in
// the way. The bench registers each read's answer (POST /same) before measuring it beside its copy.
interface SameAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
const same = new Map<string, SameAnswer>();
app.post<{ Body: { id: string; status: number; headers: Record<string, string>; base64: string } }>(
  '/same',
  { bodyLimit: 16 << 20 },
  (request, reply) => {
    const { id, status, headers, base64 } = request.body;
    same.set(id, { status, headers, body: Buffer.from(base64, 'base64') });
    reply.code(204).send();
  },
);
// Any body the real route takes is read and dropped, as the real route reads it.
app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 << 20 }, (_request, body, done) => done(null, body));
app.route<{ Params: { id: string } }>({
  method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  url: '/same/:id',
  handler: (request, reply) => {
    const answer = same.get(request.params.id);
    if (!answer) return reply.code(404).send({ message: 'not registered' });
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  },
});
app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port })),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
