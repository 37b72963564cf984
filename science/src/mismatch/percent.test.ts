import { describe, expect, it } from 'vitest';
import { formatOneDecimal, percentOf } from './percent';

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [1, 4, 25],
    [1, 3, 100 / 3],
    [17, 17, 100],
  ])('%d of %d is %d%%', (count, of, percent) => {
    expect(percentOf(count, of)).toBe(percent);
  });
});

describe('formatOneDecimal', () => {
  it.each([
    [5, '5'],
    [33.333333, '33.3'],
    [0.04, '0'],
    [12.25, '12.3'],
  ])('%d -> %s', (value, text) => {
    expect(formatOneDecimal(value)).toBe(text);
  });
});
