import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isKeptBody, keepRepeatedBodies, type RepeatedBodyOptions } from '../../server/lib/repeatedBodies';
import { defineRoute } from '../../server/lib/route';
import { errorHandlerPlugin } from '../../server/plugins/errorHandler';

/**
 * A route whose schema counts its runs, in a scope that keeps repeated bodies, beside an ordinary
 * JSON route with the same schema: what the handlers saw is recorded.
 */
async function appWithKeptBodies(options?: RepeatedBodyOptions) {
  const runs = { kept: 0, ordinary: 0 };
  const seen: unknown[] = [];
  const schemaCounting = (which: keyof typeof runs) =>
    z
      .object({
        registry_key: z.string().min(1, 'is needed'),
        filters: z.array(z.object({ type: z.string(), values: z.array(z.string()) })).default([]),
      })
      .transform((body) => {
        runs[which] += 1;
        return body;
      });
  const app: FastifyInstance = Fastify();
  await app.register(errorHandlerPlugin);
  const keptSchema = schemaCounting('kept');
  await app.register(async (scope) => {
    keepRepeatedBodies(scope, keptSchema, options);
    defineRoute(scope, {
      method: 'POST',
      url: '/kept',
      body: keptSchema,
      handler: ({ body }) => {
        seen.push(body);
        return { frozen: Object.isFrozen(body) && Object.isFrozen(body.filters), kept: isKeptBody(body), body };
      },
    });
  });
  defineRoute(app, {
    method: 'POST',
    url: '/ordinary',
    body: schemaCounting('ordinary'),
    handler: ({ body }) => ({ kept: isKeptBody(body), body }),
  });
  await app.ready();
  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
  return { app, runs, seen, post };
}

const FIRST_PAGE = '{"registry_key":"alex-and-jordan","filters":[{"type":"PRICE","values":["0-5000"]}]}';

describe('keepRepeatedBodies', () => {
  it('validates a body once; a repeat of the same text is the same frozen body', async () => {
    const { app, runs, seen, post } = await appWithKeptBodies();
    const first = await post('/kept', FIRST_PAGE);
    const again = await post('/kept', FIRST_PAGE);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ frozen: true, kept: true, body: JSON.parse(FIRST_PAGE) });
    expect(runs.kept).toBe(1);
    expect(seen[1]).toBe(seen[0]);
    await app.close();
  });

  it('parses a different text (even one only spaced differently) as a new body', async () => {
    const { app, runs, post } = await appWithKeptBodies();
    await post('/kept', FIRST_PAGE);
    const spaced = await post('/kept', '{ "registry_key": "alex-and-jordan" }');
    expect(spaced.json()).toMatchObject({ body: { registry_key: 'alex-and-jordan', filters: [] } });
    expect(runs.kept).toBe(2);
    await app.close();
  });

  it('keeps no invalid body: each one gets the route’s readable 400', async () => {
    const { app, runs, post } = await appWithKeptBodies();
    for (let i = 0; i < 2; i++) {
      const bad = await post('/kept', '{"registry_key":""}');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Invalid registry_key: is needed', code: 'validation' });
    }
    const notJson = await post('/kept', '{"registry_key":');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
    // Prototype poisoning is refused as by Fastify's own parser.
    const poisoned = await post('/kept', '{"registry_key":"a","__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
    expect(runs.kept).toBe(0);
    await app.close();
  });

  it('parses long bodies every time, and keeps at most `entries` texts (oldest out)', async () => {
    const { app, runs, post } = await appWithKeptBodies({ entries: 2, maxLength: 200 });
    const long = JSON.stringify({ registry_key: 'a'.repeat(300) });
    await post('/kept', long);
    await post('/kept', long);
    expect(runs.kept).toBe(2);

    runs.kept = 0;
    for (const key of ['one', 'two', 'three', 'two', 'one']) await post('/kept', JSON.stringify({ registry_key: key }));
    // 'two' was still kept; 'one' had made way for 'three'.
    expect(runs.kept).toBe(4);
    await app.close();
  });

  it('leaves routes outside its scope as they were', async () => {
    const { app, runs, post } = await appWithKeptBodies();
    const first = await post('/ordinary', FIRST_PAGE);
    await post('/ordinary', FIRST_PAGE);
    expect(first.json()).toMatchObject({ kept: false });
    expect(runs.ordinary).toBe(2);
    await app.close();
  });
});
