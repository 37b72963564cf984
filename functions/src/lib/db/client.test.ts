import { randomBytes } from 'node:crypto';
import { fromBase64 } from '@smithy/core/serde';
import { describe, expect, it } from 'vitest';
import { decodeBase64, getDocumentClient } from './client';

describe('the DynamoDB client', () => {
  it.each([0, 1, 2, 3, 100, 4095, 4096, 9000, 30_000])(
    'decodes %i bytes of base64 as the SDK does',
    (length) => {
      const bytes = randomBytes(length);
      const text = bytes.toString('base64');
      expect(decodeBase64(text)).toEqual(fromBase64(text));
      expect(Buffer.from(decodeBase64(text)).equals(bytes)).toBe(true);
    },
  );

  it('decodes binary attributes with it, not with the SDK decoder that tests each string first', () => {
    expect(getDocumentClient().config.base64Decoder).toBe(decodeBase64);
  });
});
