import fc from 'fast-check';
import { z } from 'zod';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerConfig } from '../../config/server';
import type { RouteEntry } from '../../server/plugins/routeTable';
import { createPostgresTestApp, createTestApp, TestClient, type TestApp } from './helpers';
import { API as V1, plainSku } from './commerceHelpers';

/**
 * Issue 23 §1: every input is refused with a 4xx and a message, never a 500. Walks every route the
 * app declares (its route table, so a new route is covered without editing this file), signed out
 * and signed in as a demo couple, and sends each:
 * - examples, the same every run: a plausible request built from the route's own zod schemas, then
 *   that request with one path param, query field or body field (at any depth) replaced by an
 *   empty, wrong-typed, huge (100 KB), NUL, lone-surrogate, overflowing (2^31, 10^20), negative,
 *   fractional or deeply nested value, plus whole bodies that are not JSON, not an object, of
 *   another content type, or too large;
 * - then a few random combinations of those (fast-check, fixed seed).
 * Every answer must be below 500, and every 4xx must carry the error shape `{ message, code }`
 * with a message. Requests come from a new IP address each, so per-IP rate limits never answer
 * for the route (a 429 would pass too). FUZZ_SEED and FUZZ_RUNS change the random part.
 * With TEST_DATABASE_URL set it runs on PostgreSQL too, where NUL in text is an error in the
 * database (PGlite takes some of it silently). There it sends only what the database itself could
 * take differently from PGlite's: each place's text and number extremes (DATABASE_BODY_VALUES,
 * DATABASE_URL_VALUES) in the plausible request; the parsers, schemas and the random part are the
 * same code on both and were walked on PGlite. It was half the file's time (~150 s of a CI run).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 23_2027);
/** Random runs per route and identity, after the examples. */
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const NAV = '/website-nav/web-api/v1';
const DEMO = { email: 'alex@confetti.test', password: 'confetti-demo' };
/** Per-visitor limits (payment attempts) stay out of the way; per-IP ones do already (one IP per request). */
const CONFIG: Partial<ServerConfig> = { authRateLimitPerMinute: 1_000_000, paymentAttemptsPerMinute: 1_000_000 };

// ---------------------------------------------------------------------------------------------
// Inputs

/** JSON text spliced into a body as it is (what JSON.stringify cannot write: 20-digit numbers, 5,000 levels of nesting). */
class RawJson {
  constructor(
    readonly text: string,
    readonly label: string,
  ) {}
  toJSON(): string {
    return `\u0001raw:${this.label}\u0001`;
  }
}
const HUGE = 'x'.repeat(100_000);
const DEEP = new RawJson('['.repeat(5000) + ']'.repeat(5000), 'deep');
const TWENTY_DIGITS = new RawJson('99999999999999999999', '20 digits');

/** Values put in place of one body field. */
const BODY_VALUES: unknown[] = ['', 'a\u0000b', '\ud800', HUGE, 2_147_483_648, TWENTY_DIGITS, -1, true, null, {}, DEEP];
/** More for the random runs. */
const MORE_BODY_VALUES: unknown[] = [
  0,
  1.5,
  [],
  'x\udc00y',
  -2_147_483_649,
  '2147483648',
  '-1',
  ' ',
  '🎉 ünïcödé',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  { a: { b: ['\u0000'] } },
  ['\ud800'],
];
/** The body values whose storing could differ between PGlite and PostgreSQL: text encodings, sizes and number ranges. */
const DATABASE_BODY_VALUES: unknown[] = ['a\u0000b', '\ud800', HUGE, 2_147_483_648, TWENTY_DIGITS, -1];
/** Raw (URL-encoded) text put in place of one path param or query value. */
const URL_VALUES = ['', '%00', '%ED%A0%80', '%', '2147483648', '99999999999999999999', '-1', '1.5', HUGE];
/** The URL values whose storing or lookup could differ between PGlite and PostgreSQL. */
const DATABASE_URL_VALUES = ['%00', '%ED%A0%80', '2147483648', '99999999999999999999', '-1'];
/** More for the random runs. */
const MORE_URL_VALUES = ['a%00b', '%zz', '0', '1e3', '0x10', '%F0%9F%8E%89', '%20', 'null'];
/** Whole query strings. */
const QUERIES = ['%', '&&', '=x', 'a%00=1', '%ED%A0%80=1', `q=${HUGE}`];
/** Whole bodies that are not what a route takes. */
const BODIES: Array<{ contentType?: string; payload: string }> = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"meta":"\\ud800","name":"\\u0000"}' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true}}' },
  { contentType: 'application/json', payload: DEEP.text },
  { contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
  { contentType: 'text/plain', payload: 'hello\u0000' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'application/octet-stream', payload: '\u0000\u0001' },
  { payload: '{"a":1}' },
];

