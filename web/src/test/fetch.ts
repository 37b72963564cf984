import { vi } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch with a table keyed 'METHOD /path'; unknown calls answer 501 like the API does for
 * routes not built yet. Returns the mock to inspect the calls made.
 */
export const mockFetch = (handlers: Record<string, Handler> = {}) => {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = handlers[key];
    return handler ? handler(url, init) : jsonResponse(501, { message: 'Not implemented yet' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
};
