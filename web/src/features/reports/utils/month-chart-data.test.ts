import { describe, expect, it } from 'vitest';
import { monthChartData } from './month-chart-data';

describe('monthChartData', () => {
  it('keeps the stored order, names the months and rounds the share to two decimals', () => {
    expect(
      monthChartData([
        { key: '2019-12', samples: 1, with_mismatch: 0, percent: 0 },
        { key: '2020-03', samples: 3, with_mismatch: 1, percent: 33.333333 },
        { key: '2020-04', samples: 2, with_mismatch: 2, percent: 100 },
      ]),
    ).toEqual([
      { month: 'Dec 2019', percent: 0, samples: 1, withMismatch: 0 },
      { month: 'Mar 2020', percent: 33.33, samples: 3, withMismatch: 1 },
      { month: 'Apr 2020', percent: 100, samples: 2, withMismatch: 2 },
    ]);
  });

  it('gives no rows for no months', () => {
    expect(monthChartData([])).toEqual([]);
  });
});
