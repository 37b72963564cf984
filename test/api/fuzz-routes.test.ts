import { type RouteDef, routes } from '@oligowatch/shared/routes';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { newLocalAddress, requestFrom, signIn, stack } from '../support/api';

/**
 * A bounded fuzz test over every route of the route table: malformed paths, query strings, bodies,
 * content types and tokens, from one loopback address of its own, against the private local stack.
 * No answer may be a 5xx (501, "not built yet", is honest and allowed) or carry stack text. The
 * generator is seeded, so a failure names a request that can be replayed.
 */

const REQUESTS_PER_ROUTE = Math.max(40, Math.ceil(2400 / routes.length));
const PARALLEL = 6;
const SEED = 20261123;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
const generator = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const random = generator(SEED);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Path parameter values, already as they go on the wire (some deliberately badly encoded). */
const PARAMS = [
  'x',
  '0',
  '-1',
  '1e309',
  '9'.repeat(40),
  '2697049',
  'a'.repeat(300),
  'b'.repeat(1100),
  'c'.repeat(3000),
  '%E0%A4%A',
  '%',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent('🧬'.repeat(300)),
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('{"$ne":null}'),
  'null',
  'undefined',
  '__proto__',
  encodeURIComponent(' '),
  '00000000-0000-0000-0000-000000000000',
];

const QUERIES = [
  '',
  '?limit=1',
  '?limit=0',
  '?limit=-5',
  '?limit=abc',
  '?limit=1e9',
  '?limit=1&limit=2',
  '?cursor=WzFd',
  '?limit=1&cursor=e30',
  `?cursor=${'A'.repeat(3000)}`,
  `?cursor=${b64({ s: 'SAMPLES#2697049', k: { pk: 'x' } })}`,
  `?cursor=${b64({ s: 'SAMPLES#2697049', k: { pk: 'a', gsi1pk: 'SAMPLES#2697049', gsi1sk: 'é'.repeat(600) } })}`,
  `?cursor=${b64({ s: 'x', k: [1, 2] })}`,
  '?cursor=%E0%A4%A',
  '?%=%',
  `?q=${'z'.repeat(5000)}`,
  '?__proto__[x]=1',
];

const FIELDS = [
  'email',
  'password',
  'current_password',
  'token',
  'name',
  'sequence',
  'oligos',
  'confirm',
  'cacheID',
  'sourceDatabase',
  'taxonomicID',
  'searchTerm',
  'collectedAfter',
  'cladeID',
  'common_name',
  'genomic_sequence',
  'accessionID',
  'geo_loc_name',
  'islolate',
  'sequence_length',
  'collection_date',
  'first_name',
  'last_name',
  'phone_number',
  'access_level',
  'report_title',
  'products',
  'targets',
  'frequency',
  'product_id',
  'product_version',
  'limit',
  'cursor',
];

const VALUES: (() => unknown)[] = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER,
  () => '',
  () => ' ',
  () => 'x',
  () => 'nuccore',
  () => 'YES',
  () => '2697049',
  () => 'a@b.c',
  () => 'Valid-password-123',
  () => 'd'.repeat(3000),
  () => 'e'.repeat(20_000),
  () => '🧬'.repeat(1000),
  () => '\u0000\u0001\uFFFF',
  () => '%E0%A4%A',
  () => [],
  () => ['x'.repeat(3000)],
  () => Array.from({ length: 2000 }, (_, i) => `id-${i}`),
  () => ({}),
  () => ({ nested: { deeper: [1, { x: 'y' }] } }),
  () => ({ value: 1, unit: 'w' }),
  () => ({ $ne: null }),
];

const deepNesting = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const randomJsonBody = (): string => {
  const body: Record<string, unknown> = {};
  const count = Math.floor(random() * 6);
  for (let i = 0; i < count; i++) body[pick(FIELDS)] = pick(VALUES)();
  return JSON.stringify(body);
};

const BODIES: (() => string | undefined)[] = [
  () => undefined,
  () => '',
  () => '{',
  () => '{"email": "a@b.c", ',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '123',
  () => '{"__proto__": {"polluted": true}}',
  () => '{"constructor": {"prototype": {"polluted": true}}}',
  () => deepNesting(5000),
  () => '\uFEFF{}',
  randomJsonBody,
  randomJsonBody,
  randomJsonBody,
  randomJsonBody,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
];

const STACK_TEXT =
  /\n\s+at\s|\bat .+:\d+:\d+|node_modules|\.tsx?:\d+|\b(TypeError|ReferenceError|SyntaxError|ValidationException)\b/;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

describe('every route of the route table, fuzzed', () => {
  let validToken: string;
  let forgedToken: string;
  const from = newLocalAddress();

  beforeAll(async () => {
    validToken = await signIn(stack().admin.email, stack().admin.password, from);
    forgedToken = await new SignJWT({ access_level: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('c'.repeat(3000))
      .setJti('j')
      .setIssuer('oligowatch')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(stack().env.JWT_SECRET));
  });

  const tokenFor = (route: RouteDef): string | undefined => {
    const choices = [undefined, 'garbage', 'a.b.c', forgedToken, `${'x'.repeat(3000)}.y.z`];
    // Signing out or changing the password with the suite's one real token would end it.
    const mayUseValid = !/logout|changepassword/.test(route.path);
    return random() < 0.55 && mayUseValid ? validToken : pick(choices);
  };

  const requestsFor = (route: RouteDef): FuzzRequest[] =>
    Array.from({ length: REQUESTS_PER_ROUTE }, () => {
      const path = route.path.replace(/\{\w+\}/g, () => pick(PARAMS)) + pick(QUERIES);
      const token = tokenFor(route);
      const contentType = pick(CONTENT_TYPES);
      const headers: Record<string, string> = {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(token ? { authorization: random() < 0.9 ? `Bearer ${token}` : token } : {}),
        ...(random() < 0.1 ? { 'x-forwarded-for': '203.0.113.7' } : {}),
      };
      return { method: route.method, path, headers, body: pick(BODIES)() };
    });

  it(`answers ${REQUESTS_PER_ROUTE} malformed requests to each of the ${routes.length} routes without a 5xx or stack text`, async () => {
    const requests = routes.flatMap((route) => requestsFor(route));
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    const faults: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const res = await requestFrom(
          from,
          request.method,
          `${stack().apiUrl}${request.path}`,
          request.headers,
          request.body,
        ).catch((error: Error) => ({ status: -1, text: error.message }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const fault =
          res.status < 0 || (res.status >= 500 && res.status !== 501) || STACK_TEXT.test(res.text);
        if (fault)
          faults.push(
            `${request.method} ${request.path.slice(0, 120)} (${request.path.length} chars) headers=${JSON.stringify(request.headers).length} chars body=${(request.body ?? '').slice(0, 80)} -> ${res.status} ${res.text.slice(0, 200)}`,
          );
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.info(`fuzz: ${requests.length} requests in ${Date.now() - started} ms`);
    expect(faults.slice(0, 10), `${faults.length} faults; statuses ${JSON.stringify([...statuses])}`).toEqual(
      [],
    );
    // Not all refusals: the suite's real token gets through to the handlers.
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
  }, 120_000);
});
