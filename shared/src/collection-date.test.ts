import { describe, expect, it } from 'vitest';
import { collectionDateIso } from './collection-date';

describe('collectionDateIso', () => {
  it.each([
    // Valid, in each form NCBI uses.
    ['2020-04-03', '2020-04-03'],
    ['2020-4-3', '2020-04-03'],
    ['03-Apr-2020', '2020-04-03'],
    ['9-apr-2009', '2009-04-09'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    ['  2019-12-26 ', '2019-12-26'],
  ])('valid: %s -> %s', (raw, expected) => {
    expect(collectionDateIso(raw)).toBe(expected);
  });

  it.each([
    // Partial: as precise as written, never a guessed day or month.
    ['Dec-2019', '2019-12'],
    ['2020-04', '2020-04'],
    ['2020', '2020'],
  ])('partial: %s -> %s', (raw, expected) => {
    expect(collectionDateIso(raw)).toBe(expected);
  });

  it.each([
    // Impossible days and months, text, ranges and other forms: no date.
    ['2024-02-30'],
    ['2023-02-29'],
    ['1900-02-29'],
    ['2020-13'],
    ['2020-00-10'],
    ['2020-04-31'],
    ['31-Apr-2020'],
    ['00-Apr-2020'],
    ['Foo-2020'],
    ['0999'],
    ['hello'],
    ['missing'],
    ['2019/2020'],
    ['2020-04-03T10:00:00Z'],
    ['04/03/2020'],
    [''],
    [undefined],
  ])('impossible or unknown: %s -> undefined', (raw) => {
    expect(collectionDateIso(raw)).toBeUndefined();
  });
});
