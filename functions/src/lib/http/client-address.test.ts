import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it.each([
    [{}, '10.0.0.1', '10.0.0.1'],
    [{ 'x-forwarded-for': '198.51.100.7' }, '10.0.0.1', '198.51.100.7'],
    // A client may send its own X-Forwarded-For; CloudFront appends the real viewer last.
    [{ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }, '10.0.0.1', '198.51.100.7'],
    [{ 'x-forwarded-for': ' , ' }, '10.0.0.1', '10.0.0.1'],
  ])('%j from %s -> %s', (headers, sourceIp, expected) => {
    expect(clientAddress(headers, sourceIp)).toBe(expected);
  });
});