/** One request, as sent; printed short when fast-check reports it. */
interface FuzzRequest {
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  idempotencyKey?: string;
  /** What was changed from the plausible request, for the report. */
  note: string;
}

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 120)}… (${text.length} chars)` : text);
const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${short(r.url)}${r.payload === undefined ? '' : ` ${r.contentType ?? '(no content type)'} ${short(JSON.stringify(r.payload))}`} [${r.note}]`;
const printable = (r: FuzzRequest): FuzzRequest => Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) });

function jsonPayload(value: unknown): string {
  const raws = new Map<string, string>();
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) raws.set(v.toJSON(), v.text);
    return v;
  });
  let payload = text ?? 'null';
  for (const [marker, raw] of raws) payload = payload.split(JSON.stringify(marker)).join(raw);
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Plausible values from a route's schemas

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  /** A schema's own examples (`.meta({ examples })`): what it takes, where its shape cannot be read. */
  examples?: unknown[];
}

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema => {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
};

/** Field names whose format a schema checks in code (a refine) rather than in a pattern. */
const FIELD_HINTS: Record<string, unknown> = {
  state_province_region: 'NY',
  stateCode: 'NY',
  zipCode: '10001',
  postal_code: '10001',
  email: 'fuzz@example.com',
  url: 'https://example.com/gift',
  image_url: 'https://example.com/gift.png',
  registry_key: 'alex-and-jordan',
  slug: 'kitchen',
};
const STRINGS = [
  'fuzz',
  'kitchen',
  'NY',
  '10001',
  'fuzz@example.com',
  'https://example.com/gift',
  '2027-06-12',
  '2027-06-12T10:00:00.000Z',
  'CF-100042',
  '123456',
  '1',
  '0-5000',
  '1x1-1.svg',
  'fuzz.svg',
  '1-1.svg',
  '1,2',
  'modern',
  'featured',
];

function plausible(schema: JsonSchema, name?: string): unknown {
  if (name !== undefined && name in FIELD_HINTS) return FIELD_HINTS[name];
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausible(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!, name);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => plausible(s, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausible(s, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items ?? {}));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -Infinity);
      const max = schema.maximum ?? Infinity;
      return 1 >= min && 1 <= max ? 1 : Number.isFinite(min) ? min : max;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      const fits = (s: string) =>
        s.length >= (schema.minLength ?? 0) &&
        s.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(s));
      const byFormat =
        schema.format === 'email'
          ? 'fuzz@example.com'
          : schema.format === 'date'
            ? '2027-06-12'
            : schema.format === 'date-time'
              ? '2027-06-12T10:00:00.000Z'
              : undefined;
      return byFormat ?? STRINGS.find(fits) ?? 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return 'fuzz';
  }
}

/** Every place in a plausible body one value can go: each property and first array element, at any depth. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.length ? [[...prefix, 0], ...pathsOf(value[0], [...prefix, 0])] : [];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
  }
  return [];
}

function withValueAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...(value as unknown[])];
    copy[head as number] = withValueAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}

const urlText = (value: unknown) => encodeURIComponent(String(value));
/** encodeURIComponent, or a lone surrogate's UTF-8 bytes as a browser would never send them. */
const encodeAnyway = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** What the fuzzer knows about one route: its plausible request and the places a bad value can go. */
class RouteModel {
  readonly params: string[];
  readonly plausibleParams: Record<string, string>;
  readonly plausibleQuery: Record<string, string>;
  /** Plausible bodies: the schema's own examples, or one built from it; undefined for a route that takes none. */
  readonly plausibleBodies: unknown[] | undefined;
  readonly takesBody: boolean;

