import { INPUT_VALUE_MAX_BYTES } from '@oligowatch/shared/constants';
import { type RouteDef, routes } from '@oligowatch/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { newLocalAddress, requestFrom, signIn, stack } from '../support/api';
import { messageCatalogue } from '../support/message-catalogue';
import { type RouteInputSchemas, routeInputSchemas } from '../support/route-input-schemas';
import { fieldsOf, sampleOf } from '../support/schema-samples';

/**
 * Every message a malformed request gets back is one of ours (issue 34, ADR 0030). To every route
 * of the route table: malformed bodies (not an object, invalid JSON, not JSON at all, each field
 * missing, of every wrong type, huge), path parameters and query strings, as a signed-in Admin and
 * without a token. Each answer must be a 4xx whose message is in the messages catalogue, or, for
 * a request the route's schemas accept, the route's own success; never a 5xx.
 *
 * Nothing here may change the store other files read: a request that would create something
 * (a route without path parameters, a request its schemas accept) is not sent, and the path
 * parameters sent name nothing that exists, so a route that changes or deletes finds nothing.
 */

const PARALLEL = 6;
const HUGE = 'h'.repeat(70_000);

/** Path parameter values as they go on the wire; none names a stored item. */
const PARAMS = [
  'x',
  '0',
  '-1',
  '9'.repeat(40),
  'a'.repeat(300),
  'b'.repeat(1100),
  '%E0%A4%A',
  '%00',
  encodeURIComponent('🧬'),
  encodeURIComponent("' OR '1'='1"),
  '__proto__',
  encodeURIComponent(' '),
];

const QUERIES = [
  '?limit=abc',
  '?limit=-1',
  '?limit=0',
  '?limit=1e9',
  '?limit=1&limit=2',
  '?cursor=e30',
  '?cursor=WzFd',
  '?cursor=%E0%A4%A',
  `?cursor=${'A'.repeat(2000)}`,
  `?${'k'.repeat(1100)}=1`,
  '?purpose=x',
  '?unknown=1',
];
/** For a route that reads no query: only what every route refuses before its handler (too long). */
const QUERIES_IGNORED = ['?limit=abc', `?cursor=${'A'.repeat(2000)}`, `?${'k'.repeat(1100)}=1`];

/** Bodies wrong for every route: not an object, not JSON, or far too long. */
const BODIES: { text: string | undefined; contentType?: string }[] = [
  { text: undefined },
  { text: '[]' },
  { text: '"x"' },
  { text: 'null' },
  { text: '123' },
  { text: 'true' },
  { text: '{}' },
  { text: '{' },
  { text: '{"a": }' },
  { text: JSON.stringify(HUGE) },
  { text: '{}', contentType: 'text/plain' },
];
/** For a route that reads no body: what every route refuses (not JSON), and a body it ignores. */
const BODIES_IGNORED = BODIES.filter(
  ({ text, contentType }) => [undefined, '[]', '{'].includes(text) || contentType,
);

/** What each field gets instead of its value, one at a time ('absent' leaves it out). */
const WRONG_VALUES: unknown[] = ['absent', -1, 1.5, true, 'x', '', [null], {}, null, HUGE];

const ABSENT = 'absent';

interface MalformedRequest {
  route: RouteDef;
  path: string;
  token: string | undefined;
  body: string | undefined;
  contentType: string;
  /** Whether the route's schemas would accept it: then the route's success is a fair answer. */
  accepted: boolean;
}

const changesData = (route: RouteDef) => route.method !== 'GET';

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const accepts = (schema: z.ZodType | undefined, value: unknown) =>
  schema === undefined || schema.safeParse(value).success;

/** Whether the handler's validation would let the request through (a part it cannot read counts as yes). */
const isAccepted = (
  schemas: RouteInputSchemas,
  params: Record<string, string>,
  query: string,
  body: string | undefined,
  contentType: string,
): boolean => {
  const values = [...Object.entries(params), ...new URLSearchParams(query).entries()];
  if (
    values.some(
      ([k, v]) =>
        Buffer.byteLength(k) > INPUT_VALUE_MAX_BYTES || Buffer.byteLength(v) > INPUT_VALUE_MAX_BYTES,
    )
  )
    return false;
  let parsed: unknown = {};
  if (body !== undefined && body !== '') {
    if (!contentType.includes('json')) return false;
    try {
      parsed = JSON.parse(body) ?? {};
    } catch {
      return false;
    }
  }
  return (
    accepts(schemas.body, parsed) &&
    accepts(schemas.params, params) &&
    accepts(schemas.query, Object.fromEntries(new URLSearchParams(query)))
  );
};

