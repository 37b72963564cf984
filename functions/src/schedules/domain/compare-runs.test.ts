import type { OligoMismatchCounts } from '@oligowatch/science';
import { DEFAULT_CHANGE_THRESHOLDS } from '@oligowatch/shared/constants';
import { describe, expect, it } from 'vitest';
import { compareOligo, compareRuns, engineChangeOf, threePrimePercent } from './compare-runs';

/** Counts of a 10-base oligo: `withMismatch` of `samples` samples, per-position counts given as {index: count}. */
const counts = (
  samples: number,
  withMismatch: number,
  positions: Record<number, number> = {},
  length = 10,
): OligoMismatchCounts => {
  const byIndex = new Array<number>(length).fill(0);
  for (const [i, n] of Object.entries(positions)) byIndex[Number(i)] = n;
  return { samples, samplesWithMismatch: withMismatch, total: withMismatch, byIndex };
};

const T = { ...DEFAULT_CHANGE_THRESHOLDS };

describe('threePrimePercent', () => {
  it.each([
    ['no mismatch', counts(20, 0), 3, 0],
    ['a mismatch at the last base', counts(20, 2, { 9: 2 }), 3, 10],
    ['the third base from the end is inside', counts(20, 1, { 7: 1 }), 3, 5],
    ['the fourth base from the end is outside', counts(20, 4, { 6: 4 }), 3, 0],
    ['the largest share of any one 3 position', counts(20, 5, { 7: 1, 8: 3, 9: 2 }), 3, 15],
    ['a wider 3 end reaches further', counts(20, 4, { 6: 4 }), 4, 20],
    ['no samples', counts(0, 0), 3, 0],
  ])('%s', (_, c, bases, expected) => {
    expect(threePrimePercent(c, bases)).toBeCloseTo(expected, 9);
  });
});

describe('compareOligo', () => {
  it.each([
    // name, before, after, thresholds, expected alert kinds
    ['unchanged', counts(20, 2), counts(20, 2), T, []],
    ['rose by less than 5 points', counts(100, 10), counts(100, 14), T, []],
    ['rose by exactly 5 points', counts(100, 10), counts(100, 15), T, ['share']],
    ['rose by 5 points through thirds (float noise)', counts(28, 17), counts(35, 23), T, ['share']],
    ['fell', counts(20, 10), counts(20, 0), T, []],
    [
      'share threshold 0 still needs a rise',
      counts(20, 2),
      counts(20, 2),
      { ...T, mismatch_share_points: 0 },
      [],
    ],
    [
      '3 end from 0% to 5%',
      counts(20, 0),
      counts(20, 1, { 9: 1 }),
      { ...T, mismatch_share_points: 50 },
      ['3'],
    ],
    ['3 end to just under 5%', counts(100, 0), counts(100, 4, { 8: 4 }), T, []],
    [
      '3 end already above before',
      counts(20, 2, { 9: 2 }),
      counts(20, 4, { 9: 4 }),
      { ...T, mismatch_share_points: 50 },
      [],
    ],
    [
      '3 end mismatch outside the last 3 bases',
      counts(20, 0),
      counts(20, 1, { 5: 1 }),
      { ...T, mismatch_share_points: 50 },
      [],
    ],
    ['both at once', counts(20, 0), counts(20, 4, { 9: 4 }), T, ['share', '3']],
  ])('%s', (_, before, after, thresholds, kinds) => {
    const change = compareOligo('N1-F', before, after, thresholds);
    const found = change.alerts.map((a) => (a.startsWith('Samples with a mismatch rose') ? 'share' : '3'));
    expect(found).toEqual(kinds);
  });

  it('carries the figures and says them in words', () => {
    const change = compareOligo('N1-P', counts(40, 2), counts(40, 8, { 9: 6 }), T);
    expect(change).toEqual({
      oligo: 'N1-P',
      before_percent: 5,
      after_percent: 20,
      delta_points: 15,
      three_prime_before_percent: 0,
      three_prime_after_percent: 15,
      alerts: [
        'Samples with a mismatch rose from 5% to 20% (+15 percentage points; the threshold is 5).',
        "A mismatch within the last 3 bases (the 3' end) is now in 15% of samples (it was 0%; the threshold is 5%).",
      ],
    });
  });
});