  constructor(readonly route: RouteEntry) {
    this.params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    const paramsSchema = jsonSchemaOf(route.input?.params);
    this.plausibleParams = Object.fromEntries(this.params.map((p) => [p, urlText(plausible(paramsSchema.properties?.[p] ?? {}, p))]));
    const query = plausible(jsonSchemaOf(route.input?.query));
    this.plausibleQuery =
      typeof query === 'object' && query !== null ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, urlText(v)])) : {};
    this.takesBody = route.method !== 'GET' && route.method !== 'HEAD';
    const bodySchema = jsonSchemaOf(route.input?.body);
    this.plausibleBodies = route.input?.body
      ? bodySchema.examples?.length
        ? bodySchema.examples
        : [plausible(bodySchema)]
      : this.takesBody
        ? [{}]
        : undefined;
  }

  request(change: {
    params?: Record<string, string>;
    query?: string;
    body?: { contentType?: string; payload: string } | 'none';
    idempotencyKey?: string;
    note: string;
  }): FuzzRequest {
    const params = { ...this.plausibleParams, ...change.params };
    const path = this.route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name] ?? '');
    const query =
      change.query ??
      Object.entries(this.plausibleQuery)
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
    const plausibleBody = this.plausibleBodies && { contentType: 'application/json', payload: jsonPayload(this.plausibleBodies[0]) };
    const body = change.body === 'none' ? undefined : (change.body ?? plausibleBody);
    return printable({
      method: this.route.method,
      url: query ? `${path}?${query}` : path,
      ...(body ? { payload: body.payload, ...(body.contentType ? { contentType: body.contentType } : {}) } : {}),
      ...(change.idempotencyKey !== undefined ? { idempotencyKey: change.idempotencyKey } : {}),
      note: change.note,
    });
  }

  withParam(name: string, raw: string) {
    return this.request({ params: { [name]: raw }, note: `param ${name}` });
  }

  withQuery(name: string, raw: string | string[]) {
    const query = { ...this.plausibleQuery };
    delete query[name];
    const own = [raw].flat().map((v) => `${name}=${v}`);
    return this.request({ query: [...Object.entries(query).map(([k, v]) => `${k}=${v}`), ...own].join('&'), note: `query ${name}` });
  }

  withBodyValue(base: unknown, path: Array<string | number>, value: unknown) {
    const body = withValueAt(base, path, value);
    return this.request({
      body: { contentType: 'application/json', payload: jsonPayload(body) },
      note: `body ${path.join('.') || '(whole)'}`,
    });
  }

  /**
   * The same every run: the plausible request, then one bad value in each place. `database`: only
   * the values the database could take differently (the PostgreSQL run).
   */
  examples(scope: 'all' | 'database' = 'all'): FuzzRequest[] {
    const all = scope === 'all';
    const urlValues = all ? URL_VALUES : DATABASE_URL_VALUES;
    const bodyValues = all ? BODY_VALUES : DATABASE_BODY_VALUES;
    const examples = [this.request({ note: 'plausible' })];
    for (const name of this.params) for (const raw of urlValues) examples.push(this.withParam(name, raw));
    for (const name of Object.keys(this.plausibleQuery)) {
      for (const raw of urlValues) examples.push(this.withQuery(name, raw));
      if (all) examples.push(this.withQuery(name, ['1', '2']));
    }
    if (!all) {
      for (const base of this.plausibleBodies ?? []) {
        for (const path of pathsOf(base)) for (const value of bodyValues) examples.push(this.withBodyValue(base, path, value));
      }
      return examples;
    }
    for (const query of QUERIES) examples.push(this.request({ query, note: 'whole query' }));
    for (const [i, base] of (this.plausibleBodies ?? []).entries()) {
      if (i > 0) examples.push(this.withBodyValue(base, [], base));
      for (const path of pathsOf(base)) for (const value of bodyValues) examples.push(this.withBodyValue(base, path, value));
    }
    if (this.takesBody) {
      for (const body of BODIES) examples.push(this.request({ body, note: 'whole body' }));
      for (const value of BODY_VALUES) examples.push(this.withBodyValue(undefined, [], value));
    }
    return examples;
  }

  /** Random combinations: several places changed at once, from the same values and more. */
  arbitrary(): fc.Arbitrary<FuzzRequest> {
    const bodyValue = fc.oneof(
      fc.constantFrom(...BODY_VALUES, ...MORE_BODY_VALUES),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const urlValue = fc.oneof(
      fc.constantFrom(...URL_VALUES, ...MORE_URL_VALUES),
      fc.string({ unit: 'binary', maxLength: 12 }).map(encodeAnyway),
    );
    const params = fc.record(Object.fromEntries(this.params.map((p) => [p, fc.oneof(fc.constant(this.plausibleParams[p]!), urlValue)])));
    const queryKeys = [...Object.keys(this.plausibleQuery), 'page', 'q', 'id'];
    const query = fc
      .array(fc.tuple(fc.constantFrom(...queryKeys), urlValue), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    const bases = (this.plausibleBodies ?? [{}]).map((base) => ({ base, paths: pathsOf(base).length ? pathsOf(base) : [['fuzz']] }));
    const changedBody = fc.constantFrom(...bases).chain(({ base, paths }) =>
      fc.array(fc.tuple(fc.constantFrom(...paths), bodyValue), { minLength: 1, maxLength: 3 }).map((changes) => {
        let value: unknown = base;
        for (const [path, v] of changes) value = withValueAt(value, path, v);
        return { contentType: 'application/json', payload: jsonPayload(value) };
      }),
    );
    const body = this.takesBody
      ? fc.oneof(
          changedBody,
          fc.constantFrom(...BODIES),
          fc.jsonValue({ maxDepth: 4 }).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
        )
      : fc.constant('none' as const);
    const idempotencyKey = fc.option(fc.constantFrom('short', 'a\u0000bcdefghij', '\ud800bcdefghij', HUGE), { nil: undefined });
    return fc
      .record({ params, query, body, idempotencyKey })
      .map(({ params, query, body, idempotencyKey }) =>
        this.request({ params, query, body, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}), note: 'random' }),
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Sending and checking

let addressCounter = 0;
/** A new client address per request: per-IP rate limits never decide the answer. */
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Sends one request and checks its answer: below 500, and a 4xx in the error shape with a message. Returns the status. */
async function send(app: FastifyInstance, client: TestClient, request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = {
    ...client.sessionHeaders(),
    'idempotency-key': request.idempotencyKey ?? `fuzz-${addressCounter}-idempotency`,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  const response = await app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    headers,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${short(response.body)}`);
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      throw new Error(`answered ${response.statusCode} without JSON: ${short(response.body)}`);
    }
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    if (typeof message !== 'string' || message.trim() === '' || typeof code !== 'string') {
      throw new Error(`answered ${response.statusCode} without { message, code }: ${short(response.body)}`);
    }
  }
  return response.statusCode;
}

/** Sessions signed in beforehand, for after a route ends the one in use. */
const SPARE_SESSIONS = 2;

/** A browser's client before it signs in: the first call hands out the CSRF cookie every request then sends with its header. */
async function guestClient(app: FastifyInstance): Promise<TestClient> {
  const client = new TestClient(app, { ip: '192.0.2.1' });
  await client.get(`${NAV}/user/context`);
  return client;
}

async function signedInClient(app: FastifyInstance): Promise<TestClient> {
  const client = await guestClient(app);
  const res = await client.post(`${NAV}/auth/login`, DEMO);
  if (res.status !== 200 || res.body.two_factor_required)
    throw new Error(`could not sign in as ${DEMO.email}: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

const isSignedIn = async (client: TestClient) => (await client.get(`${NAV}/user/context`)).body.is_guest === false;

/** The couple has something in the cart (a route may have emptied it), so checkout routes read their input against a real one. */
async function fillCart(client: TestClient, skuId: number): Promise<void> {
  if ((await client.get(`${V1}/cart/count`)).body.itemCount === 0) await client.post(`${V1}/cart/item`, { skuId, quantity: 1 });
}

/** Each backend, how it opens, and what it is sent: everything on PGlite, the database's extremes on PostgreSQL (see the top). */
const backends: Array<[string, () => Promise<TestApp>, { scope: 'all' | 'database'; randomRuns: number }]> = [
  ['PGlite', () => createTestApp({ seed: true, config: CONFIG }), { scope: 'all', randomRuns: RANDOM_RUNS }],
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl)
  backends.push(['PostgreSQL', () => createPostgresTestApp(postgresUrl, 'fuzz', { config: CONFIG }), { scope: 'database', randomRuns: 0 }]);

describe.each(backends)('every route on %s refuses bad input with a 4xx and a message', (_name, open, { scope, randomRuns }) => {
  let t: TestApp;
  let models: RouteModel[];
  let skuId: number;

  beforeAll(async () => {
    t = await open();
    // HEAD answers as its GET does (Fastify adds one per GET).
    const routes = new Map(t.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => [`${r.method} ${r.url}`, r]));
    models = [...routes.values()].map((r) => new RouteModel(r));
    skuId = (await plainSku(t.database.db)).id;
  });
  afterAll(async () => t?.close());

  it('walks a route table that holds every module', () => {
    const urls = models.map((m) => `${m.route.method} ${m.route.url}`);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /health',
        `GET ${NAV}/auth/signout`,
        'POST /api/v0/log/:id',
        'GET /web-registry-api/v1/shop/product/:idOrSlug',
        'DELETE /web-registry-api/v1/registry/items/:id',
        'POST /web-registry-api/v1/registryCollection/search',
      ]),
    );
  });

  it('takes the examples its schemas give (the plausible requests of the routes whose shape z.toJSONSchema cannot show)', () => {
    const examples = models.flatMap(({ route }) =>
      Object.entries(route.input ?? {}).flatMap(([where, schema]) =>
        (schema ? (jsonSchemaOf(schema).examples ?? []) : []).map((example) => ({
          name: `${route.method} ${route.url} ${where}`,
          schema: schema!,
          example,
        })),
      ),
    );
    expect(examples.length).toBeGreaterThan(0);
    expect(
      examples
        .filter(({ schema, example }) => !schema.safeParse(example).success)
        .map(({ name, example }) => `${name}: ${JSON.stringify(example)}`),
    ).toEqual([]);
  });

  it.each([['signed out'], ['signed in']])(
    '%s',
    async (identity) => {
      const signedIn = identity === 'signed in';
      const sessions = signedIn
        ? await Promise.all(Array.from({ length: SPARE_SESSIONS + 1 }, () => signedInClient(t.app)))
        : [await guestClient(t.app)];
      const failures: string[] = [];
      let requests = 0;
      for (const model of models) {
        const client = sessions[0]!;
        if (signedIn) await fillCart(client, skuId);
        const examples = model.examples(scope);
        // Signed out, a couple's route refuses everything with its 401 before reading input: a few random runs do.
        const refusesAll = !signedIn && (await send(t.app, client, examples[0]!).catch(() => 0)) === 401;
        const runs = refusesAll ? [] : examples;
        requests += runs.length + randomRuns;
        const details = await fc.check(
          fc.asyncProperty(model.arbitrary(), async (request) => void (await send(t.app, client, request))),
          { seed: SEED, numRuns: runs.length + randomRuns, examples: runs.map((e) => [e] as [FuzzRequest]), endOnFailure: true },
        );
        if (details.failed) {
          failures.push(
            `${identity} ${model.route.method} ${model.route.url} (FUZZ_SEED=${SEED}):\n${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`,
          );
        }
        // A route may end the session (sign-out): the next routes use another, signed in at the start,
        // since the demo couple may be locked out by now (wrong current passwords count as failures).
        if (signedIn && !(await isSignedIn(client))) {
          sessions.shift();
          if (sessions.length === 0) sessions.push(await signedInClient(t.app));
        }
      }
      if (failures.length)
        throw new Error(`${failures.length} routes answered badly (FUZZ_SEED=${SEED}, ${requests} requests):\n\n${failures.join('\n\n')}`);
    },
    600_000,
  );
});
