import { describe, expect, it } from 'vitest';
import { type FileVariants, pickEncoding } from './compressed-files';

const both: FileVariants = {
  etag: '"x"',
  identity: Buffer.from('a'),
  br: Buffer.from('b'),
  gzip: Buffer.from('g'),
};
const plain: FileVariants = { etag: '"x"', identity: Buffer.from('a') };

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['*', both, 'gzip'],
    ['identity', both, 'identity'],
    [undefined, both, 'identity'],
    ['gzip, br', plain, 'identity'],
  ] as const)('%s -> %s', (accept, variants, expected) => {
    expect(pickEncoding(accept, variants)).toBe(expected);
  });
});