describe('compareRuns', () => {
  it('compares oligos by name, in the later run order, leaving out those without a baseline', () => {
    const result = compareRuns(
      [
        { name: 'A', counts: counts(20, 0) },
        { name: 'B', counts: counts(20, 0) },
        { name: 'gone', counts: counts(20, 0) },
      ],
      [
        { name: 'B', counts: counts(20, 0) },
        { name: 'new', counts: counts(20, 20) },
        { name: 'A', counts: counts(20, 10) },
      ],
      T,
    );
    expect(result.oligos.map((o) => o.oligo)).toEqual(['B', 'A']);
    expect(result.crossed).toBe(true);
  });

  it('has not crossed when no oligo did', () => {
    const result = compareRuns(
      [{ name: 'A', counts: counts(20, 1) }],
      [{ name: 'A', counts: counts(22, 1) }],
      T,
    );
    expect(result.crossed).toBe(false);
    expect(result.oligos[0]?.delta_points).toBeLessThan(0);
  });
});

describe('runs with samples left out (engine 2)', () => {
  /** Counts as engine 2 keeps them: `scored` samples in the figures, the others apart. */
  const scored = (
    samples: number,
    withMismatch: number,
    leftOut: { notAssessable?: number; notCovered?: number },
    positions: Record<number, number> = {},
  ): OligoMismatchCounts => ({
    ...counts(samples, withMismatch, positions),
    undeterminedByIndex: new Array<number>(10).fill(0),
    undeterminedTotal: 0,
    notAssessable: leftOut.notAssessable ?? 0,
    notCovered: leftOut.notCovered ?? 0,
  });

  it.each([
    // name, before, after, expected share before and after, alert kinds
    [
      'half the samples left out by N runs: the share of the assessed ones is unchanged',
      scored(20, 2, {}),
      scored(10, 1, { notAssessable: 10 }),
      [10, 10],
      [],
    ],
    [
      'another segment filed with the clade: its samples never dilute nor raise the share',
      scored(20, 2, {}),
      scored(20, 2, { notCovered: 60 }),
      [10, 10],
      [],
    ],
    [
      'a real rise among the assessed samples alerts, whatever was left out',
      scored(20, 2, {}),
      scored(10, 4, { notAssessable: 10 }, { 9: 1 }),
      [10, 40],
      ['share', '3'],
    ],
  ] as const)('%s', (_, before, after, [beforePercent, afterPercent], kinds) => {
    const change = compareOligo('N1-F', before, after, T);
    expect([change.before_percent, change.after_percent]).toEqual([beforePercent, afterPercent]);
    const found = change.alerts.map((a) => (a.startsWith('Samples with a mismatch rose') ? 'share' : '3'));
    expect(found).toEqual(kinds);
  });
});

describe('runs of engines that count differently', () => {
  it.each([
    ['1.0.0', '2.0.0', { before: '1.0.0', after: '2.0.0' }],
    ['2.0.0', '2.1.3', undefined],
    ['2.0.0', '2.0.0', undefined],
  ])('%s then %s', (before, after, expected) => {
    expect(engineChangeOf(before, after)).toEqual(expected);
  });

  it('keep their figures and raise no alert', () => {
    const previous = [{ name: 'A', counts: counts(20, 0) }];
    const latest = [{ name: 'A', counts: counts(20, 10, { 9: 10 }) }];
    expect(compareRuns(previous, latest, T).crossed).toBe(true);
    const quiet = compareRuns(previous, latest, T, { alert: false });
    expect(quiet.crossed).toBe(false);
    expect(quiet.oligos).toEqual([{ ...compareRuns(previous, latest, T).oligos[0], alerts: [] }]);
  });
});
