import Fastify from 'fastify';
import { lazyChildLogger, requestIds } from '../../server/lib/requestLogging';

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

/** A Fastify app as buildApp makes it (request ids, lazy request loggers), logging JSON lines into `lines`. */
function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  const app = Fastify({ logger: { level, stream }, genReqId: requestIds(), childLoggerFactory: lazyChildLogger });
  return { app, lines };
}

describe('lazyChildLogger (the request logger)', () => {
  it('makes no pino child for a request that logs nothing at an enabled level', async () => {
    const { app, lines } = appLoggingAt('warn');
    const child = jest.spyOn(app.log, 'child');
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

  it('logs at an enabled level with the request id bound, as a pino child would', async () => {
    const { app, lines } = appLoggingAt('warn');
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

  it("follows the server's level and answers with it until a level of its own is set", async () => {
    const { app, lines } = appLoggingAt('info');
    app.get('/level', async (request) => {
      const before = request.log.level;
      request.log.info('at info');
      request.log.level = 'error';
      request.log.warn('now below the request level');
      return { before, after: request.log.level };
    });
    const response = await app.inject({ method: 'GET', url: '/level' });
    expect(response.json()).toEqual({ before: 'info', after: 'error' });
    // Fastify's own request lines come through the same logger, bound to the request: 'request
    // completed' (info) is below the level the handler set.
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['incoming request', expect.any(String)],
      ['at info', expect.any(String)],
    ]);
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(1);
    await app.close();
  });

  it('gives a route with its own log level a child at that level', async () => {
    const { app, lines } = appLoggingAt('warn');
    app.get('/chatty', { logLevel: 'debug' }, async (request) => {
      request.log.debug('route debug');
      return { level: request.log.level };
    });
    expect((await app.inject({ method: 'GET', url: '/chatty' })).json()).toEqual({ level: 'debug' });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'route debug', 'request completed']);
    await app.close();
  });

  it('binds further children to the request too', async () => {
    const { app, lines } = appLoggingAt('warn');
    app.get('/nested', async (request) => {
      request.log.child({ part: 'mailer' }).warn('mail failed');
      return { id: request.id };
    });
    const { id } = (await app.inject({ method: 'GET', url: '/nested' })).json<{ id: string }>();
    expect(lines).toEqual([expect.objectContaining({ msg: 'mail failed', part: 'mailer', reqId: id })]);
    await app.close();
  });
});
