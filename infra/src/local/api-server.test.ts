import type { Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, startApiServer } from './api-server';

describe('pathOf', () => {
  it.each([
    ['/v1/oligos?x=1', '/v1/oligos'],
    ['http://[x', undefined],
    ['http://a:b@', undefined],
    ['*', '/*'],
  ])('%s -> %s', (url, expected) => {
    expect(pathOf(url)).toBe(expected);
  });
});

describe('the local API server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await startApiServer({ port: 0 });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A raw request line, as no well-behaved client would send it. */
  const statusLineOf = (requestLine: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });

  it('answers a target that does not parse with 400 and keeps serving', async () => {
    expect(await statusLineOf('GET http://[x HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLineOf('GET /nothing HTTP/1.1')).toBe('HTTP/1.1 404 Not Found');
  });
});
