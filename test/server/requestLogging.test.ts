import Fastify, { type FastifyInstance } from 'fastify';
import { createLogger, fastifyLoggingOptions, requestIds, requestLoggingPlugin } from '../../server/lib/requestLogging';

describe('requestIds', () => {
  it('gives every request of a process its own id, tagged with the process', () => {
    const next = requestIds();
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    expect(ids[0]).toMatch(/^[0-9a-f]{6}-1$/);
    expect(new Set(ids.map((id) => id.split('-')[0])).size).toBe(1);
  });

  it('tags two processes differently, so their ids never meet in one log', () => {
    const tags = new Set(Array.from({ length: 20 }, () => requestIds()().split('-')[0]));
    expect(tags.size).toBeGreaterThan(1);
  });
});

/** A Fastify app as buildApp makes it (no Fastify logger, request ids, the request-logging plugin), logging JSON lines into `lines`. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = Fastify(fastifyLoggingOptions());
  await app.register(requestLoggingPlugin, { logger });
  return { app, lines, logger };
}

describe('requestLoggingPlugin', () => {
  it('makes no pino child and writes nothing for a request that logs below the level', async () => {
    const { app, lines, logger } = await appLoggingAt('warn');
    const child = jest.spyOn(logger, 'child');
    app.get('/quiet', async (request) => {
      request.log.info('below the level');
      request.log.debug({ detail: 1 }, 'below the level too');
      return { ok: true };
    });
    expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.close();
  });

  it('adds no response listener to an answer when the access log is off', async () => {
    const finishListeners = async (app: FastifyInstance) => {
      let count = -1;
      app.get('/listeners', async (_request, reply) => {
        count = reply.raw.listenerCount('finish');
        return { ok: true };
      });
      await app.inject({ method: 'GET', url: '/listeners' });
      await app.close();
      return count;
    };
    const quiet = await finishListeners((await appLoggingAt('warn')).app);
    expect(quiet).toBe(await finishListeners(Fastify({ logger: false })));
    // What Fastify's own logger costs every answer, at any level.
    expect(await finishListeners(Fastify({ logger: { level: 'warn' } }))).toBe(quiet + 1);
  });

  it('logs at an enabled level with the request id bound, as a pino child would', async () => {
    const { app, lines } = await appLoggingAt('warn');
    app.get('/loud', async (request) => {
      request.log.warn({ cartId: 'c1' }, 'checkout refused');
      request.log.error(new Error('boom'));
      return { id: request.id };
    });
    const response = await app.inject({ method: 'GET', url: '/loud' });
    const { id } = response.json<{ id: string }>();
    expect(lines.map((l) => [l.level, l.msg, l.reqId])).toEqual([
      [40, 'checkout refused', id],
      [50, 'boom', id],
    ]);
    expect(lines[0]!.cartId).toBe('c1');
    await app.close();
  });

  it("gives the reply the request's logger, so Fastify's own warnings carry the request id", async () => {
    const { app, lines } = await appLoggingAt('warn');
    app.get('/twice', async (request, reply) => {
      reply.log.warn('from the reply');
      return { id: request.id };
    });
    const { id } = (await app.inject({ method: 'GET', url: '/twice' })).json<{ id: string }>();
    expect(lines).toEqual([expect.objectContaining({ msg: 'from the reply', reqId: id })]);
    await app.close();
  });

  it("follows the server's level and answers with it until a level of its own is set", async () => {
    const { app, lines } = await appLoggingAt('info');
    app.get('/level', async (request) => {
      const before = request.log.level;
      request.log.info('at info');
      request.log.level = 'error';
      request.log.warn('now below the request level');
      return { before, after: request.log.level };
    });
    const response = await app.inject({ method: 'GET', url: '/level' });
    expect(response.json()).toEqual({ before: 'info', after: 'error' });
    // The access line comes through the same request logger: below the level the handler set.
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([['at info', expect.any(String)]]);
    await app.close();
  });

  it('writes one access line per answer at info: method, url, status and time, bound to the request', async () => {
    const { app, lines } = await appLoggingAt('info');
    app.get('/hello', async (request) => ({ id: request.id }));
    const { id } = (await app.inject({ method: 'GET', url: '/hello?x=1' })).json<{ id: string }>();
    await app.inject({ method: 'GET', url: '/missing' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: id,
        method: 'GET',
        url: '/hello?x=1',
        statusCode: 200,
        responseTime: expect.any(Number),
      }),
      // Fastify's own diagnostics still come through, bound to the request.
      expect.objectContaining({ msg: 'Route GET:/missing not found', reqId: expect.any(String) }),
      expect.objectContaining({ msg: 'request completed', url: '/missing', statusCode: 404 }),
    ]);
    await app.close();
  });

  it('binds further children to the request too', async () => {
    const { app, lines } = await appLoggingAt('warn');
    app.get('/nested', async (request) => {
      request.log.child({ part: 'mailer' }).warn('mail failed');
      return { id: request.id };
    });
    const { id } = (await app.inject({ method: 'GET', url: '/nested' })).json<{ id: string }>();
    expect(lines).toEqual([expect.objectContaining({ msg: 'mail failed', part: 'mailer', reqId: id })]);
    await app.close();
  });

  it("is the app's logger too, for plugins registered after it", async () => {
    const { app, lines, logger } = await appLoggingAt('warn');
    await app.register(async (scope) => {
      expect(scope.log).toBe(logger);
      scope.log.warn('from a plugin');
    });
    await app.ready();
    expect(lines).toEqual([expect.objectContaining({ msg: 'from a plugin' })]);
    await app.close();
  });
});
