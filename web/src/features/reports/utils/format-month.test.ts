import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-month';

describe('formatMonth', () => {
  it.each([
    ['2020-03', 'Mar 2020'],
    ['2019-12', 'Dec 2019'],
    ['2021-01', 'Jan 2021'],
    // Not a month key: shown as stored rather than guessed.
    ['2020-13', '2020-13'],
    ['2020', '2020'],
    ['2020-03-15', '2020-03-15'],
    ['', ''],
  ])('shows %j as %j', (key, shown) => {
    expect(formatMonth(key)).toBe(shown);
  });
});
