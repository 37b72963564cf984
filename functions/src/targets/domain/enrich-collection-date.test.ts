import { describe, expect, it } from 'vitest';
import { enrichCollectionDate } from './enrich-collection-date';

describe('enrichCollectionDate', () => {
  it.each([
    ['2020-04-03', '2020-04-03'],
    ['03-Apr-2020', '2020-04-03'],
    ['Dec-2019', '2019-12'],
    ['2020', '2020'],
    ['2024-02-30', undefined],
    ['hello', undefined],
    ['2019/2020', undefined],
    [undefined, undefined],
  ])('%s -> %s', (raw, iso) => {
    expect(enrichCollectionDate(raw)).toBe(iso);
  });
});
