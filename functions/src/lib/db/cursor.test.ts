import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  indexStartKeySchema,
  offsetKeySchema,
  stringKeySchema,
} from './cursor';

const key = { pk: 'SAMPLE#MN908947', gsi1pk: 'SAMPLES#2697049', gsi1sk: 'MN908947' };

describe('cursor', () => {
  it('round-trips a start key within its scope', () => {
    const cursor = encodeCursor('SAMPLES#2697049', key);
    expect(decodeCursor(cursor, 'SAMPLES#2697049', stringKeySchema)).toEqual(key);
  });

  it('has no cursor when there is no next page', () => {
    expect(encodeCursor('x', undefined)).toBeUndefined();
    expect(decodeCursor(undefined, 'x', stringKeySchema)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a bare array', Buffer.from('[1]').toString('base64url')],
    ['an empty object', Buffer.from('{}').toString('base64url')],
    ['a raw start key (the old format)', Buffer.from(JSON.stringify(key)).toString('base64url')],
    ['another scope', encodeCursor('SAMPLES#208893', key)],
    ['a key of the wrong shape', encodeCursor('SAMPLES#2697049', { pk: 1 })],
    ['an offset where a key is due', encodeCursor('SAMPLES#2697049', { offset: 5 })],
  ])('refuses %s', (_label, cursor) => {
    expect(() => decodeCursor(cursor, 'SAMPLES#2697049', stringKeySchema)).toThrow(InvalidCursorError);
  });

  it('checks offsets too', () => {
    expect(decodeCursor(encodeCursor('rows', { offset: 10 }), 'rows', offsetKeySchema)).toEqual({
      offset: 10,
    });
    expect(() => decodeCursor(encodeCursor('rows', { offset: -1 }), 'rows', offsetKeySchema)).toThrow(
      InvalidCursorError,
    );
  });
});

describe('indexStartKeySchema', () => {
  const index = { partitionKey: { name: 'gsi1pk' }, sortKey: { name: 'gsi1sk' } };
  const schema = indexStartKeySchema('pk', index, 'SAMPLES#2697049');

  it('accepts the start key of the very query', () => {
    expect(decodeCursor(encodeCursor('SAMPLES#2697049', key), 'SAMPLES#2697049', schema)).toEqual(key);
  });

  it.each([
    ['a key of another partition', { ...key, gsi1pk: 'SAMPLES#208893' }],
    ['a key missing the sort key', { pk: key.pk, gsi1pk: key.gsi1pk }],
    ['a key with an extra attribute', { ...key, other: 'x' }],
    ['an empty key', {}],
    ['a sort key past its length', { ...key, gsi1sk: 'x'.repeat(257) }],
  ])('refuses %s in a cursor of the right scope', (_label, start) => {
    expect(() => decodeCursor(encodeCursor('SAMPLES#2697049', start), 'SAMPLES#2697049', schema)).toThrow(
      InvalidCursorError,
    );
  });
});
