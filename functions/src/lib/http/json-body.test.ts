import { commonApiMessages } from '@oligowatch/shared/messages/common';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, parseJsonBody } from './json-body';

const json = { 'content-type': 'application/json' };

describe('parseJsonBody', () => {
  it.each([
    [{ body: undefined, headers: json }, undefined],
    [{ body: '', headers: json }, undefined],
    [{ body: '{"a":1}', headers: json }, { a: 1 }],
    [{ body: '{"a":1}', headers: { 'content-type': 'application/json; charset=utf-8' } }, { a: 1 }],
    [{ body: Buffer.from('{"b":2}').toString('base64'), isBase64Encoded: true, headers: json }, { b: 2 }],
  ])('%j -> %j', (event, expected) => {
    expect(parseJsonBody({ isBase64Encoded: false, ...event })).toEqual(expected);
  });

  it.each([
    [{ body: '{oops', headers: json }, 'invalid', commonApiMessages.malformedJson],
    [
      { body: '{"a":1}', headers: { 'content-type': 'text/plain' } },
      'unsupportedMediaType',
      commonApiMessages.unsupportedMediaType,
    ],
    [{ body: '{"a":1}', headers: {} }, 'unsupportedMediaType', commonApiMessages.unsupportedMediaType],
    [
      { body: `"${'x'.repeat(MAX_BODY_BYTES)}"`, headers: json },
      'tooLarge',
      commonApiMessages.payloadTooLarge,
    ],
  ])('refuses %#', (event, code, message) => {
    expect(() => parseJsonBody({ isBase64Encoded: false, ...event })).toThrow(
      expect.objectContaining({ code, message }),
    );
  });

  it('drops __proto__ keys instead of polluting prototypes', () => {
    const parsed = parseJsonBody({
      body: '{"__proto__":{"admin":true},"a":1}',
      headers: json,
      isBase64Encoded: false,
    }) as Record<string, unknown>;
    expect(parsed).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
