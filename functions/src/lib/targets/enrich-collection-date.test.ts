import { describe, expect, it } from 'vitest';
import { enrichCollectionDate } from './enrich-collection-date';

describe('enrichCollectionDate', () => {
  it.each([
    ['2020-04-03', '2020-04-03'],
    ['2020-4-3', '2020-04-03'],
    ['03-Apr-2020', '2020-04-03'],
    ['9-Apr-2009', '2009-04-09'],
    ['Dec-2019', '2019-12'],
    ['2020-04', '2020-04'],
    ['2020', '2020'],
    ['2019/2020', undefined],
    ['missing', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (raw, iso) => {
    expect(enrichCollectionDate(raw)).toBe(iso);
  });
});
