import { describe, expect, it } from 'vitest';
import { toCollectionMonth, toInsightSample } from './insight-sample';

describe('toInsightSample', () => {
  it.each([
    // collection_date, enriched ISO, geo_loc_name, date, country
    ['2020-04-03', undefined, 'USA: Washington, Seattle', '2020-04-03', 'USA'],
    ['03-Apr-2020', undefined, 'Greece', '2020-04-03', 'Greece'],
    ['whatever', '2021-07', ' Japan :Tokyo', '2021-07', 'Japan'],
    ['missing', undefined, '', null, null],
    ['2020', undefined, ': nowhere', '2020', null],
  ])('%s / %s / %j -> %s, %s', (raw, iso, geo, date, country) => {
    expect(
      toInsightSample({
        accessionID: 'MT451709',
        collection_date: raw,
        ...(iso ? { collection_date_enriched_iso: iso } : {}),
        geo_loc_name: geo,
      }),
    ).toEqual({ accession: 'MT451709', date, country });
  });

  it.each([
    ['2020-04-03', '2020-04'],
    ['2020-04', '2020-04'],
    ['2020', null],
    [null, null],
  ])('the month of %s is %s', (date, month) => {
    expect(toCollectionMonth(date)).toBe(month);
  });
});
