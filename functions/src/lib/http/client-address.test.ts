import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it.each([
    [{}, '10.0.0.1', '10.0.0.1'],
    // Written by the caller: never trusted, however it is formed.
    [{ 'x-forwarded-for': '198.51.100.7' }, '10.0.0.1', '10.0.0.1'],
    [{ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, '10.0.0.1', '10.0.0.1'],
    // Added by CloudFront: the viewer's address and port.
    [{ 'cloudfront-viewer-address': '198.51.100.10:46532' }, '10.0.0.1', '198.51.100.10'],
    [{ 'cloudfront-viewer-address': '2001:db8::1:46532' }, '10.0.0.1', '2001:db8::1'],
    [{ 'cloudfront-viewer-address': '[2001:db8::1]:46532' }, '10.0.0.1', '2001:db8::1'],
    [{ 'cloudfront-viewer-address': ' ' }, '10.0.0.1', '10.0.0.1'],
  ])('%j from %s -> %s', (headers, sourceIp, expected) => {
    expect(clientAddress(headers, sourceIp)).toBe(expected);
  });
});
