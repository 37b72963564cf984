import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('compareNames', () => {
  it.each([
    ['a', 'B', -1],
    ['b', 'A', 1],
    ['Charité', 'charite', 0],
    ['N1', 'n1', 0],
    ['', 'a', -1],
  ])('%s vs %s -> %i', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign);
  });

  it('gives the same order as localeCompare with base sensitivity', () => {
    const names = ['US CDC N2', 'charité E', 'Charité RdRp', 'FHI RSV-A', 'ärzte', 'Zeta', 'alpha'];
    const expected = [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
    expect([...names].sort(compareNames)).toEqual(expected);
  });
});
