import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

const routeKey = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return { url, key: `${init?.method ?? 'GET'} ${url}` };
};

// Calls no test mocked, in this test: the setup file fails the test with their routes.
const unmocked: string[] = [];

/** The calls nobody mocked since the last take (the setup file checks after every test). */
export const takeUnmockedCalls = (): string[] => unmocked.splice(0);

/**
 * A call nobody mocked: recorded, so the test fails naming it even when the screen swallows the
 * rejection (a failure toast), and rejected, so the screen does not go on with made-up data.
 */
const refuse = (key: string) => {
  unmocked.push(key);
  return Promise.reject(
    new Error(`Unmocked call ${key}: give it a handler in this test's mockFetch({ '${key}': ... })`),
  );
};

/** What every test starts with (the setup file): any call fails the test until it is mocked. */
export const refuseUnmockedFetch = () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => refuse(routeKey(input, init).key)),
  );
};

/**
 * Replaces fetch with a table keyed 'METHOD /path' (with the query string, as called). A call
 * not in the table fails the test, naming it; a route the app expects to be unbuilt is mocked like
 * any other: `'GET /v1/…': () => jsonResponse(501, { message: 'Not implemented yet' })`.
 * Returns the mock to inspect the calls made.
 */
export const mockFetch = (handlers: Record<string, Handler> = {}) => {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, key } = routeKey(input, init);
    const handler = handlers[key];
    return handler ? handler(url, init) : refuse(key);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
};
