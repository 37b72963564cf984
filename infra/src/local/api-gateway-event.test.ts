import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './api-gateway-event';

const request = (overrides: Partial<Parameters<typeof toApiGatewayEvent>[0]> = {}) => ({
  method: 'post',
  url: '/v1/oligos/abc/archive?x=1&x=2&y=3',
  headers: { 'Content-Type': 'application/json', cookie: 'a=1; b=2', 'X-Multi': ['p', 'q'] } as never,
  body: Buffer.from('{"a":1}'),
  sourceIp: '127.0.0.1',
  ...overrides,
});

describe('toApiGatewayEvent (payload format 2.0)', () => {
  it('carries route key, path, query, headers, cookies and body as API Gateway does', () => {
    const event = toApiGatewayEvent(request(), {
      routeKey: 'DELETE /v1/oligos/{id}/archive',
      pathParameters: { id: 'abc' },
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'DELETE /v1/oligos/{id}/archive',
      rawPath: '/v1/oligos/abc/archive',
      rawQueryString: 'x=1&x=2&y=3',
      cookies: ['a=1', 'b=2'],
      headers: { 'content-type': 'application/json', 'x-multi': 'p,q' },
      queryStringParameters: { x: '1,2', y: '3' },
      pathParameters: { id: 'abc' },
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/v1/oligos/abc/archive', sourceIp: '127.0.0.1' },
        stage: '$default',
      },
    });
    expect(event.headers.cookie).toBeUndefined();
  });

  it("takes the caller's address from the socket and drops CloudFront headers a caller sent", () => {
    const event = toApiGatewayEvent(
      request({
        headers: {
          'CloudFront-Viewer-Address': '198.51.100.7:1234',
          'x-forwarded-for': '203.0.113.9',
        } as never,
        sourceIp: '127.0.0.5',
      }),
      { routeKey: 'POST /v1/users/login', pathParameters: {} },
    );
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.5');
    expect(event.headers['cloudfront-viewer-address']).toBeUndefined();
  });

  it('base64-encodes a binary body and leaves out what is absent', () => {
    const event = toApiGatewayEvent(
      request({
        url: '/v1/oligos',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.from([0, 255]),
      }),
      { routeKey: 'POST /v1/oligos', pathParameters: {} },
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe('AP8=');
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });
});
