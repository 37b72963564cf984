import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { jsonResponse, mockFetch } from '../test/fetch';
import { ApiError, apiRequest, callRoute, SESSION_ENDED_EVENT } from './api-client';
import { readToken, storeToken } from './session';

describe('apiRequest', () => {
  it('sends JSON with cookies and no Authorization header when signed out', async () => {
    const fetchMock = mockFetch({ 'POST /v1/users/login': () => jsonResponse(200, { ok: true }) });
    await expect(apiRequest('POST', '/v1/users/login', { body: { email: 'a@b.c' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/users/login');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the stored token as a bearer header', async () => {
    storeToken('tok-1');
    const fetchMock = mockFetch({ 'GET /v1/report/recent': () => jsonResponse(200, {}) });
    await apiRequest('GET', '/v1/report/recent');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(init?.body).toBeUndefined();
  });

  it('throws an ApiError with the status and the server message for an HTTP error', async () => {
    mockFetch({ 'GET /x': () => jsonResponse(429, { message: 'Slow down' }) });
    const error = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, serverMessage: 'Slow down', noResponse: false });
  });

  it('forgets a token the server refuses with 401 and announces the end of the session', async () => {
    storeToken('revoked-token');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    mockFetch({
      'GET /v1/report/recent': () => jsonResponse(401, { message: 'Please sign in to continue.' }),
    });
    await expect(apiRequest('GET', '/v1/report/recent')).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(readToken()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 without a stored token (a failed sign-in) to the caller', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    mockFetch({ 'POST /v1/users/login': () => jsonResponse(401, { message: 'x' }) });
    await expect(apiRequest('POST', '/v1/users/login', { body: {} })).rejects.toMatchObject({ status: 401 });
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).not.toHaveBeenCalled();
  });

  it('keeps the status when the error body is not JSON', async () => {
    mockFetch({ 'GET /x': () => new Response('<html>bad gateway</html>', { status: 502 }) });
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('tells a failure to get any response apart from an HTTP error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, noResponse: true, serverMessage: undefined });
  });

  it('validates the success body against the schema', async () => {
    mockFetch({ 'GET /x': () => jsonResponse(200, { n: 'one' }) });
    await expect(apiRequest('GET', '/x', { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});

describe('callRoute', () => {
  it('takes the method and path from the shared route table and fills path parameters', async () => {
    const fetchMock = mockFetch({ 'POST /v1/users/resetpassword/a%2Fb': () => jsonResponse(200, {}) });
    await callRoute('resetPassword', { params: { token: 'a/b' }, body: { password: 'x' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('appends query values, leaving out undefined and empty ones', async () => {
    const fetchMock = mockFetch({
      'GET /v1/report/r%201/mismatches?oligo=N1%20F&limit=5': () => jsonResponse(200, {}),
    });
    await callRoute('listReportMismatches', {
      params: { id: 'r 1' },
      query: { oligo: 'N1 F', limit: 5, cursor: undefined, location: '' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchMock.mock.results[0]?.value).resolves.toHaveProperty('status', 200);
  });
});
