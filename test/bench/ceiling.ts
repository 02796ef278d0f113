import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify route returning constant JSON, in its own process like the real
 * server (sharing autocannon's event loop would understate it). Prints its port on stdout.
 */
const app = Fastify();
app.get('/constant', async () => ({ ok: true, items: [1, 2, 3] }));
app.listen({ port: 0, host: '127.0.0.1' }).then(
  () => console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port })),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