const paramNames = (route: RouteDef) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** The path with each parameter set ('x' for those not given). */
const pathWith = (route: RouteDef, values: Record<string, string>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');

const requestsFor = (route: RouteDef, schemas: RouteInputSchemas, token: string): MalformedRequest[] => {
  const requests: MalformedRequest[] = [];
  const names = paramNames(route);
  const add = (
    params: Record<string, string>,
    query: string,
    body: string | undefined,
    contentType = 'application/json',
    as = token,
  ) => {
    const decoded = Object.fromEntries(names.map((n) => [n, decode(params[n] ?? 'x')]));
    const accepted = isAccepted(schemas, decoded, query, body, contentType);
    // A request that would create something is never sent: it would be a real change.
    if (accepted && changesData(route) && names.length === 0) return;
    requests.push({ route, path: pathWith(route, params) + query, token: as, body, contentType, accepted });
  };
  // The part a route validates gets every malformed value; a part it ignores, a few.
  for (const { text, contentType } of schemas.declares.body ? BODIES : BODIES_IGNORED)
    add({}, '', text, contentType);
  const fields = schemas.body ? fieldsOf(schemas.body) : {};
  const base = schemas.body ? (sampleOf(schemas.body) as Record<string, unknown>) : {};
  for (const field of Object.keys(fields))
    for (const wrong of WRONG_VALUES) {
      const body: Record<string, unknown> = { ...base };
      if (wrong === ABSENT) delete body[field];
      else body[field] = wrong;
      add({}, '', JSON.stringify(body));
    }
  add({}, '', JSON.stringify({ ...base, unknown_field: HUGE }));
  for (const name of names) for (const value of PARAMS) add({ [name]: value }, '', undefined);
  for (const query of schemas.declares.query ? QUERIES : QUERIES_IGNORED) add({}, query, undefined);
  if (route.auth !== 'public') {
    add({}, '', undefined, 'application/json', '');
    add({}, '', undefined, 'application/json', 'garbage');
  }
  return requests;
};

describe('malformed requests to every route', () => {
  const catalogue = messageCatalogue();
  const from = newLocalAddress();
  let adminToken: string;
  let logoutToken: string;

  beforeAll(async () => {
    adminToken = await signIn(stack().admin.email, stack().admin.password, from);
    // Signing out ends a session: the logout route gets one of its own.
    logoutToken = await signIn(stack().admin.email, stack().admin.password, from);
  });

  it('answer with a 4xx and a message of the catalogue, never a 5xx', async () => {
    const requests: MalformedRequest[] = [];
    for (const route of routes) {
      const token = route.name === 'logout' ? logoutToken : adminToken;
      requests.push(...requestsFor(route, await routeInputSchemas(route), token));
    }
    expect(new Set(requests.map((r) => r.route.name)).size).toBe(routes.length);
    const faults = new Map<string, string>();
    const messagesSeen = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as MalformedRequest;
        const headers: Record<string, string> = { 'content-type': request.contentType };
        if (request.token) headers.authorization = `Bearer ${request.token}`;
        const res = await requestFrom(
          from,
          request.route.method,
          `${stack().apiUrl}${request.path}`,
          headers,
          request.body,
        ).catch((error: Error) => ({ status: -1, text: error.message }));
        let message: unknown;
        try {
          message = (JSON.parse(res.text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        const success = res.status >= 200 && res.status < 300;
        const ours =
          res.status >= 400 && res.status < 500 && typeof message === 'string' && catalogue.has(message);
        // A read may succeed on input it ignores; a change only on input its schemas accept.
        const fair = success && (request.accepted || !changesData(request.route));
        if (typeof message === 'string') messagesSeen.add(message);
        // One example of each wrong answer is enough to act on.
        const answer = `${res.status} ${res.text.slice(0, 160)}`;
        if (!ours && !fair && !faults.has(answer))
          faults.set(
            answer,
            `${request.route.method} ${request.path.slice(0, 100)} body=${(request.body ?? '').slice(0, 80)} (${request.contentType}${request.token ? '' : ', no token'}) -> ${answer}`,
          );
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.info(
      `malformed requests: ${requests.length} in ${Date.now() - started} ms, ${messagesSeen.size} distinct messages`,
    );
    expect([...faults.values()], 'answers that are not ours, one request for each').toEqual([]);
  }, 120_000);
});
